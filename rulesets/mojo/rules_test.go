package mojo

import (
	"fmt"
	"slices"
	"testing"

	"tabletop/engine"
)

// others are hands for seats 2-4 that keep them out of Mojo Time.
var others = [][]int{{12, 12, 12, 12}, {11, 11, 11, 11}, {10, 10, 10, 10}}

func hands(mover ...int) [][]int { return append([][]int{mover}, others...) }

// allBut returns the deck minus the given cards.
func allBut(t testing.TB, used ...int) []int {
	var left [NumValues]int
	copy(left[:], copiesOf[:])
	for _, v := range used {
		left[v]--
		if left[v] < 0 {
			t.Fatalf("allBut: too many %ds", v)
		}
	}
	var out []int
	for v, n := range left {
		for range n {
			out = append(out, v)
		}
	}
	return out
}

func TestRuleDeck(t *testing.T) {
	t.Run("mojo.deck/composition", func(t *testing.T) {
		var n [NumValues]int
		for _, c := range fullDeck {
			n[c]++
		}
		want := [NumValues]int{4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8}
		if n != want || len(fullDeck) != 78 {
			t.Fatalf("deck counts %v", n)
		}
	})
	t.Run("mojo.deck/no-such-card", func(t *testing.T) {
		s := build(t, table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{6}}})
		m := engine.Move{Kind: KindPlay, N: 1}
		m.Cards[0] = 13
		err := s.Apply(m)
		if re, ok := engine.AsRuleError(err); !ok || re.Rule != "mojo.deck" {
			t.Fatalf("got %v", err)
		}
	})
	t.Run("mojo.deck/check-cards", func(t *testing.T) {
		for _, c := range []struct {
			hands [][]int
			ok    bool
		}{
			{[][]int{{0, 0}, {0, 0}}, true},
			{[][]int{{0, 0, 0}, {0, 0}}, false},
			{[][]int{{13}}, false},
			{[][]int{{-1}}, false},
			{[][]int{{12, 12, 12, 12, 12, 12, 12, 12}}, true},
		} {
			err := CheckCards(c.hands)
			if (err == nil) != c.ok {
				t.Errorf("%v: err %v", c.hands, err)
			}
		}
	})
}

func TestRuleMojoCardAndSetup(t *testing.T) {
	for _, players := range []int{1, 2, 3, 4, 5, 6, 7, 8, 9} {
		for _, variant := range []string{VariantOnePile, VariantTwoPiles} {
			name := fmt.Sprintf("mojo.players+mojo.setup+mojo.two-piles.setup/%d/%s", players, variant)
			t.Run(name, func(t *testing.T) {
				s, err := NewState(engine.Config{Players: players, Options: engine.Options{OptionVariant: variant}, Seed: 5})
				if players < 2 || players > 8 {
					if err == nil {
						t.Fatal("accepted", players, "players")
					}
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				if s.Face() != FaceZero {
					t.Error("mojo.mojo-card: the game must start on the 0 face")
				}
				for i := range players {
					if s.HandSize(i) != HandSize {
						t.Errorf("seat %d holds %d", i, s.HandSize(i))
					}
				}
				piles := 1
				if variant == VariantTwoPiles {
					piles = 2
				}
				for p := range 2 {
					if _, ok := s.Top(p); ok != (p < piles) {
						t.Errorf("pile %d present=%v", p+1, ok)
					}
				}
				if got, want := s.DrawPileSize(), DeckSize-HandSize*players-piles; got != want {
					t.Errorf("draw pile %d, want %d", got, want)
				}
				if err := s.CheckInvariants(); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
	t.Run("mojo.setup.first", func(t *testing.T) {
		for start := range 4 {
			s, err := NewState(engine.Config{Players: 4, Start: start, Seed: 1})
			if err != nil || s.CurrentPlayer() != start {
				t.Fatalf("start %d: current %d, %v", start, s.CurrentPlayer(), err)
			}
		}
		if _, err := NewState(engine.Config{Players: 4, Start: 4}); err == nil {
			t.Fatal("start seat 5 of 4 accepted")
		}
	})
	t.Run("mojo.setup/deterministic", func(t *testing.T) {
		a, _ := NewState(engine.Config{Players: 4, Seed: 42})
		b, _ := NewState(engine.Config{Players: 4, Seed: 42})
		c, _ := NewState(engine.Config{Players: 4, Seed: 43})
		if !a.Equal(b) || a.Equal(c) {
			t.Fatal("same seed must deal the same, another seed differently")
		}
	})
	t.Run("mojo.setup/bad-option", func(t *testing.T) {
		if _, err := NewState(engine.Config{Players: 4, Options: engine.Options{OptionVariant: "three"}}); err == nil {
			t.Fatal("unknown option value accepted")
		}
		if _, err := NewState(engine.Config{Players: 4, Options: engine.Options{"colour": "x"}}); err == nil {
			t.Fatal("unknown option key accepted")
		}
	})
}

func TestRuleDirection(t *testing.T) {
	for _, c := range []struct {
		name string
		face Face
		opt  string
		next int
	}{
		{"mojo.direction/face-0-default-seat-order", FaceZero, DirCW, 1},
		{"mojo.direction/face-+10-default-reverse", FacePlus10, DirCW, 3},
		{"mojo.direction/face-0-option-ccw", FaceZero, DirCCW, 3},
		{"mojo.direction/face-+10-option-ccw", FacePlus10, DirCCW, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := build(t, table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{6}}, face: c.face,
				opts: engine.Options{OptionDirectionZero: c.opt}})
			play(t, s, "5")
			if s.CurrentPlayer() != c.next {
				t.Fatalf("next seat %d, want %d", s.CurrentPlayer(), c.next)
			}
		})
	}
}

// TestRuleTurn covers one turn: mojo.turn.*, mojo.time, mojo.round-end and
// the rulebook example of mojo.turn.chain-only-equal.
// moveCase is one move on a dealt table: either the rule error it must
// raise, or legal, with an optional check of the state after it.
type moveCase struct {
	name  string
	tb    table
	move  string
	rule  string // wanted rule error; "" = legal
	check func(t *testing.T, s, before *State)
}

func runMoveCases(t *testing.T, cases []moveCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := build(t, c.tb)
			before := s.Clone().(*State)
			if c.rule != "" {
				wantRule(t, s, c.move, c.rule)
				return
			}
			play(t, s, c.move)
			if c.check != nil {
				c.check(t, s, before)
			}
		})
	}
}

