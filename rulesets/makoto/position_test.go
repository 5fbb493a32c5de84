package makoto

import (
	"slices"
	"testing"

	"tabletop/engine"
)

func seat(p int) *int { return &p }

func TestPositionKnownHand(t *testing.T) {
	// The CLI.md example position: 4 players, trick 3 3, hand and Curtain.
	pos := Position{Players: 4, Mover: 1, Trick: cards(t, "3 3"), Hand: cards(t, "3 3 3 6 1 5 5"), Curtain: cards(t, "13 11 2 1 1")}
	s, err := NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	if !s.MoverHandKnown() {
		t.Error("the hand is known")
	}
	reject(t, s, "play 3 3", "makoto.follow")
	reject(t, s, "play 6 6", "makoto.turn")
	reject(t, s, "play 5 5 take 2 1", "makoto.curtain.take")
	reject(t, s, "play 5 5 take 1 1 1", "makoto.curtain.take")
	reject(t, s, "play 5 5 discard 6", "makoto.curtain.discard")
	c := s.Clone().(*State)
	effs := do(t, c, "play 5 5 take 1 1")
	if !hasEffect(effs, "makoto.follow", "beats the trick with a set of 2 5s") || !hasEffect(effs, "makoto.curtain.take", "takes 2 × 1") {
		t.Errorf("effects %v", effs)
	}
	c = s.Clone().(*State)
	effs = do(t, c, "pass")
	if !hasEffect(effs, "makoto.pass", "seat 2 passes") {
		t.Errorf("effects %v", effs)
	}
	// The leader may not pass.
	lead, _ := NewPosition(Position{Players: 4, Mover: 0, Hand: cards(t, "4")})
	reject(t, lead, "pass", "makoto.lead")
}

func TestPositionUnknownHand(t *testing.T) {
	// With the hand unknown, everything the table can see is still checked.
	pos := Position{Players: 4, Mover: 2, Trick: cards(t, "3 3"), Curtain: cards(t, "7 7 7 7 7 1")}
	s, err := NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	if s.MoverHandKnown() {
		t.Error("the hand is unknown")
	}
	do(t, s.Clone().(*State), "play 5 5")
	do(t, s.Clone().(*State), "play 9 9 take 1")
	do(t, s.Clone().(*State), "play 9 9 discard 4")
	do(t, s.Clone().(*State), "play 2 2 2 2s")
	reject(t, s, "play 2 2", "makoto.follow")
	reject(t, s, "play 5 6", "makoto.combo.run")
	reject(t, s, "play 7 7", "makoto.cards") // all five plain 7s are in the Curtain
	reject(t, s, "play 5 5 take 7", "makoto.curtain.take")
	reject(t, s, "play 14 14", "makoto.setup")
	// The Oracle draw is unknown; the discard reveals a card.
	c := s.Clone().(*State)
	effs := do(t, c, "pass oracle")
	if !hasEffect(effs, "makoto.oracle", "draws a card") {
		t.Errorf("effects %v", effs)
	}
	do(t, c, "discard 4")
	if c.handSize(2) != 14 || c.oracleDisc.Count(4) != 1 {
		t.Errorf("hand %d", c.handSize(2))
	}
}

func TestPositionRoundTrip(t *testing.T) {
	// The position of a real game, seen by its mover, has the same legal
	// moves as the game itself.
	for seed := range uint64(40) {
		s := midGame(t, seed, 5+int(seed))
		if s.IsTerminal() || s.Phase() != "play" {
			continue
		}
		pos := s.Position()
		ps, err := NewPosition(pos)
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, s.View(-1).String())
		}
		want := s.LegalMoves(nil)
		got := ps.LegalMoves(nil)
		if !slices.Equal(got, want) {
			t.Fatalf("seed %d: %d legal moves from the position, %d in the game", seed, len(got), len(want))
		}
		for _, m := range want {
			a, b := s.Clone(), ps.Clone()
			if errA, errB := a.Apply(m), b.Apply(m); (errA == nil) != (errB == nil) {
				t.Fatalf("seed %d: %q: %v vs %v", seed, s.MoveString(m), errA, errB)
			}
		}
	}
}

