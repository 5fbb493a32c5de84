package cmd

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// --help in the chosen language.
//
// urfave/cli builds help from the commands' and flags' Usage,
// Description, ArgsUsage and Category, and from its templates, help
// command and help and version flags. Every App builds its own commands
// and flags, and its own help command and flags, in its language (see
// factory). English is the source, in the Go code; locales/help.LANG.yaml
// hold the other languages, one key per text (see factory.text for the
// keys).

var helpText = sync.OnceValue(func() *i18n.Catalog {
	return i18n.MustLoad(cliLocaleFiles, "locales/help.*.yaml")
})

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

// helpWord returns help text key in lang, or english when the catalogue
// has none (English, or a text not translated).
func helpWord(lang, key, english string) string {
	if lang == i18n.English {
		return english
	}
	if s, ok := helpText().Lookup(lang, key); ok {
		return s
	}
	return english
}

// The commands are built for one run, in its language, by constructors
// (newPadCmd(f), play.NewCmdPlay(f.util(), nil) ...) that newApp calls. Each takes the
// factory of the run: it builds its command and flags afresh, with the
// English of the Go code, and hands them to f.command, which gives them
// their texts in the factory's language before anyone sees them. Nothing
// is shared between two runs, or two Apps in two languages at once.

// factory builds the commands of one App, in one language.
type factory struct {
	lang      string
	templates helpTemplates
	// words, in a language other than English, are urfave/cli's words
	// in a flag's line of help (nil: English, urfave/cli's own).
	words *flagWords
	// path is the command the constructors given this factory build
	// under (none for the top-level commands).
	path []string
	// seen, when not nil, records every text looked up: key → its
	// English texts (one, unless the tests are to fail).
	seen map[string][]string
}

func newFactory(lang string) *factory {
	f := &factory{lang: lang, templates: templatesIn(lang)}
	if lang != i18n.English {
		f.words = &flagWords{
			value: helpWord(lang, "help.template.value", "value"),
			def:   helpWord(lang, "help.template.default", "default:"),
		}
	}
	return f
}

// under is the factory for the subcommands of the command name under f's
// path.
func (f *factory) under(name string) *factory {
	u := *f
	u.path = append(slices.Clone(f.path), name)
	return &u
}

// text returns the text key in the factory's language, English the
// source. Keys: help.app.usage, help.PATH.usage, help.PATH.description,
// help.PATH.usage-text (PATH the command's names joined with dots, such as
// pad.add), help.flag.NAME (a flag with one text wherever it stands),
// help.PATH.flag.NAME (a flag of ownFlagTexts), help.flag.NAME.default,
// help.category.NAME.
func (f *factory) text(key, english string) string {
	if english == "" {
		return ""
	}
	if f.seen != nil && !slices.Contains(f.seen[key], english) {
		f.seen[key] = append(f.seen[key], english)
	}
	return helpWord(f.lang, key, english)
}

// ownFlagTexts are the flags whose texts differ from command to command:
// keyed help.PATH.flag.NAME, where every other flag's are keyed
// help.flag.NAME (the tests check that such a key has one English text).
var ownFlagTexts = map[string]bool{"force": true, "players": true, "resume": true, "seed": true, "series": true, "start": true}