func TestRuleTurn(t *testing.T) {
	example := table{hands: hands(8, 8, 7, 7, 4, 3, 0), piles: [][]int{{8}}}
	runMoveCases(t, []moveCase{
		{name: "mojo.turn.chain-only-equal/rulebook-8-8-7", tb: example, move: "play 8 8 7",
			check: func(t *testing.T, s, _ *State) {
				if got := handOf(s, 0); !slices.Equal(got, []int{0, 3, 4, 7}) {
					t.Fatalf("hand %v: the second 7 must stay in hand", got)
				}
				if top, _ := s.Top(0); top != 7 || s.CurrentPlayer() != 1 {
					t.Fatalf("top %d, next %d", top, s.CurrentPlayer())
				}
				if !hasEffect(s, "mojo.turn.equal") || !hasEffect(s, "mojo.turn.lower") {
					t.Fatalf("effects %v", s.Effects())
				}
			}},
		{name: "mojo.turn.chain-only-equal/rulebook-second-7-waits", tb: example, move: "8 8 7 7", rule: "mojo.turn.chain-only-equal"},
		{name: "mojo.turn.chain-only-equal/after-lower", tb: example, move: "8 7 8", rule: "mojo.turn.chain-only-equal"},
		{name: "mojo.turn.chain-only-equal/after-lower-first", tb: example, move: "7 7", rule: "mojo.turn.chain-only-equal"},
		{name: "mojo.turn.chain-only-equal/after-higher", tb: table{hands: hands(9, 9, 5, 2, 1), piles: [][]int{{6}}}, move: "9 9", rule: "mojo.turn.chain-only-equal"},
		{name: "mojo.turn.equal/must-continue", tb: example, move: "8 8", rule: "mojo.turn.equal"},
		{name: "mojo.turn.equal/must-continue-one", tb: example, move: "8", rule: "mojo.turn.equal"},
		{name: "mojo.turn.equal/one-equal-then-lower", tb: example, move: "8 0",
			check: func(t *testing.T, s, _ *State) {
				if got := handOf(s, 0); !slices.Equal(got, []int{3, 4, 7, 7, 8}) {
					t.Fatalf("hand %v", got)
				}
			}},
		{name: "mojo.turn.play/not-held", tb: example, move: "5", rule: "mojo.turn.play"},
		{name: "mojo.turn.play/third-8-not-held", tb: example, move: "8 8 8 7", rule: "mojo.turn.play"},
		{name: "mojo.turn.play/reveal-with-cards", tb: example, move: "reveal 8", rule: "mojo.turn.play"},
		{name: "mojo.turn.lower", tb: table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{6}}}, move: "5",
			check: func(t *testing.T, s, b *State) {
				if s.HandSize(0) != 4 || s.DrawPileSize() != b.DrawPileSize() || !hasEffect(s, "mojo.turn.lower") {
					t.Fatalf("hand %d, draw %d->%d", s.HandSize(0), b.DrawPileSize(), s.DrawPileSize())
				}
			}},
		{name: "mojo.turn.lower/no-draw-allowed", tb: table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{6}, {3}}, opts: engine.Options{OptionVariant: VariantTwoPiles}}, move: "5 on 1 draw 2", rule: "mojo.turn.lower"},
		{name: "mojo.turn.higher", tb: table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{6}}, deck: []int{3, 0}}, move: "9",
			check: func(t *testing.T, s, b *State) {
				if got := handOf(s, 0); !slices.Equal(got, []int{0, 1, 2, 5, 5}) || s.DrawPileSize() != 1 {
					t.Fatalf("hand %v, draw pile %d: the top card 0 must be drawn", got, s.DrawPileSize())
				}
				if !hasEffect(s, "mojo.turn.higher") || s.CurrentPlayer() != 1 {
					t.Fatalf("effects %v", s.Effects())
				}
			}},
		{name: "mojo.turn.higher/one-pile-draws-deck", tb: table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{6}}}, move: "9 draw 1", rule: "mojo.turn.higher"},
		{name: "mojo.time/three-left", tb: table{hands: hands(9, 5, 2, 1), piles: [][]int{{6}}}, move: "5",
			check: func(t *testing.T, s, _ *State) {
				if s.HandSize(0) != 0 || s.FaceDown(0) != 3 || !hasEffect(s, "mojo.time") {
					t.Fatalf("hand %d face down %d", s.HandSize(0), s.FaceDown(0))
				}
			}},
		{name: "mojo.time/higher-keeps-four", tb: table{hands: hands(9, 5, 2, 1), piles: [][]int{{6}}}, move: "9",
			check: func(t *testing.T, s, _ *State) {
				if s.HandSize(0) != 4 || s.FaceDown(0) != 0 || hasEffect(s, "mojo.time") {
					t.Fatalf("hand %d face down %d", s.HandSize(0), s.FaceDown(0))
				}
			}},
		{name: "mojo.two-player/three-left-plays-on", tb: table{players: 2, hands: [][]int{{9, 5, 2, 1}, others[0]}, piles: [][]int{{6}}}, move: "5",
			check: func(t *testing.T, s, _ *State) {
				if s.HandSize(0) != 3 || s.FaceDown(0) != 0 {
					t.Fatalf("hand %d face down %d", s.HandSize(0), s.FaceDown(0))
				}
			}},
		{name: "mojo.two-player/two-left-mojo-time", tb: table{players: 2, hands: [][]int{{9, 5, 2}, others[0]}, piles: [][]int{{6}}}, move: "5",
			check: func(t *testing.T, s, _ *State) {
				if s.HandSize(0) != 0 || s.FaceDown(0) != 2 || !hasEffect(s, "mojo.time") {
					t.Fatalf("hand %d face down %d", s.HandSize(0), s.FaceDown(0))
				}
			}},
		{name: "mojo.time.reveal/no-play", tb: table{hands: [][]int{nil, others[0], others[1], others[2]}, down: [][]int{{4, 7}}, piles: [][]int{{6}}}, move: "5", rule: "mojo.time.reveal"},
		{name: "mojo.time.reveal/not-face-down", tb: table{hands: [][]int{nil, others[0], others[1], others[2]}, down: [][]int{{4, 7}}, piles: [][]int{{6}}}, move: "reveal 9", rule: "mojo.time.reveal"},
		{name: "mojo.time.reveal/one-card", tb: table{hands: [][]int{nil, others[0], others[1], others[2]}, down: [][]int{{4, 7}}, piles: [][]int{{6}}}, move: "reveal 7",
			check: func(t *testing.T, s, _ *State) {
				if s.FaceDown(0) != 1 || !slices.Equal(s.Revealed(0), []int{7}) || s.CurrentPlayer() != 1 {
					t.Fatalf("face down %d revealed %v", s.FaceDown(0), s.Revealed(0))
				}
			}},
		{name: "mojo.round-end/chain-empties-hand", tb: table{hands: hands(8, 8, 8, 8), piles: [][]int{{8}}}, move: "8 8 8 8",
			check: func(t *testing.T, s, _ *State) {
				r := s.Rounds()
				if len(r) != 1 || !slices.Equal(r[0].Scores, []int{0, 12, 11, 10}) || s.Face() != FaceZero {
					t.Fatalf("rounds %+v", r)
				}
				if !hasEffect(s, "mojo.round-end") || s.Round() != 2 || s.CurrentPlayer() != 0 {
					t.Fatalf("round %d, current %d, effects %v", s.Round(), s.CurrentPlayer(), s.Effects())
				}
			}},
		{name: "mojo.round-end/chain-then-lower-empties-hand", tb: table{hands: hands(8, 8, 8, 3), piles: [][]int{{8}}}, move: "8 8 8 3",
			check: func(t *testing.T, s, _ *State) {
				if len(s.Rounds()) != 1 || s.Rounds()[0].Scores[0] != 0 {
					t.Fatalf("rounds %+v", s.Rounds())
				}
			}},
		{name: "mojo.round-end/chain-then-higher-ends-the-round", tb: table{hands: hands(8, 8, 8, 9), piles: [][]int{{8}}, deck: []int{2}}, move: "8 8 8 9",
			check: func(t *testing.T, s, _ *State) {
				if len(s.Rounds()) != 1 || s.Round() != 2 || hasEffect(s, "mojo.time") || hasEffect(s, "mojo.turn.higher") {
					t.Fatalf("rounds %d, round %d, effects %v: the last card ends the round", len(s.Rounds()), s.Round(), s.Effects())
				}
			}},
		{name: "mojo.turn.equal/chain-must-continue", tb: table{hands: hands(8, 8, 8, 3), piles: [][]int{{8}}}, move: "8 8 8", rule: "mojo.turn.equal"},
		{name: "mojo.reshuffle", tb: table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{3, 3, 6}}, deck: []int{}}, move: "9",
			check: func(t *testing.T, s, b *State) {
				// The pile held 3,3,6 plus the cards placed under it; after
				// the 9 it is shuffled, keeping the 9, and one card drawn.
				if top, _ := s.Top(0); top != 9 || s.pileN[0] != 1 {
					t.Fatalf("pile %d cards, top %d", s.pileN[0], top)
				}
				if s.DrawPileSize() != int(b.pileN[0])-1 || s.HandSize(0) != 5 {
					t.Fatalf("draw pile %d (pile had %d), hand %d", s.DrawPileSize(), b.pileN[0], s.HandSize(0))
				}
				if !hasEffect(s, "mojo.reshuffle") || !hasEffect(s, "mojo.turn.higher") {
					t.Fatalf("effects %v", s.Effects())
				}
			}},
		{name: "mojo.reshuffle/covered-card-comes-back", tb: table{players: 2, hands: [][]int{{9, 4, 4, 2}, allBut(t, 9, 4, 4, 2, 5)}, piles: [][]int{{5}}, deck: []int{}}, move: "9",
			check: func(t *testing.T, s, _ *State) {
				// Only the 5 lies under the 9: it is the whole new draw pile.
				if got := handOf(s, 0); !slices.Equal(got, []int{2, 4, 4, 5}) || s.DrawPileSize() != 0 || !hasEffect(s, "mojo.reshuffle") {
					t.Fatalf("hand %v; effects %v", got, s.Effects())
				}
			}},
	})
}

