package makoto

import (
	"fmt"
	"testing"

	"tabletop/engine"
)

// TestRandomGamesInvariants plays random games (and series) for every
// player count with the engine's deep checks after every move.
func TestRandomGamesInvariants(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	cases := []struct {
		series, lid, tie string
		bots             []string
	}{
		{"off", "on", LidTieDealerLeft, nil},
		{"on", "on", LidTieDealerLeft, nil},
		{"on", "off", LidTieDealerLeft, []string{"greedy", "random"}},
		{"on", "on", LidTieNone, []string{"greedy"}},
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for _, c := range cases {
			name := fmt.Sprintf("makoto.setup/%dp/series=%s/lid=%s/tie=%s", players, c.series, c.lid, c.tie)
			t.Run(name, func(t *testing.T) {
				n := games
				if c.series == "on" {
					n = max(games/players, 3)
				}
				res, err := engine.Simulate(theRuleset, engine.SimOptions{
					Config: engine.Config{Players: players, Seed: uint64(players*1000 + len(name)),
						Options: engine.Options{OptionSeries: c.series, OptionLid: c.lid, OptionLidTie: c.tie}},
					Games: n, Bots: c.bots, Level: engine.CheckDeep,
				})
				if err != nil {
					t.Fatal(err)
				}
				if res.InvariantViolations != 0 {
					t.Fatalf("%d violations: %v", res.InvariantViolations, res.Violations)
				}
				if c.series == "on" && res.MinRounds != SeriesLength(players) {
					t.Errorf("series of %d games, want %d", res.MinRounds, SeriesLength(players))
				}
			})
		}
	}
}
