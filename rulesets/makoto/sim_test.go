package makoto

import (
	"fmt"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/sim"
	"tabletop/internal/testdepth"
)

// TestSimStatsAddUp: the statistics agree with the engine's own totals:
// points from cards, rewards and the Curtain add up to every score, every
// game hands out its first reward, and 1 and 2 workers count the same.
func TestSimStatsAddUp(t *testing.T) {
	var first sim.Result
	for _, workers := range []int{1, 2} {
		res, err := sim.Run(theRuleset, sim.Options{
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

// TestSimAllocatesNothingPerGame: after warm-up, sim's loop allocates
// nothing per game with random and greedy bots (the lid out of turn
// included), at the none and cheap check levels.
func TestSimAllocatesNothingPerGame(t *testing.T) {
	// MCTS games cost a hundred random ones: 10 more games (100 with
	// -long), enough to see one allocation in five games.
	mcts := testdepth.Sweep(enginetest.SimCase{Bots: []string{"mcts:8", "greedy"}, Few: 2, Many: 12},
		enginetest.SimCase{Bots: []string{"mcts:8", "greedy"}, Few: 20, Many: 120})
	enginetest.SimAllocatesNothing(t, theRuleset, 2, []enginetest.SimCase{
		{Bots: []string{"random"}, Few: 20, Many: 220},
		{Bots: []string{"greedy", "random"}, Few: 20, Many: 220},
		mcts,
	})
}

// BenchmarkTurn is one move (LegalMoves and Apply of a random one) in
// running 4-player games.
func BenchmarkTurn(b *testing.B) {
	buf := make([]engine.Move, 0, 1024)
	r := engine.NewRNG(1)
	s, _ := NewState(engine.Config{Players: 4})
	seed := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		if s.IsTerminal() {
			seed++
			s.Reset(seed)
		}
		buf = s.LegalMoves(buf[:0])
		if err := s.Apply(buf[r.Intn(len(buf))]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSimNone4 is sim makoto --players 4 --check none on one worker,
// per game (random bots).
func BenchmarkSimNone4(b *testing.B) { benchSim(b, engine.CheckNone) }

// BenchmarkSimCheap4 is sim's default check level on one worker, per game.
func BenchmarkSimCheap4(b *testing.B) { benchSim(b, engine.CheckCheap) }

// BenchmarkSim4Workers is sim makoto --players 4 at the cheap check level
// on 1 and on 2 workers: how sim grows with cores (per game).
func BenchmarkSim4Workers(b *testing.B) {
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) { benchSimOn(b, engine.CheckCheap, workers) })
	}
}

func benchSim(b *testing.B, level engine.CheckLevel) { benchSimOn(b, level, 1) }

// benchSimOn is benchSim on workers workers.
func benchSimOn(b *testing.B, level engine.CheckLevel, workers int) {
	b.ReportAllocs()
	res, err := sim.Run(theRuleset, sim.Options{
		Config: engine.Config{Players: 4, Seed: 1}, Games: b.N, Workers: workers, Level: level, Stats: true,
	})
	if err != nil || res.InvariantViolations != 0 {
		b.Fatal(err, res.Violations)
	}
	b.ReportMetric(float64(res.Moves)/float64(b.N), "moves/game")
}
