package engine

import "tabletop/engine/i18n"

// ScoreBounder is implemented by a state whose score for one round (Mojo)
// or one game of a series (Makoto) has known bounds under its options. The
// harness checks every recorded round against them.
type ScoreBounder interface {
	// ScoreBounds returns the lowest and the highest score one seat can
	// take in one round, with the state's player count and options.
	ScoreBounds() (lo, hi int)
}

// CheckScoreBounds checks every score of every recorded round of s against
// its bounds, when the state has any: the harness's check at the end of a
// game, and the simulator's.
func CheckScoreBounds(s State) error {
	b, ok := s.(ScoreBounder)
	if !ok {
		return nil
	}
	lo, hi := b.ScoreBounds()
	for r, rr := range s.Rounds() {
		for seat, sc := range rr.Scores {
			if sc < lo || sc > hi {
				return i18n.NewError("engine.error.sim-bounds", i18n.Args{"Round": r + 1, "Seat": i18n.Seat(seat + 1), "Score": sc, "Lo": lo, "Hi": hi})
			}
		}
	}
	return nil
}

// OptionSampler is implemented by a ruleset with free-form options (an
// OptionSpec without Values): OptionSamples returns valid values of key
// other than its default, for tests that cover every option
// (enginetest.OptionCombos).
type OptionSampler interface {
	OptionSamples(key string) []string
}
