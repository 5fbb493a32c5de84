package engine

import "tabletop/engine/i18n"

// Resetter is a State that can deal a new game in place: Reset(seed) leaves
// it exactly as Ruleset.New would set up the same configuration with
// Config.Seed = seed, without allocating. The simulator reuses one state
// per worker through it.
type Resetter interface {
	Reset(seed uint64)
}

// StatsRuleset is a Ruleset that counts rules-question statistics in
// simulations (sim --json, sim --csv) and names them in words (sim's text).
type StatsRuleset interface {
	// NewStats returns a recorder for games of cfg (players and options).
	NewStats(cfg Config) StatsRecorder
	// StatLabel returns the words for the statistic key (a key of
	// StatsRecorder.Summary) in lang, from the game's own catalogue
	// (StatLabelFrom), or false when the game has none: sim then prints
	// the key with spaces.
	StatLabel(key, lang string) (string, bool)
}

// StatLabelFrom returns the message "GAME.stat.KEY" of the catalogue game
// registered (i18n.RegisterMessageFiles) in lang, or false when its
// English lacks it: how a game's StatLabel reads its own catalogue.
func StatLabelFrom(game, key, lang string) (string, bool) {
	id := game + ".stat." + key
	if cat := i18n.MessageCatalog(game); cat == nil || !cat.Has(i18n.English, id) {
		return "", false
	}
	return i18n.Say(lang, id, nil), true
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
