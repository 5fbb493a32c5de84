package cmd

import (
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
)

// Rule-option flags shared by every command that sets up a game or a pad.
var (
	optionFlag = &cli.StringSliceFlag{
		Name:     "option",
		Aliases:  []string{"o"},
		Usage:    "rule option `KEY=VALUE` (repeatable; see 'tabletop rules GAME' for keys)",
		Category: "Rules",
	}
	variantFlag = &cli.StringFlag{
		Name:     "variant",
		Usage:    "Mojo variant: two-piles is short for --option variant=two-piles",
		Category: "Rules",
	}
	accessibleFlag = &cli.BoolFlag{
		Name:    "accessible",
		Usage:   "ask with plain prompts instead of a form",
		EnvVars: []string{"ACCESSIBLE"},
	}
	seedFlag = &cli.Uint64Flag{
		Name:  "seed",
		Usage: "seed for every shuffle: the same seed and options give the same game",
		Value: 1,
	}
)

// gameArg returns the ruleset named by the command's first argument.
func gameArg(c *cli.Context) (engine.Ruleset, error) {
	name := c.Args().First()
	if name == "" {
		names := engine.Names()
		return nil, usageTold("arg.name-game", map[string]any{"Command": c.Command.Name,
			"Rest": strings.Join(names[:len(names)-1], ", "), "Last": names[len(names)-1]})
	}
	rs, err := engine.Lookup(name)
	if err != nil {
		return nil, usageErrorf("%w", err)
	}
	return rs, nil
}

// ruleOptions reads --option and --variant into options checked against the
// ruleset (unknown keys or values are usage errors).
func ruleOptions(c *cli.Context, rs engine.Ruleset) (engine.Options, error) {
	opts := engine.Options{}
	for _, kv := range c.StringSlice("option") {
		k, v, err := engine.ParseOption(kv)
		if err != nil {
			return nil, usageErrorf("%w", err)
		}
		opts[k] = v
	}
	if v := c.String("variant"); v != "" {
		opts["variant"] = v
	}
	resolved, err := engine.Resolve(rs.Options(), opts)
	if err != nil {
		return nil, usageErrorf("%s: %w", rs.Name(), err)
	}
	return resolved, nil
}
