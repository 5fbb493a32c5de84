package mojo

import (
	"strings"
	"testing"

	"tabletop/engine"
)

func TestView(t *testing.T) {
	s := build(t, table{hands: [][]int{{9, 5, 5, 2, 1}, others[0], others[1], others[2]}, down: [][]int{nil}, piles: [][]int{{6}}})
	v := s.View(0).String()
	for _, want := range []string{"discard pile: 6 on top", "seat 1: 5 cards [1 2 5 5 9]", "seat 2: 4 cards;", "draw pile:", "shows 0", "seat order"} {
		if !strings.Contains(v, want) {
			t.Errorf("View(0) lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "12 12") {
		t.Errorf("View(0) shows seat 2's hand:\n%s", v)
	}
	all := s.View(-1).String()
	if !strings.Contains(all, "[12 12 12 12]") || !strings.Contains(all, "[1 2 5 5 9]") {
		t.Errorf("View(-1) must show every hand:\n%s", all)
	}
	play(t, s, "5")
	if v := s.View(1).String(); !strings.Contains(v, "seat 1: 4 cards;") || !strings.Contains(v, "> seat 2") {
		t.Errorf("after the move:\n%s", v)
	}
}

func TestViewMojoTime(t *testing.T) {
	s := build(t, table{hands: [][]int{nil, others[0], others[1], others[2]}, down: [][]int{{4, 7}}, shown: [][]int{{1}}, piles: [][]int{{6}}})
	v := s.View(1).String()
	if !strings.Contains(v, "Mojo Time, 2 face down, turned up: 1") || strings.Contains(v, "[4 7]") {
		t.Errorf("View(1):\n%s", v)
	}
	if !strings.Contains(s.View(-1).String(), "[4 7]") {
		t.Errorf("View(-1) must show face-down values:\n%s", s.View(-1).String())
	}
}

func TestEffectsSequence(t *testing.T) {
	s := build(t, table{hands: hands(8, 8, 7, 7, 4, 3, 0), piles: [][]int{{8}}})
	if s.Effects() != nil {
		t.Fatal("effects before any move")
	}
	play(t, s, "8 8 7")
	var rules []string
	for _, e := range s.Effects() {
		rules = append(rules, e.Rule)
		if e.Text.String() == "" {
			t.Fatal("effect without text")
		}
	}
	if strings.Join(rules, ",") != "mojo.turn.equal,mojo.turn.lower" {
		t.Fatalf("effects %v", s.Effects())
	}
	// A rejected move keeps the previous effects.
	wantRule(t, s, "play 0", "mojo.turn.play")
	if len(s.Effects()) != 2 {
		t.Fatalf("effects changed by an illegal move: %v", s.Effects())
	}
}

func TestEffectsRoundAndGameEnd(t *testing.T) {
	s := revealEnd(t, nil, []int{0, 40, 39, 40})
	var rules []string
	for _, e := range s.Effects() {
		rules = append(rules, e.Rule)
	}
	want := "mojo.time.reveal,mojo.round-end,mojo.score.mojo,mojo.score.colour-max,mojo.game-end"
	if strings.Join(rules, ",") != want {
		t.Fatalf("effects %v", rules)
	}
}

// TestCheckInvariantsDetects corrupts states in ways the invariant must
// catch.
func TestCheckInvariantsDetects(t *testing.T) {
	for _, c := range []struct {
		name    string
		corrupt func(s *State)
	}{
		{"mojo.deck/card-lost", func(s *State) { s.deckN-- }},
		{"mojo.deck/card-created", func(s *State) { s.hand[1].add(12) }},
		{"mojo.deck/value-swapped", func(s *State) { s.pile[0][0] = (s.pile[0][0] + 1) % NumValues }},
		{"counts-inconsistent", func(s *State) { s.hand[0].size++ }},
		{"bad-current-player", func(s *State) { s.cur = 7 }},
		{"bad-face", func(s *State) { s.face = 2 }},
		{"mojo.time/hand-and-face-down", func(s *State) {
			v := uint8(0)
			for s.hand[0].n[v] == 0 {
				v++
			}
			s.hand[0].take(v)
			s.down[0].add(v)
		}},
		{"totals-mismatch", func(s *State) { s.totals[2] = 5 }},
		{"unknown-card-in-dealt-game", func(s *State) { s.deck[0] = Unknown }},
		{"mojo.round-end/no-cards-but-play-goes-on", emptyHand},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := NewState(engine.Config{Players: 4, Seed: 1})
			if err := s.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			c.corrupt(s)
			if s.CheckInvariants() == nil {
				t.Fatal("corruption not detected")
			}
		})
	}
	t.Run("mojo.round-end/named", func(t *testing.T) {
		s, _ := NewState(engine.Config{Players: 4, Seed: 1})
		emptyHand(s)
		if err := s.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "seat 2 has no cards left but the round goes on (mojo.round-end)") {
			t.Fatalf("got %v", err)
		}
	})
}

