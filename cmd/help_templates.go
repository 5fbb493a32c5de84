package cmd

import (
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine/i18n"
)

// appUsage and appDescription are the application's own help texts;
// appUsage names the registered games (withGameTitles).
const (
	appUsage       = "a table companion for the card games {{.Games}}"
	appDescription = `Score a physical game, settle a rules dispute by rule ID, or play and
simulate a fully digital game. Every mode asks the same rules engine.

Examples:
   tabletop play mojo --players Ann,bot:greedy,bot:random
   tabletop sim mojo --players 4 --games 10000 --seed 1
   tabletop score mojo --hand Ann=9,1 --hand Ben=0,4 --hand Cy=10,11,3 --mojo Cy
   tabletop validate position.yaml "play 8 8 7"
   tabletop rules mojo mojo.turn.equal`
)

// The words of urfave/cli's help templates, help command and help and
// version flags, by key (help.template.KEY, help.urfave.KEY): the English
// as urfave/cli writes it.
var urfaveWords = []struct{ key, english string }{
	{"help.template.global-options-heading", "GLOBAL OPTIONS:"},
	{"help.template.options-heading", "OPTIONS:"},
	{"help.template.name-heading", "NAME:"},
	{"help.template.usage-heading", "USAGE:"},
	{"help.template.description-heading", "DESCRIPTION:"},
	{"help.template.commands-heading", "COMMANDS:"},
	{"help.template.category-heading", "CATEGORY:"},
	{"help.template.copyright-heading", "COPYRIGHT:"},
	{"help.template.global-options", "[global options]"},
	{"help.template.command", " command [command options]"},
	{"help.template.command-options", " [command options]"},
	{"help.template.arguments", " [arguments...]"},
}

// usageTemplate is urfave/cli's usage line of a command (its unexported
// usageTemplate), written out so that its words can be translated.
const usageTemplate = `{{if .UsageText}}{{wrap .UsageText 3}}{{else}}{{.HelpName}}{{if .VisibleFlags}} [command options]{{end}}{{if .ArgsUsage}} {{.ArgsUsage}}{{else}}{{if .Args}} [arguments...]{{end}}{{end}}{{end}}`

// appVersionBlock is the VERSION section of urfave/cli's application help:
// left out, since the version differs with every build (--version prints it).
const appVersionBlock = `{{if .Version}}{{if not .HideVersion}}

VERSION:
   {{.Version}}{{end}}{{end}}`

// helpTemplates are urfave/cli's help templates in one language.
type helpTemplates struct{ app, command, subcommand string }

// templatesIn returns the help templates with the words of lang (English:
// urfave/cli's own, the usage line written out).
func templatesIn(lang string) helpTemplates {
	var pairs []string
	for _, w := range urfaveWords {
		pairs = append(pairs, w.english, helpWord(lang, w.key, w.english))
	}
	r := strings.NewReplacer(pairs...)
	inline := func(t string) string {
		return strings.ReplaceAll(t, `{{template "usageTemplate" .}}`, usageTemplate)
	}
	return helpTemplates{
		app:        r.Replace(strings.Replace(cli.AppHelpTemplate, appVersionBlock, "", 1)),
		command:    r.Replace(inline(cli.CommandHelpTemplate)),
		subcommand: r.Replace(inline(cli.SubcommandHelpTemplate)),
	}
}

// helpLanguage is the language of --help for the command line args: the
// last --lang given anywhere ("--lang pl", "--lang=pl"), else the
// environment's locale. An unknown --lang gives the locale's language (the
// command then fails with its usage error).
func helpLanguage(args []string) string {
	value, given := "", false
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if v, ok := strings.CutPrefix(a, "--lang="); ok {
			value, given = v, true
		} else if v, ok := strings.CutPrefix(a, "-lang="); ok {
			value, given = v, true
		} else if (a == "--lang" || a == "-lang") && i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
			i++
			value, given = args[i], true
		}
	}
	if !given {
		return i18n.FromEnv(getenv)
	}
	lang, err := i18n.Choose(value, getenv)
	if err != nil {
		// The command refuses the value, in the locale's language.
		return i18n.FromEnv(getenv)
	}
	return lang
}
