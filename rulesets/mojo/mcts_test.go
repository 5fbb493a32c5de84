package mojo

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/mcts"
)

// searchPositions returns positions of greedy games, each with its mover
// having a choice, from several player counts and both variants.
func searchPositions(t testing.TB) []*State {
	var out []*State
	buf := make([]engine.Move, 0, 64)
	for i, c := range []struct {
		players int
		opts    engine.Options
	}{{4, nil}, {2, nil}, {5, engine.Options{OptionVariant: VariantTwoPiles}}, {3, engine.Options{OptionDealNext: DealContinue}}} {
		s, err := NewState(engine.Config{Players: c.players, Seed: uint64(40 + i), Options: c.opts})
		if err != nil {
			t.Fatal(err)
		}
		bots := []engine.Agent{NewGreedy(1), NewGreedy(2)}
		for turn := 0; !s.IsTerminal(); turn++ {
			buf = s.LegalMoves(buf[:0])
			if len(buf) > 1 && turn%9 == 4 {
				out = append(out, s.Clone().(*State))
			}
			if err := s.Apply(bots[turn%2].Choose(s, buf)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// hiddenCounts counts, by value, the cards seat cannot see.
func hiddenCounts(s *State, seat int) (n [NumValues + 1]int) {
	for i := range int(s.np) {
		if i != seat {
			for v := range n {
				n[v] += int(s.hand[i].n[v]) + int(s.down[i].n[v])
			}
		}
	}
	for _, c := range s.deck[:s.deckN] {
		n[c]++
	}
	return n
}

// TestDeterminizeKeepsPublicFacts: a determinized state keeps everything
// the mover sees (its own cards, the discard piles, the turned-up cards,
// the Mojo card, scores, every hand's and the draw pile's size) and the
// same hidden cards as a whole, passes the invariants, and does deal the
// hidden cards anew.
func TestDeterminizeKeepsPublicFacts(t *testing.T) {
	rng := engine.NewRNG(5)
	moved := 0
	for pi, s := range searchPositions(t) {
		seat := int(s.cur)
		for k := range 5 {
			d := s.Clone().(*State)
			d.Determinize(seat, &rng)
			if err := d.CheckInvariants(); err != nil {
				t.Fatalf("position %d sample %d: %v", pi, k, err)
			}
			same := d.hand[seat] == s.hand[seat] && d.down[seat] == s.down[seat] && d.shown == s.shown &&
				d.pile == s.pile && d.pileN == s.pileN && d.deckN == s.deckN && d.face == s.face &&
				d.cur == s.cur && d.totals == s.totals && d.hist == s.hist && d.round == s.round
			if !same {
				t.Fatalf("position %d: a public fact changed", pi)
			}
			for i := range int(s.np) {
				if d.hand[i].size != s.hand[i].size || d.down[i].size != s.down[i].size {
					t.Fatalf("position %d: seat %d holds a different number of cards", pi, i+1)
				}
				if i != seat && d.hand[i] != s.hand[i] {
					moved++
				}
			}
			if hiddenCounts(d, seat) != hiddenCounts(s, seat) {
				t.Fatalf("position %d: the hidden cards changed as a whole", pi)
			}
			if d.rng == s.rng {
				t.Fatalf("position %d: the RNG behind later shuffles was kept", pi)
			}
			legalD, legalS := d.LegalMoves(nil), s.LegalMoves(nil)
			if len(legalD) != len(legalS) {
				t.Fatalf("position %d: the mover's legal moves changed", pi)
			}
		}
	}
	if moved == 0 {
		t.Fatal("no opponent's hand was ever re-dealt")
	}
}

// swapHidden returns a copy of s in which a card of an opponent of seat
// changed places with a different card of the draw pile or of another
// opponent, and the RNG differs: a different deal consistent with all
// that seat has seen.
func swapHidden(s *State, seat int) (*State, bool) {
	c := s.Clone().(*State)
	c.rng.Seed(987654321)
	for i := range int(c.np) {
		if i == seat || c.hand[i].size == 0 {
			continue
		}
		h := &c.hand[i]
		for j := range int(c.deckN) {
			for v := range uint8(NumValues) {
				if h.n[v] > 0 && c.deck[j] != v {
					h.take(v)
					h.add(c.deck[j])
					c.deck[j] = v
					return c, true
				}
			}
		}
	}
	return c, false
}

// TestMCTSSeesNoHiddenCards: swapping an opponent's card for another one
// the mover cannot see gives the same determinizations and the same move
// with the same seed.
func TestMCTSSeesNoHiddenCards(t *testing.T) {
	swapped := 0
	for pi, s := range searchPositions(t) {
		seat := int(s.cur)
		o, ok := swapHidden(s, seat)
		if !ok {
			continue
		}
		swapped++
		if o.Equal(s) {
			t.Fatalf("position %d: the swap changed nothing", pi)
		}
		r1, r2 := engine.NewRNG(uint64(pi)), engine.NewRNG(uint64(pi))
		d1, d2 := s.Clone().(*State), o.Clone().(*State)
		d1.Determinize(seat, &r1)
		d2.Determinize(seat, &r2)
		if !d1.Equal(d2) {
			t.Fatalf("position %d: determinizations differ after a hidden swap", pi)
		}
		if pi%3 != 0 {
			continue
		}
		legal := s.LegalMoves(nil)
		m1 := NewMCTS(200, uint64(pi)).Choose(s, legal)
		m2 := NewMCTS(200, uint64(pi)).Choose(o, o.LegalMoves(nil))
		if m1 != m2 {
			t.Errorf("position %d: %s with the true cards, %s after the swap", pi, s.MoveString(m1), s.MoveString(m2))
		}
	}
	if swapped < 5 {
		t.Fatalf("only %d positions to swap in", swapped)
	}
}

// TestMCTSBotNames: "mcts" and "mcts:N" are bots; bad budgets are errors.
func TestMCTSBotNames(t *testing.T) {
	for _, c := range []struct {
		name, want string
		ok         bool
	}{{"mcts", "mcts", true}, {"mcts:50", "mcts:50", true}, {"mcts:0", "", false}, {"mcts:x", "", false}, {"mcts:", "", false}} {
		a, err := Ruleset{}.NewBot(c.name, 1)
		if (err == nil) != c.ok {
			t.Errorf("%q: err %v", c.name, err)
			continue
		}
		if err == nil && a.Name() != c.want {
			t.Errorf("%q: named %q", c.name, a.Name())
		}
	}
}

// BenchmarkMctsMove is one move of the default mcts bot from 4-player
// positions.
func BenchmarkMctsMove(b *testing.B) {
	states := searchPositions(b)[:8]
	a := NewMCTS(DefaultMCTSIterations, 1)
	legal := make([][]engine.Move, len(states))
	for i, s := range states {
		legal[i] = s.LegalMoves(nil)
	}
	a.Choose(states[0], legal[0])
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.Choose(states[i%8], legal[i%8])
	}
}

// TestMCTSReseedIsANewBot: an mcts bot that has searched and is then
// reseeded chooses every move as a bot built with that seed (the
// simulator reuses one bot per seat for all its games).
func TestMCTSReseedIsANewBot(t *testing.T) {
	enginetest.ReseedIsNew(t, enginetest.States(searchPositions(t)), func(seed uint64) *mcts.Bot { return NewMCTS(60, seed) })
}

// tableStates returns the table mode's rounds (every hand and the draw
// pile unknown) after a few declared moves, from several player counts
// and both variants.
func tableStates(t testing.TB) []*State {
	var out []*State
	rng := engine.NewRNG(9)
	for i, c := range []struct {
		players int
		opts    engine.Options
		tops    []string
	}{{3, nil, []string{"5"}}, {4, engine.Options{OptionVariant: VariantTwoPiles}, []string{"3", "9"}}, {2, nil, []string{"0"}}, {6, nil, []string{"11"}}} {
		tb, err := Ruleset{}.NewTable(engine.Config{Players: c.players, Options: c.opts})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tb.Start(c.tops); err != nil {
			t.Fatal(err)
		}
		for move := range 4 + 3*i {
			st := tb.State()
			if st.IsTerminal() {
				break
			}
			moves := st.LegalMoves(nil)
			if err := engine.Play(st, st.CurrentPlayer(), moves[rng.Intn(len(moves))]); err != nil {
				t.Fatalf("table %d move %d: %v", i, move, err)
			}
			tb.Settle()
			if tb.Waiting() != engine.WaitMove {
				break
			}
			out = append(out, st.Clone().(*State))
		}
	}
	return out
}

// TestDeterminizeFillsTheTable: on the table mode's public state,
// Determinize deals every unknown card, the mover's own included, from the
// cards not seen, keeps every known card and every zone's size, passes the
// full invariants (no card created or lost), does not depend on the seat
// asked for, and varies with rng.
func TestDeterminizeFillsTheTable(t *testing.T) {
	states := tableStates(t)
	if len(states) < 10 {
		t.Fatalf("only %d table states", len(states))
	}
	for i, s := range states {
		if !s.hasUnknown() {
			t.Fatalf("table state %d has no unknown card", i)
		}
		seat := int(s.cur)
		r1, r2 := engine.NewRNG(uint64(i)), engine.NewRNG(uint64(i))
		d, other := s.Clone().(*State), s.Clone().(*State)
		d.Determinize(seat, &r1)
		other.Determinize((seat+1)%int(s.np), &r2)
		if d.hasUnknown() || d.hiddenDeck {
			t.Fatalf("table state %d: unknown cards left after Determinize", i)
		}
		if err := d.CheckInvariants(); err != nil {
			t.Fatalf("table state %d: %v", i, err)
		}
		if !d.Equal(other) {
			t.Errorf("table state %d: the sample depends on the seat asked for", i)
		}
		for p := range int(s.np) {
			for _, z := range [][2]cards{{s.hand[p], d.hand[p]}, {s.down[p], d.down[p]}, {s.shown[p], d.shown[p]}} {
				if z[0].size != z[1].size {
					t.Fatalf("table state %d: seat %d's cards changed in number", i, p+1)
				}
				for v := range NumValues {
					if z[1].n[v] < z[0].n[v] {
						t.Fatalf("table state %d: seat %d lost a known %d", i, p+1, v)
					}
				}
			}
		}
		if d.pile != s.pile || d.pileN != s.pileN || d.deckN != s.deckN || d.cur != s.cur || d.face != s.face {
			t.Fatalf("table state %d: a public fact changed", i)
		}
		r3 := engine.NewRNG(uint64(i) + 1000)
		again := s.Clone().(*State)
		again.Determinize(seat, &r3)
		if again.hand == d.hand && again.deck == d.deck {
			t.Errorf("table state %d: two seeds gave the same deal", i)
		}
	}
}

// TestRankOnTheTable: the hint's ranking from a table state lists moves
// the mover could declare, best first, and is the same for the same seed.
func TestRankOnTheTable(t *testing.T) {
	enginetest.RankDeclarable(t, enginetest.States(tableStates(t)[:6]), func(seed uint64) *mcts.Bot { return NewMCTS(300, seed) },
		func(s engine.State) []engine.Move { return s.LegalMoves(nil) })
}
