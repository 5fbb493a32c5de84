package mojo

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/sim"
	"tabletop/internal/testdepth"
)

// refMove is the reference rollout's policy, the cheapest random one: in
// Mojo Time turn up a random face-down card; otherwise play a random card
// of the hand (one-pile game, drawing from the draw pile), followed by
// further random cards while the last one matches the top card and cards
// are left (mojo.turn.equal).
func refMove(s *State, rng *engine.RNG) engine.Move {
	seat := s.cur
	if d := &s.down[seat]; d.size > 0 {
		return engine.Move{Kind: KindReveal, N: 1, Cards: [engine.MaxMoveCards]uint8{pick(d, rng.Intn(int(d.size)))}}
	}
	h := s.hand[seat]
	t := s.top(0)
	m := engine.Move{Kind: KindPlay}
	for {
		v := pick(&h, rng.Intn(int(h.size)))
		h.take(v)
		m.Cards[m.N] = v
		m.N++
		if v != t || h.size == 0 || int(m.N) == engine.MaxMoveCards {
			return m
		}
	}
}

// pick returns the value of the k-th card (0-based) of c in value order.
func pick(c *cards, k int) uint8 {
	for v := range uint8(NumValues) {
		if k < int(c.n[v]) {
			return v
		}
		k -= int(c.n[v])
	}
	return Unknown
}

// refApply plays m without Apply's checks: what Apply does once they pass.
func refApply(s *State, m *engine.Move) {
	s.last.valid, s.last.seat, s.last.flags, s.last.shuffles, s.last.move = true, s.cur, 0, 0, *m
	if m.Kind == KindReveal {
		s.reveal(m.Cards[0])
	} else {
		s.play(m)
	}
}

// refGame plays one 4-player game from start (reset by copying), with
// the invariants checked after every move when checked is set.
func refGame(start, s *State, seed uint64, rng *engine.RNG, checked bool) (int, error) {
	*s = *start
	s.rng.Seed(seed)
	s.round = 0
	s.startRound(0, true)
	moves := 0
	for s.phase == phasePlay {
		m := refMove(s, rng)
		refApply(s, &m)
		moves++
		if checked {
			if err := s.CheckInvariants(); err != nil {
				return moves, err
			}
		}
	}
	return moves, nil
}

// TestReferenceRolloutIsLegal: every move of the reference policy passes
// the engine's own checks, so the reference plays real games of Mojo.
func TestReferenceRolloutIsLegal(t *testing.T) {
	start, _ := NewState(engine.Config{Players: 4})
	rng := engine.NewRNG(3)
	for g := range 200 {
		s := start.Clone().(*State)
		s.rng.Seed(uint64(g))
		s.round = 0
		s.startRound(0, true)
		for s.phase == phasePlay {
			m := refMove(s, &rng)
			if err := s.check(&m); err != nil {
				t.Fatalf("game %d: reference move %s refused: %v", g, s.MoveString(m), err)
			}
			refApply(s, &m)
			if err := s.CheckInvariants(); err != nil {
				t.Fatalf("game %d: %v", g, err)
			}
		}
	}
}

// BenchmarkReference4 is the reference for what the hardware can do: an
// allocation-free 4-player rollout over the engine's own state with the
// cheapest random policy (no move list, no checks). sim's speed is
// compared with it (see BenchmarkSim4None).
func BenchmarkReference4(b *testing.B) { benchReference(b, false) }

// BenchmarkReference4Checked is the reference with the state's invariants
// checked after every move (compare BenchmarkSim4Cheap).
func BenchmarkReference4Checked(b *testing.B) { benchReference(b, true) }

func benchReference(b *testing.B, checked bool) {
	start, _ := NewState(engine.Config{Players: 4})
	s := start.Clone().(*State)
	rng := engine.NewRNG(1)
	moves := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		n, err := refGame(start, s, uint64(i), &rng, checked)
		if err != nil {
			b.Fatal(err)
		}
		moves += n
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchmarkSim4None is sim mojo --players 4 --check none on one worker,
// per game (random bots).
func BenchmarkSim4None(b *testing.B) { benchSim(b, engine.CheckNone, false) }

// BenchmarkSim4Cheap is sim's default check level on one worker, per game.
func BenchmarkSim4Cheap(b *testing.B) { benchSim(b, engine.CheckCheap, false) }

// BenchmarkSim4CheapStats is sim --json (statistics counted), per game.
func BenchmarkSim4CheapStats(b *testing.B) { benchSim(b, engine.CheckCheap, true) }

// BenchmarkSim4Workers is sim mojo --players 4 (statistics counted, as
// with --json) at the none and cheap check levels, on 1 and on 2 workers:
// how sim grows with cores (per game, so twice the speed halves ns/op).
func BenchmarkSim4Workers(b *testing.B) {
	for _, check := range []struct {
		name  string
		level engine.CheckLevel
	}{{"none", engine.CheckNone}, {"cheap", engine.CheckCheap}} {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("check=%s/workers=%d", check.name, workers), func(b *testing.B) { benchSimOn(b, check.level, true, workers) })
		}
	}
}

