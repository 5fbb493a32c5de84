package makoto

import (
	"fmt"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/sim"
	"tabletop/internal/testdepth"
)

// TestRandomGamesInvariants plays games (and series) of random and greedy
// bots for every player count and every combination of option values
// (enginetest.OptionCombos), with the engine's cheap checks after every move;
// at the end every game's scores must lie within ScoreBounds. (The deep
// checks run in TestConformance over every combination and player count.)
func TestRandomGamesInvariants(t *testing.T) {
	games := testdepth.Sweep(6, 24) // random games per table, 24 with -long
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for oi, o := range enginetest.OptionCombos(theRuleset) {
			name := fmt.Sprintf("makoto.setup/%dp/%s", players, o.String())
			t.Run(name, func(t *testing.T) {
				for _, run := range []struct {
					level engine.CheckLevel
					games int
					bots  []string
				}{
					{engine.CheckCheap, games, []string{"greedy", "random"}},
				} {
					res, err := sim.Run(theRuleset, sim.Options{
						Config: engine.Config{Players: players, Seed: uint64(players*1000 + oi), Options: o},
						Games:  run.games, Bots: run.bots, Level: run.level,
					})
					if err != nil {
						t.Fatal(err)
					}
					if res.InvariantViolations != 0 {
						t.Fatalf("%d violations: %v", res.InvariantViolations, res.Violations)
					}
					if o[OptionSeries] == "on" && res.MinRounds != SeriesLength(players) {
						t.Errorf("series of %d games, want %d", res.MinRounds, SeriesLength(players))
					}
				}
			})
		}
	}
}

// TestScoreBounds: the bound is the highest reward plus every point card
// in play, and it follows the options.
func TestScoreBounds(t *testing.T) {
	for _, c := range []struct {
		players int
		opts    engine.Options
		want    int
	}{
		{4, nil, 50 + 6*(20+5+10)},
		{3, nil, 50 + 5*(20+5+10)},
		{5, engine.Options{OptionRewards: "30,20,10", OptionPoints: "1:3,7:7,13:13"}, 30 + 6*(3+7+13)},
	} {
		s, err := NewState(engine.Config{Players: c.players, Options: c.opts})
		if err != nil {
			t.Fatal(err)
		}
		if lo, hi := s.ScoreBounds(); lo != 0 || hi != c.want {
			t.Errorf("%d players %v: bounds %d..%d, want 0..%d", c.players, c.opts, lo, hi, c.want)
		}
	}
}
