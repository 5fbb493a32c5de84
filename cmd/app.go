// Package cmd is tabletop's command line application: it builds the App
// (newApp) from the commands, each in a package of its own under cmd
// (cmd/validate, cmd/config, …, built from a cmdutil.Factory), runs it
// (Main), gives every command its help in the language of the run
// (factory, help.go), reorders the arguments (args.go) and picks the
// language (lang.go). It holds no rule logic: every rule question goes to
// a ruleset through the engine.
package cmd

import (
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/completion"
	"tabletop/cmd/config"
	"tabletop/cmd/internal/roundentry"
	"tabletop/cmd/internal/seating"
	"tabletop/cmd/internal/userconfig"
	"tabletop/cmd/pad"
	"tabletop/cmd/play"
	"tabletop/cmd/replay"
	"tabletop/cmd/review"
	"tabletop/cmd/rules"
	"tabletop/cmd/score"
	"tabletop/cmd/serve"
	"tabletop/cmd/sim"
	"tabletop/cmd/table"
	"tabletop/cmd/validate"
	"tabletop/engine/echo"
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
		completion.NewCmdCompletion(f.util(), nil), config.NewCmdConfig(f.util(), nil), pad.NewCmdPad(f.util(), nil), play.NewCmdPlay(f.util(), nil),
		replay.NewCmdReplay(f.util(), nil), review.NewCmdReview(f.util(), nil), rules.NewCmdRules(f.util(), nil), score.NewCmdScore(f.util(), nil), serve.NewCmdServe(f.util(), nil),
		sim.NewCmdSim(f.util(), nil), table.NewCmdTable(f.util(), nil), validate.NewCmdValidate(f.util(), nil),
	}
	app := &cli.App{
		Name:                  "tabletop",
		Usage:                 withGameTitles(f.lang, f.text("help.app.usage", appUsage)),
		Version:               buildVersion(f.lang),
		Description:           f.text("help.app.description", appDescription),
		Commands:              append(cmds, f.helpCommand()),
		Flags:                 []cli.Flag{f.flag(cmdutil.AccessibleFlag(), nil), f.flag(langFlag(), nil), f.helpFlag()},
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
			fmt.Fprintf(c.App.ErrWriter, "tabletop: %s\n", cmdutil.EscapeControls(tr(lang, "error.unknown-command", i18n.Args{"Name": i18n.Quoted(echo.Cut(name))})))
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
		GameArg: gameArg, RuleOptions: ruleOptions, Pager: cmdutil.WithPager,
		StartLeaving:   func() cmdutil.GameLeaver { return cmdutil.StartLeaving() },
		DefaultPlayers: defaultPlayers, Self: selfCommand, FormKeys: formKeyMap,
		CheckPlayers: roundentry.CheckPlayerList, ScreenStyle: screenStyle,
		Under:        func(name string) *cmdutil.Factory { return f.under(name).util() },
		PlainFlag:    plainFlag,
		Form:         func(c *cli.Context) cmdutil.Form { return formOf(c).form() },
		SeriesOption: seating.SeriesOption, PadsFolder: userconfig.PadsFolder}
}
