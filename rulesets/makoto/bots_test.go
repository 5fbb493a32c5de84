package makoto

import (
	"fmt"
	"testing"

	"tabletop/engine"
	"tabletop/engine/sim"
)

// TestGreedyBeatsRandom: one greedy seat against random seats wins clearly
// more than its fair share (deterministic: fixed seeds).
func TestGreedyBeatsRandom(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			bots := []string{"greedy"}
			for range players - 1 {
				bots = append(bots, "random")
			}
			games := 200
			res, err := sim.Run(theRuleset, sim.Options{
				Config: engine.Config{Players: players, Seed: 42}, Games: games, Bots: bots})
			if err != nil {
				t.Fatal(err)
			}
			if res.InvariantViolations != 0 {
				t.Fatalf("violations: %v", res.Violations)
			}
			fair := float64(games) / float64(players)
			if got := float64(res.Wins[0]); got < 1.5*fair {
				t.Errorf("greedy won %v of %d games (wins %v), want at least 1.5 × the fair share %.0f", got, games, res.Wins, fair)
			}
		})
	}
}

func TestNewBot(t *testing.T) {
	for _, name := range theRuleset.Bots() {
		b, err := theRuleset.NewBot(name, 1)
		if err != nil || b.Name() != name {
			t.Errorf("NewBot(%q) = %v, %v", name, b, err)
		}
	}
	if _, err := theRuleset.NewBot("clever", 1); err == nil {
		t.Error("unknown bot accepted")
	}
}
