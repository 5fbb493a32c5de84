package makoto

import (
	"testing"

	"tabletop/engine"
)

// TestResetEqualsNew: Reset deals exactly the game NewState deals.
func TestResetEqualsNew(t *testing.T) {
	for _, players := range []int{2, 3, 5} {
		for _, o := range []engine.Options{nil, {OptionSeries: "on"}} {
			s, err := NewState(engine.Config{Players: players, Options: o, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			for seed := range uint64(5) {
				want, _ := NewState(engine.Config{Players: players, Options: o, Seed: seed + 10})
				s.Reset(seed + 10)
				if !s.Equal(want) || s.Config().Seed != want.Config().Seed {
					t.Fatalf("%d players, %v, seed %d: Reset differs from New", players, o, seed+10)
				}
			}
		}
	}
}

// TestSimStatsAddUp: the statistics agree with the engine's own totals:
// points from cards, rewards and the Curtain add up to every score, every
// game hands out its first reward, and 1 and 2 workers count the same.
func TestSimStatsAddUp(t *testing.T) {
	var first engine.SimResult
	for _, workers := range []int{1, 2} {
		res, err := engine.Simulate(theRuleset, engine.SimOptions{
			Config: engine.Config{Players: 4, Seed: 3}, Games: 300, Workers: workers, Stats: true, PerGame: true,
		})
		if err != nil || res.InvariantViolations != 0 {
			t.Fatal(err, res.Violations)
		}
		c := res.Counters
		if c["games"] != 300 || c["reward_1_taken"] != 300 || c["tricks"] < 300 {
			t.Fatalf("counters %v", c)
		}
		if workers == 1 {
			first = res
			continue
		}
		for k, v := range first.Counters {
			if res.Counters[k] != v {
				t.Fatalf("%s: %d with 1 worker, %d with 2", k, v, res.Counters[k])
			}
		}
		for i, r := range first.PerGame.Rows {
			if r2 := res.PerGame.Rows[i]; r2.Seed != r.Seed || r2.Winners != r.Winners || r2.Moves != r.Moves {
				t.Fatalf("game %d differs between 1 and 2 workers", i)
			}
		}
	}
}