// command finishes c, built by a constructor under the factory's path
// (its subcommands by constructors given f.under(c.Name)): its texts and
// its flags' in the factory's language, --lang, the help command, and
// --help unless c is a top-level command (newApp adds those after the
// App's setup, as urfave/cli does).
func (f *factory) command(c *cli.Command) *cli.Command {
	p := append(slices.Clone(f.path), c.Name)
	key := "help." + strings.Join(p, ".")
	c.Usage = f.text(key+".usage", c.Usage)
	c.Description = f.text(key+".description", c.Description)
	c.UsageText = f.text(key+".usage-text", c.UsageText)
	c.Category = f.category(c.Category)
	hasLang := false
	for i, fl := range c.Flags {
		hasLang = hasLang || fl.Names()[0] == langFlagName
		c.Flags[i] = f.flag(fl, p)
	}
	if !hasLang {
		c.Flags = append(c.Flags, f.flag(langFlag(), p))
	}
	c.CustomHelpTemplate = f.templates.command
	if len(c.Subcommands) > 0 {
		c.CustomHelpTemplate = f.templates.subcommand
	}
	c.Subcommands = append(c.Subcommands, f.helpCommand())
	if len(f.path) > 0 {
		c.Flags = append(c.Flags, f.helpFlag())
	}
	// The help flag and command are the factory's: urfave/cli must not
	// add its own.
	c.HideHelp = true
	before := c.Before
	c.Before = func(ctx *cli.Context) error {
		if err := pickLanguage(ctx); err != nil {
			return err
		}
		if before != nil {
			return before(ctx)
		}
		return nil
	}
	// A bad flag is one line on stderr and exit 2, not help on stdout.
	c.OnUsageError = onUsageError
	// Completion knows games, bots, rule IDs and option keys.
	c.BashComplete = bashComplete
	return c
}

// urfaveHelpAction is the action of urfave/cli's help command (not
// exported): it prints the help of the App or of the command named.
var urfaveHelpAction = sync.OnceValue(func() cli.ActionFunc {
	return cli.NewApp().Action
})

// helpCommand is urfave/cli's help command in the factory's language,
// with --lang.
func (f *factory) helpCommand() *cli.Command {
	return &cli.Command{
		Name:               "help",
		Aliases:            []string{"h"},
		Usage:              f.text("help.urfave.help-command", "Shows a list of commands or help for one command"),
		ArgsUsage:          f.text("help.urfave.help-command-args", "[command]"),
		Action:             urfaveHelpAction(),
		Flags:              []cli.Flag{f.flag(langFlag(), nil), f.helpFlag()},
		HideHelp:           true,
		CustomHelpTemplate: f.templates.command,
		Before:             pickLanguage,
		OnUsageError:       onUsageError,
		BashComplete:       bashComplete,
	}
}

// helpFlag and versionFlag are urfave/cli's --help and --version
// (cli.HelpFlag and cli.VersionFlag, whose names it looks for) in the
// factory's language.
func (f *factory) helpFlag() cli.Flag {
	return f.urfaveFlag(cli.HelpFlag, "help.urfave.help-flag")
}

func (f *factory) versionFlag() cli.Flag {
	return f.urfaveFlag(cli.VersionFlag, "help.urfave.version-flag")
}

func (f *factory) urfaveFlag(u cli.Flag, key string) cli.Flag {
	b := u.(*cli.BoolFlag)
	fl := &cli.BoolFlag{Name: b.Name, Aliases: b.Aliases, Usage: f.text(key, b.Usage), DisableDefaultText: b.DisableDefaultText}
	if f.words == nil {
		return fl
	}
	return &localBoolFlag{fl, f.words}
}

// category translates a flag or command category; a game's name stays.
func (f *factory) category(name string) string {
	if name == "" {
		return ""
	}
	if _, err := engine.Lookup(strings.ToLower(name)); err == nil {
		return name
	}
	return f.text("help.category."+name, name)
}

