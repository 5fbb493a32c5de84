package engine

import (
	"fmt"
	"strconv"

	"tabletop/engine/i18n"
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

// CheckNone checks nothing after a move but the length of the game, and at
// the end that it has a winner: the speed of the bare engine.
const CheckNone CheckLevel = -1

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
	return CheckGameObserved(rs, cfg, agents, level, maxMoves, nil, nil)
}

// CheckGameObserved is CheckGame, calling moved (when not nil) with the
// state after every move, and ended (when not nil) with the finished game
// once it passed every check: the simulator counts a ruleset's statistics
// with them.
func CheckGameObserved(rs Ruleset, cfg Config, agents []Agent, level CheckLevel, maxMoves int, moved, ended func(State)) (GameStats, error) {
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
				return i18n.NewError("engine.error.chk-terminal-moves", i18n.Args{"Terminal": strconv.FormatBool(s.IsTerminal()), "Count": len(buf)})
			}
		}
		if cp := s.CurrentPlayer(); s.IsTerminal() != (cp == -1) || cp < -1 || cp >= s.NumPlayers() {
			return i18n.NewError("engine.error.chk-current", i18n.Args{"Cur": cp, "Terminal": strconv.FormatBool(s.IsTerminal())})
		}
		if level < CheckDeep {
			return nil
		}
		return deepCheck(s, buf, clone)
	}
	if err := check(); err != nil {
		return stats, i18n.NewError("engine.error.sim-setup", i18n.Args{"Err": err})
	}
	err = Run(s, agents, func(seat int, m Move, after State) error {
		stats.Moves++
		if moved != nil {
			moved(after)
		}
		if log != nil {
			log.Record(seat, m, after)
		}
		if stats.Moves > maxMoves {
			return i18n.NewError("engine.error.sim-too-long", i18n.Args{"Count": maxMoves})
		}
		if err := check(); err != nil {
			return i18n.NewError("engine.error.sim-after-move", i18n.Args{"N": stats.Moves, "Seat": i18n.Seat(seat + 1), "Move": i18n.Quoted(after.MoveString(m)), "Err": err})
		}
		return nil
	})
	if err != nil {
		return stats, err
	}
	stats.Rounds = len(s.Rounds())
	stats.Winners = s.Winners()
	if len(stats.Winners) == 0 {
		return stats, i18n.NewError("engine.error.sim-no-winner", nil)
	}
	if err := CheckScoreBounds(s); err != nil {
		return stats, err
	}
	if log != nil {
		if err := checkLogRoundTrip(s, log); err != nil {
			return stats, err
		}
	}
	if ended != nil {
		ended(s)
	}
	return stats, nil
}

func deepCheck(s State, legal []Move, clone State) error {
	s.CloneInto(clone)
	if !clone.Equal(s) || !s.Equal(clone) {
		return i18n.NewError("engine.error.chk-clone-into", nil)
	}
	c := s.Clone()
	if !c.Equal(s) {
		return i18n.NewError("engine.error.chk-clone", nil)
	}
	seen := make(map[string]bool, len(legal))
	for _, m := range legal {
		str := s.MoveString(m)
		if seen[str] {
			return i18n.NewError("engine.error.chk-same-text", i18n.Args{"Move": i18n.Quoted(str)})
		}
		seen[str] = true
		back, err := s.ParseMove(str)
		if err != nil {
			return i18n.NewError("engine.error.chk-no-parse", i18n.Args{"Move": i18n.Quoted(str), "Err": err})
		}
		if back != m {
			return i18n.NewError("engine.error.chk-other-move", i18n.Args{"Move": i18n.Quoted(str)})
		}
		if again := s.MoveString(back); again != str {
			return i18n.NewError("engine.error.chk-canonical", i18n.Args{"Move": i18n.Quoted(str), "Again": i18n.Quoted(again)})
		}
	}
	if am, ok := s.(AnytimeMover); ok {
		var out []Move
		for seat := range s.NumPlayers() {
			out = am.AnytimeMoves(seat, out[:0])
			if len(out) > 0 && seat == s.CurrentPlayer() {
				return i18n.NewError("engine.error.chk-mover-anytime", i18n.Args{"Seat": i18n.Seat(seat + 1)})
			}
			for _, m := range out {
				str := s.MoveString(m)
				back, err := s.ParseMove(str)
				if err != nil || back != m {
					return i18n.NewError("engine.error.chk-anytime-parse", i18n.Args{"Seat": i18n.Seat(seat + 1), "Move": i18n.Quoted(str), "Why": err})
				}
			}
			if len(out) > 0 {
				// Making one on a clone must work and leave the original alone.
				c := s.Clone()
				if err := c.(AnytimeMover).ApplyAnytime(seat, out[0]); err != nil {
					return i18n.NewError("engine.error.chk-anytime-rejected", i18n.Args{"Seat": i18n.Seat(seat + 1), "Move": i18n.Quoted(s.MoveString(out[0])), "Err": err})
				}
				if c.Equal(s) || !clone.Equal(s) {
					return i18n.NewError("engine.error.chk-anytime-nothing", i18n.Args{"Seat": i18n.Seat(seat + 1), "Move": i18n.Quoted(s.MoveString(out[0]))})
				}
			}
		}
	}
	if len(legal) > 0 {
		// Applying to the clone must leave the original alone.
		if err := c.Apply(legal[len(legal)-1]); err != nil {
			return i18n.NewError("engine.error.chk-rejected", i18n.Args{"Move": i18n.Quoted(s.MoveString(legal[len(legal)-1])), "Err": err})
		}
		if c.Equal(s) {
			return i18n.NewError("engine.error.chk-nothing", nil)
		}
		if !clone.Equal(s) {
			return i18n.NewError("engine.error.chk-shared", nil)
		}
	}
	return nil
}

func checkLogRoundTrip(s State, log *GameLog) error {
	data, err := log.Marshal()
	if err != nil {
		return i18n.NewError("engine.error.chk-log-marshal", i18n.Args{"Err": err})
	}
	back, err := ParseLog("log", data)
	if err != nil {
		return i18n.NewError("engine.error.chk-log-read", i18n.Args{"Err": err})
	}
	r, err := Replay("log", back)
	if err != nil {
		return i18n.NewError("engine.error.chk-log-replay", i18n.Args{"Err": err})
	}
	if !r.Equal(s) {
		return i18n.NewError("engine.error.chk-log-state", nil)
	}
	return nil
}