// seatHands places the mover's hand at seat mover of n seats, the others
// holding four of a kind from others (out of Mojo Time).
func seatHands(n, mover int, hand ...int) [][]int {
	out := make([][]int, n)
	k := 0
	for i := range out {
		if i == mover {
			out[i] = hand
			continue
		}
		out[i] = others[k]
		k++
	}
	return out
}

// TestRuleRoundEndLastCard covers mojo.round-end as all three rulebooks
// print it: playing the last card in hand ends the round at once, whatever
// that card is. After an equal chain ending higher nothing is drawn (from
// the draw pile or, with two piles, the other pile), there is no Mojo Time
// and the mover takes the Mojo card. Dealt tables carry totals that end
// the game, so that the table stays as the move left it; positions with
// unknown hands stop at the unscored round end.
func TestRuleRoundEndLastCard(t *testing.T) {
	over := func(n, mover int) []int {
		// A seat holding four 12s reaches 57 and ends the game.
		tot := make([]int, n)
		tot[(mover+1)%n] = 45
		return tot
	}
	dealt := func(tb table) func(t *testing.T) *State {
		return func(t *testing.T) *State {
			n := tb.players
			if n == 0 {
				n = 4
			}
			tb.totals = over(n, tb.cur)
			return build(t, tb)
		}
	}
	position := func(p Position) func(t *testing.T) *State {
		return func(t *testing.T) *State { return pos(t, p) }
	}
	twoPileOpts := engine.Options{OptionVariant: VariantTwoPiles}
	for _, c := range []struct {
		name  string
		state func(t *testing.T) *State
		move  string
		pile  int    // the pile played on
		rule  string // an effect naming the last card's comparison, if any
	}{
		{name: "one-pile/chain-then-higher", move: "8 8 8 9", rule: "",
			state: dealt(table{cur: 2, hands: seatHands(4, 2, 8, 8, 8, 9), piles: [][]int{{8}}, deck: []int{5, 2}})},
		{name: "one-pile/chain-then-higher-empty-draw-pile", move: "8 8 8 9",
			state: dealt(table{cur: 2, hands: seatHands(4, 2, 8, 8, 8, 9), piles: [][]int{{3, 3, 8}}, deck: []int{}})},
		{name: "one-pile/chain-then-lower", move: "8 8 8 3", rule: "mojo.turn.lower",
			state: dealt(table{cur: 2, hands: seatHands(4, 2, 8, 8, 8, 3), piles: [][]int{{8}}, deck: []int{5, 2}})},
		{name: "one-pile/chain-of-equals", move: "8 8 8 8",
			state: dealt(table{cur: 2, hands: seatHands(4, 2, 8, 8, 8, 8), piles: [][]int{{8}}, deck: []int{5, 2}})},
		{name: "two-piles/chain-then-higher-on-1", move: "play 8 8 8 9 on 1",
			state: dealt(twoPiles(table{cur: 1, hands: seatHands(4, 1, 8, 8, 8, 9), piles: [][]int{{8}, {3, 5}}, deck: []int{2}}))},
		{name: "two-piles/chain-then-higher-on-2", move: "play 8 8 8 9 on 2", pile: 1,
			state: dealt(twoPiles(table{cur: 1, hands: seatHands(4, 1, 8, 8, 8, 9), piles: [][]int{{3, 5}, {8}}, deck: []int{2}}))},
		{name: "two-piles/chain-then-higher-empty-draw-pile", move: "play 8 8 8 9 on 2", pile: 1,
			state: dealt(twoPiles(table{cur: 1, hands: seatHands(4, 1, 8, 8, 8, 9), piles: [][]int{{3, 5}, {8}}, deck: []int{}}))},
		{name: "two-players/chain-then-higher", move: "8 8 8 9",
			state: dealt(table{players: 2, cur: 1, hands: seatHands(2, 1, 8, 8, 8, 9), piles: [][]int{{8}}, deck: []int{5, 2}})},
		{name: "two-players/chain-then-lower", move: "8 8 3", rule: "mojo.turn.lower",
			state: dealt(table{players: 2, cur: 1, hands: seatHands(2, 1, 8, 8, 3), piles: [][]int{{8}}, deck: []int{5, 2}})},
		{name: "single-card/higher", move: "9",
			state: position(Position{Players: 4, Mover: 3, Tops: []int{6}, Hand: []int{9}})},
		{name: "single-card/lower", move: "3", rule: "mojo.turn.lower",
			state: position(Position{Players: 4, Mover: 3, Tops: []int{6}, Hand: []int{3}})},
		{name: "single-card/equal", move: "6",
			state: position(Position{Players: 4, Mover: 3, Tops: []int{6}, Hand: []int{6}})},
		{name: "single-card/two-players-higher", move: "9",
			state: position(Position{Players: 2, Mover: 1, Tops: []int{6}, Hand: []int{9}})},
		{name: "single-card/two-piles-higher", move: "play 9 on 2", pile: 1,
			state: position(Position{Players: 3, Options: twoPileOpts, Tops: []int{4, 6}, Hand: []int{9}})},
	} {
		t.Run("mojo.round-end/"+c.name, func(t *testing.T) {
			s := c.state(t)
			mover := s.CurrentPlayer()
			b := s.Clone().(*State)
			play(t, s, c.move)
			last := mustParse(t, b, c.move)
			if !hasEffect(s, "mojo.round-end") || !s.IsTerminal() || s.last.holder != int8(mover) {
				t.Fatalf("terminal %v, holder seat %d (mover %d), effects %v", s.IsTerminal(), s.last.holder+1, mover+1, s.Effects())
			}
			for _, r := range []string{"mojo.turn.higher", "mojo.time", "mojo.reshuffle", "mojo.two-piles.draw", "mojo.two-piles.reshuffle", "mojo.two-piles.refill"} {
				if hasEffect(s, r) {
					t.Errorf("effect %s after the hand's last card: %v", r, s.Effects())
				}
			}
			if c.rule != "" && !hasEffect(s, c.rule) {
				t.Errorf("effects %v lack %s", s.Effects(), c.rule)
			}
			if s.HandSize(mover) != 0 || s.FaceDown(mover) != 0 {
				t.Fatalf("hand %d, face down %d: nothing is drawn, no Mojo Time", s.HandSize(mover), s.FaceDown(mover))
			}
			// Nothing was drawn: the draw pile and the pile not played on
			// are as they were; the one played on has the cards on top.
			if s.DrawPileSize() != b.DrawPileSize() || s.deck != b.deck {
				t.Errorf("draw pile %d, was %d", s.DrawPileSize(), b.DrawPileSize())
			}
			for p := range 2 {
				want := b.pileN[p]
				if p == c.pile {
					want += last.N
				}
				if s.pileN[p] != want || s.pile[p] != b.pile[p] && p != c.pile {
					t.Errorf("discard pile %d holds %d cards, want %d", p+1, s.pileN[p], want)
				}
			}
			if top, _ := s.Top(c.pile); top != int(last.Cards[last.N-1]) {
				t.Errorf("top %d, want the last card played", top)
			}
			if s.Partial() {
				return
			}
			// A dealt table is scored: the holder has no cards, scores 0
			// and the Mojo card returns on 0.
			r := s.Rounds()
			if len(r) != 1 || r[0].Scores[mover] != 0 || s.Face() != FaceZero ||
				r[0].Detail.String() != s.cfg.SeatName(mover)+" took the Mojo card, face 0" {
				t.Fatalf("rounds %+v, face %s", r, s.Face())
			}
		})
	}
}

