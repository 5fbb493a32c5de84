// Package cmdtest helps the tests of a command's flags: a factory with no
// help machinery and an application that runs one command over a buffer.
package cmdtest

import (
	"bytes"
	"io"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Factory is a factory with no help machinery: the command as built (its
// subcommands too), the application's streams, message IDs for texts, no
// colours, the game named by the first argument, --option read as given
// (not --variant), no pager and no form.
func Factory() *cmdutil.Factory {
	f := &cmdutil.Factory{
		Command: func(c *cli.Command) *cli.Command { return c },
		Streams: func(c *cli.Context) cmdutil.IOStreams {
			return cmdutil.IOStreams{In: c.App.Reader, Out: c.App.Writer, ErrOut: c.App.ErrWriter}
		},
		Tr:    func(_, id string, _ i18n.Args) string { return id },
		TrN:   func(_, id string, _ int, _ i18n.Args) string { return id },
		Style: func(io.Writer) cmdutil.Style { return cmdutil.Style{} },
		GameArg: func(c *cli.Context) (engine.Ruleset, error) {
			rs, err := engine.Lookup(c.Args().First())
			if err != nil {
				return nil, cmdutil.UsageError(err)
			}
			return rs, nil
		},
		RuleOptions: func(c *cli.Context, rs engine.Ruleset) (engine.Options, error) {
			opts := engine.Options{}
			for _, kv := range c.StringSlice("option") {
				k, v, err := engine.ParseOption(kv)
				if err != nil {
					return nil, cmdutil.UsageError(err)
				}
				opts[k] = v
			}
			return engine.Resolve(rs.Options(), opts)
		},
		Pager: func(ios cmdutil.IOStreams, fn func(cmdutil.IOStreams) error) error { return fn(ios) },
		// score and pad (issue 29.1): flags as built,
		// no series switched on, --players as given, pads in the current
		// folder.
		PlainFlag: func(fl cli.Flag) cli.Flag { return fl },
		SeriesOption: func(rs engine.Ruleset, _ engine.Options) (engine.Options, error) {
			return nil, cmdutil.UsageError(cmdutil.CLIError("arg.no-series", i18n.Args{"Game": rs.Title()}))
		},
		DefaultPlayers: func(c *cli.Context) string { return c.String("players") },
		PadsFolder:     func() string { return "" },
	}
	f.Under = func(string) *cmdutil.Factory { return f }
	return f
}

// Run runs cmd with args (flags first, as the application puts them) in
// an application writing to out, and returns what it returned. As in
// tabletop's, a repeated flag's value is not split at commas.
func Run(cmd *cli.Command, out *bytes.Buffer, args ...string) error {
	app := &cli.App{Name: "tabletop", Commands: []*cli.Command{cmd}, Writer: out, ErrWriter: out,
		ExitErrHandler: func(*cli.Context, error) {}, DisableSliceFlagSeparator: true}
	return app.Run(append([]string{"tabletop", cmd.Name}, args...))
}
