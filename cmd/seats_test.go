package cmd

import (
	"slices"
	"testing"

	"tabletop/engine"
)

// TestBotSeatsWithIterationsAreValidNames: a bot seat "bot:mcts:N" is
// named after its kind, a name serve and the lobby accept (issue 28.17).
func TestBotSeatsWithIterationsAreValidNames(t *testing.T) {
	rs, err := engine.Lookup("mojo")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		list string
		want []string
	}{
		{"Ann,bot:mcts:3000", []string{"Ann", "Mcts"}},
		{"Ann,bot:mcts:30,bot:mcts", []string{"Ann", "Mcts 1", "Mcts 2"}},
		{"Mcts,bot:mcts:30", []string{"Mcts", "Mcts bot"}},
	} {
		seats := mustSeats(t, rs, tc.list)
		if got := names(seats); !slices.Equal(got, tc.want) {
			t.Errorf("%s: seats %q, want %q", tc.list, got, tc.want)
		}
		for _, s := range seats {
			if err := engine.CheckName(s.Name); err != nil {
				t.Errorf("%s: %v", tc.list, err)
			}
		}
		if _, err := lobbyTable(0)([]string{"mojo", tc.list}); err != nil {
			t.Errorf("lobby new mojo %s: %v", tc.list, err)
		}
	}
}