// TestRuleRoundEndNextRound: the player who played their last card takes
// the Mojo card and starts the next round (mojo.round-end,
// mojo.next-round).
func TestRuleRoundEndNextRound(t *testing.T) {
	for _, players := range []int{2, 4} {
		t.Run(fmt.Sprintf("mojo.round-end+mojo.next-round/%d-players", players), func(t *testing.T) {
			s := build(t, table{players: players, cur: 1, hands: seatHands(players, 1, 8, 8, 8, 9), piles: [][]int{{8}}, deck: []int{2}})
			play(t, s, "8 8 8 9")
			if s.Round() != 2 || s.CurrentPlayer() != 1 || s.HandSize(1) != HandSize || s.FaceDown(1) != 0 {
				t.Fatalf("round %d, current seat %d, hand %d", s.Round(), s.CurrentPlayer()+1, s.HandSize(1))
			}
			if r := s.Rounds(); len(r) != 1 || r[0].Detail.String() != "seat 2 took the Mojo card, face 0" {
				t.Fatalf("rounds %+v", r)
			}
		})
	}
}

// TestRuleRoundEndNoDraw: naming a card to draw after the hand's last card
// is refused (mojo.round-end), whatever that card was.
func TestRuleRoundEndNoDraw(t *testing.T) {
	tb := twoPiles(table{hands: hands(8, 8, 8, 9), piles: [][]int{{8}, {3}}})
	single := Position{Players: 4, Options: engine.Options{OptionVariant: VariantTwoPiles}, Tops: []int{6, 2}, Hand: []int{9}}
	for _, c := range []struct {
		name string
		s    func() *State
		move string
		rule string
	}{
		{"chain-then-higher", func() *State { return build(t, tb) }, "play 8 8 8 9 on 1 draw 2", "mojo.round-end"},
		{"chain-then-higher-draw-deck-is-the-plain-move", func() *State { return build(t, tb) }, "play 8 8 8 9 on 1 draw deck", ""},
		{"one-pile", func() *State { return build(t, table{hands: hands(8, 8, 8, 9), piles: [][]int{{8}}}) }, "8 8 8 9 draw 1", "mojo.round-end"},
		{"single-card", func() *State { return pos(t, single) }, "play 9 on 1 draw 2", "mojo.round-end"},
		{"chain-of-equals", func() *State { return build(t, twoPiles(table{hands: hands(8, 8, 8, 8), piles: [][]int{{8}, {3}}})) }, "play 8 8 8 8 on 1 draw 2", "mojo.round-end"},
		{"single-card-on-2", func() *State { return pos(t, single) }, "play 9 on 2 draw 1", "mojo.round-end"},
	} {
		t.Run("mojo.round-end/"+c.name, func(t *testing.T) {
			s := c.s()
			if c.rule == "" {
				play(t, s, c.move)
				return
			}
			wantRule(t, s, c.move, c.rule)
		})
	}
	t.Run("mojo.round-end/legal-moves", func(t *testing.T) {
		got := legalStrings(build(t, tb))
		want := []string{
			"play 9 on 1", "play 9 on 1 draw 2", "play 8 9 on 1", "play 8 9 on 1 draw 2",
			"play 8 8 9 on 1", "play 8 8 9 on 1 draw 2", "play 8 8 8 9 on 1",
			"play 8 on 2", "play 8 on 2 draw 1", "play 9 on 2", "play 9 on 2 draw 1",
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("legal %v\nwant  %v", got, want)
		}
		if got := legalStrings(pos(t, single)); !slices.Equal(got, []string{"play 9 on 1", "play 9 on 2"}) {
			t.Fatalf("single card: legal %v", got)
		}
	})
}

