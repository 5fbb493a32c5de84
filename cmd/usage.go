package cmd

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
	"tabletop/engine/typo"
)

// preRun handles what Main settles before running a command with app (in
// lang): a request for shell completions, and a flag that takes one value
// given twice. done reports that Main should return code at once.
func preRun(app *cli.App, lang string, args []string, stderr io.Writer) (code int, done bool) {
	if completed, ok := completing(app, args); ok {
		_ = app.Run(completed)
		return cmdutil.ExitOK, true
	}
	if err := repeatedFlag(app, args); err != nil {
		fmt.Fprintf(stderr, "tabletop: %s\n", cmdutil.OneLine(i18n.ErrorIn(lang, err)))
		return cmdutil.ExitCode(err), true
	}
	return 0, false
}

// commandPath is the command being run, such as "pad show" ("" for the
// application itself).
func commandPath(c *cli.Context) string {
	var parts []string
	seen := map[*cli.Command]bool{}
	for _, x := range c.Lineage() {
		if x.Command != nil && x.Command.Name != "" && x.Command.Name != c.App.Name && !seen[x.Command] {
			seen[x.Command] = true
			parts = append([]string{x.Command.Name}, parts...)
		}
	}
	return strings.Join(parts, " ")
}

// flagMessage rewrites the flag package's messages, which name flags with
// one dash and speak of parse errors, in the words of --help (the flag
// package gives its errors as text only).
func flagMessage(msg string, c *cli.Context) i18n.Phrase {
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		var known []string
		flags := c.App.VisibleFlags()
		if c.Command != nil && c.Command.Name != "" {
			flags = c.Command.VisibleFlags()
		}
		for _, f := range flags {
			for _, n := range f.Names() {
				if len(n) > 1 {
					known = append(known, n)
				}
			}
		}
		if s := typo.Suggest(name, known); s != "" {
			return i18n.Message("cli.error.unknown-flag-suggest", i18n.Args{"Flag": name, "Suggest": s})
		}
		return i18n.Message("cli.error.unknown-flag", i18n.Args{"Flag": name})
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return i18n.Message("cli.error.needs-value", i18n.Args{"Flag": strings.TrimLeft(name, "-")})
	}
	if m := invalidValueRE.FindStringSubmatch(msg); m != nil {
		return i18n.Message("cli.error.bad-value", i18n.Args{"Flag": m[2], "Value": i18n.Quoted(m[1])})
	}
	return i18n.Plain(msg)
}

var invalidValueRE = regexp.MustCompile(`^invalid value "(.*)" for flag -+(\S+): .*$`)

// onUsageError is the hook of a flag that cannot be read: one line on
// stderr, naming the command and its help, and exit 2 (not help on stdout).
func onUsageError(c *cli.Context, err error, _ bool) error {
	msg := flagMessage(err.Error(), c)
	if name := commandPath(c); name != "" {
		seeHelp := i18n.Message("cli.error.see-help", i18n.Args{"Command": "tabletop " + name})
		return cmdutil.UsageError(&i18n.Error{Msg: i18n.Placed(name, msg, " ", seeHelp)})
	}
	// Main puts "tabletop: " in front.
	seeHelp := i18n.Message("cli.error.see-help", i18n.Args{"Command": "tabletop"})
	return cmdutil.UsageError(&i18n.Error{Msg: i18n.Concat(msg, " ", seeHelp)})
}
