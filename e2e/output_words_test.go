package e2e

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

// The words of real output, in every language: every command's --help,
// the rules and a sample of errors, read as a person reads them (issue
// 30). The catalogues' own checks are in catalogue_words_test.go.

// helps keeps what commandPaths and everyHelp ran, run once for every
// test that reads them: the command paths, and every help by language.
var helps struct {
	sync.Mutex
	paths  [][]string
	byLang map[string]map[string]string
}

// commandPaths are every command and subcommand, as the English --help
// lists them under COMMANDS (help itself left out).
func commandPaths(t *testing.T) [][]string {
	t.Helper()
	helps.Lock()
	defer helps.Unlock()
	if helps.paths == nil {
		helps.paths = listPaths(t)
	}
	return helps.paths
}

// listPaths runs --help down the command tree for commandPaths.
func listPaths(t *testing.T) [][]string {
	t.Helper()
	var paths [][]string
	var walk func(path []string)
	walk = func(path []string) {
		r := run(t, "", append(slices.Clone(path), "--help")...)
		if r.code != 0 {
			t.Fatalf("%v --help: exit %d: %s", path, r.code, r.stderr)
		}
		for _, name := range listedCommands(r.stdout) {
			p := append(slices.Clone(path), name)
			paths = append(paths, p)
			if len(p) < 3 {
				walk(p)
			}
		}
	}
	walk(nil)
	if len(paths) < 15 {
		t.Fatalf("only %d commands listed: %v", len(paths), paths)
	}
	return paths
}

// listedCommands are the names a help lists under COMMANDS, help left out.
func listedCommands(help string) []string {
	var names []string
	in := false
	for _, line := range strings.Split(help, "\n") {
		switch {
		case line == "COMMANDS:":
			in = true
		case in && strings.TrimSpace(line) == "":
			in = false
		case in:
			f := strings.Fields(line)
			if len(f) > 0 && strings.HasPrefix(line, "   ") && !strings.HasPrefix(line, "    ") {
				if name := strings.TrimSuffix(f[0], ","); name != "help" {
					names = append(names, name)
				}
			}
		}
	}
	return names
}

// everyHelp returns every command's --help in lang, keyed by its command
// line (not to be changed: the tests share it).
func everyHelp(t *testing.T, lang string) map[string]string {
	t.Helper()
	paths := commandPaths(t)
	helps.Lock()
	defer helps.Unlock()
	if out, ok := helps.byLang[lang]; ok {
		return out
	}
	out := map[string]string{}
	for _, p := range append([][]string{nil}, paths...) {
		args := append(slices.Clone(p), "--help", "--lang", lang)
		r := run(t, "", args...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
		}
		out[strings.Join(args, " ")] = r.stdout
	}
	if helps.byLang == nil {
		helps.byLang = map[string]map[string]string{}
	}
	helps.byLang[lang] = out
	return out
}

// valuePlaceholder is urfave/cli's placeholder "value", or its word in a
// language, after a flag's name: a flag whose help names no placeholder.
var valuePlaceholder = regexp.MustCompile(`(?m)^\s+-[-\pL\d]*\pL[^\t\n]*?(?:^|[ ,])-[-\pL\d]+ (value|wartość|valeur|значение|VALUE|WARTOŚĆ|VALEUR|ЗНАЧЕНИЕ)(?:,|\s{2})`)

// englishDefault is a flag's default left in English: "(domyślnie:
// false)".
var englishDefault = regexp.MustCompile(`\((?:domyślnie|par défaut|по умолчанию)\x{00a0}?: (false|true)\)`)

