package validator_test

import (
	"fmt"
	"slices"
	"testing"

	"tabletop/engine"
	"tabletop/rulesets/makoto"
)

// TestTableMakotoEndStatus: when a Makoto game (or series) is over, the
// table's status still shows its last game as it ended, as the digital
// game has it: who went out in order (it decides the rewards), the cards
// each player still holds, and what is left in the Curtain.
func TestTableMakotoEndStatus(t *testing.T) {
	for _, c := range []struct {
		players int
		opts    engine.Options
		seed    uint64
	}{
		{3, nil, 1}, {4, nil, 2}, {5, nil, 3}, {3, engine.Options{"series": "on"}, 4}, {2, nil, 5},
	} {
		t.Run(fmt.Sprintf("%d/%v/%d", c.players, c.opts, c.seed), func(t *testing.T) {
			tr := makotoTranscript(t, c.players, c.opts, c.seed)
			st := follow(t, "makoto", tr).Status()
			end := tr.end.(*makoto.State)
			entry, ok := end.LastRoundEntry()
			if !ok {
				t.Fatal("the digital game has no last game")
			}
			var out []string
			for _, seat := range entry.SeatList(makoto.FieldOut) {
				out = append(out, tr.players[seat])
			}
			if got, _ := st.Fields["out"].([]string); len(out) == 0 || !slices.Equal(got, out) {
				t.Errorf("out %v, the game's %v", st.Fields["out"], out)
			}
			var curtain []int
			for _, card := range end.Curtain() {
				curtain = append(curtain, card.Value())
			}
			if got, _ := st.Fields["curtain"].([]int); !slices.Equal(got, curtain) || got == nil {
				t.Errorf("curtain %v, the game's %v", st.Fields["curtain"], curtain)
			}
			held := 0
			for seat, p := range tr.players {
				known, unknown := end.Hand(seat)
				held += st.Cards[p]
				if st.Cards[p] != len(known)+unknown {
					t.Errorf("%s holds %d cards, the game says %d", p, st.Cards[p], len(known)+unknown)
				}
			}
			if held == 0 && len(out) < c.players {
				t.Error("nobody holds a card, yet not everyone went out")
			}
			if st.Fields["trick"] != "" {
				t.Errorf("a trick %q after the end", st.Fields["trick"])
			}
		})
	}
}
