package cmdutil

import (
	"encoding/json"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
)

// AccessibleFlag is --accessible: plain prompts instead of forms and
// screens (also ACCESSIBLE in the environment).
func AccessibleFlag() cli.Flag {
	return &cli.BoolFlag{
		Name:    "accessible",
		Usage:   "ask with plain prompts instead of a form",
		EnvVars: []string{"ACCESSIBLE"},
	}
}

// Accessible reports whether the command asks with plain prompts
// (--accessible or ACCESSIBLE), for a screen reader.
func Accessible(c *cli.Context) bool {
	return c.Bool("accessible") || os.Getenv("ACCESSIBLE") != ""
}

// WriteJSONLine prints v as one line of JSON (JSON Lines).
func WriteJSONLine(w io.Writer, v any) error {
	return json.NewEncoder(w).Encode(v)
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
