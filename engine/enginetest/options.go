package enginetest

import (
	"sort"

	"tabletop/engine"
)

// OptionCombos returns every combination of rs's option values: each
// enumerated option takes each of its values; a free-form option takes its
// default and the values the ruleset's OptionSampler gives for it. The
// first combination is all defaults; the order is fixed.
func OptionCombos(rs engine.Ruleset) []engine.Options {
	specs := rs.Options()
	sort.SliceStable(specs, func(i, j int) bool { return specs[i].Key < specs[j].Key })
	combos := []engine.Options{{}}
	for _, sp := range specs {
		values := []string{sp.Default}
		if len(sp.Values) > 0 {
			for _, v := range sp.Values {
				if v != sp.Default {
					values = append(values, v)
				}
			}
		} else if os, ok := rs.(engine.OptionSampler); ok {
			values = append(values, os.OptionSamples(sp.Key)...)
		}
		next := make([]engine.Options, 0, len(combos)*len(values))
		for _, c := range combos {
			for _, v := range values {
				o := make(engine.Options, len(c)+1)
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
	var out []engine.Options
	seen := map[string]bool{}
	for _, c := range combos {
		if k := engine.Canonical(specs, c).String(); !seen[k] {
			seen[k] = true
			out = append(out, c)
		}
	}
	return out
}
