package sim

import (
	"fmt"

	"tabletop/engine"
)

// Resetter is a State that can deal a new game in place: Reset(seed) leaves
// it exactly as Ruleset.New would set up the same configuration with
// Config.Seed = seed, without allocating. The simulator reuses one state
// per worker through it.
type Resetter interface {
	Reset(seed uint64)
}

// Reseeder is an Agent that can start over with a new seed: afterwards it
// chooses exactly as a new bot of the same name made with that seed would.
// The simulator reuses one agent per seat and worker through it.
type Reseeder interface {
	Reseed(seed uint64)
}

// StatsRuleset is a Ruleset that counts rules-question statistics in
// simulations (sim --json, sim --csv).
type StatsRuleset interface {
	// NewStats returns a recorder for games of cfg (players and options).
	NewStats(cfg engine.Config) StatsRecorder
}

// StatsRecorder counts what happens in simulated games. Counters are
// integers, added up over games in any order, so the totals do not depend
// on how games are spread over workers.
type StatsRecorder interface {
	// Counters names the counters, in a fixed order (CSV columns).
	Counters() []string
	// Move adds the last move's counts (read from the state after it, for
	// example from what its Apply recorded) to c. It must not allocate.
	Move(s engine.State, c []int64)
	// End adds the finished game's counts to c. It must not allocate.
	End(s engine.State, c []int64)
	// Summary turns the counters summed over games into the figures sim
	// reports (rates and averages), by name.
	Summary(c []int64, games int) map[string]float64
}

// GameSummarizer is a State that reports on its game without allocating,
// for the simulator's loop (the same facts as len(Rounds()), Winners() and
// the Scores of Rounds()).
type GameSummarizer interface {
	// RoundCount returns the number of finished rounds (len(Rounds())).
	RoundCount() int
	// AppendWinners appends Winners() to buf.
	AppendWinners(buf []int) []int
	// RoundScoreRange returns the lowest and the highest score any seat
	// took in any finished round (0, 0 before the first).
	RoundScoreRange() (lo, hi int)
}

// checkScoreBoundsFast is engine.CheckScoreBounds through a GameSummarizer.
func checkScoreBoundsFast(s engine.State, g GameSummarizer) error {
	b, ok := s.(engine.ScoreBounder)
	if !ok || g.RoundCount() == 0 {
		return nil
	}
	lo, hi := b.ScoreBounds()
	if l, h := g.RoundScoreRange(); l < lo || h > hi {
		return engine.CheckScoreBounds(s) // names the round
	}
	return nil
}

// seatName names a seat in an error, as the harness does.
func seatName(seat int) string { return fmt.Sprintf("seat %d", seat+1) }
