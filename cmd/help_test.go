package cmd

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/cmd/internal/roundentry"
	"tabletop/engine/i18n"
)

var helpLanguages = []string{i18n.Polish, i18n.French, i18n.Russian}

// helpSources are every text of --help, key → English: the texts the
// factory looks up building an App, and urfave/cli's words.
func helpSources(t *testing.T) map[string]string {
	t.Helper()
	f := newFactory(i18n.English)
	f.seen = map[string][]string{}
	newApp(f, nil, io.Discard, io.Discard)
	src := map[string]string{}
	for key, english := range f.seen {
		if len(english) > 1 {
			t.Errorf("%s has %d English texts (a flag for ownFlagTexts?): %q", key, len(english), english)
		}
		src[key] = english[0]
	}
	for _, w := range urfaveWords {
		src[w.key] = w.english
	}
	src["help.template.false"] = "false"
	src["help.template.default"] = "default:"
	if len(src) < 90 {
		t.Fatalf("only %d help texts", len(src))
	}
	return src
}

// Every text of every command and flag has its translation in each
// language, and each help file names only texts that exist.
func TestHelpCatalogueComplete(t *testing.T) {
	src := helpSources(t)
	cat := helpText()
	for _, lang := range helpLanguages {
		for key := range src {
			if !cat.Has(lang, key) {
				t.Errorf("%s: %s has no translation", lang, key)
			}
		}
		for _, key := range cat.IDs(lang) {
			if _, ok := src[key]; !ok {
				t.Errorf("%s: %s names no help text", lang, key)
			}
		}
	}
	if ids := cat.IDs(i18n.English); len(ids) != 0 {
		t.Errorf("English help texts belong in the Go code, not a catalogue: %v", ids)
	}
}

var (
	flagNameRE    = regexp.MustCompile(`--[a-z][a-z-]*`)
	exampleRE     = regexp.MustCompile(`^(tabletop|source|echo) `)
	lineCommentRE = regexp.MustCompile(`\s{2,}[#(].*$`)
	fieldRE       = regexp.MustCompile(`\{\{\.[A-Za-z]+\}\}`)
)