func TestRuleChainExampleLegalMoves(t *testing.T) {
	// mojo.turn.chain-only-equal: with 8,8,7,7,4,3,0 on an 8, the legal
	// turns are zero, one or two 8s followed by one of 7, 4, 3, 0.
	s := build(t, table{hands: hands(8, 8, 7, 7, 4, 3, 0), piles: [][]int{{8}}})
	var want []string
	for _, pre := range []string{"", " 8", " 8 8"} {
		for _, c := range []string{"0", "3", "4", "7"} {
			want = append(want, "play"+pre+" "+c)
		}
	}
	got := legalStrings(s)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("mojo.turn.chain-only-equal: legal %v\nwant %v", got, want)
	}
}

func TestRuleTimeRevealMoves(t *testing.T) {
	s := build(t, table{hands: [][]int{nil, others[0], others[1], others[2]}, down: [][]int{{4, 7, 7}}, piles: [][]int{{6}}})
	if got := legalStrings(s); !slices.Equal(got, []string{"reveal 4", "reveal 7"}) {
		t.Fatalf("mojo.time.reveal: legal %v", got)
	}
}

// revealEnd is seat 1 turning up its last face-down card: 4 and 7 score 11
// against hands scoring 12, 11 and 10.
func revealEnd(t *testing.T, opts engine.Options, totals []int) *State {
	s := build(t, table{hands: [][]int{nil, others[0], others[1], others[2]}, down: [][]int{{4}}, shown: [][]int{{7}},
		piles: [][]int{{6}}, opts: opts, totals: totals})
	play(t, s, "reveal 4")
	return s
}