// TestHelpNamesEveryPlaceholder: no flag of any command, in any
// language, shows "value" (wartość, valeur, значение) for its
// placeholder, and no boolean flag's default stays "false" in another
// language (issue 30); the items as reported, row by row.
func TestHelpNamesEveryPlaceholder(t *testing.T) {
	t.Parallel()
	for _, lang := range languages {
		t.Run(lang, func(t *testing.T) {
			t.Parallel()
			for line, help := range everyHelp(t, lang) {
				for _, m := range valuePlaceholder.FindAllString(help, -1) {
					t.Errorf("%s: a flag with no placeholder of its own:\n%s", line, m)
				}
				if lang != "en" {
					for _, m := range englishDefault.FindAllString(help, -1) {
						t.Errorf("%s: a default in English: %s", line, m)
					}
				}
			}
		})
	}
	for _, tc := range []struct {
		args      []string
		not, want string
	}{
		{[]string{"play", "--help", "--lang", "pl"}, "--players wartość", "--players MIEJSCA, -p MIEJSCA"},
		{[]string{"play", "--help", "--lang", "fr"}, "--players valeur", "--players PLACES, -p PLACES"},
		{[]string{"play", "--help", "--lang", "ru"}, "--players значение", "--players МЕСТА, -p МЕСТА"},
		{[]string{"play", "--help"}, "--players value", "--players SEATS, -p SEATS"},
		{[]string{"serve", "--help", "--lang", "pl"}, "--players wartość", "--players MIEJSCA"},
		{[]string{"sim", "--help", "--lang", "pl"}, "--bots wartość", "--bots NAZWY"},
		{[]string{"sim", "--help", "--lang", "fr"}, "--games valeur", "--games N, -n N"},
		{[]string{"sim", "--help", "--lang", "ru"}, "--seed значение", "--seed N "},
		{[]string{"sim", "--help", "--lang", "ru"}, "--check значение", "--check УРОВЕНЬ"},
		{[]string{"sim", "--help"}, "--workers value", "--workers N "},
		{[]string{"table", "--help", "--lang", "pl"}, "--start wartość", "--start GRACZ"},
		{[]string{"table", "--help", "--lang", "fr"}, "--variant valeur", "--variant NOM "},
		{[]string{"rules", "--help", "--lang", "ru"}, "--variant значение", "--variant НАЗВАНИЕ"},
		{[]string{"play", "--help", "--lang", "pl"}, "(domyślnie: false)", "(domyślnie: nie)"},
		{[]string{"play", "--help", "--lang", "fr"}, "(par défaut\u00a0: false)", "(par défaut\u00a0: non)"},
		{[]string{"play", "--help", "--lang", "ru"}, "(по умолчанию: false)", "(по умолчанию: нет)"},
		{[]string{"sim", "--help", "--lang", "pl"}, `(domyślnie: "random")`, "(domyślnie: „random”)"},
		{[]string{"sim", "--help", "--lang", "ru"}, `(по умолчанию: "cheap")`, "(по умолчанию: «cheap»)"},
		// help, h in the imperative, as every other command's line.
		{[]string{"--help", "--lang", "pl"}, "pokazuje listę poleceń", "help, h     pokaż listę poleceń"},
		{[]string{"--help", "--lang", "fr"}, "affiche la liste des commandes", "help, h     afficher la liste des commandes"},
		{[]string{"--help", "--lang", "ru"}, "показывает список команд", "help, h     показать список команд"},
		{[]string{"pad", "--help", "--lang", "ru"}, "показывает список команд", "показать список команд"},
	} {
		r := run(t, "", tc.args...)
		if r.code != 0 || strings.Contains(r.stdout, tc.not) || !strings.Contains(r.stdout, tc.want) {
			t.Errorf("%v: exit %d; want %q, not %q:\n%s", tc.args, r.code, tc.want, tc.not, r.stdout)
		}
	}
}

// straightQuoted is a value in straight double quotes.
var straightQuoted = regexp.MustCompile(`"[^"\s][^"\n]*"`)

// quoteMarks are the quotes around a value in each language.
var quoteMarks = map[string][2]string{"pl": {"„", "”"}, "fr": {"«\u00a0", "\u00a0»"}, "ru": {"«", "»"}}

