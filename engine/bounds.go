package engine

import (
	"sort"
	"tabletop/engine/i18n"
)

// ScoreBounder is implemented by a state whose score for one round (Mojo)
// or one game of a series (Makoto) has known bounds under its options. The
// harness checks every recorded round against them.
type ScoreBounder interface {
	// ScoreBounds returns the lowest and the highest score one seat can
	// take in one round, with the state's player count and options.
	ScoreBounds() (lo, hi int)
}

// checkScoreBounds checks every score of every recorded round of s against
// its bounds, when the state has any.
func checkScoreBounds(s State) error {
	b, ok := s.(ScoreBounder)
	if !ok {
		return nil
	}
	lo, hi := b.ScoreBounds()
	for r, rr := range s.Rounds() {
		for seat, sc := range rr.Scores {
			if sc < lo || sc > hi {
				return i18n.NewError("engine.error.sim-bounds", i18n.Args{"Round": r + 1, "Seat": seatName(seat), "Score": sc, "Lo": lo, "Hi": hi})
			}
		}
	}
	return nil
}

// OptionSampler is implemented by a ruleset with free-form options (an
// OptionSpec without Values): OptionSamples returns valid values of key
// other than its default, for tests that cover every option.
type OptionSampler interface {
	OptionSamples(key string) []string
}

// OptionCombos returns every combination of rs's option values: each
// enumerated option takes each of its values; a free-form option takes its
// default and the values the ruleset's OptionSampler gives for it. The
// first combination is all defaults; the order is fixed.
func OptionCombos(rs Ruleset) []Options {
	specs := rs.Options()
	sort.SliceStable(specs, func(i, j int) bool { return specs[i].Key < specs[j].Key })
	combos := []Options{{}}
	for _, sp := range specs {
		values := []string{sp.Default}
		if len(sp.Values) > 0 {
			for _, v := range sp.Values {
				if v != sp.Default {
					values = append(values, v)
				}
			}
		} else if os, ok := rs.(OptionSampler); ok {
			values = append(values, os.OptionSamples(sp.Key)...)
		}
		next := make([]Options, 0, len(combos)*len(values))
		for _, c := range combos {
			for _, v := range values {
				o := make(Options, len(c)+1)
				for k, x := range c {
					o[k] = x
				}
				o[sp.Key] = v
				next = append(next, o)
			}
		}
		combos = next
	}
	// A combination differing only in an option that does not shape the
	// game under the others (OptionSpec.When) is the same game: keep one.
	var out []Options
	seen := map[string]bool{}
	for _, c := range combos {
		if k := Canonical(specs, c).String(); !seen[k] {
			seen[k] = true
			out = append(out, c)
		}
	}
	return out
}
