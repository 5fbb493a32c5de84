package cmd

import (
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
// (newSimCmd(f), pad.NewCmdPad(f.util(), nil) ...) that newApp calls. Each takes the
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
			lang: lang,
			def:  helpWord(lang, "help.template.default", "default:"),
			off:  helpWord(lang, "help.template.false", "false"),
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
