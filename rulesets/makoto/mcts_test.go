package makoto

import (
	"strconv"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/mcts"
)

// searchPositions returns positions of greedy games (and a series), each
// with its mover having a choice, for 2, 4 and 5 players.
func searchPositions(t testing.TB) []*State {
	var out []*State
	buf := make([]engine.Move, 0, 256)
	for i, c := range []struct {
		players int
		opts    engine.Options
	}{{4, nil}, {2, nil}, {5, engine.Options{OptionSeries: "on"}}} {
		s, err := NewState(engine.Config{Players: c.players, Seed: uint64(70 + i), Options: c.opts})
		if err != nil {
			t.Fatal(err)
		}
		bot := NewGreedy(3)
		for turn := 0; !s.IsTerminal() && turn < 400; turn++ {
			buf = s.LegalMoves(buf[:0])
			if len(buf) > 1 && turn%7 == 3 {
				out = append(out, s.Clone().(*State))
			}
			if err := s.Apply(bot.Choose(s, buf)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// hiddenCounts counts, by card, the cards seat cannot see.
func hiddenCounts(s *State, seat int) (n [2*MaxValue + 1]uint8) {
	for p := range int(s.n) {
		if p != seat {
			addCodes(&n, &s.hands[p])
		}
	}
	addCodes(&n, &s.aside)
	for _, c := range s.oracle[:s.nOracle] {
		n[c]++
	}
	return n
}

// TestDeterminizeKeepsPublicFacts: a determinized state keeps everything
// the mover sees (its hand, the Curtain, the trick, score piles, the
// Oracle discards, every hand's size and the Oracle deck's) and the same
// hidden cards as a whole, passes the invariants, and does deal the hidden
// cards anew.
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
			same := d.hands[seat] == s.hands[seat] && d.curtain == s.curtain && d.trick == s.trick &&
				d.piles == s.piles && d.oracleDisc == s.oracleDisc && d.nOracle == s.nOracle &&
				d.top == s.top && d.topCards == s.topCards && d.phase == s.phase && d.cur == s.cur &&
				d.outMask == s.outMask && d.scores == s.scores && d.lidHolder == s.lidHolder && d.aside.Len() == s.aside.Len()
			if !same {
				t.Fatalf("position %d: a public fact changed", pi)
			}
			for p := range int(s.n) {
				if d.hands[p].Len() != s.hands[p].Len() {
					t.Fatalf("position %d: seat %d holds a different number of cards", pi, p+1)
				}
				if p != seat && d.hands[p] != s.hands[p] {
					moved++
				}
			}
			if hiddenCounts(d, seat) != hiddenCounts(s, seat) {
				t.Fatalf("position %d: the hidden cards changed as a whole", pi)
			}
			if d.rng == s.rng {
				t.Fatalf("position %d: the RNG behind later shuffles was kept", pi)
			}
		}
	}
	if moved == 0 {
		t.Fatal("no opponent's hand was ever re-dealt")
	}
}

// swapHidden returns a copy of s in which two different cards of two
// hidden zones (opponents' hands, the Oracle deck, the cards set aside)
// changed places, and the RNG differs: another deal consistent with all
// that seat has seen.
func swapHidden(s *State, seat int) (*State, bool) {
	c := s.Clone().(*State)
	c.rng.Seed(987654321)
	for p := range int(c.n) {
		if p == seat {
			continue
		}
		for q := range int(c.n) {
			if q == seat || q == p {
				continue
			}
			for x := uint8(1); x <= 2*MaxValue; x++ {
				for y := uint8(1); y <= 2*MaxValue; y++ {
					if x != y && c.hands[p].Count(x) > 0 && c.hands[q].Count(y) > 0 {
						c.hands[p].Remove(x, 1)
						c.hands[q].Remove(y, 1)
						c.hands[p].Add(y, 1)
						c.hands[q].Add(x, 1)
						return c, true
					}
				}
			}
		}
		if c.nOracle > 0 {
			for x := uint8(1); x <= 2*MaxValue; x++ {
				if y := c.oracle[c.nOracle-1]; c.hands[p].Count(x) > 0 && x != y {
					c.hands[p].Remove(x, 1)
					c.hands[p].Add(y, 1)
					c.oracle[c.nOracle-1] = x
					return c, true
				}
			}
		}
	}
	return c, false
}

// TestMCTSSeesNoHiddenCards: swapping hidden cards gives the same
// determinizations and the same move with the same seed.
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
		if pi%4 != 0 {
			continue
		}
		m1 := NewMCTS(100, uint64(pi)).Choose(s, s.LegalMoves(nil))
		m2 := NewMCTS(100, uint64(pi)).Choose(o, o.LegalMoves(nil))
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
	}{{"mcts", "mcts", true}, {"mcts:50", "mcts:50", true}, {"mcts:0", "", false}, {"mcts:-3", "", false}} {
		a, err := theRuleset.NewBot(c.name, 1)
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

// tableStates returns the table mode's games (every hand and the Oracle
// deck unknown) after some declared moves, for every player count.
func tableStates(t testing.TB) []*State {
	var out []*State
	rng := engine.NewRNG(9)
	for players := MinPlayers; players <= MaxPlayers; players++ {
		tb, err := theRuleset.NewTable(engine.Config{Players: players})
		if err != nil {
			t.Fatal(err)
		}
		su, _ := SetupFor(players)
		curtain := make([]string, su.Curtain)
		for i := range curtain {
			curtain[i] = strconv.Itoa(i + 1)
		}
		if _, err := tb.Start(curtain); err != nil {
			t.Fatal(err)
		}
		for move := range 3 * players {
			st := tb.State()
			moves := st.(engine.Declarer).Declarable()
			if len(moves) == 0 {
				break
			}
			if err := engine.Play(st, st.CurrentPlayer(), moves[rng.Intn(len(moves))]); err != nil {
				t.Fatalf("%d players, move %d: %v", players, move, err)
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
// invariants (no card created or lost), does not depend on the seat asked
// for, and varies with rng.
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
		other.Determinize((seat+1)%int(s.n), &r2)
		if d.hasUnknown() {
			t.Fatalf("table state %d: unknown cards left after Determinize", i)
		}
		if err := d.CheckInvariants(); err != nil {
			t.Fatalf("table state %d: %v", i, err)
		}
		if !d.Equal(other) {
			t.Errorf("table state %d: the sample depends on the seat asked for", i)
		}
		for p := range int(s.n) {
			if d.handSize(p) != s.handSize(p) || d.piles[p] != s.piles[p] {
				t.Fatalf("table state %d: seat %d's cards changed", i, p+1)
			}
			if !d.hands[p].Contains(&s.hands[p]) {
				t.Fatalf("table state %d: seat %d lost a known card", i, p+1)
			}
		}
		if d.curtain != s.curtain || d.trick != s.trick || d.oracleDisc != s.oracleDisc || d.nOracle != s.nOracle || d.cur != s.cur {
			t.Fatalf("table state %d: a public fact changed", i)
		}
		r3 := engine.NewRNG(uint64(i) + 1000)
		again := s.Clone().(*State)
		again.Determinize(seat, &r3)
		if again.hands == d.hands {
			t.Errorf("table state %d: two seeds gave the same deal", i)
		}
	}
}

// TestRankOnTheTable: the hint's ranking from a table state lists moves
// the mover could declare, best first, and is the same for the same seed.
func TestRankOnTheTable(t *testing.T) {
	enginetest.RankDeclarable(t, enginetest.States(tableStates(t)[:8]), func(seed uint64) *mcts.Bot { return NewMCTS(200, seed) },
		func(s engine.State) []engine.Move { return s.(engine.Declarer).Declarable() })
}