// BenchmarkReference4Workers is the reference rollout on 1 and on 2
// goroutines: what the machine itself gains from a second core.
func BenchmarkReference4Workers(b *testing.B) {
	start, _ := NewState(engine.Config{Players: 4})
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			var next atomic.Int64
			var wg sync.WaitGroup
			for w := range workers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					s := start.Clone().(*State)
					rng := engine.NewRNG(uint64(w) + 1)
					for next.Add(1) <= int64(b.N) {
						if _, err := refGame(start, s, rng.Uint64(), &rng, false); err != nil {
							panic(err)
						}
					}
				}()
			}
			wg.Wait()
		})
	}
}

func benchSim(b *testing.B, level engine.CheckLevel, stats bool) { benchSimOn(b, level, stats, 1) }

// benchSimOn is benchSim on workers workers.
func benchSimOn(b *testing.B, level engine.CheckLevel, stats bool, workers int) {
	b.ReportAllocs()
	res, err := sim.Run(Ruleset{}, sim.Options{
		Config: engine.Config{Players: 4, Seed: 1}, Games: b.N, Workers: workers, Level: level, Stats: stats,
	})
	if err != nil || res.InvariantViolations != 0 {
		b.Fatal(err, res.Violations)
	}
	b.ReportMetric(float64(res.Moves)/float64(b.N), "moves/game")
}

// TestSimAllocatesNothingPerGame: after warm-up, sim's loop allocates
// nothing per game (the state, agents and buffers are reused).
func TestSimAllocatesNothingPerGame(t *testing.T) {
	// 200 more games, 10 with MCTS bots (which cost a hundred random ones;
	// enough to see one allocation in five games); 400 and 100 with -long.
	cases := testdepth.Sweep([]enginetest.SimCase{
		{Bots: []string{"random"}, Few: 50, Many: 250},
		{Bots: []string{"greedy", "random"}, Few: 50, Many: 250},
		{Bots: []string{"mcts:8", "greedy"}, Few: 2, Many: 12},
	}, []enginetest.SimCase{
		{Bots: []string{"random"}, Few: 50, Many: 450},
		{Bots: []string{"greedy", "random"}, Few: 50, Many: 450},
		{Bots: []string{"mcts:8", "greedy"}, Few: 20, Many: 120},
	})
	enginetest.SimAllocatesNothing(t, Ruleset{}, 3, cases)
}

// TestSimStatsAddUp: every scored round ends one way or the other, the
// counters agree with the harness's own round and move counts, and the
// +10 is taken in some rounds but not all (mojo.round-end, mojo.score.mojo).
func TestSimStatsAddUp(t *testing.T) {
	for _, o := range optionSets {
		res, err := sim.Run(Ruleset{}, sim.Options{
			Config: engine.Config{Players: 4, Seed: 9, Options: o}, Games: 200, Workers: 2, Stats: true,
		})
		if err != nil || res.InvariantViolations != 0 {
			t.Fatal(err, res.Violations)
		}
		c := res.Counters
		if c["rounds"] != res.Rounds || c["turns"] != res.Moves {
			t.Fatalf("%v: counters %v, harness %d rounds, %d moves", o, c, res.Rounds, res.Moves)
		}
		if c["rounds_ended_by_empty_hand"]+c["rounds_ended_by_last_reveal"] != c["rounds"] {
			t.Fatalf("%v: round ends %v do not add up to the rounds", o, c)
		}
		if c["plus10_rounds"] == 0 || c["plus10_rounds"] == c["rounds"] {
			t.Fatalf("%v: +10 taken in %d of %d rounds", o, c["plus10_rounds"], c["rounds"])
		}
	}
}
