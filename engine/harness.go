package engine

import (
	"fmt"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
)

// DefaultMaxMoves bounds the length of one game in the harness: a game that
// has not ended after this many moves is an invariant violation.
const DefaultMaxMoves = 20000

// CheckLevel chooses how much the harness checks after every move.
type CheckLevel int

const (
	// CheckCheap: the ruleset's invariant (no card created or lost, counts
	// consistent), legal moves empty exactly when the game is over, the
	// current player in range, bounded length, and at the end every round's
	// scores within the state's ScoreBounds.
	CheckCheap CheckLevel = iota
	// CheckDeep adds, after every move: a clone equals the original and is
	// independent of it; every legal move's notation, and every move a seat
	// may make out of turn (AnytimeMover), is unique and reads back as the
	// same move; and at the end, replaying the game's log (saved and read
	// back as YAML, moves out of turn included) rebuilds an equal state.
	CheckDeep
)

// GameStats is what the harness measured in one game.
type GameStats struct {
	Moves   int
	Rounds  int
	Winners []int
}

// CheckGame plays one game of rs with cfg and the given agents, checking the
// invariants after every move at the given level. It returns the first
// violation as an error.
func CheckGame(rs Ruleset, cfg Config, agents []Agent, level CheckLevel, maxMoves int) (GameStats, error) {
	if maxMoves <= 0 {
		maxMoves = DefaultMaxMoves
	}
	var names []string
	if level >= CheckDeep && cfg.Names == nil {
		// The log's names, also in the state's round details, which
		// replay compares.
		names = make([]string, cfg.Players)
		for i := range names {
			names[i] = fmt.Sprintf("p%d", i+1)
		}
		cfg.Names = names
	}
	s, err := rs.New(cfg)
	if err != nil {
		return GameStats{}, err
	}
	var (
		stats GameStats
		log   *GameLog
		buf   = make([]Move, 0, 256)
		clone State
	)
	if level >= CheckDeep {
		if names = cfg.Names; len(names) != s.NumPlayers() {
			names = make([]string, s.NumPlayers())
			for i := range names {
				names[i] = fmt.Sprintf("p%d", i+1)
			}
		}
		log = NewLog(s, names)
		clone = s.Clone()
	}
	check := func() error {
		if err := s.CheckInvariants(); err != nil {
			return err
		}
		// Run refuses a live game without legal moves; what is left to see is
		// that a finished game has none (deep checks look every time).
		if level >= CheckDeep || s.IsTerminal() {
			buf = s.LegalMoves(buf[:0])
			if s.IsTerminal() != (len(buf) == 0) {
				return fmt.Errorf("terminal=%v but %d legal moves", s.IsTerminal(), len(buf))
			}
		}
		if cp := s.CurrentPlayer(); s.IsTerminal() != (cp == -1) || cp < -1 || cp >= s.NumPlayers() {
			return fmt.Errorf("current player %d (terminal=%v)", cp, s.IsTerminal())
		}
		if level < CheckDeep {
			return nil
		}
		return deepCheck(s, buf, clone)
	}
	if err := check(); err != nil {
		return stats, fmt.Errorf("at set-up: %w", err)
	}
	err = Run(s, agents, func(seat int, m Move, after State) error {
		stats.Moves++
		if log != nil {
			log.Record(seat, m, after)
		}
		if stats.Moves > maxMoves {
			return fmt.Errorf("game longer than %d moves", maxMoves)
		}
		if err := check(); err != nil {
			return fmt.Errorf("after move %d (%s %q): %w", stats.Moves, seatName(seat), after.MoveString(m), err)
		}
		return nil
	})
	if err != nil {
		return stats, err
	}
	stats.Rounds = len(s.Rounds())
	stats.Winners = s.Winners()
	if len(stats.Winners) == 0 {
		return stats, fmt.Errorf("game over without a winner")
	}
	if err := checkScoreBounds(s); err != nil {
		return stats, err
	}
	if log != nil {
		if err := checkLogRoundTrip(s, log); err != nil {
			return stats, err
		}
	}
	return stats, nil
}

