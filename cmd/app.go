// Package cmd is tabletop's command line: one file per command, flags,
// files, forms, tables and JSON. It holds no rule logic: every rule question
// goes to a ruleset through the engine.
package cmd

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/replay"
	"tabletop/cmd/rules"
	"tabletop/cmd/validate"
	"tabletop/engine/echo"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
)

// Version is the tool's version when set at build time with -ldflags
// (-X tabletop/cmd.Version=v1.2.3); otherwise --version prints the
// module's version and commit from the build information.
var Version = ""

// NewApp builds the tabletop application writing to stdout and stderr,
// its help in the language of the environment's locale (English when it
// names none tabletop speaks).
func NewApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	return newAppIn(i18n.FromEnv(getenv), stdin, stdout, stderr)
}

// NewAppIn builds the tabletop application with its help in lang (an
// i18n language code), whatever the environment's locale: the man pages'
// generator (docs/gen-man) writes them from it.
func NewAppIn(lang string, stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	return newAppIn(lang, stdin, stdout, stderr)
}

// newAppIn builds the application with its help in lang. Every App
// builds its own commands and flags (help.go): nothing is shared, so Apps
// in several languages may run at once.
func newAppIn(lang string, stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	return newApp(newFactory(lang), stdin, stdout, stderr)
}

// newApp builds the application in f's language: the one constructor
// that calls every command's.
func newApp(f *factory, stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	// By name: help lists them in this order.
	cmds := []*cli.Command{
		newCompletionCmd(f), newConfigCmd(f), newPadCmd(f), newPlayCmd(f),
		replay.NewCmdReplay(f.util(), nil), rules.NewCmdRules(f.util(), nil), newScoreCmd(f), newServeCmd(f),
		newSimCmd(f), newTableCmd(f), validate.NewCmdValidate(f.util(), nil),
	}
	app := &cli.App{
		Name:                  "tabletop",
		Usage:                 withGameTitles(f.lang, f.text("help.app.usage", appUsage)),
		Version:               buildVersion(f.lang),
		Description:           f.text("help.app.description", appDescription),
		Commands:              append(cmds, f.helpCommand()),
		Flags:                 []cli.Flag{f.flag(accessibleFlag(), nil), f.flag(langFlag(), nil), f.helpFlag()},
		HideHelp:              true,
		CustomAppHelpTemplate: f.templates.app,
		Before:                pickLanguage,
		EnableBashCompletion:  true,
		BashComplete:          bashComplete,
		Suggest:               true,
		Reader:                stdin,
		Writer:                stdout,
		ErrWriter:             stderr,
		// Errors are printed and turned into exit codes by Main.
		ExitErrHandler: func(*cli.Context, error) {},
		// The language read from the command line before it was parsed,
		// for the messages about a line that cannot be parsed.
		Metadata:     map[string]any{appLangKey: f.lang},
		OnUsageError: onUsageError,
		// "--option rewards=50,40,30" is one value, not three.
		DisableSliceFlagSeparator: true,
		CommandNotFound: func(c *cli.Context, name string) {
			lang, _ := languageOf(c)
			fmt.Fprintf(c.App.ErrWriter, "tabletop: %s\n", escapeControls(tr(lang, "error.unknown-command", map[string]any{"Name": i18n.Quoted(echo.Cut(name))})))
			c.App.Metadata[commandNotFound] = true
		},
	}
	// Setup adds urfave/cli's --version (cli.VersionFlag): it gives way
	// to the factory's. The top-level commands get their help flag after
	// Setup, as urfave/cli gives it (it sorts their flags into
	// categories in Setup, without it).
	app.Setup()
	for i, fl := range app.Flags {
		if fl == cli.VersionFlag {
			app.Flags[i] = f.versionFlag()
		}
	}
	for _, c := range cmds {
		c.Flags = append(c.Flags, f.helpFlag())
	}
	return app
}

// util is the factory the commands in packages of their own are built
// from: f's language, its way of finishing a command (help in f's
// language, --lang), the application's streams, messages and styles.
func (f *factory) util() *cmdutil.Factory {
	return &cmdutil.Factory{Lang: f.lang, Command: f.command, Streams: streamsOf, Tr: tr, TrN: trN, Style: styleFor,
		GameArg: gameArg, RuleOptions: ruleOptions, Pager: withPager,
		StartLeaving: func() cmdutil.Leaver { return startLeaving() }}
}

// Main runs the application on args and returns the process exit code:
// 0 success, 1 a rules verdict against the input, 2 bad input or usage.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	// Help and errors speak the language of the command line, read before
	// it is parsed.
	lang := helpLanguage(args)
	// Before any file is opened (issue 19, D13: a low ulimit -n was a
	// runtime dump).
	if err := fileio.StartFiles(); err != nil {
		fmt.Fprintf(stderr, "tabletop: %s\n", errorIn(lang, err))
		return ExitUsage
	}
	if err := config().Err; err != nil && !asksHelpOrVersion(args) {
		// A config file that cannot be read is bad input for every command
		// (help and the version, which read nothing of it, go on without it).
		fmt.Fprintf(stderr, "tabletop: %s\n", oneLine(errorIn(lang, err)))
		return ExitUsage
	}
	// One App for the whole run.
	app := newAppIn(lang, stdin, stdout, stderr)
	if code, done := preRun(app, lang, args, stderr); done {
		return code
	}
	args, err := reorderArgs(app, bareLangListsLanguages(args))
	if err == nil {
		err = app.Run(args)
	}
	if err == nil {
		if notFound(args, app) || app.Metadata[commandNotFound] == true {
			return ExitUsage
		}
		return ExitOK
	}
	code := ExitCode(err)
	if printPadProblems(stderr, err, lang) {
		return code
	}
	if msg := errorIn(lang, err); msg != "" {
		fmt.Fprintf(stderr, "tabletop: %s\n", escapeControls(cutValues(oneLine(msg))))
	}
	return code
}

// asksHelpOrVersion reports whether the command line asks for help
// (--help or -h anywhere, the help command) or the version (--version or
// -v before any command).
func asksHelpOrVersion(args []string) bool {
	top := true
	for i := 1; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--":
			return false
		case a == "-h" || a == "--help":
			return true
		case top && (a == "-v" || a == "--version" || a == "help" || a == "h"):
			return true
		case a == "--"+langFlagName:
			i++ // its value
		case !strings.HasPrefix(a, "-"):
			top = false
		}
	}
	return false
}

// commandNotFound is set in the app's Metadata when a command named on the
// command line does not exist ("--lang en nope", "help nope"): urfave/cli
// then prints the message and returns no error, and Main exits 2.
const commandNotFound = "command-not-found"

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
	if name := commandPath(c); name != "" {
		seeHelp := i18n.Phrase{ID: "cli.error.see-help", Args: i18n.Args{"Command": "tabletop " + name}}
		return usageError(&i18n.Error{Msg: i18n.Concat(name+": ", msg, " ", seeHelp)})
	}
	// Main puts "tabletop: " in front.
	seeHelp := i18n.Phrase{ID: "cli.error.see-help", Args: i18n.Args{"Command": "tabletop"}}
	return usageError(&i18n.Error{Msg: i18n.Concat(msg, " ", seeHelp)})
}

func forEachCommand(cmds []*cli.Command, f func(*cli.Command)) {
	for _, c := range cmds {
		f(c)
		forEachCommand(c.Subcommands, f)
	}
}

// errSilent ends a command with its exit code already decided and nothing
// more to print.
var errSilent = cmdutil.ErrSilent