// emptyHand moves seat 2's whole hand onto the discard pile, as if the
// round had not ended when it played its last card.
func emptyHand(s *State) {
	for v := range uint8(NumValues) {
		for s.hand[1].n[v] > 0 {
			s.hand[1].take(v)
			s.push(0, v)
		}
	}
}

// TestManyRounds: rounds beyond the in-state history live in a
// copy-on-write slice; clones stay independent.
func TestManyRounds(t *testing.T) {
	s, _ := NewState(engine.Config{Players: 3, Seed: 1})
	for i := range histCap + 5 {
		s.addRound(roundRec{scores: [MaxPlayers]int8{1, int8(i % 2), 0}})
		s.totals[0]++
		s.totals[1] += int16(i % 2)
	}
	c := s.Clone().(*State)
	s.addRound(roundRec{scores: [MaxPlayers]int8{0, 0, 1}})
	s.totals[2]++
	c.addRound(roundRec{scores: [MaxPlayers]int8{0, 0, 0}})
	for _, st := range []*State{s, c} {
		if err := st.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
	rs, rc := s.Rounds(), c.Rounds()
	if len(rs) != histCap+6 || len(rc) != histCap+6 {
		t.Fatalf("%d and %d rounds", len(rs), len(rc))
	}
	if rs[len(rs)-1].Scores[2] != 1 || rc[len(rc)-1].Scores[2] != 0 || s.Equal(c) {
		t.Fatal("a clone's history is shared with the original")
	}
	if rs[histCap+2].Totals[0] != histCap+3 {
		t.Fatalf("totals %v", rs[histCap+2].Totals)
	}
}

func TestMalformedMoves(t *testing.T) {
	s := build(t, table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{6}}})
	for _, c := range []struct {
		name string
		m    engine.Move
		rule string
	}{
		{"engine.notation/kind", engine.Move{Kind: 9, N: 1}, engine.RuleNotation},
		{"engine.notation/extra-arg", engine.Move{Kind: KindPlay, N: 1, Cards: [16]uint8{5}, Arg: [4]uint8{0, 0, 1, 0}}, engine.RuleNotation},
		{"mojo.turn.play/no-cards", engine.Move{Kind: KindPlay}, "mojo.turn.play"},
		{"mojo.two-piles.play/pile-3", engine.Move{Kind: KindPlay, N: 1, Cards: [16]uint8{5}, Arg: [4]uint8{2, 0, 0, 0}}, "mojo.two-piles.play"},
	} {
		t.Run(c.name, func(t *testing.T) {
			before := s.Clone()
			re, ok := engine.AsRuleError(s.Apply(c.m))
			if !ok || re.Rule != c.rule || !before.Equal(s) {
				t.Fatalf("got %v, want %s", re, c.rule)
			}
		})
	}
}

// TestViewPlurals: one card is "1 card".
func TestViewPlurals(t *testing.T) {
	s := build(t, table{hands: [][]int{{9, 5, 5, 2}, others[0], others[1], others[2]}, down: [][]int{nil}, piles: [][]int{{6}}})
	v := s.View(0).String()
	for _, want := range []string{"6 on top (1 card)", "seat 1: 4 cards [2 5 5 9]"} {
		if !strings.Contains(v, want) {
			t.Errorf("View(0) lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, " 1 cards") {
		t.Errorf("View(0) says \"1 cards\":\n%s", v)
	}
}