func seatName(seat int) string { return fmt.Sprintf("seat %d", seat+1) }

func deepCheck(s State, legal []Move, clone State) error {
	s.CloneInto(clone)
	if !clone.Equal(s) || !s.Equal(clone) {
		return fmt.Errorf("CloneInto gives a state that is not Equal")
	}
	c := s.Clone()
	if !c.Equal(s) {
		return fmt.Errorf("Clone gives a state that is not Equal")
	}
	seen := make(map[string]bool, len(legal))
	for _, m := range legal {
		str := s.MoveString(m)
		if seen[str] {
			return fmt.Errorf("two legal moves print as %q", str)
		}
		seen[str] = true
		back, err := s.ParseMove(str)
		if err != nil {
			return fmt.Errorf("legal move %q does not parse: %w", str, err)
		}
		if back != m {
			return fmt.Errorf("legal move %q parses to a different move", str)
		}
		if again := s.MoveString(back); again != str {
			return fmt.Errorf("notation not canonical: %q prints back as %q", str, again)
		}
	}
	if am, ok := s.(AnytimeMover); ok {
		var out []Move
		for seat := range s.NumPlayers() {
			out = am.AnytimeMoves(seat, out[:0])
			if len(out) > 0 && seat == s.CurrentPlayer() {
				return fmt.Errorf("%s, the seat to move, has moves out of turn", seatName(seat))
			}
			for _, m := range out {
				str := s.MoveString(m)
				back, err := s.ParseMove(str)
				if err != nil || back != m {
					return fmt.Errorf("%s's move out of turn %q does not read back (%v)", seatName(seat), str, err)
				}
			}
			if len(out) > 0 {
				// Making one on a clone must work and leave the original alone.
				c := s.Clone()
				if err := c.(AnytimeMover).ApplyAnytime(seat, out[0]); err != nil {
					return fmt.Errorf("%s's move out of turn %q rejected: %w", seatName(seat), s.MoveString(out[0]), err)
				}
				if c.Equal(s) || !clone.Equal(s) {
					return fmt.Errorf("%s's move out of turn %q changed nothing or changed the original", seatName(seat), s.MoveString(out[0]))
				}
			}
		}
	}
	if len(legal) > 0 {
		// Applying to the clone must leave the original alone.
		if err := c.Apply(legal[len(legal)-1]); err != nil {
			return fmt.Errorf("legal move %q rejected: %w", s.MoveString(legal[len(legal)-1]), err)
		}
		if c.Equal(s) {
			return fmt.Errorf("a move changed nothing, or a clone shares memory with the original")
		}
		if !clone.Equal(s) {
			return fmt.Errorf("applying a move to a clone changed the original")
		}
	}
	return nil
}

func checkLogRoundTrip(s State, log *GameLog) error {
	data, err := log.Marshal()
	if err != nil {
		return fmt.Errorf("log does not marshal: %w", err)
	}
	back, err := ParseLog("log", data)
	if err != nil {
		return fmt.Errorf("log does not read back: %w", err)
	}
	r, err := Replay("log", back)
	if err != nil {
		return fmt.Errorf("log does not replay: %w", err)
	}
	if !r.Equal(s) {
		return fmt.Errorf("replaying the log gives a different final state")
	}
	return nil
}

// SimOptions configures a simulation.
type SimOptions struct {
	Config   Config   // players and options; Config.Seed is the master seed
	Games    int      // number of games
	Bots     []string // bot names, assigned to seats round-robin; empty = random
	Workers  int      // parallel workers; <= 0 uses every core
	Level    CheckLevel
	MaxMoves int
	// Progress, if set, is called now and then with the number of games done.
	Progress func(done int)
}

