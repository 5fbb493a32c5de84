package seating

import (
	"slices"
	"strings"
	"testing"

	"tabletop/engine"
	_ "tabletop/rulesets/makoto" // the games the seats are of
	_ "tabletop/rulesets/mojo"
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
		if got := Names(seats); !slices.Equal(got, tc.want) {
			t.Errorf("%s: seats %q, want %q", tc.list, got, tc.want)
		}
		for _, s := range seats {
			if err := engine.CheckName(s.Name); err != nil {
				t.Errorf("%s: %v", tc.list, err)
			}
		}
	}
}

// TestSeats: bots get readable names, numbered when several are of one
// kind; --start takes a seat number, a name or the only bot of a kind.
func TestSeats(t *testing.T) {
	mojo, _ := engine.Lookup("mojo")
	for _, c := range []struct{ list, want string }{
		{"Ann,bot:greedy,bot:random", "Ann,Greedy,Random"},
		{"bot:random,Ann,bot:random,bot:greedy", "Random 1,Ann,Random 2,Greedy"},
		{"Random,bot:random", "Random,Random bot"},
		{"bot:Greedy,bot:greedy", "Greedy 1,Greedy 2"},
	} {
		got := strings.Join(Names(mustSeats(t, mojo, c.list)), ",")
		if got != c.want {
			t.Errorf("%s: names %s, want %s", c.list, got, c.want)
		}
	}
	seats := mustSeats(t, mojo, "Ann,bot:greedy,bot:random,bot:random")
	for _, c := range []struct {
		arg  string
		want int
		err  string
	}{
		{"1", 0, ""}, {"4", 3, ""}, {"ann", 0, ""}, {"Random 2", 3, ""}, {"bot:greedy", 1, ""},
		{"5", -1, "cli.arg.seat-range"}, {"0", -1, "cli.arg.seat-range"}, {"bot:random", -1, "cli.arg.seat-several-bots"}, {"Zed", -1, "cli.arg.seat-unknown"},
	} {
		got, err := SeatIndex(seats, c.arg)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("seatIndex(%q): %v, want an error with %q", c.arg, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("seatIndex(%q) = %d, %v; want %d", c.arg, got, err, c.want)
		}
	}
}

func mustSeats(t *testing.T, rs engine.Ruleset, list string) []Seat {
	t.Helper()
	seats, err := ParseSeats(rs, list)
	if err != nil {
		t.Fatal(err)
	}
	return seats
}