// errorSamples are command lines whose output quotes a value the person
// typed: an error or a refusal. value in a row is the
// value, told in the language's quotes.
var errorSamples = []struct {
	args  []string
	stdin string
	value string
}{
	{[]string{"validate", "testdata/positions/mojo-rulebook-chain.yaml", "foo bar"}, "", "foo bar"},
	{[]string{"validate", "testdata/positions/mojo-rulebook-chain.yaml", "play"}, "", "play"},
	{[]string{"validate", "testdata/positions/makoto-curtain-3.yaml", "pass foo"}, "", "oracle"},
	{[]string{"validate", "testdata/positions/mojo-rulebook-chain.yaml", "play 8 on 1 on 1"}, "", "on"},
	{[]string{"table", "mojo", "--players", "Ann,Ben,Cy", "--journal", "j.yaml"}, "Dee: play 8\n", "Dee"},
	{[]string{"rules", "mojo", "no.such"}, "", "no.such"},
	{[]string{"rules", "mojo", "mojo.turn.equall"}, "", "mojo.turn.equall"},
	{[]string{"sim", "mojo", "--check", "bogus"}, "", "bogus"},
	{[]string{"play", "mojo", "--players", "Ann,bot:nope"}, "", "nope"},
	{[]string{"score", "go"}, "", "go"},
	{[]string{"play", "mojo", "--seed", "abc"}, "", "abc"},
	{[]string{"play", "mojo", "--option", "foo=bar"}, "", "foo"},
	{[]string{"pad", "new", "mojo", "--players", "Ann,Ann"}, "", "Ann"},
}

// sampleOutput runs a command line of errorSamples in lang (a folder of
// its own, testdata/ paths from the module's root) and returns what it
// wrote on stdout and stderr.
func sampleOutput(t *testing.T, args []string, stdin, lang string) string {
	t.Helper()
	args = slices.Clone(args)
	for i, a := range args {
		if strings.HasPrefix(a, "testdata/") {
			args[i] = fromRoot(a)
		}
	}
	r := runInput(t, t.TempDir(), stdin, append(args, "--lang", lang)...)
	return r.stdout + r.stderr
}

// TestValuesQuotedInTheLanguage: a value quoted in an error or a refusal
// comes in the language's quotes, never in straight ones (issue 30:
// 'nie można odczytać ruchu "foo bar"', '"Dee" не сидит за этим столом').
func TestValuesQuotedInTheLanguage(t *testing.T) {
	t.Parallel()
	for _, tc := range errorSamples {
		for _, lang := range []string{"pl", "fr", "ru"} {
			out := sampleOutput(t, tc.args, tc.stdin, lang)
			if m := straightQuoted.FindString(out); m != "" {
				t.Errorf("%s %v: %s in straight quotes:\n%s", lang, tc.args, m, out)
			}
			if want := quoteMarks[lang][0] + tc.value + quoteMarks[lang][1]; !strings.Contains(out, want) {
				t.Errorf("%s %v: no %s:\n%s", lang, tc.args, want, out)
			}
		}
	}
}

// A refusal names its rule once: the hint's own rule opens its line ("See
// also mojo.turn.equal:") and is not cited again in the hint (issue 30:
// "…zobacz też mojo.turn.equal: … (mojo.turn.equal): …").
func TestRefusalNamesItsRuleOnce(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		position, move, rule string
	}{
		{"testdata/positions/mojo-rulebook-chain.yaml", "play 8 8 7 7", "mojo.turn.equal"},
		{"testdata/positions/makoto-kensei-no-sword.yaml", "play 9 9 9 9", "makoto.kensei"},
		{"testdata/positions/makoto-kensei-three.yaml", "play 9 9 9 9s", "makoto.kensei"},
	} {
		for _, lang := range languages {
			r := run(t, "", "validate", fromRoot(tc.position), tc.move, "--lang", lang)
			var hint string
			for _, line := range strings.Split(r.stdout, "\n") {
				if strings.Contains(line, tc.rule+":") || strings.Contains(line, tc.rule+"\u00a0:") {
					hint = line
				}
			}
			if hint == "" {
				t.Errorf("%s %s: no hint of %s:\n%s", lang, tc.move, tc.rule, r.stdout)
				continue
			}
			if n := len(regexp.MustCompile(regexp.QuoteMeta(tc.rule)+`(?:[^.\pL]|$)`).FindAllString(hint, -1)); n != 1 {
				t.Errorf("%s %s: the hint names %s %d times:\n%s", lang, tc.move, tc.rule, n, hint)
			}
		}
	}
}

