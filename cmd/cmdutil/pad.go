package cmdutil

import (
	"strings"

	"github.com/charmbracelet/huh"
	"github.com/urfave/cli/v2"

	"tabletop/engine/i18n"
	"tabletop/host/gamewords"
)

// Form asks questions with huh forms as the application runs them: on
// the terminal, Ctrl-C and signals leaving as in every interactive command.
type Form struct {
	// Lang is the language of the questions and the answers' checks ("":
	// English).
	Lang string
	// Run asks the questions of groups.
	Run func(groups ...*huh.Group) error
	// Tr tells message id of the commands' catalogue (Factory.Tr).
	Tr func(lang, id string, data i18n.Args) string
	// Check tells an answer check's complaint in Lang.
	Check func(v func(string) error) func(string) error
}

// UnexpectedArg is the complaint about a command-line argument a command
// does not take.
func UnexpectedArg(arg string) error {
	return CLIError("error.unexpected-arg", i18n.Args{"Arg": i18n.Quoted(arg)})
}

// UnknownSubcommand is the action of a command with subcommands: help
// without an argument, a usage error (exit 2) for a name it does not know.
// English names what was expected, the other languages list the choices
// with message error.ID (unknown-subcommand, or unknown-game-choice for a
// game): two messages, so that neither changes.
func UnknownSubcommand(f *Factory, what, id string) cli.ActionFunc {
	return func(c *cli.Context) error {
		if c.NArg() == 0 {
			return cli.ShowSubcommandHelp(c)
		}
		name := i18n.Quoted(c.Args().First())
		if lang := f.Streams(c).Lang; lang == "" || lang == i18n.English {
			return UsageError(i18n.At(c.Command.Name, CLIError("error.unknown-what", i18n.Args{"What": what, "Name": name})))
		}
		return UsageError(i18n.At(c.Command.Name, CLIError("error."+id, i18n.Args{"Name": name, "Choices": subcommandNames(c.Command)})))
	}
}

// subcommandNames lists the names of c's subcommands ("makoto, mojo").
func subcommandNames(c *cli.Command) string {
	names := make([]string, 0, len(c.Subcommands))
	for _, s := range c.Subcommands {
		if !s.Hidden && s.Name != "help" {
			names = append(names, s.Name)
		}
	}
	return strings.Join(names, ", ")
}

// NameAGame is the usage error of command run without its game: it lists
// games, the games the command takes (at least one).
func NameAGame(command string, games []string) error {
	return UsageError(CLIError("arg.name-game", i18n.Args{"Command": command,
		"Rest": strings.Join(games[:len(games)-1], ", "), "Last": games[len(games)-1]}))
}

// Titles is games' titles, listed as each language does ("Mojo and
// Makoto").
type Titles []string

// In lists the titles in lang.
func (l Titles) In(lang string) string { return gamewords.JoinNames(lang, l) }

// Phrase is the list as a message's argument, told in the message's
// language.
func (l Titles) Phrase() i18n.Phrase { return i18n.TextOf(l) }
