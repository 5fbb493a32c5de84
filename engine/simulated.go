package engine

// Resetter is a State that can deal a new game in place: Reset(seed) leaves
// it exactly as Ruleset.New would set up the same configuration with
// Config.Seed = seed, without allocating. The simulator reuses one state
// per worker through it.
type Resetter interface {
	Reset(seed uint64)
}

// StatsRuleset is a Ruleset that counts rules-question statistics in
// simulations (sim --json, sim --csv).
type StatsRuleset interface {
	// NewStats returns a recorder for games of cfg (players and options).
	NewStats(cfg Config) StatsRecorder
}

// StatsRecorder counts what happens in simulated games. Counters are
// integers, added up over games in any order, so the totals do not depend
// on how games are spread over workers.
type StatsRecorder interface {
	// Counters names the counters, in a fixed order (CSV columns).
	Counters() []string
	// Move adds the last move's counts (read from the state after it, for
	// example from what its Apply recorded) to c. It must not allocate.
	Move(s State, c []int64)
	// End adds the finished game's counts to c. It must not allocate.
	End(s State, c []int64)
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