// TestGlossaryInOutput: the glossary's words hold in real output, as in
// the catalogues (TestGlossary): no variant "not to be used" appears in
// any command's --help, in the rules of either game, or in the sample of
// errors, so that help, rules and errors use one term per glossary row. A
// game's rows cover its rules, and the lines of help and errors that name
// the game alone.
func TestGlossaryInOutput(t *testing.T) {
	t.Parallel()
	rows := readGlossary(t)
	for _, lang := range []string{"pl", "fr", "ru"} {
		t.Run(lang, func(t *testing.T) {
			t.Parallel()
			outputs := map[string]string{} // command line → output
			for line, help := range everyHelp(t, lang) {
				outputs[line] = help
			}
			games := map[string]string{} // command line → the game it is about
			for _, game := range []string{"mojo", "makoto"} {
				args := []string{"rules", game, "--lang", lang}
				r := run(t, "", args...)
				if r.code != 0 {
					t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
				}
				outputs[strings.Join(args, " ")] = r.stdout
				games[strings.Join(args, " ")] = game
			}
			for _, tc := range errorSamples {
				outputs[strings.Join(tc.args, " ")] = sampleOutput(t, tc.args, tc.stdin, lang)
			}
			for _, cmd := range sortedKeys(outputs) {
				lines := strings.Split(outputs[cmd], "\n")
				for i, line := range lines {
					next := ""
					if i+1 < len(lines) {
						next = lines[i+1]
					}
					for _, r := range rows {
						if !aboutGame(r.game, games[cmd], line, next) {
							continue
						}
						for _, v := range r.not[lang] {
							if m := variantRE(v).FindString(line); m != "" {
								t.Errorf("%s: %q is not the glossary's word for %s (%s; GLOSSARY.md:%d)\n\t%s", cmd, strings.TrimSpace(m), r.term, r.words[lang], r.line, line)
							}
						}
					}
				}
			}
		})
	}
}

// aboutGame reports whether a glossary row of game (none: both games)
// covers a line of output: the rules of the game (rulesOf), or a line
// that names it and not the other game, nor does the next line in its
// first words ("a round of Mojo or a game of / Makoto" speaks of both).
func aboutGame(game, rulesOf, line, next string) bool {
	switch {
	case game == "":
		return true
	case rulesOf != "":
		return rulesOf == game
	}
	other := map[string]string{"mojo": "makoto", "makoto": "mojo"}[game]
	if f := strings.Fields(next); len(f) > 3 {
		next = strings.Join(f[:3], " ")
	}
	return strings.Contains(strings.ToLower(line), game) && !strings.Contains(strings.ToLower(line+" "+next), other)
}

// yamlExamples are the messages that show what to write in a YAML file,
// whose straight quotes are YAML's.
var yamlExamples = map[string]bool{"engine.error.want-list": true, "makoto.error.history-list": true, "makoto.error.history-entry": true}

// TestNoStraightQuotesInMessages: no message of the Polish, French and
// Russian catalogues (help aside) puts a value in straight quotes: a
// quoted value is an i18n.Quoted argument, which each language quotes
// its own way, and a word of notation a message quotes itself is in the
// language's quotes ("„on” podane dwa razy"). A command line to type
// ("tabletop validate FILE "RUCH"") and a YAML example keep theirs. No
// catalogue, help included, quotes a placeholder itself, in any quotes
// (but the Mojo card's face, a word of the game: stroną „{{.Face}}”).
func TestNoStraightQuotesInMessages(t *testing.T) {
	t.Parallel()
	quotedPlaceholder := regexp.MustCompile(`["'„«][\x{00a0} ]?\{\{\s*\.(\w+)\s*\}\}`)
	for lang, files := range catalogueFiles(t) {
		for _, f := range files {
			help := strings.HasPrefix(filepath.Base(f), "help.")
			for id, m := range loadCatalogue(t, f) {
				for _, text := range m.forms {
					if q := quotedPlaceholder.FindStringSubmatch(text); q != nil && q[1] != "Face" && id != "quoted" {
						t.Errorf("%s: %s quotes a placeholder itself (%s): make it an i18n.Quoted argument\n\t%s", f, id, q[0], text)
					}
					if lang == "en" || help || yamlExamples[id] {
						continue
					}
					for _, line := range strings.Split(text, "\n") {
						if i := strings.Index(line, "tabletop "); i >= 0 {
							line = line[:i]
						}
						if q := straightQuoted.FindString(line); q != "" {
							t.Errorf("%s: %s: %s in straight quotes: use the language's (%s…%s)\n\t%s", f, id, q, quoteMarks[lang][0], quoteMarks[lang][1], text)
						}
					}
				}
			}
		}
	}
}
