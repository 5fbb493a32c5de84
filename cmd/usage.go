package cmd

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
)

// preRun handles what Main settles before running a command with app (in
// lang): a request for shell completions, and a flag that takes one value
// given twice. done reports that Main should return code at once.
func preRun(app *cli.App, lang string, args []string, stderr io.Writer) (code int, done bool) {
	if completed, ok := completing(app, args); ok {
		_ = app.Run(completed)
		return ExitOK, true
	}
	if err := repeatedFlag(app, args); err != nil {
		fmt.Fprintf(stderr, "tabletop: %s\n", oneLine(errorIn(lang, err)))
		return ExitCode(err), true
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
// one dash and speak of parse errors, in the words of --help.
func flagMessage(msg string, c *cli.Context) string {
	lang, _ := languageOf(c) // a bad --lang is English
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
		if s := engine.Suggest(name, known); s != "" {
			return tr(lang, "error.unknown-flag-suggest", map[string]any{"Flag": name, "Suggest": s})
		}
		return tr(lang, "error.unknown-flag", map[string]any{"Flag": name})
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return tr(lang, "error.needs-value", map[string]any{"Flag": strings.TrimLeft(name, "-")})
	}
	if m := invalidValueRE.FindStringSubmatch(msg); m != nil {
		return tr(lang, "error.bad-value", map[string]any{"Flag": m[2], "Value": fmt.Sprintf("%q", m[1])})
	}
	return msg
}

var invalidValueRE = regexp.MustCompile(`^invalid value "(.*)" for flag -+(\S+): .*$`)