func TestPositionLastTurnAndLid(t *testing.T) {
	// makoto.last-player from a position: three of four out, the mover's
	// pass ends the game and the trick goes to its owner.
	s, err := NewPosition(Position{Players: 4, Mover: 3, Out: []int{1, 0, 2}, Trick: cards(t, "12"), Owner: seat(2),
		HandSizes: []int{0, 0, 0, 3}, Piles: [][]Card{cards(t, "2"), nil, cards(t, "10"), nil}})
	if err != nil {
		t.Fatal(err)
	}
	effs := do(t, s, "pass")
	if !s.IsTerminal() || !hasEffect(effs, "makoto.trick.win", "seat 3 wins the trick (1 card,") {
		t.Fatalf("effects %v", effs)
	}
	if got := s.Totals(); !slices.Equal(got, []int{40 + 20, 50, 30 + 10, 0}) {
		t.Errorf("totals %v", got)
	}
	// makoto.lid from a position: the holder takes out of turn.
	s, err = NewPosition(Position{Players: 3, Mover: 0, Hand: cards(t, "4 5"), Curtain: cards(t, "7 8"), LidHolder: seat(1)})
	if err != nil {
		t.Fatal(err)
	}
	if s.CurrentPlayer() != 0 {
		t.Fatalf("seat %d to move, want seat 1", s.CurrentPlayer()+1)
	}
	rejectAt(t, s, 1, "lid take 9", "makoto.lid")
	doAt(t, s, 1, "lid take 7")
	if s.CurrentPlayer() != 0 || s.LidHolder() != -1 {
		t.Errorf("after lid take: to move %d, holder %d", s.CurrentPlayer(), s.LidHolder())
	}
}

func TestPositionErrors(t *testing.T) {
	bad := []Position{
		{Players: 7},
		{Players: 4, Mover: 4},
		{Players: 4, Mover: 0, Out: []int{0}},
		{Players: 4, Mover: 0, Trick: cards(t, "3 5")},
		{Players: 4, Mover: 0, Trick: cards(t, "3"), Owner: seat(0)},
		{Players: 4, Mover: 1, Trick: cards(t, "3"), Owner: seat(0), Passed: []int{0}},
		{Players: 4, Mover: 1, Passed: []int{2}},
		{Players: 4, Mover: 1, Hand: cards(t, "14")},
		{Players: 3, Mover: 1, Hand: cards(t, "9s")},
		{Players: 4, Mover: 1, Hand: cards(t, "9 9 9"), Curtain: cards(t, "9 9 9")},
		{Players: 4, Mover: 1, LidHolder: seat(4)},
		{Players: 4, Mover: 1, HandSizes: []int{14, 14, 14}},
		{Players: 4, Mover: 1, HandSizes: []int{0, 14, 14, 14}},
		{Players: 4, Mover: 1, HandSizes: []int{60, 14, 14, 14}},
		{Players: 4, Mover: 1, OracleDeck: seat(14)},
		{Players: 4, Mover: 1, Game: 2},
		{Players: 4, Mover: 1, Options: engine.Options{"colour": "red"}},
	}
	for i, pos := range bad {
		if _, err := NewPosition(pos); err == nil {
			t.Errorf("position %d accepted: %+v", i, pos)
		}
	}
	// A series position continues from the given game and totals.
	s, err := NewPosition(Position{Players: 4, Mover: 1, Game: 3, Totals: []int{10, 20, 30, 40}, Options: engine.Options{OptionSeries: "on"}})
	if err != nil {
		t.Fatal(err)
	}
	if g, n := s.Game(); g != 3 || n != 4 || !slices.Equal(s.Totals(), []int{10, 20, 30, 40}) {
		t.Errorf("game %d of %d, totals %v", g, n, s.Totals())
	}
}
