package cmdutil

import (
	"io"

	"github.com/charmbracelet/huh"
	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Factory is what a command's constructor is given by the application:
// its language and the application's services a command needs. The
// application (package cmd) fills every field.
type Factory struct {
	// Lang is the language the command's help is built in.
	Lang string
	// Command finishes a command for the application: its help texts in
	// Lang, its --lang flag, its help template.
	Command func(*cli.Command) *cli.Command
	// Streams returns the streams of the running application.
	Streams func(*cli.Context) IOStreams
	// Tr tells message id of the commands' catalogue in lang with data.
	Tr func(lang, id string, data i18n.Args) string
	// TrN is Tr for a message that counts n (its plural form).
	TrN func(lang, id string, n int, data i18n.Args) string
	// Style returns the style for writing to w (colours on a terminal).
	Style func(w io.Writer) Style
	// GameArg returns the game the command's first argument names.
	GameArg func(*cli.Context) (engine.Ruleset, error)
	// RuleOptions reads --option and --variant, checked against the game.
	RuleOptions func(*cli.Context, engine.Ruleset) (engine.Options, error)
	// Pager runs fn with its output shown through a pager on a terminal.
	Pager func(ios IOStreams, fn func(IOStreams) error) error
	// StartLeaving catches the signals that leave an interactive command
	// until the leaver's Stop; a command that saves a game (play) has the
	// handler save it too when the game does not stop in time (OnForce).
	StartLeaving func() GameLeaver

	// Play and serve (cmd/play, cmd/serve):
	// DefaultPlayers is --players when not given (TABLETOP_PLAYERS, else
	// the config file's, else "").
	DefaultPlayers func(*cli.Context) string
	// Self is how the user runs this program, for the commands messages
	// tell them to run ("tabletop", "go run .").
	Self func() string
	// FormKeys are a form's key bindings with their help in lang.
	FormKeys func(lang string) *huh.KeyMap

	// Table (cmd/table):
	// CheckPlayers reads and checks a comma-separated list of between minN
	// and maxN player names.
	CheckPlayers func(s string, minN, maxN int) ([]string, error)
	// ScreenStyle is the style of a full-screen command: colours unless
	// NO_COLOR or the config file turn them off or the terminal is dumb.
	ScreenStyle func() Style

	// The score and pad commands (issue 29.1, h29-pad):

	// Under is the factory for the subcommands of the command name.
	Under func(name string) *Factory
	// PlainFlag is the urfave/cli flag a flag Command finished is, for
	// its help set afterwards (a game's words).
	PlainFlag func(cli.Flag) cli.Flag
	// Form is how c's forms ask (huh), in c's language.
	Form func(c *cli.Context) Form
	// SeriesOption switches on the game's series option (an error when
	// it has none).
	SeriesOption func(engine.Ruleset, engine.Options) (engine.Options, error)
	// PadsFolder is where a pad named by date is written ("": the
	// current folder).
	PadsFolder func() string
}

// Leaver is how a signal (Ctrl-C, SIGTERM, SIGHUP) stops an interactive
// command: the command notices at its next read or step and returns Err.
type Leaver interface {
	// Stop ends the watch: the command has returned.
	Stop()
	// Err is the error to return after a signal, nil before one.
	Err() error
	// Reader returns r whose reads give up, with Err, once a signal
	// arrives.
	Reader(r io.Reader) io.Reader
}

// IOStreams are where a command reads and writes: its input, its output and
// its messages (prompts, warnings).
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	// OutTerminal reports whether Out is a terminal.
	OutTerminal bool
	// Lang is the language of the words people read ("" is English);
	// JSON output does not depend on it.
	Lang string
}