// flag gives fl, a flag a constructor built for the command at path (nil:
// the App), its texts in the factory's language, and in a language other
// than English its line of help (a local flag).
func (f *factory) flag(fl cli.Flag, path []string) cli.Flag {
	name := fl.Names()[0]
	key := "help.flag." + name
	if ownFlagTexts[name] && len(path) > 0 {
		key = "help." + strings.Join(path, ".") + ".flag." + name
	}
	tell := func(usage, def, category *string) {
		*usage = f.text(key, *usage)
		*def = f.text(key+".default", *def)
		*category = f.category(*category)
	}
	var local cli.Flag
	switch fl := fl.(type) {
	case *cli.StringFlag:
		tell(&fl.Usage, &fl.DefaultText, &fl.Category)
		local = &localStringFlag{fl, f.words}
	case *cli.BoolFlag:
		tell(&fl.Usage, &fl.DefaultText, &fl.Category)
		local = &localBoolFlag{fl, f.words}
	case *cli.StringSliceFlag:
		tell(&fl.Usage, &fl.DefaultText, &fl.Category)
		local = &localStringSliceFlag{fl, f.words}
	case *cli.IntFlag:
		tell(&fl.Usage, &fl.DefaultText, &fl.Category)
		local = &localIntFlag{fl, f.words}
	case *cli.Uint64Flag:
		tell(&fl.Usage, &fl.DefaultText, &fl.Category)
		local = &localUint64Flag{fl, f.words}
	default:
		// A kind of flag not listed above stays English: the tests walk
		// every flag and fail on one.
		return fl
	}
	if f.words == nil {
		return fl
	}
	return local
}

// A flag's line in help is made by urfave/cli (cli.FlagStringer) with two
// English words of its own: "value", the placeholder of a flag whose
// usage names none, and "default". A flag built in another language is a
// local flag: urfave/cli's flag, whose line of help puts them in its
// language. English flags are urfave/cli's, untouched.
type flagWords struct{ value, def string }

type (
	localStringFlag struct {
		*cli.StringFlag
		words *flagWords
	}
	localBoolFlag struct {
		*cli.BoolFlag
		words *flagWords
	}
	localStringSliceFlag struct {
		*cli.StringSliceFlag
		words *flagWords
	}
	localIntFlag struct {
		*cli.IntFlag
		words *flagWords
	}
	localUint64Flag struct {
		*cli.Uint64Flag
		words *flagWords
	}
)

func (l *localStringFlag) String() string      { return l.words.line(l.StringFlag) }
func (l *localBoolFlag) String() string        { return l.words.line(l.BoolFlag) }
func (l *localStringSliceFlag) String() string { return l.words.line(l.StringSliceFlag) }
func (l *localIntFlag) String() string         { return l.words.line(l.IntFlag) }
func (l *localUint64Flag) String() string      { return l.words.line(l.Uint64Flag) }

// plain returns the urfave/cli flag of a local flag.
func (l *localStringFlag) plain() cli.Flag      { return l.StringFlag }
func (l *localBoolFlag) plain() cli.Flag        { return l.BoolFlag }
func (l *localStringSliceFlag) plain() cli.Flag { return l.StringSliceFlag }
func (l *localIntFlag) plain() cli.Flag         { return l.IntFlag }
func (l *localUint64Flag) plain() cli.Flag      { return l.Uint64Flag }

// plainFlag returns the urfave/cli flag f is (f itself, or a local
// flag's), for a question about its kind.
func plainFlag(f cli.Flag) cli.Flag {
	if l, ok := f.(interface{ plain() cli.Flag }); ok {
		return l.plain()
	}
	return f
}

// line is f's line of help, urfave/cli's with the words put in w's
// language.
func (w *flagWords) line(f cli.Flag) string {
	s := f.String()
	names, usage, ok := strings.Cut(s, "\t")
	if !ok {
		return s
	}
	names = valuePlaceholder.ReplaceAllString(names, "$1 "+w.value)
	if b, ok := f.(*cli.BoolFlag); ok && b.DisableDefaultText {
		return names + "\t" + usage
	}
	if d, ok := f.(cli.DocGenerationFlag); ok {
		if def := d.GetDefaultText(); def != "" {
			en := " (default: " + def + ")"
			if i := strings.LastIndex(usage, en); i >= 0 {
				usage = usage[:i] + " (" + w.def + " " + def + ")" + usage[i+len(en):]
			}
		}
	}
	return names + "\t" + usage
}

// valuePlaceholder matches a flag name followed by urfave/cli's default
// placeholder.
var valuePlaceholder = regexp.MustCompile(`(-[A-Za-z0-9-]+) value\b`)

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
