package enginetest

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/story"
)

// CutLog is the game of l stopped after its first k moves, as a saved game
// records it: its moves, the rounds and the deals and cards those moves
// made, no result and no events.
func CutLog(t testing.TB, l *engine.GameLog, k int) *engine.GameLog {
	t.Helper()
	cut := *l
	cut.Moves = l.Moves[:k]
	cut.Totals, cut.Winners, cut.Events = nil, nil, nil
	s, err := engine.NewFromLog("cut", &cut)
	if err != nil {
		t.Fatal(err)
	}
	for _, lm := range cut.Moves {
		if _, err := story.ApplyLogged(s, cut.Players, lm); err != nil {
			t.Fatal(err)
		}
	}
	cut.Rounds = l.Rounds[:len(s.Rounds())]
	cut.Deals, cut.Cards = nil, nil
	for _, d := range l.Deals {
		if d.Move <= k {
			cut.Deals = append(cut.Deals, d)
		}
	}
	for _, c := range l.Cards {
		if c.Move <= k {
			cut.Cards = append(cut.Cards, c)
		}
	}
	return &cut
}
