package makoto

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/hints"
	"tabletop/internal/testdepth"
)

// Issue 19 (D1): Mojo's hint read a discard pile that was not in play
// because a move named it. Every move Makoto's notation can express (cards
// the player count lacks, Sword cards without Swords, Curtain cards that
// are not there, an Oracle discard out of its phase) is tried here on
// tables of every shape: refused with a rule, never a panic, and the state
// left as it was.

// anyTable deals a game from seed (2 to 6 players), plays steps random
// moves, and shapes the result: bit 0 plays a series (the lid in play from
// the second game), bit 1 turns it into a position as the mover sees it,
// bit 2 also hides the mover's hand (only its size known).
func anyTable(t testing.TB, seed uint64, steps int, shape uint8) *State {
	t.Helper()
	opts := engine.Options{}
	if shape&1 != 0 {
		opts[OptionSeries] = "on"
	}
	s, err := NewState(engine.Config{Players: 2 + int(seed%5), Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	bot := engine.NewRandomAgent(seed)
	var buf []engine.Move
	for range steps {
		if buf = s.LegalMoves(buf[:0]); s.IsTerminal() || len(buf) == 0 {
			break
		}
		if err := s.Apply(bot.Choose(s, buf)); err != nil {
			t.Fatal(err)
		}
	}
	if shape&2 == 0 || s.IsTerminal() || s.phase != phasePlay {
		return s
	}
	p := s.Position()
	if shape&4 != 0 {
		p.HandSize = s.handSize(p.Mover)
		p.Hand, p.Holds = nil, nil
	}
	ps, err := NewPosition(p)
	if err != nil {
		t.Fatalf("seed %d, %d steps, shape %d: %v", seed, steps, shape, err)
	}
	return ps
}

// tryMove reads in on s and applies it to a copy: a notation error, a
// refusal (with the hint and its texts) or a legal move, never a panic; a
// refused move leaves the state unchanged.
func tryMove(t *testing.T, s *State, in string) {
	t.Helper()
	m, err := s.ParseMove(in)
	if err != nil {
		if !isParseError(err) {
			t.Fatalf("%q: error %v is not a *engine.ParseError", in, err)
		}
		return
	}
	_ = s.MoveString(m)
	for seat := range s.NumPlayers() {
		// Out of turn: the lid's move by its holder, any other refused.
		c := s.Clone().(*State)
		if err := engine.Play(c, seat, m); err != nil {
			if _, ok := engine.AsRuleError(err); !ok || !c.Equal(s) {
				t.Fatalf("%q by seat %d: %v, or the state changed", in, seat+1, err)
			}
		} else if err := c.CheckInvariants(); err != nil {
			t.Fatalf("%q by seat %d: %v", in, seat+1, err)
		}
	}
	c := s.Clone().(*State)
	if err := c.Apply(m); err != nil {
		re, ok := engine.AsRuleError(err)
		if !ok {
			t.Fatalf("%q: Apply error %v is not a *engine.RuleError", in, err)
		}
		if h, ok := hints.For(s, m, re); ok {
			_ = h.Text.In("pl")
		}
		_ = re.Reason.In("ru")
		if !c.Equal(s) {
			t.Fatalf("%q: refused (%v) but the state changed", in, err)
		}
		return
	}
	for _, e := range c.Effects() {
		_ = e.Text.In("fr")
	}
	_ = c.View(0).String()
	if err := c.CheckInvariants(); err != nil {
		t.Fatalf("%q: %v", in, err)
	}
}

// notations lists moves of every form with cards at the ends of the box
// and of the smallest deck, Sword cards included, and every legal move of
// s in its canonical notation.
func notations(s *State) []string {
	cs := []string{"1", "1s", "7", "9s", "13", "13s", "14", "16", "16s"}
	out := []string{"pass", "pass oracle", "done", "take 2 3", "play 1 2 3", "play 3 4 5 discard 1"}
	for _, a := range cs {
		out = append(out, "play "+a, "play "+a+" "+a, "play "+a+" "+a+" "+a+" "+a,
			"play "+a+" "+a+" "+a+" take "+a, "play "+a+" done", "discard "+a, "take "+a, "take "+a+" "+a,
			"pass oracle discard "+a, "lid take "+a)
	}
	for _, m := range s.LegalMoves(nil) {
		out = append(out, s.MoveString(m))
	}
	return out
}

// TestEveryNotationOnEveryTable: every notation on tables of every player
// count (twice each with -long).
func TestEveryNotationOnEveryTable(t *testing.T) {
	seeds := testdepth.Sweep[uint64](5, 10)
	for seed := uint64(1); seed <= seeds; seed++ {
		for _, steps := range []int{0, 3, 30} {
			for shape := range uint8(8) {
				s := anyTable(t, seed, steps, shape)
				for _, in := range notations(s) {
					tryMove(t, s, in)
				}
			}
		}
	}
}

// FuzzMoveOnAnyTable: any text, on any table anyTable builds.
func FuzzMoveOnAnyTable(f *testing.F) {
	for i, in := range []string{"play 16 16 on 2", "lid take 16s", "pass oracle discard 16s", "take 1 16", "play 9 9 9 9s",
		"discard 14", "play 13 13 13 take 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"} {
		f.Add(uint64(i), uint8(3*i), uint8(i), in)
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps, shape uint8, in string) {
		tryMove(t, anyTable(t, seed, int(steps), shape&7), in)
	})
}
