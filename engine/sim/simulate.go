// Package sim is the simulator: Run plays many games of a ruleset with
// bots on every core, checking the invariants after every move (the
// harness's levels), and reports wins, lengths, violations and the
// ruleset's own statistics (StatsRuleset); win rates come with their
// Wilson interval (ByBot). A state and its bots that implement Resetter,
// GameSummarizer and Reseeder are reused from game to game without
// allocating.
package sim

import (
	"errors"
	"runtime"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"unsafe"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Options configures a simulation.
type Options struct {
	Config   engine.Config // players and options; Config.Seed is the master seed
	Games    int           // number of games
	Bots     []string      // bot names, assigned to seats round-robin; empty = random
	Workers  int           // parallel workers; <= 0 uses every core
	Level    engine.CheckLevel
	MaxMoves int
	// Stats counts the ruleset's statistics (StatsRuleset) into
	// Result.Stats.
	Stats bool
	// PerGame keeps one row per game in Result.PerGame (sim --csv).
	PerGame bool
	// Progress, if set, is called after every game with the number of games
	// done, from the workers' goroutines: it must be quick and safe for
	// concurrent use.
	Progress func(done int)
	// Stop, if set, stops the simulation when it turns true (sim
	// interrupted): the games being played are dropped, and the result
	// covers the games finished, with Partial set.
	Stop *atomic.Bool
}

// Result aggregates a simulation. It holds no timing: it depends only on
// the options, the same whatever the number of workers.
type Result struct {
	Game                string         `json:"game"`
	Players             int            `json:"players"`
	Options             engine.Options `json:"options"`
	Seed                uint64         `json:"seed"`
	Games               int            `json:"games"`
	Bots                []string       `json:"bots"`
	Moves               int64          `json:"moves"`
	Rounds              int64          `json:"rounds"`
	InvariantViolations int            `json:"invariant_violations"`
	Violations          []string       `json:"violations,omitempty"` // the first few, by game number
	// ViolationErrs are Violations as errors, to tell them in a person's
	// language (i18n.ErrorIn); never in JSON.
	ViolationErrs []error `json:"-"`
	Wins          []int   `json:"wins"`        // per seat; a shared win counts for each
	SharedWins    int     `json:"shared_wins"` // games won by more than one seat
	MinMoves      int     `json:"min_moves"`
	MaxMoves      int     `json:"max_moves"`
	MinRounds     int     `json:"min_rounds"`
	MaxRounds     int     `json:"max_rounds"`
	// Stats are the ruleset's figures (StatsRecorder.Summary) and Counters
	// their raw totals, with Options.Stats.
	Stats    map[string]float64 `json:"stats,omitempty"`
	Counters map[string]int64   `json:"counters,omitempty"`
	// PerGame is one row per game, in game order, with Options.PerGame.
	PerGame *GameTable `json:"-"`
	// Partial is set when Options.Stop stopped the simulation before
	// every game was played: Games counts the games finished, of
	// GamesRequested.
	Partial        bool `json:"partial,omitempty"`
	GamesRequested int  `json:"games_requested,omitempty"`
}

// errSimStopped is a game dropped because the simulation was stopped.
var errSimStopped = errors.New("simulation stopped")

// GameTable is one row per simulated game.
type GameTable struct {
	// Counters names the ruleset's counters, the last columns of a row.
	Counters []string
	// Rows[i] is game i.
	Rows []GameRow
}

// GameRow is one simulated game.
type GameRow struct {
	Seed    uint64
	Moves   int
	Rounds  int
	Winners uint64 // bit i: seat i won
	Failed  bool   // the game broke an invariant
	Counts  []int64
}

// maxReported is how many violations a Result lists.
const maxReported = 10

// SeatBots returns the bot name for every seat: bots assigned round-robin.
func SeatBots(bots []string, players int) []string {
	if len(bots) == 0 {
		bots = []string{"random"}
	}
	out := make([]string, players)
	for i := range out {
		out[i] = bots[i%len(bots)]
	}
	return out
}

// simWorker is one worker's reusable game: its state, agents, buffers and
// partial result. After the first game a worker allocates nothing for a
// game when the state is a Resetter and GameSummarizer, every agent a
// Reseeder, and checks are none or cheap.
type simWorker struct {
	_        [64]byte // padding: no cache line shared with another worker
	rs       engine.Ruleset
	o        *Options
	seatBots []string
	s        engine.State
	agents   []engine.Agent
	buf      []engine.Move
	winners  []int
	rec      engine.StatsRecorder
	cnt      []int64 // this game's counters
	part     Result
	tot      []int64
	_        [64]byte
}

func newSimWorker(rs engine.Ruleset, o *Options, seatBots []string, players int) *simWorker {
	w := &simWorker{rs: rs, o: o, seatBots: seatBots, agents: lineSlice[engine.Agent](players),
		buf: make([]engine.Move, 0, 256), winners: lineSlice[int](players)[:0]}
	w.part.Wins = lineSlice[int](players)
	w.part.MinMoves, w.part.MinRounds = -1, -1
	if sr, ok := rs.(engine.StatsRuleset); ok && (o.Stats || o.PerGame) {
		w.rec = sr.NewStats(o.Config)
		w.cnt = lineSlice[int64](len(w.rec.Counters()))
		w.tot = lineSlice[int64](len(w.cnt))
	}
	return w
}

// lineSlice makes a slice of n values whose backing array fills whole
// 64-byte cache lines (for a T whose size divides 64): Go places an object
// of such a size on lines of its own, so what one worker writes during a
// game (its counters, winners, wins) never shares a cache line with
// another worker's data (false sharing costs a good part of what a second
// core adds).
func lineSlice[T any](n int) []T {
	size := int(unsafe.Sizeof(*new(T)))
	perLine := max(64/max(size, 1), 1)
	return make([]T, n, max(perLine, (n+perLine-1)/perLine*perLine))
}

// game plays game g.
func (w *simWorker) game(g int) (engine.GameStats, error) {
	o := w.o
	cfg := o.Config
	cfg.Seed = engine.DeriveSeed(o.Config.Seed, uint64(g))
	for seat := range w.agents {
		seed := engine.DeriveSeed(cfg.Seed, uint64(seat)+1)
		if r, ok := w.agents[seat].(Reseeder); ok {
			r.Reseed(seed)
		} else {
			w.agents[seat], _ = w.rs.NewBot(w.seatBots[seat], seed)
		}
	}
	clear(w.cnt)
	if o.Level >= engine.CheckDeep {
		// Deep checks play on a new state with a log: no reuse.
		var moved, ended func(engine.State)
		if w.rec != nil {
			moved = func(s engine.State) { w.rec.Move(s, w.cnt) }
			ended = func(s engine.State) { w.rec.End(s, w.cnt) }
		}
		return engine.CheckGameObserved(w.rs, cfg, w.agents, o.Level, o.MaxMoves, moved, ended)
	}
	if r, ok := w.s.(engine.Resetter); ok {
		r.Reset(cfg.Seed)
	} else {
		s, err := w.rs.New(cfg)
		if err != nil {
			return engine.GameStats{}, err
		}
		w.s = s
	}
	return w.run(w.s)
}

// run plays s to the end with the worker's agents, checking it at the
// cheap level (or not at all), as CheckGame does without allocating.
func (w *simWorker) run(s engine.State) (engine.GameStats, error) {
	var stats engine.GameStats
	maxMoves := w.o.MaxMoves
	if maxMoves <= 0 {
		maxMoves = engine.DefaultMaxMoves
	}
	cheap := w.o.Level >= engine.CheckCheap
	if cheap {
		if err := w.cheapCheck(s); err != nil {
			return stats, i18n.NewError("engine.error.sim-setup", i18n.Args{"Err": err})
		}
	}
	after := func(seat int, m engine.Move, s engine.State) error {
		stats.Moves++
		if w.rec != nil {
			w.rec.Move(s, w.cnt)
		}
		if o := w.o; o.Stop != nil && o.Stop.Load() {
			return errSimStopped
		}
		if stats.Moves > maxMoves {
			return i18n.NewError("engine.error.sim-too-long", i18n.Args{"Count": maxMoves})
		}
		if cheap {
			if err := w.cheapCheck(s); err != nil {
				return i18n.NewError("engine.error.sim-after-move", i18n.Args{"N": stats.Moves, "Seat": i18n.Seat(seat + 1), "Move": i18n.Quoted(s.MoveString(m)), "Err": err})
			}
		}
		return nil
	}
	// Moves out of turn are offered only when some agent may make them.
	_, anytime := s.(engine.AnytimeMover)
	if anytime {
		anytime = false
		for _, a := range w.agents {
			if _, ok := a.(engine.AnytimeAgent); ok {
				anytime = true
			}
		}
	}
	buf := w.buf
	for !s.IsTerminal() {
		if anytime {
			var err error
			if buf, err = engine.OfferAnytime(s, w.agents, buf, after); err != nil {
				return stats, err
			}
			if s.IsTerminal() {
				break
			}
		}
		seat := s.CurrentPlayer()
		buf = s.LegalMoves(buf[:0])
		if len(buf) == 0 {
			return stats, i18n.NewError("engine.error.sim-no-legal", i18n.Args{"Seat": seat + 1})
		}
		m := w.agents[seat].Choose(s, buf)
		if err := s.Apply(m); err != nil {
			return stats, i18n.NewError("engine.error.sim-chose", i18n.Args{"Bot": w.agents[seat].Name(), "Move": i18n.Quoted(s.MoveString(m)), "Err": err})
		}
		if err := after(seat, m, s); err != nil {
			return stats, err
		}
	}
	w.buf = buf
	if sum, ok := s.(engine.GameSummarizer); ok {
		stats.Rounds = sum.RoundCount()
		w.winners = sum.AppendWinners(w.winners[:0])
		if cheap {
			if err := checkScoreBoundsFast(s, sum); err != nil {
				return stats, err
			}
		}
	} else {
		stats.Rounds = len(s.Rounds())
		w.winners = append(w.winners[:0], s.Winners()...)
		if cheap {
			if err := engine.CheckScoreBounds(s); err != nil {
				return stats, err
			}
		}
	}
	stats.Winners = w.winners
	if len(stats.Winners) == 0 {
		return stats, i18n.NewError("engine.error.sim-no-winner", nil)
	}
	if w.rec != nil {
		w.rec.End(s, w.cnt)
	}
	return stats, nil
}

// cheapCheck is CheckGame's check at the cheap level.
func (w *simWorker) cheapCheck(s engine.State) error {
	if err := s.CheckInvariants(); err != nil {
		return err
	}
	if s.IsTerminal() {
		if n := len(s.LegalMoves(w.buf[:0])); n != 0 {
			return i18n.NewError("engine.error.chk-terminal-but", i18n.Args{"Count": n})
		}
	}
	if cp := s.CurrentPlayer(); s.IsTerminal() != (cp == -1) || cp < -1 || cp >= s.NumPlayers() {
		return i18n.NewError("engine.error.chk-current", i18n.Args{"Cur": cp, "Terminal": strconv.FormatBool(s.IsTerminal())})
	}
	return nil
}

// Run plays many games on all cores, checking invariants after every
// move. Game i is seeded with DeriveSeed(seed, i), and its bots with seeds
// derived from that, so results do not depend on scheduling.
//
// Workers share nothing but an atomic game counter: each keeps its own
// state, agents, buffers and partial result, merged at the end.
func Run(rs engine.Ruleset, o Options) (Result, error) {
	run, err := newSimRun(rs, o)
	if err != nil {
		return Result{}, err
	}
	var wg sync.WaitGroup
	for _, w := range run.ws {
		wg.Add(1)
		go func(w *simWorker) {
			defer wg.Done()
			run.work(w)
		}(w)
	}
	wg.Wait()
	return run.result(), nil
}

// simFailure is a game that broke an invariant.
type simFailure struct {
	game int
	err  error
}

// simRun is one Run call: its options, workers and what they share.
type simRun struct {
	rs       engine.Ruleset
	o        Options
	opts     engine.Options
	seatBots []string
	ws       []*simWorker
	next     atomic.Int64 // the next game to hand out
	done     atomic.Int64 // games finished, for the progress bar
	mu       sync.Mutex
	failures []simFailure
	table    *GameTable
	counts   []int64 // the table's counters, one slice for every game
	played   []bool  // the table's rows played, when the games may stop
}

// newSimRun checks the set-up (bots, the first deal, the options) and
// builds the workers.
func newSimRun(rs engine.Ruleset, o Options) (*simRun, error) {
	players := o.Config.Players
	run := &simRun{rs: rs, o: o, seatBots: SeatBots(o.Bots, players)}
	for _, b := range run.seatBots {
		if _, err := rs.NewBot(b, 0); err != nil {
			return nil, err
		}
	}
	if _, err := rs.New(o.Config); err != nil {
		return nil, err
	}
	opts, err := engine.Resolve(rs.Options(), o.Config.Options)
	if err != nil {
		return nil, err
	}
	run.opts = opts
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers > o.Games {
		workers = max(o.Games, 1)
	}
	run.ws = make([]*simWorker, workers)
	for i := range run.ws {
		run.ws[i] = newSimWorker(rs, &run.o, run.seatBots, players)
	}
	if o.PerGame {
		run.table = &GameTable{Rows: make([]GameRow, o.Games)}
		if run.ws[0].rec != nil {
			run.table.Counters = run.ws[0].rec.Counters()
			run.counts = make([]int64, o.Games*len(run.table.Counters))
		}
		if o.Stop != nil {
			run.played = make([]bool, o.Games)
		}
	}
	return run, nil
}

// simBatch is how many games a worker takes at once: one atomic add per
// batch, not per game.
const simBatch = 64

// work plays games on worker w until none are left or the run is stopped.
func (run *simRun) work(w *simWorker) {
	o := &run.o
	for {
		first := int(run.next.Add(simBatch) - simBatch)
		if first >= o.Games {
			return
		}
		for g := first; g < min(first+simBatch, o.Games); g++ {
			if o.Stop != nil && o.Stop.Load() {
				return
			}
			st, err := w.game(g)
			if errors.Is(err, errSimStopped) {
				return
			}
			run.count(w, g, st, err)
			if o.Progress != nil {
				o.Progress(int(run.done.Add(1)))
			}
		}
	}
}

// count adds game g, played by w, to w's partial result and to the
// per-game table.
func (run *simRun) count(w *simWorker, g int, st engine.GameStats, err error) {
	part := &w.part
	part.Games++
	part.Moves += int64(st.Moves)
	part.Rounds += int64(st.Rounds)
	if err != nil {
		run.mu.Lock()
		run.failures = append(run.failures, simFailure{g, i18n.NewError("engine.error.sim-game", i18n.Args{"Game": g, "Seed": engine.DeriveSeed(run.o.Config.Seed, uint64(g)), "Err": err})})
		run.mu.Unlock()
	} else {
		for _, s := range st.Winners {
			part.Wins[s]++
		}
		if len(st.Winners) > 1 {
			part.SharedWins++
		}
		if part.MinMoves < 0 || st.Moves < part.MinMoves {
			part.MinMoves = st.Moves
		}
		part.MaxMoves = max(part.MaxMoves, st.Moves)
		if part.MinRounds < 0 || st.Rounds < part.MinRounds {
			part.MinRounds = st.Rounds
		}
		part.MaxRounds = max(part.MaxRounds, st.Rounds)
		for i, c := range w.cnt {
			w.tot[i] += c
		}
	}
	if run.table == nil {
		return
	}
	row := GameRow{Seed: engine.DeriveSeed(run.o.Config.Seed, uint64(g)), Moves: st.Moves, Rounds: st.Rounds, Failed: err != nil}
	if err == nil {
		for _, s := range st.Winners {
			row.Winners |= 1 << s
		}
	}
	if k := len(w.cnt); k > 0 {
		row.Counts = run.counts[g*k : (g+1)*k : (g+1)*k]
		copy(row.Counts, w.cnt)
	}
	run.table.Rows[g] = row
	if run.played != nil {
		run.played[g] = true
	}
}

// result merges the workers' partial results.
func (run *simRun) result() Result {
	o := &run.o
	res := Result{
		Game: run.rs.Name(), Players: o.Config.Players, Options: run.opts, Seed: o.Config.Seed,
		Games: o.Games, Bots: run.seatBots, Wins: make([]int, o.Config.Players), MinMoves: -1, MinRounds: -1,
		PerGame: run.table,
	}
	var tot []int64
	games := 0
	for _, w := range run.ws {
		p := &w.part
		games += p.Games
		res.Moves += p.Moves
		res.Rounds += p.Rounds
		res.SharedWins += p.SharedWins
		for i, w := range p.Wins {
			res.Wins[i] += w
		}
		if p.MinMoves >= 0 && (res.MinMoves < 0 || p.MinMoves < res.MinMoves) {
			res.MinMoves = p.MinMoves
		}
		if p.MinRounds >= 0 && (res.MinRounds < 0 || p.MinRounds < res.MinRounds) {
			res.MinRounds = p.MinRounds
		}
		res.MaxMoves = max(res.MaxMoves, p.MaxMoves)
		res.MaxRounds = max(res.MaxRounds, p.MaxRounds)
		if w.tot != nil {
			if tot == nil {
				tot = make([]int64, len(w.tot))
			}
			for i, c := range w.tot {
				tot[i] += c
			}
		}
	}
	res.MinMoves, res.MinRounds = max(res.MinMoves, 0), max(res.MinRounds, 0)
	if games < o.Games {
		run.stopped(&res, games)
	}
	failures := run.failures
	sort.Slice(failures, func(i, j int) bool { return failures[i].game < failures[j].game })
	res.InvariantViolations = len(failures)
	for i := 0; i < len(failures) && i < maxReported; i++ {
		res.Violations = append(res.Violations, failures[i].err.Error())
		res.ViolationErrs = append(res.ViolationErrs, failures[i].err)
	}
	if o.Stats && tot != nil {
		rec := run.ws[0].rec
		res.Stats = rec.Summary(tot, res.Games-len(failures))
		res.Counters = make(map[string]int64, len(tot))
		for i, k := range rec.Counters() {
			res.Counters[k] = tot[i]
		}
	}
	return res
}

// stopped marks res partial: it covers the games finished, and the
// per-game table only their rows.
func (run *simRun) stopped(res *Result, games int) {
	res.Partial, res.Games, res.GamesRequested = true, games, run.o.Games
	if run.table == nil {
		return
	}
	rows := run.table.Rows[:0]
	for g, row := range run.table.Rows {
		if run.played[g] {
			rows = append(rows, row)
		}
	}
	run.table.Rows = rows
}
