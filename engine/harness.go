package engine

import (
	"fmt"
	"strconv"
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
	return checkGame(rs, cfg, agents, level, maxMoves, nil, nil)
}

// checkGame is CheckGame, counting into c with rec when rec is not nil.
func checkGame(rs Ruleset, cfg Config, agents []Agent, level CheckLevel, maxMoves int, rec StatsRecorder, c []int64) (GameStats, error) {
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
		return stats, Told("engine.error.sim-setup", Args{"Err": err})
	}
	err = Run(s, agents, func(seat int, m Move, after State) error {
		stats.Moves++
		if rec != nil {
			rec.Move(after, c)
		}
		if log != nil {
			log.Record(seat, m, after)
		}
		if stats.Moves > maxMoves {
			return Told("engine.error.sim-too-long", Args{"Count": maxMoves})
		}
		if err := check(); err != nil {
			return Told("engine.error.sim-after-move", Args{"N": stats.Moves, "Seat": seatName(seat), "Move": strconv.Quote(after.MoveString(m)), "Err": err})
		}
		return nil
	})
	if err != nil {
		return stats, err
	}
	stats.Rounds = len(s.Rounds())
	stats.Winners = s.Winners()
	if len(stats.Winners) == 0 {
		return stats, Told("engine.error.sim-no-winner", nil)
	}
	if err := checkScoreBounds(s); err != nil {
		return stats, err
	}
	if log != nil {
		if err := checkLogRoundTrip(s, log); err != nil {
			return stats, err
		}
	}
	if rec != nil {
		rec.End(s, c)
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
