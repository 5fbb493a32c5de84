package cmd

import (
	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/seating"
	"tabletop/cmd/internal/userconfig"
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// What the application reads from the flags several commands share, for
// the factory's GameArg, RuleOptions and DefaultPlayers.

// gameArg returns the ruleset named by the command's first argument; none
// is a usage error that lists the games the command takes (takenGames).
func gameArg(c *cli.Context) (engine.Ruleset, error) {
	name := c.Args().First()
	if names := takenGames(c.Command); name == "" && len(names) > 0 {
		return nil, cmdutil.NameAGame(c.Command.Name, names)
	}
	rs, err := engine.Lookup(name)
	if err != nil {
		return nil, cmdutil.UsageError(err)
	}
	return rs, nil
}

// ruleOptions reads --option and --variant into options checked against the
// ruleset (unknown keys or values are usage errors). --variant or --series
// with an --option that says otherwise is refused, naming both.
func ruleOptions(c *cli.Context, rs engine.Ruleset) (engine.Options, error) {
	opts := engine.Options{}
	for _, kv := range c.StringSlice("option") {
		k, v, err := engine.ParseOption(kv)
		if err != nil {
			return nil, cmdutil.UsageError(err)
		}
		opts[k] = v
	}
	if v := c.String("variant"); v != "" {
		if given, ok := opts["variant"]; ok && given != v {
			return nil, flagsConflict("--variant "+v, "--option variant="+given)
		}
		opts["variant"] = v
	}
	if given, ok := opts["series"]; ok && c.Bool("series") {
		if on, err := seating.SeriesOption(rs, engine.Options{}); err == nil && on["series"] != given {
			return nil, flagsConflict("--series", "--option series="+given)
		}
	}
	resolved, err := engine.Resolve(rs.Options(), opts)
	if err != nil {
		return nil, cmdutil.UsageError(i18n.At(rs.Name(), err))
	}
	return resolved, nil
}

// flagsConflict refuses two flags that contradict each other (issue 19,
// D14: the last one won silently).
func flagsConflict(a, b string) error {
	return cmdutil.UsageError(cmdutil.CLIError("arg.flags-conflict", i18n.Args{"A": engine.ShownArg(a), "B": engine.ShownArg(b)}))
}

// defaultPlayers is --players, else its default (userconfig.Players).
func defaultPlayers(c *cli.Context) string {
	if c.IsSet("players") {
		return c.String("players")
	}
	return userconfig.Players()
}
