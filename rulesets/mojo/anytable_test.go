package mojo

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"tabletop/engine"
	"tabletop/engine/hints"
	"tabletop/internal/testdepth"
)

// Issue 19 (D1): a move naming a discard pile that is not in play ("play
// 8 8 7 on 2" with one pile) reached the hint, which read the pile's top
// card at index -1 and panicked; validate and play crashed. Every move the
// notation can express is tried here on tables of every shape: refused
// with a rule, never a panic, and the state left as it was.

// anyTable deals a game from seed (2 to 8 players), plays steps random
// moves, and shapes the result: bit 0 of shape plays the two-pile
// variant, bit 1 turns it into a position as the mover sees it (the other
// hands and the draw pile unknown), bit 2 also hides the mover's hand
// (only its size known), bit 3 names only the top card of each discard pile
// and plays on from the position a few random moves (a card drawn from a
// pile then uncovers a card of unknown value).
func anyTable(t testing.TB, seed uint64, steps int, shape uint8) *State {
	t.Helper()
	opts := engine.Options{}
	if shape&1 != 0 {
		opts["variant"] = "two-piles"
	}
	s, err := NewState(engine.Config{Players: MinPlayers + int(seed%(MaxPlayers-MinPlayers+1)), Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	bot := engine.NewRandomAgent(seed)
	playOn(t, s, bot, steps)
	if shape&2 == 0 || s.IsTerminal() {
		return s
	}
	p := s.Position()
	if shape&4 != 0 {
		p.Hand, p.Holds = nil, nil
		p.HandSizes[p.Mover] = s.HandSize(p.Mover)
	}
	if shape&8 != 0 {
		for i, pc := range p.Piles {
			p.Piles[i] = pc[len(pc)-1:]
		}
	}
	ps, err := NewPosition(p)
	if err != nil {
		t.Fatalf("seed %d, %d steps, shape %d: %v", seed, steps, shape, err)
	}
	if shape&8 != 0 {
		playOn(t, ps, bot, 6)
	}
	return ps
}

// playOn plays up to steps moves of bot on s.
func playOn(t testing.TB, s *State, bot engine.Agent, steps int) {
	t.Helper()
	var buf []engine.Move
	for range steps {
		if buf = s.LegalMoves(buf[:0]); s.IsTerminal() || len(buf) == 0 {
			return
		}
		if err := s.Apply(bot.Choose(s, buf)); err != nil {
			t.Fatal(err)
		}
	}
}

// tryMove reads in on s and applies it to a copy: a notation error or a
// refusal (with the hint and its texts) or a legal move, never a panic; a
// refused move leaves the state unchanged. On a dealt table a move is
// accepted exactly when it is one of LegalMoves.
func tryMove(t *testing.T, s *State, in string) {
	t.Helper()
	m, err := s.ParseMove(in)
	if err != nil {
		var pe *engine.ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("%q: error %T is not a ParseError", in, err)
		}
		return
	}
	_ = s.MoveString(m)
	c := s.Clone().(*State)
	err = c.Apply(m)
	legal := !s.Partial() && slices.Contains(s.LegalMoves(nil), m)
	if err != nil {
		if re, ok := engine.AsRuleError(err); ok {
			if h, ok := hints.For(s, m, re); ok {
				_ = h.Text.In("pl")
			}
			_ = re.Reason.In("ru")
		} else if !errors.Is(err, ErrUnknownTop) {
			t.Fatalf("%q: error %v is neither a refusal nor an unknown top card", in, err)
		}
		if !c.Equal(s) {
			t.Fatalf("%q: refused (%v) but the state changed", in, err)
		}
		if legal {
			t.Fatalf("%q: refused (%v) but listed as legal", in, err)
		}
		return
	}
	if !s.Partial() && !legal {
		t.Fatalf("%q: accepted but not among the legal moves", in)
	}
	for _, e := range c.Effects() {
		_ = e.Text.In("fr")
	}
	_ = c.View(0).String()
	if err := c.CheckInvariants(); err != nil {
		t.Fatalf("%q: %v", in, err)
	}
}

// notations lists moves of every form on tables with top card t: chains of
// one to three cards around t and at the ends of the deck, on pile 1 or 2
// (or none named), drawing from the deck or pile 1 or 2 (or none named),
// and every reveal.
func notations(t int) []string {
	vals := []int{0, MaxValue}
	for _, v := range []int{t - 1, t, t + 1} {
		if v >= 0 && v <= MaxValue {
			vals = append(vals, v)
		}
	}
	var chains []string
	for _, a := range vals {
		chains = append(chains, fmt.Sprint(a))
		for _, b := range vals {
			chains = append(chains, fmt.Sprint(a, " ", b))
			chains = append(chains, fmt.Sprint(a, " ", a, " ", b))
		}
	}
	var out []string
	for _, ch := range chains {
		for _, on := range []string{"", " on 1", " on 2"} {
			for _, draw := range []string{"", " draw deck", " draw 1", " draw 2"} {
				out = append(out, "play "+ch+on+draw)
			}
		}
	}
	for v := range NumValues {
		out = append(out, fmt.Sprint("reveal ", v))
	}
	return out
}

// TestEveryNotationOnEveryTable: every notation on tables of every player
// count (twice each with -long).
func TestEveryNotationOnEveryTable(t *testing.T) {
	seeds := testdepth.Sweep[uint64](1, 2) * (MaxPlayers - MinPlayers + 1)
	for seed := uint64(1); seed <= seeds; seed++ {
		for _, steps := range []int{0, 25} {
			for shape := range uint8(16) {
				s := anyTable(t, seed, steps, shape)
				top, ok := s.Top(0)
				if !ok || top == Unknown {
					top = 6
				}
				for _, in := range notations(top) {
					tryMove(t, s, in)
				}
			}
		}
	}
}

// FuzzMoveOnAnyTable: any text, on any table anyTable builds.
func FuzzMoveOnAnyTable(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint8(0), "play 8 8 7 on 2")
	f.Add(uint64(3), uint8(0), uint8(2), "play 1 1 on 2")
	f.Add(uint64(5), uint8(9), uint8(15), "play 3 3 on 2 draw 1")
	f.Add(uint64(7), uint8(60), uint8(1), "play 12 on 2 draw 1")
	f.Add(uint64(2), uint8(30), uint8(3), "reveal 4")
	f.Add(uint64(4), uint8(0), uint8(6), "play 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0")
	f.Fuzz(func(t *testing.T, seed uint64, steps, shape uint8, in string) {
		tryMove(t, anyTable(t, seed, int(steps), shape&15), in)
	})
}
