package cmd

import (
	"io"
	"reflect"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"weak"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// --help in the chosen language.
//
// urfave/cli builds help from the commands' and flags' Usage,
// Description, ArgsUsage and Category, and from its own templates and
// help command and flags, all of them package-level values. So every App
// gets its own copy of the command tree, its flags, the help command and
// the help and version flags, with the texts of its language filled in;
// the package-level commands and flags are never changed after init
// (several Apps, in several languages, may run at once). English is the
// source, in the Go code; locales/help.LANG.yaml hold the other languages,
// one key per text (see helpCopier.text for the keys).

var helpText = sync.OnceValue(func() *i18n.Catalog {
	return i18n.MustLoad(cliLocaleFiles, "locales/help.*.yaml")
})

// appUsage and appDescription are the application's own help texts.
const (
	appUsage       = "a table companion for the card games Mojo and Makoto"
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

// urfaveHelp is the help command and the help and version flags as
// urfave/cli defines them (shared by every App): read once from a blank
// App, then only copied.
var urfaveHelp = sync.OnceValue(func() (u struct {
	command       *cli.Command
	help, version cli.Flag
}) {
	a := &cli.App{Name: "x", Version: "x", Writer: io.Discard, ErrWriter: io.Discard}
	a.Setup()
	u.command = a.Command("help")
	for _, f := range a.Flags {
		switch f.Names()[0] {
		case "help":
			u.help = f
		case "version":
			u.version = f
		}
	}
	return u
})

// helpCopier copies the command tree into one language.
type helpCopier struct {
	lang      string
	templates helpTemplates
	// seen, when not nil, records every text looked up: key → English.
	seen map[string]string
}

func newHelpCopier(lang string) *helpCopier {
	return &helpCopier{lang: lang, templates: templatesIn(lang)}
}

// text returns the text key in the copier's language, English the
// source. Keys: help.app.usage, help.PATH.usage, help.PATH.description,
// help.PATH.usage-text (PATH the command's names joined with dots, such as
// pad.add), help.flag.NAME (a flag with one text wherever it stands),
// help.PATH.flag.NAME (a flag whose text differs between commands),
// help.flag.NAME.default, help.category.NAME.
func (h *helpCopier) text(key, english string) string {
	if english == "" {
		return ""
	}
	if h.seen != nil {
		h.seen[key] = english
	}
	return helpWord(h.lang, key, english)
}

// commands copies cmds, the commands under path.
func (h *helpCopier) commands(cmds []*cli.Command, path []string) []*cli.Command {
	out := make([]*cli.Command, 0, len(cmds)+1)
	for _, c := range cmds {
		out = append(out, h.command(c, path))
	}
	return out
}

// command copies c (under path) with its subcommands and flags, adds
// --lang, and the help command and flag unless c is a top-level command
// (NewApp adds those after the App's setup, as urfave/cli does).
func (h *helpCopier) command(c *cli.Command, path []string) *cli.Command {
	cp := *c
	p := append(append([]string(nil), path...), c.Name)
	key := "help." + strings.Join(p, ".")
	if told, ok := toldHelp.commands[c]; ok {
		cp.Usage, cp.Description = told[0].In(h.lang), told[1].In(h.lang)
	} else {
		cp.Usage = h.text(key+".usage", c.Usage)
		cp.Description = h.text(key+".description", c.Description)
	}
	cp.UsageText = h.text(key+".usage-text", c.UsageText)
	cp.Category = h.category(c.Category)
	cp.Flags = nil
	hasLang := false
	for _, f := range c.Flags {
		hasLang = hasLang || f.Names()[0] == langFlag.Name
		cp.Flags = append(cp.Flags, h.flag(f, p))
	}
	if !hasLang {
		cp.Flags = append(cp.Flags, h.flag(langFlag, p))
	}
	cp.Subcommands = h.commands(c.Subcommands, p)
	cp.Subcommands = append(cp.Subcommands, h.helpCommand())
	if len(path) > 0 {
		cp.Flags = append(cp.Flags, h.helpFlag())
	}
	// The copy's help flag and command stand for urfave/cli's: it must
	// not add its own (they are shared by every App).
	cp.HideHelp = true
	cp.CustomHelpTemplate = h.templates.command
	if len(c.Subcommands) > 0 {
		cp.CustomHelpTemplate = h.templates.subcommand
	}
	before := c.Before
	cp.Before = func(ctx *cli.Context) error {
		if err := pickLanguage(ctx); err != nil {
			return err
		}
		if before != nil {
			return before(ctx)
		}
		return nil
	}
	// A bad flag is one line on stderr and exit 2, not help on stdout.
	cp.OnUsageError = onUsageError
	// Completion knows games, bots, rule IDs and option keys.
	cp.BashComplete = bashComplete
	return &cp
}

// helpCommand is a copy of urfave/cli's help command, with --lang.
func (h *helpCopier) helpCommand() *cli.Command {
	orig := urfaveHelp().command
	return &cli.Command{
		Name:               orig.Name,
		Aliases:            orig.Aliases,
		Usage:              h.text("help.urfave.help-command", orig.Usage),
		ArgsUsage:          h.text("help.urfave.help-command-args", orig.ArgsUsage),
		Action:             orig.Action,
		Flags:              []cli.Flag{h.flag(langFlag, nil), h.helpFlag()},
		HideHelp:           true,
		CustomHelpTemplate: h.templates.command,
		Before:             pickLanguage,
		OnUsageError:       onUsageError,
		BashComplete:       bashComplete,
	}
}

// helpFlag and versionFlag are copies of urfave/cli's --help and
// --version.
func (h *helpCopier) helpFlag() cli.Flag {
	return h.urfaveFlag(urfaveHelp().help, "help.urfave.help-flag")
}

func (h *helpCopier) versionFlag() cli.Flag {
	return h.urfaveFlag(urfaveHelp().version, "help.urfave.version-flag")
}

func (h *helpCopier) urfaveFlag(f cli.Flag, key string) cli.Flag {
	same := func(s string) string { return s }
	return copyFlag(h, f.(*cli.BoolFlag), func(s string) string { return h.text(key, s) }, same)
}

// copyFlag copies flag f with its usage, default text and category told
// by usage, def and the copier's category, and marks the copy with the
// copier's language (for flagString). Every kind of flag urfave/cli has
// keeps these texts in fields of these names.
func copyFlag[T any, P interface {
	*T
	cli.Flag
}](h *helpCopier, f P, usage, def func(string) string) cli.Flag {
	c := P(new(T))
	*c = *f
	v := reflect.ValueOf(c).Elem()
	for name, tell := range map[string]func(string) string{"Usage": usage, "DefaultText": def, "Category": h.category} {
		field := v.FieldByName(name)
		field.SetString(tell(field.String()))
	}
	if h.lang != i18n.English {
		markFlag((*T)(c), h.lang)
	}
	return c
}

// category translates a flag or command category; a game's name stays.
func (h *helpCopier) category(name string) string {
	if name == "" {
		return ""
	}
	if _, err := engine.Lookup(strings.ToLower(name)); err == nil {
		return name
	}
	return h.text("help.category."+name, name)
}

// flagKeys tells, for every flag name of the package's commands, whether
// the flag has one text wherever it stands (key help.flag.NAME).
var flagKeys = sync.OnceValue(func() map[string]bool {
	usages := map[string]map[string]bool{}
	walk := func(flags []cli.Flag) {
		for _, f := range flags {
			name := f.Names()[0]
			if usages[name] == nil {
				usages[name] = map[string]bool{}
			}
			usages[name][flagUsage(f)+"\x00"+flagDefault(f)] = true
		}
	}
	walk([]cli.Flag{accessibleFlag, langFlag})
	forEachCommand(commands, func(c *cli.Command) { walk(c.Flags) })
	one := map[string]bool{}
	for name, u := range usages {
		one[name] = len(u) == 1
	}
	return one
})

func flagUsage(f cli.Flag) string {
	if d, ok := f.(cli.DocGenerationFlag); ok {
		return d.GetUsage()
	}
	return ""
}

// flagDefault is the flag's DefaultText, when it is set by hand.
func flagDefault(f cli.Flag) string {
	if v := reflect.ValueOf(f); v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.Struct {
		if d := v.Elem().FieldByName("DefaultText"); d.Kind() == reflect.String {
			return d.String()
		}
	}
	return ""
}

// flag copies f, a flag of the command at path, with its texts in the
// copier's language.
func (h *helpCopier) flag(f cli.Flag, path []string) cli.Flag {
	name := f.Names()[0]
	key := "help.flag." + name
	if !flagKeys()[name] && len(path) > 0 {
		key = "help." + strings.Join(path, ".") + ".flag." + name
	}
	usage := func(s string) string { return h.text(key, s) }
	if told, ok := toldHelp.flags[f]; ok {
		usage = func(string) string { return told.In(h.lang) }
	}
	def := func(s string) string { return h.text(key+".default", s) }
	switch f := f.(type) {
	case *cli.StringFlag:
		return copyFlag(h, f, usage, def)
	case *cli.BoolFlag:
		return copyFlag(h, f, usage, def)
	case *cli.StringSliceFlag:
		return copyFlag(h, f, usage, def)
	case *cli.IntFlag:
		return copyFlag(h, f, usage, def)
	case *cli.Uint64Flag:
		return copyFlag(h, f, usage, def)
	}
	// A kind of flag not listed above would be shared by every App: the
	// tests walk every flag and fail on one.
	return f
}

// flagLangs holds the language of every copied flag in a language other
// than English, for flagString; an entry goes when its flag is collected.
var flagLangs sync.Map // weak.Pointer[T] → language

func markFlag[T any](p *T, lang string) {
	k := weak.Make(p)
	flagLangs.Store(k, lang)
	runtime.AddCleanup(p, func(k weak.Pointer[T]) { flagLangs.Delete(k) }, k)
}

// flagLanguage returns the language f was copied into ("" for English or
// a flag that is no copy).
func flagLanguage(f cli.Flag) string {
	var k any
	switch f := f.(type) {
	case *cli.StringFlag:
		k = weak.Make(f)
	case *cli.BoolFlag:
		k = weak.Make(f)
	case *cli.StringSliceFlag:
		k = weak.Make(f)
	case *cli.IntFlag:
		k = weak.Make(f)
	case *cli.Uint64Flag:
		k = weak.Make(f)
	default:
		return ""
	}
	if lang, ok := flagLangs.Load(k); ok {
		return lang.(string)
	}
	return ""
}

// englishFlagString is urfave/cli's flag line of help ("--seed value\tseed
// for every shuffle (default: 1)").
var englishFlagString = cli.FlagStringer

// A flag's line in help is made by urfave/cli's cli.FlagStringer, one for
// every App, with two English words of its own: "value", the placeholder
// of a flag whose usage names none, and "default". flagString puts them in
// the flag's language; English lines are urfave/cli's, untouched.
func init() { cli.FlagStringer = flagString }

func flagString(f cli.Flag) string {
	s := englishFlagString(f)
	lang := flagLanguage(f)
	if lang == "" || lang == i18n.English {
		return s
	}
	names, usage, ok := strings.Cut(s, "\t")
	if !ok {
		return s
	}
	names = valuePlaceholder.ReplaceAllString(names, "$1 "+helpWord(lang, "help.template.value", "value"))
	if b, ok := f.(*cli.BoolFlag); ok && b.DisableDefaultText {
		return names + "\t" + usage
	}
	if d, ok := f.(cli.DocGenerationFlag); ok {
		if def := d.GetDefaultText(); def != "" {
			en := " (default: " + def + ")"
			if i := strings.LastIndex(usage, en); i >= 0 {
				usage = usage[:i] + " (" + helpWord(lang, "help.template.default", "default:") + " " + def + ")" + usage[i+len(en):]
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

// sortedCommands are the package's commands by name.
func sortedCommands() []*cli.Command {
	cmds := append([]*cli.Command(nil), commands...)
	sort.Slice(cmds, func(i, j int) bool { return cmds[i].Name < cmds[j].Name })
	return cmds
}