// exampleLines are the command lines of a help text: lines starting with
// "tabletop", "source" or "echo", and their continuation lines; a comment
// after two spaces ("  # ...", "  (...)") is not part of them.
func exampleLines(text string) []string {
	var out []string
	cont := false
	for _, line := range strings.Split(text, "\n") {
		s := strings.TrimSpace(line)
		if cont || exampleRE.MatchString(s) {
			out = append(out, lineCommentRE.ReplaceAllString(s, ""))
		}
		cont = strings.HasSuffix(s, `\`)
	}
	return out
}

// A translation keeps what is typed: the backtick-quoted placeholders (as
// many), every --flag, every example command line, and, for a text
// without placeholders, every number.
func TestHelpTranslationsKeepWhatIsTyped(t *testing.T) {
	src := helpSources(t)
	for _, lang := range helpLanguages {
		for key, en := range src {
			tr, ok := helpText().Lookup(lang, key)
			if !ok {
				continue // TestHelpCatalogueComplete
			}
			checkKeepsWhatIsTyped(t, lang, key, en, tr)
		}
	}
}

// The help a ruleset supplies (score GAME's usage and description, its
// round fields' flags) keeps what is typed too.
func TestToldHelpKeepsWhatIsTyped(t *testing.T) {
	var told []i18n.Phrase
	for _, rs := range roundentry.Scorers() {
		sc, _ := roundentry.ScorerOf(rs)
		told = append(told, sc.EntryHelp().Usage, sc.EntryHelp().Description)
		for _, f := range sc.RoundFields() {
			told = append(told, f.Usage)
		}
	}
	if len(told) < 9 {
		t.Fatalf("only %d texts of the rulesets in --help", len(told))
	}
	for _, p := range told {
		en := p.String()
		if en == "" || en == p.ID {
			t.Errorf("%q has no English message", p.ID)
		}
		for _, lang := range helpLanguages {
			tr := p.In(lang)
			if tr == en {
				t.Errorf("%s: %s is not translated", lang, p.ID)
			}
			checkKeepsWhatIsTyped(t, lang, p.ID, en, tr)
		}
	}
}

// checkKeepsWhatIsTyped checks the translation tr of help text key: it
// keeps what is typed in en.
func checkKeepsWhatIsTyped(t *testing.T, lang, key, en, tr string) {
	t.Helper()
	if strings.Count(tr, "`") != strings.Count(en, "`") {
		t.Errorf("%s: %s has %d backticks, English %d", lang, key, strings.Count(tr, "`"), strings.Count(en, "`"))
	}
	for _, f := range flagNameRE.FindAllString(en, -1) {
		if !strings.Contains(tr, f) {
			t.Errorf("%s: %s lacks %s", lang, key, f)
		}
	}
	for _, p := range fieldRE.FindAllString(en, -1) {
		if !strings.Contains(tr, p) {
			t.Errorf("%s: %s lacks %s (the games, withGameTitles)", lang, key, p)
		}
	}
	trLines := exampleLines(tr)
	for _, ex := range exampleLines(en) {
		if !slices.Contains(trLines, ex) {
			t.Errorf("%s: %s lacks the example line %q", lang, key, ex)
		}
	}
	if strings.Contains(en, "\n") != strings.Contains(tr, "\n") {
		t.Errorf("%s: %s: one line in one language, several in the other", lang, key)
	}
}

// urfave/cli's words are all found in its templates: a new version that
// changed one would leave it in English.
func TestHelpTemplatesTranslated(t *testing.T) {
	for _, lang := range helpLanguages {
		tm := templatesIn(lang)
		for _, w := range urfaveWords {
			switch w.key {
			case "help.template.arguments":
				continue // the same word in French
			}
			for name, s := range map[string]string{"app": tm.app, "command": tm.command, "subcommand": tm.subcommand} {
				if strings.Contains(s, w.english) {
					t.Errorf("%s: the %s template still says %q", lang, name, w.english)
				}
			}
		}
		if strings.Contains(tm.command, `{{template "usageTemplate"`) {
			t.Errorf("%s: the usage line is not written out", lang)
		}
	}
	en := templatesIn(i18n.English)
	if en.app != strings.Replace(cli.AppHelpTemplate, appVersionBlock, "", 1) {
		t.Error("the English application template is not urfave/cli's less its VERSION section")
	}
}

// Every App builds its own commands and flags: two Apps share none, and
// every flag is of a kind the factory knows (its texts translated).
func TestAppsShareNothing(t *testing.T) {
	en := newAppIn(i18n.English, nil, io.Discard, io.Discard)
	pl := newAppIn(i18n.Polish, nil, io.Discard, io.Discard)
	type node struct{ lang, where string }
	commands := map[*cli.Command]node{}
	flags := map[cli.Flag]node{}
	for _, app := range []struct {
		lang string
		app  *cli.App
	}{{i18n.English, en}, {i18n.Polish, pl}} {
		check := func(where string, fl []cli.Flag) {
			for _, f := range fl {
				if n, ok := flags[plainFlag(f)]; ok && n.lang != app.lang {
					t.Errorf("--%s of %s (%s) is shared with %s (%s)", f.Names()[0], where, app.lang, n.where, n.lang)
				}
				flags[plainFlag(f)] = node{app.lang, where}
				if !knownFlagKind(plainFlag(f)) {
					t.Errorf("%s: %s: --%s is a kind of flag the factory does not know", app.lang, where, f.Names()[0])
				}
				if _, local := f.(interface{ plain() cli.Flag }); local != (app.lang != i18n.English) {
					t.Errorf("%s: %s: --%s: local flag %v", app.lang, where, f.Names()[0], local)
				}
			}
		}
		check("tabletop", app.app.Flags)
		forEachCommand(app.app.Commands, func(c *cli.Command) {
			if n, ok := commands[c]; ok && n.lang != app.lang {
				t.Errorf("command %s is shared between %s and %s", c.Name, app.lang, n.lang)
			}
			commands[c] = node{app.lang, c.Name}
			check(c.Name, c.Flags)
		})
	}
	for _, f := range []cli.Flag{cli.HelpFlag, cli.VersionFlag} {
		if _, ok := flags[f]; ok {
			t.Errorf("urfave/cli's --%s is in an App", f.Names()[0])
		}
	}
}

// The help command and the help and version flags the factory builds are
// urfave/cli's, in English.
func TestHelpCommandIsUrfaves(t *testing.T) {
	a := &cli.App{Name: "x", Version: "x", Writer: io.Discard, ErrWriter: io.Discard}
	a.Setup()
	u := a.Command("help")
	f := newFactory(i18n.English)
	h := f.helpCommand()
	if h.Name != u.Name || !slices.Equal(h.Aliases, u.Aliases) || h.Usage != u.Usage || h.ArgsUsage != u.ArgsUsage {
		t.Errorf("help command %q %q %q %q, urfave/cli's %q %q %q %q", h.Name, h.Aliases, h.Usage, h.ArgsUsage, u.Name, u.Aliases, u.Usage, u.ArgsUsage)
	}
	for _, tc := range []struct{ ours, theirs cli.Flag }{{f.helpFlag(), cli.HelpFlag}, {f.versionFlag(), cli.VersionFlag}} {
		if tc.ours.String() != tc.theirs.String() || !slices.Equal(tc.ours.Names(), tc.theirs.Names()) {
			t.Errorf("%q, urfave/cli's %q", tc.ours, tc.theirs)
		}
	}
}

// mainOut runs Main with args and the locale env, returning stdout,
// stderr and the exit code.
func mainOut(args []string) (string, string, int) {
	var out, errOut bytes.Buffer
	code := Main(append([]string{"tabletop"}, args...), strings.NewReader(""), &out, &errOut)
	return out.String(), errOut.String(), code
}

// --help through Main in every language, chosen by --lang (anywhere on
// the line) or by the locale, is the golden file the end-to-end tests
// keep (testdata/golden/lang/help-*.LANG.txt).
func TestHelpGoldensThroughMain(t *testing.T) {
	defer func(old func(string) string) { getenv = old }(getenv)
	cases := []struct {
		name string
		args []string
	}{
		{"help-app", []string{"--help"}},
		{"help-pad-add", []string{"pad", "add", "--help"}},
	}
	for _, tc := range cases {
		for _, lang := range append([]string{i18n.English}, helpLanguages...) {
			want := cmdtest.ReadGolden(t, filepath.Join("lang", tc.name+"."+lang+".txt"))
			getenv = func(string) string { return "" }
			for _, args := range [][]string{
				append([]string{"--lang", lang}, tc.args...),
				append(slices.Clone(tc.args), "--lang="+lang),
			} {
				if out, errOut, code := mainOut(args); out != want || code != cmdutil.ExitOK || errOut != "" {
					t.Errorf("tabletop %s: exit %d, stderr %q\n%s", strings.Join(args, " "), code, errOut, out)
				}
			}
			locale := map[string]string{"en": "C", "pl": "pl_PL.UTF-8", "fr": "fr_FR.UTF-8", "ru": "ru_RU.UTF-8"}[lang]
			getenv = func(k string) string { return map[string]string{"LANG": locale}[k] }
			if out, _, _ := mainOut(tc.args); out != want {
				t.Errorf("LANG=%s tabletop %s:\n%s", locale, strings.Join(tc.args, " "), out)
			}
		}
	}
}

// Every way to ask for help speaks the language: the help command, help
// after a command, help of a subcommand, and the help command's own entry.
func TestHelpEveryWayInPolish(t *testing.T) {
	for _, args := range [][]string{
		{"help"}, {"help", "sim"}, {"sim", "help"}, {"pad", "help", "add"}, {"help", "pad"},
		{"pad", "--help"}, {"score", "mojo", "--help"}, {"-h"},
	} {
		out, errOut, code := mainOut(append(args, "--lang", "pl"))
		if code != cmdutil.ExitOK || errOut != "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
			continue
		}
		for _, english := range []string{"NAME:", "USAGE:", "OPTIONS:", "show help", "Shows a list", "(default:", " value"} {
			if strings.Contains(out, english) {
				t.Errorf("%v: %q left in English:\n%s", args, english, out)
			}
		}
		if !strings.Contains(out, "NAZWA:") {
			t.Errorf("%v: no Polish heading:\n%s", args, out)
		}
	}
}

// A bad --lang: help stays English (as before there were languages), a
// command is refused with one line and exit 2.
func TestHelpBadLanguage(t *testing.T) {
	en, _, _ := mainOut([]string{"--help"})
	if out, _, code := mainOut([]string{"--lang", "xx", "--help"}); out != en || code != cmdutil.ExitOK {
		t.Errorf("--lang xx --help: exit %d\n%s", code, out)
	}
	out, errOut, code := mainOut([]string{"--lang", "xx", "rules", "mojo"})
	if code != cmdutil.ExitUsage || out != "" || errOut != "tabletop: --lang: unknown language \"xx\" (one of en, pl, fr, ru)\n" {
		t.Errorf("--lang xx rules mojo: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// Completion is the same in every language: the bash script, and the
// candidates the scripts are offered.
func TestCompletionSameInEveryLanguage(t *testing.T) {
	for _, args := range [][]string{
		{"completion", "bash"},
		{"completion", "zsh"},
		{"--generate-bash-completion"},
		{"pad", "add", "-", "--generate-bash-completion"},
		{"sim", "-", "--generate-bash-completion"},
		{"pad", "--generate-bash-completion"},
		{"-", "--generate-bash-completion"},
	} {
		want, _, _ := mainOut(args)
		for _, lang := range helpLanguages {
			got, _, _ := mainOut(append([]string{"--lang", lang}, args...))
			if got != want {
				t.Errorf("--lang %s %v:\n%s\nwant\n%s", lang, args, got, want)
			}
		}
	}
}

// Apps in several languages run at once (go test -race): each has its
// own commands and flags, so each prints its language's help and nothing
// races.
func TestHelpParallelLanguages(t *testing.T) {
	argsets := [][]string{{"--help"}, {"pad", "add", "--help"}, {"help", "sim"}, {"sim", "help"}, {"rules", "mojo", "mojo.turn.equal"}, {"completion", "fish"}, {"--version"}}
	want := map[string]string{}
	for _, lang := range append([]string{i18n.English}, helpLanguages...) {
		for _, args := range argsets {
			key := lang + fmt.Sprint(args)
			want[key], _, _ = mainOut(append([]string{"--lang", lang}, args...))
		}
	}
	var wg sync.WaitGroup
	errs := make(chan string, len(want)*3)
	for round := 0; round < 3; round++ {
		for _, lang := range append([]string{i18n.English}, helpLanguages...) {
			for _, args := range argsets {
				wg.Add(1)
				go func() {
					defer wg.Done()
					key := lang + fmt.Sprint(args)
					if got, _, _ := mainOut(append([]string{"--lang", lang}, args...)); got != want[key] {
						errs <- key
					}
				}()
			}
		}
	}
	wg.Wait()
	close(errs)
	for key := range errs {
		t.Errorf("%s differs when run in parallel", key)
	}
}

func TestHelpLanguageOfArgs(t *testing.T) {
	env := func(k string) string { return map[string]string{"LANG": "fr_FR.UTF-8"}[k] }
	defer func(old func(string) string) { getenv = old }(getenv)
	getenv = env
	for _, tc := range []struct{ line, want string }{
		{"tabletop --help", "fr"},
		{"tabletop --lang pl --help", "pl"},
		{"tabletop pad add --help --lang ru", "ru"},
		{"tabletop pad add --help -lang=ru", "ru"},
		{"tabletop --lang=pl rules --lang ru", "ru"},
		{"tabletop --lang xx --help", "fr"},
		{"tabletop rules --lang", "fr"},
		{"tabletop rules --lang --json", "fr"},
		{"tabletop validate pos.yaml -- --lang pl", "fr"},
	} {
		if got := helpLanguage(strings.Fields(tc.line)); got != tc.want {
			t.Errorf("%q: %s, want %s", tc.line, got, tc.want)
		}
	}
}

// knownFlagKind reports whether the factory translates flags of f's kind.
func knownFlagKind(f cli.Flag) bool {
	switch f.(type) {
	case *cli.StringFlag, *cli.BoolFlag, *cli.StringSliceFlag, *cli.IntFlag, *cli.Uint64Flag:
		return true
	}
	return false
}

// forEachCommand calls f for every command of cmds and their subcommands.
func forEachCommand(cmds []*cli.Command, f func(*cli.Command)) {
	for _, c := range cmds {
		f(c)
		forEachCommand(c.Subcommands, f)
	}
}
