package cmd

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/userconfig"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
)

// Main runs the application on args and returns the process exit code:
// 0 success, 1 a rules verdict against the input, 2 bad input or usage.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	// Help and errors speak the language of the command line, read before
	// it is parsed.
	lang := helpLanguage(args)
	// Before any file is opened (issue 19, D13: a low ulimit -n was a
	// runtime dump).
	if err := fileio.StartFiles(); err != nil {
		fmt.Fprintf(stderr, "tabletop: %s\n", i18n.ErrorIn(lang, err))
		return cmdutil.ExitUsage
	}
	if err := userconfig.Get().Err; err != nil && !asksHelpOrVersion(args) {
		// A config file that cannot be read is bad input for every command
		// (help and the version, which read nothing of it, go on without it).
		fmt.Fprintf(stderr, "tabletop: %s\n", cmdutil.OneLine(i18n.ErrorIn(lang, err)))
		return cmdutil.ExitUsage
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
			return cmdutil.ExitUsage
		}
		return cmdutil.ExitOK
	}
	code := cmdutil.ExitCode(err)
	if printPadProblems(stderr, err, lang) {
		return code
	}
	if msg := i18n.ErrorIn(lang, err); msg != "" {
		fmt.Fprintf(stderr, "tabletop: %s\n", cmdutil.EscapeControls(cmdutil.CutValues(cmdutil.OneLine(msg))))
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