func TestRuleRoundEndAndScoring(t *testing.T) {
	t.Run("mojo.round-end+mojo.score.cards+mojo.score.mojo/last-reveal", func(t *testing.T) {
		s := revealEnd(t, nil, nil)
		r := s.Rounds()
		if len(r) != 1 || !slices.Equal(r[0].Scores, []int{21, 12, 11, 10}) || !slices.Equal(r[0].Totals, []int{21, 12, 11, 10}) {
			t.Fatalf("rounds %+v (face-down and turned-up cards 4+7=11, not lowest: +10)", r)
		}
		if s.Face() != FacePlus10 || !hasEffect(s, "mojo.score.mojo") || !hasEffect(s, "mojo.round-end") {
			t.Fatalf("face %s, effects %v", s.Face(), s.Effects())
		}
	})
	t.Run("mojo.next-round", func(t *testing.T) {
		s := revealEnd(t, nil, nil)
		if s.CurrentPlayer() != 0 || s.Round() != 2 || s.Face() != FacePlus10 || s.Clockwise() {
			t.Fatalf("current %d round %d face %s", s.CurrentPlayer(), s.Round(), s.Face())
		}
		for i := range 4 {
			if s.HandSize(i) != 8 || s.FaceDown(i) != 0 || len(s.Revealed(i)) != 0 {
				t.Fatalf("seat %d not dealt afresh", i+1)
			}
		}
		if s.DrawPileSize() != 78-33 || !hasEffect(s, "mojo.next-round") {
			t.Fatalf("draw pile %d", s.DrawPileSize())
		}
		// The +10 face passes play in reverse seat order.
		m := s.LegalMoves(nil)[0]
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
		if s.CurrentPlayer() != 3 {
			t.Fatalf("after seat 1, seat %d moves; want seat 4 (mojo.direction)", s.CurrentPlayer()+1)
		}
	})
	t.Run("mojo.deal-next/continue", func(t *testing.T) {
		tb := table{hands: [][]int{nil, others[0], others[1], others[2]}, down: [][]int{{4}}, shown: [][]int{{7}},
			piles: [][]int{{6, 6}}, opts: engine.Options{OptionDealNext: DealContinue}}
		s := build(t, tb)
		d, p := s.DrawPileSize(), int(s.pileN[0])
		play(t, s, "reveal 4")
		if s.DrawPileSize() != d-33 {
			t.Fatalf("draw pile %d, want %d: hands come off the existing draw pile", s.DrawPileSize(), d-33)
		}
		if int(s.pileN[0]) != p+2+12+1 {
			t.Fatalf("discard pile %d cards, want %d (old pile + players' cards + new top)", s.pileN[0], p+2+12+1)
		}
	})
	t.Run("mojo.deal-next/continue-reshuffles", func(t *testing.T) {
		tb := table{hands: [][]int{nil, others[0], others[1], others[2]}, down: [][]int{{4}}, shown: [][]int{{7}},
			piles: [][]int{{6, 6}}, deck: []int{5, 5, 5}, opts: engine.Options{OptionDealNext: DealContinue}}
		s := build(t, tb)
		play(t, s, "reveal 4")
		// The discard pile was reshuffled keeping its top (a player's
		// card), then the new top card covered it.
		if err := s.CheckInvariants(); err != nil || s.pileN[0] != 2 {
			t.Fatalf("pile %d: %v", s.pileN[0], err)
		}
		if s.DrawPileSize() != 78-32-2 {
			t.Fatalf("draw pile %d", s.DrawPileSize())
		}
	})
	t.Run("mojo.deal-next/reshuffle-all", func(t *testing.T) {
		s := revealEnd(t, engine.Options{OptionDealNext: DealReshuffle}, nil)
		if s.pileN[0] != 1 || s.DrawPileSize() != 45 {
			t.Fatalf("pile %d draw %d", s.pileN[0], s.DrawPileSize())
		}
	})
	t.Run("mojo.game-end/lowest-wins", func(t *testing.T) {
		s := revealEnd(t, nil, []int{0, 40, 39, 40})
		if !s.IsTerminal() || s.CurrentPlayer() != -1 || !slices.Equal(s.Winners(), []int{0}) {
			t.Fatalf("terminal %v winners %v totals %v", s.IsTerminal(), s.Winners(), s.Totals())
		}
		if !hasEffect(s, "mojo.game-end") || len(s.LegalMoves(nil)) != 0 {
			t.Fatal("no game-end effect, or moves after the end")
		}
		if err := engine.Play(s, 0, engine.Move{Kind: KindReveal, N: 1}); err != engine.ErrGameOver {
			t.Fatalf("move after the end: %v", err)
		}
	})
	t.Run("mojo.game-end/shared-win", func(t *testing.T) {
		s := revealEnd(t, nil, []int{1, 40, 11, 41})
		if !slices.Equal(s.Totals(), []int{22, 52, 22, 51}) || !slices.Equal(s.Winners(), []int{0, 2}) {
			t.Fatalf("totals %v winners %v", s.Totals(), s.Winners())
		}
	})
	t.Run("mojo.game-end/exactly-50", func(t *testing.T) {
		s := revealEnd(t, nil, []int{0, 38, 0, 0})
		if !s.IsTerminal() {
			t.Fatalf("totals %v: 50 must end the game", s.Totals())
		}
	})
	t.Run("mojo.game-end/49-goes-on", func(t *testing.T) {
		s := revealEnd(t, nil, []int{0, 37, 0, 0})
		if s.IsTerminal() {
			t.Fatalf("totals %v: 49 must not end the game", s.Totals())
		}
	})
	t.Run("mojo.score.mojo/tie-for-lowest-scores-0", func(t *testing.T) {
		// Holder 4+6=10 against a hand scoring 10: a tie is enough.
		s := build(t, table{hands: [][]int{nil, {10, 10, 10, 10}, {11, 11, 11, 11}, {12, 12, 12, 12}}, down: [][]int{{4}}, shown: [][]int{{6}}, piles: [][]int{{6}}})
		play(t, s, "reveal 4")
		if r := s.Rounds(); !slices.Equal(r[0].Scores, []int{0, 10, 11, 12}) || s.Face() != FaceZero {
			t.Fatalf("scores %v face %s", r[0].Scores, s.Face())
		}
	})
}