// SimResult aggregates a simulation. Apart from nothing (it holds no
// timing), it depends only on the options: the same options give the same
// result whatever the number of workers.
type SimResult struct {
	Game                string   `json:"game"`
	Players             int      `json:"players"`
	Options             Options  `json:"options"`
	Seed                uint64   `json:"seed"`
	Games               int      `json:"games"`
	Bots                []string `json:"bots"`
	Moves               int64    `json:"moves"`
	Rounds              int64    `json:"rounds"`
	InvariantViolations int      `json:"invariant_violations"`
	Violations          []string `json:"violations,omitempty"` // the first few, by game number
	Wins                []int    `json:"wins"`                 // per seat; a shared win counts for each
	SharedWins          int      `json:"shared_wins"`          // games won by more than one seat
	MinMoves            int      `json:"min_moves"`
	MaxMoves            int      `json:"max_moves"`
	MinRounds           int      `json:"min_rounds"`
	MaxRounds           int      `json:"max_rounds"`
}

// maxReported is how many violations a SimResult lists.
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

// Simulate plays many games on all cores, checking invariants after every
// move. Game i is seeded with DeriveSeed(seed, i), and its bots with seeds
// derived from that, so results do not depend on scheduling.
func Simulate(rs Ruleset, o SimOptions) (SimResult, error) {
	players := o.Config.Players
	seatBots := SeatBots(o.Bots, players)
	for _, b := range seatBots {
		if _, err := rs.NewBot(b, 0); err != nil {
			return SimResult{}, err
		}
	}
	if _, err := rs.New(o.Config); err != nil {
		return SimResult{}, err
	}
	opts, err := Resolve(rs.Options(), o.Config.Options)
	if err != nil {
		return SimResult{}, err
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers > o.Games {
		workers = max(o.Games, 1)
	}
	type failure struct {
		game int
		msg  string
	}
	var (
		next     atomic.Int64
		done     atomic.Int64
		mu       sync.Mutex
		failures []failure
		wg       sync.WaitGroup
	)
	partials := make([]SimResult, workers)
	for w := range workers {
		wg.Add(1)
		go func(part *SimResult) {
			defer wg.Done()
			part.Wins = make([]int, players)
			part.MinMoves, part.MinRounds = -1, -1
			agents := make([]Agent, players)
			for {
				g := int(next.Add(1) - 1)
				if g >= o.Games {
					return
				}
				cfg := o.Config
				cfg.Seed = DeriveSeed(o.Config.Seed, uint64(g))
				for seat := range agents {
					agents[seat], _ = rs.NewBot(seatBots[seat], DeriveSeed(cfg.Seed, uint64(seat)+1))
				}
				st, err := CheckGame(rs, cfg, agents, o.Level, o.MaxMoves)
				part.Moves += int64(st.Moves)
				part.Rounds += int64(st.Rounds)
				if err != nil {
					mu.Lock()
					failures = append(failures, failure{g, fmt.Sprintf("game %d (seed %d): %v", g, cfg.Seed, err)})
					mu.Unlock()
				} else {
					for _, w := range st.Winners {
						part.Wins[w]++
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
				}
				if d := done.Add(1); o.Progress != nil && d%1000 == 0 {
					o.Progress(int(d))
				}
			}
		}(&partials[w])
	}
	wg.Wait()

	res := SimResult{
		Game: rs.Name(), Players: players, Options: opts, Seed: o.Config.Seed,
		Games: o.Games, Bots: seatBots, Wins: make([]int, players), MinMoves: -1, MinRounds: -1,
	}
	for _, p := range partials {
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
	}
	res.MinMoves, res.MinRounds = max(res.MinMoves, 0), max(res.MinRounds, 0)
	sort.Slice(failures, func(i, j int) bool { return failures[i].game < failures[j].game })
	res.InvariantViolations = len(failures)
	for i := 0; i < len(failures) && i < maxReported; i++ {
		res.Violations = append(res.Violations, failures[i].msg)
	}
	return res, nil
}
