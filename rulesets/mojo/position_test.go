package mojo

import (
	"errors"
	"slices"
	"testing"

	"tabletop/engine"
)

func pos(t *testing.T, p Position) *State {
	t.Helper()
	s, err := NewPosition(p)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestPositionRulebookExample(t *testing.T) {
	// The CLI.md position: 4 players, an 8 on the discard pile, the
	// mover's hand known (mojo.turn.chain-only-equal).
	p := Position{Players: 4, Tops: []int{8}, Hand: []int{8, 8, 7, 7, 4, 3, 0}}
	s := pos(t, p)
	if !s.MoverHandKnown() || !s.Partial() {
		t.Fatal("the mover's hand is known")
	}
	wantRule(t, s, "8 8 7 7", "mojo.turn.chain-only-equal")
	wantRule(t, s, "8 8", "mojo.turn.equal")
	wantRule(t, s, "9", "mojo.turn.play")
	play(t, s, "play 8 8 7")
	if !hasEffect(s, "mojo.turn.equal") || !hasEffect(s, "mojo.turn.lower") || s.CurrentPlayer() != 1 {
		t.Fatalf("effects %v", s.Effects())
	}
	if s.MoverHandKnown() {
		t.Fatal("seat 2's hand is not known")
	}
}

func TestPositionUnknownHand(t *testing.T) {
	base := Position{Players: 4, Tops: []int{8}, HandSizes: []int{8, 8, 8, 8}}
	t.Run("mojo.turn.play/possible-card", func(t *testing.T) {
		s := pos(t, base)
		if s.MoverHandKnown() {
			t.Fatal("hand reported known")
		}
		play(t, s, "play 8 8 8 8 8 8 7")
		if s.HandSize(0) != 1 && s.FaceDown(0) != 1 {
			t.Fatalf("hand %d face down %d", s.HandSize(0), s.FaceDown(0))
		}
	})
	t.Run("mojo.deck/more-copies-than-the-deck", func(t *testing.T) {
		// One 8 is on the pile, so the hand holds at most six more.
		wantRule(t, pos(t, base), "play 8 8 8 8 8 8 8 7", "mojo.deck")
	})
	t.Run("mojo.deck/all-copies-visible", func(t *testing.T) {
		p := base
		p.Piles = [][]int{{0, 0, 0, 0, 8}}
		p.Tops = nil
		wantRule(t, pos(t, p), "play 0", "mojo.deck")
	})
	t.Run("mojo.turn.play/hand-too-small", func(t *testing.T) {
		p := base
		p.HandSizes = []int{5, 8, 8, 8}
		wantRule(t, pos(t, p), "play 8 8 8 8 8 7", "mojo.turn.play")
	})
	t.Run("mojo.turn.higher/unknown-card-drawn", func(t *testing.T) {
		p := base
		p.Hand = []int{9, 5, 5, 2, 1}
		p.Tops = []int{6}
		s := pos(t, p)
		play(t, s, "9")
		known, unknown := s.Hand(0)
		if !slices.Equal(known, []int{1, 2, 5, 5}) || unknown != 1 {
			t.Fatalf("hand %v + %d unknown", known, unknown)
		}
	})
	t.Run("mojo.turn.chain-only-equal/unknown-hand", func(t *testing.T) {
		wantRule(t, pos(t, base), "7 7", "mojo.turn.chain-only-equal")
	})
	t.Run("legal-moves-possible", func(t *testing.T) {
		s := pos(t, base)
		moves := s.LegalMoves(nil)
		if len(moves) == 0 {
			t.Fatal("no legal moves for an unknown hand")
		}
		for _, m := range moves {
			c := s.Clone()
			if err := c.Apply(m); err != nil {
				t.Fatalf("%s: %v", s.MoveString(m), err)
			}
		}
	})
}

func TestPositionMojoTime(t *testing.T) {
	p := Position{Players: 3, Tops: []int{6}, HandSizes: []int{0, 8, 8}, FaceDown: []int{2, 0, 0}, MoverFaceDown: []int{7}}
	t.Run("mojo.time.reveal/known", func(t *testing.T) {
		play(t, pos(t, p), "reveal 7")
	})
	t.Run("mojo.time.reveal/unknown-possible", func(t *testing.T) {
		play(t, pos(t, p), "reveal 3")
	})
	t.Run("mojo.time.reveal/play-refused", func(t *testing.T) {
		wantRule(t, pos(t, p), "play 3", "mojo.time.reveal")
	})
	t.Run("mojo.deck/reveal-impossible", func(t *testing.T) {
		q := p
		q.Tops, q.Piles = nil, [][]int{{0, 0, 0, 0, 6}}
		wantRule(t, pos(t, q), "reveal 0", "mojo.deck")
	})
	t.Run("mojo.round-end/unscored", func(t *testing.T) {
		q := p
		q.FaceDown = []int{1, 0, 0}
		q.Revealed = [][]int{{4}, nil, nil}
		q.MoverFaceDown = nil
		s := pos(t, q)
		play(t, s, "reveal 9")
		if !s.IsTerminal() || len(s.Rounds()) != 0 || s.Winners() != nil || !hasEffect(s, "mojo.round-end") {
			t.Fatalf("terminal %v rounds %d effects %v", s.IsTerminal(), len(s.Rounds()), s.Effects())
		}
	})
	t.Run("mojo.round-end/scored-when-all-known", func(t *testing.T) {
		// Everything is known: the mover's last face-down card is a 2, a 0
		// is turned up, and seat 2 holds nothing.
		q := Position{Players: 2, Tops: []int{6}, HandSizes: []int{0, 0}, FaceDown: []int{1, 0}, MoverFaceDown: []int{2},
			Revealed: [][]int{{0}, nil}, Totals: []int{10, 20}}
		s := pos(t, q)
		play(t, s, "reveal 2")
		r := s.Rounds()
		if !s.IsTerminal() || len(r) != 1 || !slices.Equal(r[0].Scores, []int{12, 0}) || !slices.Equal(r[0].Totals, []int{22, 20}) {
			t.Fatalf("terminal %v rounds %+v", s.IsTerminal(), r)
		}
		if s.Winners() != nil {
			t.Fatal("no winners: the game is not over")
		}
	})
}

func TestPositionTwoPiles(t *testing.T) {
	p := Position{Players: 4, Options: engine.Options{OptionVariant: VariantTwoPiles}, Tops: []int{8, 3}, PileSizes: []int{3, 1}}
	s := pos(t, p)
	play(t, s, "play 9 on 2 draw 1")
	known, unknown := s.Hand(0)
	if !slices.Equal(known, []int{8}) || unknown != 7 {
		t.Fatalf("hand %v + %d: the 8 came from pile 1", known, unknown)
	}
	// Pile 1's new top was never named.
	if top, _ := s.Top(0); top != Unknown {
		t.Fatalf("top %d", top)
	}
	if err := s.Apply(mustParse(t, s, "play 5 on 1")); !errors.Is(err, ErrUnknownTop) {
		t.Fatalf("playing on an unknown top: %v", err)
	}
	for _, m := range s.LegalMoves(nil) {
		if m.Arg[0] == 0 {
			t.Fatalf("legal move %s on a pile of unknown top", s.MoveString(m))
		}
	}
}

func TestPositionDrawPile(t *testing.T) {
	zero := 0
	s := pos(t, Position{Players: 4, Tops: []int{3}, Hand: []int{9, 5, 5, 2, 1}, DrawPile: &zero})
	if s.DrawPileSize() != 0 || s.pileN[0] != 78-5-24 {
		t.Fatalf("draw %d pile %d", s.DrawPileSize(), s.pileN[0])
	}
	play(t, s, "9")
	if !hasEffect(s, "mojo.reshuffle") || s.HandSize(0) != 5 {
		t.Fatalf("effects %v", s.Effects())
	}
}

func TestPositionBadInput(t *testing.T) {
	for _, c := range []struct {
		name string
		p    Position
		card bool
	}{
		{"mojo.deck/value-13", Position{Players: 4, Tops: []int{13}}, true},
		{"mojo.deck/five-zeros", Position{Players: 4, Tops: []int{0}, Hand: []int{0, 0, 0, 0, 5}}, true},
		{"mojo.players/nine", Position{Players: 9, Tops: []int{1}}, false},
		{"mojo.two-piles.setup/one-top", Position{Players: 4, Tops: []int{1}, Options: engine.Options{OptionVariant: VariantTwoPiles}}, false},
		{"mojo.setup/two-tops", Position{Players: 4, Tops: []int{1, 2}}, false},
		{"mojo.time/hand-and-face-down", Position{Players: 4, Tops: []int{1}, FaceDown: []int{2, 0, 0, 0}, HandSizes: []int{3, 8, 8, 8}}, false},
		{"mojo.game-end/total-50", Position{Players: 4, Tops: []int{1}, Totals: []int{50, 0, 0, 0}}, false},
		{"mojo.deck/too-many-cards", Position{Players: 4, Tops: []int{1}, HandSizes: []int{30, 30, 30, 8}}, false},
		{"mover-out-of-range", Position{Players: 4, Tops: []int{1}, Mover: 4}, false},
		{"bad-option", Position{Players: 4, Tops: []int{1}, Options: engine.Options{"x": "y"}}, false},
		{"pile-top-mismatch", Position{Players: 4, Tops: []int{1}, Piles: [][]int{{2}}}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := NewPosition(c.p)
			if err == nil {
				t.Fatal("accepted")
			}
			var ce *CardError
			if errors.As(err, &ce) != c.card {
				t.Fatalf("error %v (card error: %v)", err, !c.card)
			}
		})
	}
}
