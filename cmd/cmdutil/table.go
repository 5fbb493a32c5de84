package cmdutil

import (
	"os"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/capability"
)

// Accessible reports whether the command asks with plain prompts
// (--accessible or ACCESSIBLE), for a screen reader.
func Accessible(c *cli.Context) bool {
	return c.Bool("accessible") || os.Getenv("ACCESSIBLE") != ""
}

// Games returns the registered games that keep, in the order listings name
// them (engine.Listed: the games the application ships first).
func Games(keep func(engine.Ruleset) bool) []engine.Ruleset {
	var out []engine.Ruleset
	for _, name := range engine.Listed() {
		if rs, err := engine.Lookup(name); err == nil && keep(rs) {
			out = append(out, rs)
		}
	}
	return out
}

// Having keeps the games with capability c (Games): the games of 'table'
// have capability.Table, those of 'score' and 'pad new' capability.Scoring.
func Having(c capability.Name) func(engine.Ruleset) bool {
	return func(rs engine.Ruleset) bool { return capability.Has(rs, c) }
}
