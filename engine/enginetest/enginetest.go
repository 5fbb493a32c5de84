// Package enginetest holds checks that every ruleset's tests run the same
// way on their own game: Conformance, everything the engine asks of a game
// and everything it offers beyond it (engine/capability), in one place;
// and the search bot's reseeding, its ranking of a table's moves, and a
// simulation that allocates nothing per game.
package enginetest

import (
	"runtime"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/mcts"
	"tabletop/engine/sim"
)

// Reseeder is a search bot that can be reseeded (mcts.Bot).
type Reseeder interface {
	engine.Agent
	sim.Reseeder
}

// ReseedIsNew checks that a bot which has searched and is then reseeded
// chooses every move of states as a bot built with that seed (the
// simulator reuses one bot per seat for all its games).
func ReseedIsNew[B Reseeder](t *testing.T, states []engine.State, newBot func(seed uint64) B) {
	t.Helper()
	reused := newBot(1)
	buf := make([]engine.Move, 0, 64)
	for i, s := range states {
		buf = s.LegalMoves(buf[:0])
		reused.Choose(s, buf) // search with the old seed first
		seed := uint64(100 + i)
		reused.Reseed(seed)
		got := reused.Choose(s, buf)
		if want := newBot(seed).Choose(s, buf); got != want {
			t.Errorf("position %d: reseeded bot chose %s, a new bot %s", i, s.MoveString(got), s.MoveString(want))
		}
	}
}

// RankDeclarable checks the table hint's ranking on table states: some
// move is ranked, every ranked move may be declared (declarable), the
// moves come best first, and the same seed ranks the same way.
func RankDeclarable[B mcts.MoveRanker](t *testing.T, states []engine.State, newBot func(seed uint64) B, declarable func(engine.State) []engine.Move) {
	t.Helper()
	for i, s := range states {
		may := map[string]bool{}
		for _, m := range declarable(s) {
			may[s.MoveString(m)] = true
		}
		ranked := newBot(7).Rank(s.Clone())
		if len(ranked) == 0 {
			t.Fatalf("table state %d: no move ranked", i)
		}
		for k, mv := range ranked {
			if !may[s.MoveString(mv.Move)] {
				t.Errorf("table state %d: ranked %s, which cannot be declared", i, s.MoveString(mv.Move))
			}
			if k > 0 && mv.Value > ranked[k-1].Value {
				t.Errorf("table state %d: %s ranked below a worse move", i, s.MoveString(mv.Move))
			}
		}
		again := newBot(7).Rank(s.Clone())
		if len(again) != len(ranked) || again[0] != ranked[0] {
			t.Errorf("table state %d: the same seed ranked differently", i)
		}
	}
}

// States returns states as engine.States.
func States[S engine.State](states []S) []engine.State {
	out := make([]engine.State, len(states))
	for i, s := range states {
		out[i] = s
	}
	return out
}

// SimCase is one run of SimAllocatesNothing: the seats' bots, and the two
// game counts whose allocations are compared.
type SimCase struct {
	Bots      []string
	Few, Many int
}

// SimAllocatesNothing checks that, after warm-up, sim's loop allocates
// nothing per game (4 players, one worker, statistics on) with each case's
// bots, at the none and cheap check levels: the allocations of Many games
// less those of Few, per extra game, stay under 0.01, or at one (a stray
// allocation in one of the runs moves the mean by a fraction of one,
// whatever the number of games). runs is how many
// times each count is measured. Only the code's own allocations count
// (CodeAllocsPerRun), not the runtime's: the test failed about one run in
// two when the runtime made a goroutine afresh (issue 19, D15).
func SimAllocatesNothing(t *testing.T, rs engine.Ruleset, runs int, cases []SimCase) {
	t.Helper()
	for _, c := range cases {
		for _, level := range []engine.CheckLevel{engine.CheckNone, engine.CheckCheap} {
			run := func(games int) float64 {
				return CodeAllocsPerRun(runs, func() {
					if _, err := sim.Run(rs, sim.Options{
						Config: engine.Config{Players: 4, Seed: 5}, Games: games, Workers: 1, Level: level, Bots: c.Bots, Stats: true,
					}); err != nil {
						panic(err)
					}
				})
			}
			few, many := run(c.Few), run(c.Many)
			if perGame := (many - few) / float64(c.Many-c.Few); perGame > 0.01 && many-few > 1 {
				t.Errorf("%v, level %d: %.2f allocations a game (%v for %d games, %v for %d)", c.Bots, level, perGame, few, c.Few, many, c.Many)
			}
		}
	}
}

// CodeAllocsPerRun is testing.AllocsPerRun counting only the allocations
// made by tabletop's own code, as the memory profile records them: those
// whose stack holds a function of a tabletop package. The runtime's
// allocations for itself (runtimeOwn: a goroutine's descriptor when none
// is free to reuse, which depends on when the last one exited; a thread; a
// garbage collector's worker) depend on timing, not on the code, and are
// left out. f is called once to warm up, then runs times; the result is
// the mean.
func CodeAllocsPerRun(runs int, f func()) float64 {
	defer func(rate int) { runtime.MemProfileRate = rate }(runtime.MemProfileRate)
	runtime.MemProfileRate = 1 // every allocation from now on
	f()
	before := codeAllocs()
	for range runs {
		f()
	}
	return float64(codeAllocs()-before) / float64(runs)
}

// codeAllocs is the number of objects allocated so far by tabletop's code,
// as the memory profile records them.
func codeAllocs() int64 {
	// The profile holds what was allocated up to two collections ago.
	for range 3 {
		runtime.GC()
	}
	var recs []runtime.MemProfileRecord
	for {
		n, ok := runtime.MemProfile(recs, true)
		if ok {
			recs = recs[:n]
			break
		}
		recs = make([]runtime.MemProfileRecord, n+50)
	}
	var total int64
	for i := range recs {
		code := false
		frames := runtime.CallersFrames(recs[i].Stack())
		for {
			fr, more := frames.Next()
			if fr.Function == countingFunc || runtimeOwn[fr.Function] {
				code = false // the count's own allocations, or the runtime's
				break
			}
			code = code || strings.HasPrefix(fr.Function, "tabletop/")
			if !more {
				break
			}
		}
		if code {
			total += recs[i].AllocObjects
		}
	}
	return total
}

// countingFunc is codeAllocs's name in a stack.
const countingFunc = "tabletop/engine/enginetest.codeAllocs"

// runtimeOwn are the runtime's functions that allocate for its own
// bookkeeping, when it pleases, under any code: a goroutine's descriptor
// and its place in the list of all goroutines, a thread, a garbage
// collector's worker, the record of a goroutine waiting on a lock or a
// channel (taken from a cache that is per processor), and the caches of
// type assertions and type switches, shared by every goroutine and
// rebuilt as they fill (an MCTS bot's search met one under load: a stray
// allocation that made a per-game count fail now and then).
var runtimeOwn = map[string]bool{
	"runtime.malg": true, "runtime.allgadd": true, "runtime.allocm": true,
	"runtime.gcBgMarkWorker": true, "runtime.acquireSudog": true,
	"runtime.buildTypeAssertCache": true, "runtime.buildInterfaceSwitchCache": true,
}
