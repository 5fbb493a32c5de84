package mojo

import (
	"fmt"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/sim"
	"tabletop/internal/testdepth"
)

// optionSets is every combination of every option's values, generated
// from the ruleset's Options.
var optionSets = enginetest.OptionCombos(Ruleset{})

// TestSimulateInvariants plays random and greedy games over player counts
// and option sets, checking the invariants after every move: mojo.deck
// card accounting and every round's scores within ScoreBounds. (The deep
// checks, notation round trips, clones and replay of the YAML log, run in
// TestConformance over every option set and player count.)
func TestSimulateInvariants(t *testing.T) {
	games := testdepth.Sweep(75, 300) // random games per table, 300 with -long
	for _, players := range []int{2, 3, 4, 5, 8} {
		for oi, o := range optionSets {
			name := fmt.Sprintf("p%d/%s", players, engine.Options(o).String())
			t.Run(name, func(t *testing.T) {
				for _, run := range []struct {
					level engine.CheckLevel
					games int
					bots  []string
				}{
					{engine.CheckCheap, games, []string{"random"}},
					{engine.CheckCheap, games / 3, []string{"greedy", "random"}},
				} {
					res, err := sim.Run(Ruleset{}, sim.Options{
						Config: engine.Config{Players: players, Options: o, Seed: uint64(1000*players + oi)},
						Games:  run.games, Bots: run.bots, Level: run.level, Workers: 2,
					})
					if err != nil {
						t.Fatal(err)
					}
					if res.InvariantViolations != 0 {
						t.Fatalf("%d violations, first: %v", res.InvariantViolations, res.Violations)
					}
					if res.MinRounds < 1 {
						t.Fatalf("a game finished with %d rounds", res.MinRounds)
					}
				}
			})
		}
	}
}

// TestGreedyBeatsRandom: one greedy seat against three random ones must
// win far more than its fair quarter (it wins about 80% over 10,000 games).
func TestGreedyBeatsRandom(t *testing.T) {
	for _, o := range []engine.Options{{}, {OptionVariant: VariantTwoPiles}} {
		res, err := sim.Run(Ruleset{}, sim.Options{
			Config: engine.Config{Players: 4, Seed: 2024, Options: o},
			Games:  400, Bots: []string{"greedy", "random", "random", "random"}, Workers: 2,
		})
		if err != nil {
			t.Fatal(err)
		}
		if res.Wins[0] < 400/2 {
			t.Fatalf("%v: greedy won %d of 400 games (wins %v)", o, res.Wins[0], res.Wins)
		}
	}
}
