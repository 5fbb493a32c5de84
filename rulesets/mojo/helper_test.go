package mojo

import (
	"slices"
	"testing"

	"tabletop/engine"
)

// table places every card of a fully known test position. Piles and deck
// list cards bottom first (the last is the top). Cards not placed go onto
// the draw pile (under the named ones) when deck is nil, else under
// discard pile 1.
type table struct {
	players int
	opts    engine.Options
	cur     int
	hands   [][]int
	down    [][]int
	shown   [][]int
	piles   [][]int
	deck    []int
	face    Face
	totals  []int
}

// build makes a full-knowledge (dealt-game) state from tb.
func build(t testing.TB, tb table) *State {
	t.Helper()
	if tb.players == 0 {
		tb.players = 4
	}
	s, err := NewState(engine.Config{Players: tb.players, Options: tb.opts, Seed: 99})
	if err != nil {
		t.Fatal(err)
	}
	c := s.core
	c.hand, c.down, c.shown = [MaxPlayers]cards{}, [MaxPlayers]cards{}, [MaxPlayers]cards{}
	c.pile, c.pileN, c.deck, c.deckN = [2][DeckSize]uint8{}, [2]uint8{}, [DeckSize]uint8{}, 0
	var left [NumValues]int
	copy(left[:], copiesOf[:])
	use := func(v int) uint8 {
		left[v]--
		if left[v] < 0 {
			t.Fatalf("test table uses more %ds than the deck has", v)
		}
		return uint8(v)
	}
	for i, h := range tb.hands {
		for _, v := range h {
			c.hand[i].add(use(v))
		}
	}
	for i, h := range tb.down {
		for _, v := range h {
			c.down[i].add(use(v))
		}
	}
	for i, h := range tb.shown {
		for _, v := range h {
			c.shown[i].add(use(v))
		}
	}
	for _, v := range tb.deck {
		use(v)
	}
	for _, pc := range tb.piles {
		for _, v := range pc {
			use(v)
		}
	}
	// Recompute what is left after the piles too.
	var under []uint8
	for v := range NumValues {
		for range left[v] {
			under = append(under, uint8(v))
		}
	}
	if tb.deck == nil {
		for _, v := range under {
			c.deck[c.deckN] = v
			c.deckN++
		}
		under = nil
	} else {
		for _, v := range tb.deck {
			c.deck[c.deckN] = uint8(v)
			c.deckN++
		}
	}
	for p, pc := range tb.piles {
		if p == 0 {
			for _, v := range under {
				c.pile[0][c.pileN[0]] = v
				c.pileN[0]++
			}
		}
		for _, v := range pc {
			c.pile[p][c.pileN[p]] = uint8(v)
			c.pileN[p]++
		}
	}
	c.cur = int8(tb.cur)
	c.face = tb.face
	for i, v := range tb.totals {
		c.totals[i], c.base[i] = int16(v), int16(v)
	}
	s.core = c
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("test table is inconsistent: %v", err)
	}
	return s
}

// mustParse parses notation or fails the test.
func mustParse(t testing.TB, s *State, str string) engine.Move {
	t.Helper()
	m, err := s.ParseMove(str)
	if err != nil {
		t.Fatalf("parse %q: %v", str, err)
	}
	return m
}

// play applies notation and fails the test on any error.
func play(t testing.TB, s *State, str string) {
	t.Helper()
	if err := s.Apply(mustParse(t, s, str)); err != nil {
		t.Fatalf("%q: %v", str, err)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("after %q: %v", str, err)
	}
}

// wantRule applies notation, expects a *engine.RuleError with rule, and
// checks that the state did not change.
func wantRule(t testing.TB, s *State, str, rule string) {
	t.Helper()
	before := s.Clone()
	err := s.Apply(mustParse(t, s, str))
	re, ok := engine.AsRuleError(err)
	if !ok {
		t.Fatalf("%q: got %v, want a rule error %s", str, err, rule)
	}
	if re.Rule != rule {
		t.Fatalf("%q: rule %s (%s), want %s", str, re.Rule, re.Reason, rule)
	}
	if !before.Equal(s) {
		t.Fatalf("%q: an illegal move changed the state", str)
	}
}

// hasEffect reports whether the last Apply produced an effect of rule.
func hasEffect(s *State, rule string) bool {
	return slices.ContainsFunc(s.Effects(), func(e engine.Effect) bool { return e.Rule == rule })
}

func handOf(s *State, seat int) []int {
	k, _ := s.Hand(seat)
	return k
}

func legalStrings(s *State) []string {
	var out []string
	for _, m := range s.LegalMoves(nil) {
		out = append(out, s.MoveString(m))
	}
	return out
}
