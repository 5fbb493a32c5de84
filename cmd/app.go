// Package cmd is tabletop's command line: one file per command, flags,
// files, forms, tables and JSON. It holds no rule logic: every rule question
// goes to a ruleset through the engine.
package cmd

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"sync"

	"github.com/urfave/cli/v2"
)

// commands holds every top-level command; each command file adds its own
// in an init function.
var commands []*cli.Command

func register(c *cli.Command) { commands = append(commands, c) }

// languageOnce gives every command the --lang flag once (the commands are
// shared by every App).
var languageOnce sync.Once

// Version is the tool's version, set at build time with -ldflags.
var Version = "dev"

// NewApp builds the tabletop application writing to stdout and stderr.
func NewApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	cmds := append([]*cli.Command(nil), commands...)
	sort.Slice(cmds, func(i, j int) bool { return cmds[i].Name < cmds[j].Name })
	languageOnce.Do(func() { forEachCommand(cmds, withLanguage) })
	forEachCommand(cmds, func(c *cli.Command) {
		// A bad flag is one line on stderr and exit 2, not help on stdout.
		c.OnUsageError = onUsageError
		// Completion knows games, bots, rule IDs and option keys.
		c.BashComplete = bashComplete
	})
	return &cli.App{
		Name:    "tabletop",
		Usage:   "a table companion for the card games Mojo and Makoto",
		Version: Version,
		Description: `Score a physical game, settle a rules dispute by rule ID, or play and
simulate a fully digital game. Every mode asks the same rules engine.

Examples:
   tabletop play mojo --players Ann,bot:greedy,bot:random
   tabletop sim mojo --players 4 --games 10000 --seed 1
   tabletop score mojo --hand Ann=9,1 --hand Ben=0,4 --hand Cy=10,11,3 --mojo Cy
   tabletop validate position.yaml "play 8 8 7"
   tabletop rules mojo mojo.turn.equal`,
		Commands:             cmds,
		Flags:                []cli.Flag{accessibleFlag, langFlag},
		Before:               pickLanguage,
		EnableBashCompletion: true,
		BashComplete:         bashComplete,
		Suggest:              true,
		Reader:               stdin,
		Writer:               stdout,
		ErrWriter:            stderr,
		// Errors are printed and turned into exit codes by Main.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError:   onUsageError,
		// "--option rewards=50,40,30" is one value, not three.
		DisableSliceFlagSeparator: true,
		CommandNotFound: func(c *cli.Context, name string) {
			lang, _ := languageOf(c)
			fmt.Fprintf(c.App.ErrWriter, "tabletop: %s\n", tr(lang, "error.unknown-command", map[string]any{"Name": fmt.Sprintf("%q", name)}))
		},
	}
}

// Main runs the application on args and returns the process exit code:
// 0 success, 1 a rules verdict against the input, 2 bad input or usage.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if code, done := preRun(args, stdin, stdout, stderr); done {
		return code
	}
	app := NewApp(stdin, stdout, stderr)
	args, err := reorderArgs(app, bareLangListsLanguages(args))
	if err == nil {
		err = app.Run(args)
	}
	if err == nil {
		if notFound(args, app) {
			return ExitUsage
		}
		return ExitOK
	}
	code := ExitCode(err)
	if printPadProblems(stderr, err, argsLanguage(args)) {
		return code
	}
	if msg := errorIn(argsLanguage(args), err); msg != "" {
		fmt.Fprintf(stderr, "tabletop: %s\n", oneLine(msg))
	}
	return code
}

// notFound reports whether the first argument named no command (urfave/cli
// then prints a message and returns no error).
func notFound(args []string, app *cli.App) bool {
	if len(args) < 2 || len(args[1]) > 1 && args[1][0] == '-' {
		return false
	}
	return app.Command(args[1]) == nil
}

func onUsageError(c *cli.Context, err error, _ bool) error {
	msg := flagMessage(err.Error(), c)
	lang, _ := languageOf(c)
	if name := commandPath(c); name != "" {
		return usageErrorf("%s: %s %s", name, msg, tr(lang, "error.see-help", map[string]any{"Command": "tabletop " + name}))
	}
	// Main puts "tabletop: " in front.
	return usageErrorf("%s %s", msg, tr(lang, "error.see-help", map[string]any{"Command": "tabletop"}))
}

func forEachCommand(cmds []*cli.Command, f func(*cli.Command)) {
	for _, c := range cmds {
		f(c)
		forEachCommand(c.Subcommands, f)
	}
}

// errSilent ends a command with its exit code already decided and nothing
// more to print.
var errSilent = errors.New("")