func TestRuleScoringExamples(t *testing.T) {
	for _, c := range []struct {
		name  string
		cards []int
		want  int
	}{
		{"mojo.score.colour-max/9-1", []int{9, 1}, 10},
		{"mojo.score.colour-max/0-4", []int{0, 4}, 4},
		{"mojo.score.colour-max/10-11-3", []int{10, 11, 3}, 24},
		{"mojo.score.colour-max/duplicates-once", []int{12, 12, 11, 7, 7, 5}, 19},
		{"mojo.score.colour-max/empty", nil, 0},
		{"mojo.score.colour-max/zero", []int{0}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			var n [NumValues + 1]uint8
			for _, v := range c.cards {
				n[v]++
			}
			if got := Points(c.cards); got != c.want {
				t.Fatalf("Points %d, want %d", got, c.want)
			}
			if got := PointsCounts(n[:]); got != c.want {
				t.Fatalf("PointsCounts %d, want %d", got, c.want)
			}
		})
	}
	t.Run("mojo.score.mojo/rulebook-24-becomes-34", func(t *testing.T) {
		scores, face := RoundScores([]int{Points([]int{9, 1}), Points([]int{0, 4}), Points([]int{10, 11, 3})}, 2)
		if !slices.Equal(scores, []int{10, 4, 34}) || face != FacePlus10 {
			t.Fatalf("%v %s", scores, face)
		}
	})
	t.Run("mojo.score.mojo/holder-lowest-0", func(t *testing.T) {
		scores, face := RoundScores([]int{10, 4, 24}, 1)
		if !slices.Equal(scores, []int{10, 0, 24}) || face != FaceZero {
			t.Fatalf("%v %s", scores, face)
		}
	})
	t.Run("mojo.score.colour-max/counts-match-points", func(t *testing.T) {
		rng := engine.NewRNG(3)
		for range 2000 {
			var n [NumValues + 1]uint8
			var list []int
			for range rng.Intn(10) {
				v := rng.Intn(NumValues)
				n[v]++
				list = append(list, v)
			}
			if Points(list) != PointsCounts(n[:]) {
				t.Fatalf("%v: Points %d PointsCounts %d", list, Points(list), PointsCounts(n[:]))
			}
		}
	})
}

func twoPiles(tb table) table {
	if tb.opts == nil {
		tb.opts = engine.Options{}
	}
	tb.opts[OptionVariant] = VariantTwoPiles
	return tb
}

func TestRuleTwoPiles(t *testing.T) {
	base := func() table {
		return twoPiles(table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{4, 6}, {3}}})
	}
	runMoveCases(t, []moveCase{
		{name: "mojo.two-piles.play/lower-on-pile-1", tb: base(), move: "play 5 on 1",
			check: func(t *testing.T, s, _ *State) {
				if top, _ := s.Top(0); top != 5 || !hasEffect(s, "mojo.turn.lower") {
					t.Fatalf("pile 1 top %d", top)
				}
			}},
		{name: "mojo.two-piles.play/default-pile-1", tb: base(), move: "5",
			check: func(t *testing.T, s, _ *State) {
				if top, _ := s.Top(0); top != 5 {
					t.Fatalf("pile 1 top %d", top)
				}
			}},
		{name: "mojo.two-piles.play/chain-on-one-pile", tb: twoPiles(table{hands: hands(6, 6, 9, 2, 1), piles: [][]int{{4, 6}, {3}}}), move: "play 6 6 2 on 1",
			check: func(t *testing.T, s, _ *State) {
				if s.pileN[0] != 5 || s.pileN[1] != 1 {
					t.Fatalf("piles %v: all the turn's cards go on pile 1", s.pileN)
				}
			}},
		{name: "mojo.two-piles.draw/other-pile", tb: base(), move: "play 5 on 2 draw 1",
			check: func(t *testing.T, s, _ *State) {
				t1, _ := s.Top(0)
				t2, _ := s.Top(1)
				if got := handOf(s, 0); !slices.Equal(got, []int{1, 2, 5, 6, 9}) || t1 != 4 || t2 != 5 {
					t.Fatalf("hand %v, tops %d %d: the 6 must move from pile 1 to the hand", got, t1, t2)
				}
				if !hasEffect(s, "mojo.two-piles.draw") {
					t.Fatalf("effects %v", s.Effects())
				}
			}},
		{name: "mojo.two-piles.draw/deck", tb: base(), move: "play 5 on 2 draw deck",
			check: func(t *testing.T, s, b *State) {
				if s.DrawPileSize() != b.DrawPileSize()-1 || s.pileN[0] != 2 {
					t.Fatalf("draw pile %d", s.DrawPileSize())
				}
			}},
		{name: "mojo.two-piles.draw/not-the-pile-played-on", tb: base(), move: "play 5 on 2 draw 2", rule: "mojo.two-piles.draw"},
		{name: "mojo.two-piles.draw/lower-draws-nothing", tb: base(), move: "play 5 on 1 draw 2", rule: "mojo.turn.lower"},
		{name: "mojo.two-piles.setup/one-pile-has-no-pile-2", tb: table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{6}}}, move: "play 5 on 2", rule: "mojo.two-piles.setup"},
		{name: "mojo.two-piles.refill/other-pile", tb: twoPiles(table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{6}, {3}}}), move: "play 5 on 2 draw 1",
			check: func(t *testing.T, s, _ *State) {
				t1, _ := s.Top(0)
				t2, _ := s.Top(1)
				if t1 != 5 || t2 != 3 || s.pileN != [2]uint8{1, 1} || !hasEffect(s, "mojo.two-piles.refill") {
					t.Fatalf("tops %d %d sizes %v: pile 1 restarts with pile 2's top", t1, t2, s.pileN)
				}
			}},
		{name: "mojo.two-piles.refill/draw-pile", tb: func() table {
			tb := twoPiles(table{players: 2, hands: [][]int{{9, 5, 5, 2, 1}, allBut(t, 9, 5, 5, 2, 1, 6, 3, 12, 0)}, piles: [][]int{{6}, {3}}, deck: []int{12, 0}})
			tb.opts[OptionRefill] = RefillDraw
			return tb
		}(), move: "play 5 on 2 draw 1",
			check: func(t *testing.T, s, _ *State) {
				t1, _ := s.Top(0)
				t2, _ := s.Top(1)
				if t1 != 0 || t2 != 5 || s.DrawPileSize() != 1 {
					t.Fatalf("tops %d %d: pile 1 restarts with the draw pile's top", t1, t2)
				}
			}},
		{name: "mojo.two-piles.refill/draw-pile-empty-falls-back", tb: func() table {
			tb := twoPiles(table{players: 2, hands: [][]int{{9, 5, 5, 2, 1}, allBut(t, 9, 5, 5, 2, 1, 6, 3)}, piles: [][]int{{6}, {3}}, deck: []int{}})
			tb.opts[OptionRefill] = RefillDraw
			return tb
		}(), move: "play 5 on 2 draw 1",
			check: func(t *testing.T, s, _ *State) {
				t1, _ := s.Top(0)
				if t1 != 5 {
					t.Fatalf("top %d: with no draw pile, the other pile's top restarts the pile", t1)
				}
			}},
		{name: "mojo.two-piles.reshuffle/nothing-to-shuffle", tb: twoPiles(table{players: 2, hands: [][]int{{9, 5, 5, 2, 1}, allBut(t, 9, 5, 5, 2, 1, 6, 3)}, piles: [][]int{{6}, {3}}, deck: []int{}}), move: "play 9 on 1",
			check: func(t *testing.T, s, _ *State) {
				// Pile 2 (not played on) has only its top: nothing is drawn.
				if s.HandSize(0) != 4 || s.DrawPileSize() != 0 || s.pileN != [2]uint8{2, 1} || !hasEffect(s, "mojo.reshuffle") {
					t.Fatalf("hand %d piles %v; effects %v", s.HandSize(0), s.pileN, s.Effects())
				}
			}},
		{name: "mojo.two-piles.reshuffle", tb: twoPiles(table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{4, 6}, {3}}, deck: []int{}}), move: "play 5 on 2",
			check: func(t *testing.T, s, b *State) {
				t1, _ := s.Top(0)
				if t1 != 6 || s.pileN[0] != 1 || s.pileN[1] != 2 || s.DrawPileSize() != int(b.pileN[0])-2 {
					t.Fatalf("pile sizes %v, top %d, draw %d: pile 1 minus its top becomes the draw pile", s.pileN, t1, s.DrawPileSize())
				}
				if !hasEffect(s, "mojo.two-piles.reshuffle") {
					t.Fatalf("effects %v", s.Effects())
				}
			}},
	})
}

func TestTwoPilesLegalMovesDrawSource(t *testing.T) {
	// mojo.two-piles.draw: the draw source appears only after a higher
	// final card; every move prints uniquely.
	s := build(t, twoPiles(table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{4, 6}, {3}}}))
	got := legalStrings(s)
	want := []string{
		"play 1 on 1", "play 2 on 1", "play 5 on 1", "play 9 on 1", "play 9 on 1 draw 2",
		"play 1 on 2", "play 2 on 2", "play 5 on 2", "play 5 on 2 draw 1", "play 9 on 2", "play 9 on 2 draw 1",
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("legal %v\nwant  %v", got, want)
	}
}

// TestRulesCatalogue: the catalogue holds exactly the rule IDs of
// RULES.md (what every catalogue needs is checked by TestConformance).
func TestRulesCatalogue(t *testing.T) {
	ids := map[string]bool{}
	for _, r := range (Ruleset{}).Rules() {
		ids[r.ID] = true
	}
	want := []string{"mojo.deck", "mojo.mojo-card", "mojo.players", "mojo.setup", "mojo.setup.first", "mojo.direction",
		"mojo.turn.play", "mojo.turn.lower", "mojo.turn.higher", "mojo.turn.equal", "mojo.turn.chain-only-equal",
		"mojo.reshuffle", "mojo.time", "mojo.time.reveal", "mojo.round-end", "mojo.two-player", "mojo.score.cards",
		"mojo.score.colour-max", "mojo.score.mojo", "mojo.game-end", "mojo.next-round", "mojo.deal-next",
		"mojo.two-piles.setup", "mojo.two-piles.play", "mojo.two-piles.draw", "mojo.two-piles.refill", "mojo.two-piles.reshuffle"}
	if len(ids) != len(want) {
		t.Errorf("%d rules, want %d", len(ids), len(want))
	}
	for _, id := range want {
		if !ids[id] {
			t.Errorf("rule %s missing", id)
		}
	}
}

func TestConfigOptionsComplete(t *testing.T) {
	s, _ := NewState(engine.Config{Players: 3})
	o := s.Config().Options
	if o[OptionVariant] != VariantOnePile || o[OptionDirectionZero] != DirCW || o[OptionDealNext] != DealReshuffle || o[OptionRefill] != RefillOther {
		t.Fatalf("options %v", o)
	}
}
