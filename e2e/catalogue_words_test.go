package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// A catalogue's message in one language: its text, or its plural forms.
type catMessage struct {
	forms  map[string]string // "" for a message that does not count; one, few, many, other
	plural bool
}

// loadCatalogue reads one message file into ID → message. Nested keys are
// joined with dots (cli.LANG.yaml: "arg.lang"); a map of plural forms is
// one counted message.
func loadCatalogue(t *testing.T, path string) map[string]catMessage {
	t.Helper()
	data, err := os.ReadFile(fromRoot(path))
	if err != nil {
		t.Fatal(err)
	}
	var root map[string]any
	if err := yaml.Unmarshal(data, &root); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	out := map[string]catMessage{}
	var walk func(prefix string, v any)
	walk = func(prefix string, v any) {
		switch x := v.(type) {
		case string:
			out[prefix] = catMessage{forms: map[string]string{"": x}}
		case map[string]any:
			if _, ok := x["other"]; ok {
				if s, ok := x["other"].(string); ok {
					m := catMessage{forms: map[string]string{}, plural: true}
					for f, text := range x {
						if s, ok := text.(string); ok {
							m.forms[f] = s
						}
					}
					m.forms["other"] = s
					out[prefix] = m
					return
				}
			}
			for k, sub := range x {
				key := k
				if prefix != "" {
					key = prefix + "." + k
				}
				walk(key, sub)
			}
		}
	}
	walk("", root)
	return out
}

// catalogueFiles returns every message file of the four languages: the
// commands', the engine's, the rulesets', the score pad's, the
// validator's and the counted nouns, as LANG → paths.
func catalogueFiles(t *testing.T) map[string][]string {
	t.Helper()
	files := map[string][]string{}
	// Every package's catalogues, wherever it keeps them (a locales folder).
	walkModule(t, nil, func(path string) error {
		if filepath.Base(filepath.Dir(path)) != "locales" || !strings.HasSuffix(path, ".yaml") {
			return nil
		}
		parts := strings.Split(filepath.Base(path), ".")
		if len(parts) >= 3 {
			lang := parts[len(parts)-2]
			files[lang] = append(files[lang], path)
		}
		return nil
	})
	for _, lang := range []string{"en", "pl", "fr", "ru"} {
		if len(files[lang]) < 6 {
			t.Fatalf("%s: only %d message files found", lang, len(files[lang]))
		}
	}
	return files
}

// countNouns matches, right after a placeholder, a noun counted by it (a
// noun of the game or of a file, possibly after one adjective): "{{.N}}
// cards", "{{.Down}} zakrytych kart", "{{.Copies}} карт".
var countNouns = map[string]*regexp.Regexp{
	"en": regexp.MustCompile(`^\s+(?:(?:face-down|unknown|plain|legal|top|score|rewarded|more)\s+)?(cards?|players?|rounds?|games?|points?|moves?|piles?|seats?|cop(?:y|ies)|entr(?:y|ies)|values?|sizes?|times|pads?|problems?|numbers?|characters?|workers?|tricks?|discards)\b`),
	"pl": regexp.MustCompile(`^\s+(?:(?:zakryt|odkryt|nieznan|odrzucon|dozwolon|zdobyt)\pL*\s+)?(kart|karty|karta|kartę|kartą|gracz\pL*|rund\pL*|gier|gry|gra|parti\pL*|punkt\pL*|ruch\pL*|stos\pL*|miejsc\pL*|egzemplarz\pL*|wpis\pL*|wartoś\pL*|rozmiar\pL*|razy|raz|notes\pL*|problem\pL*|liczb\pL*|znak\pL*|wąt\pL*|zdobycz\pL*|lew\pL*)(?:[^\pL]|$)`),
	"fr": regexp.MustCompile(`^\s+(\pL*(?:é|ée|és|ées)|cartes?|joueurs?|manches?|parties?|points?|coups?|défausses?|places?|exemplaires?|entrées?|valeurs?|tailles?|fois|carnets?|problèmes?|nombres?|caractères?|fils?|levées?|récompenses?)(?:[^\pL]|$)`),
	"ru": regexp.MustCompile(`^\s+(?:(?:неизвестн|открыт|допустим|верхн|взят)\pL*\s+)?(карт\pL*|игрок\pL*|раунд\pL*|парти\pL*|игр\pL*|очк\pL*|ход\pL*|стоп\pL*|мест\pL*|экземпляр\pL*|копи\pL*|запис\pL*|значени\pL*|номинал\pL*|размер\pL*|раз|раза|лист\pL*|проблем\pL*|чис\pL*|символ\pL*|поток\pL*|взятк\pL*|взяток|наград\pL*)(?:[^\pL]|$)`),
}

// labels are the placeholders that hold a name, a text or a number that
// labels rather than counts (seat 3, round 2, discard pile 1, card 8):
// what follows them is not counted by them.
var labels = map[string]bool{"Who": true, "Holder": true, "Name": true, "Names": true, "Player": true, "Game": true, "Title": true,
	"File": true, "Key": true, "Seat": true, "Pile": true, "Round": true, "Move": true, "Cards": true, "Variant": true, "What": true,
	"Card": true, "Value": true, "Word": true, "Combo": true, "Trick": true, "Top": true, "Last": true, "Rank": true, "Dir": true, "Face": true, "Out": true,
	// phrases that carry their own count and plural
	"With": true, "ForPlayers": true, "ForPiles": true}

// notCounts are the placeholders followed by a noun they do not count as
// a whole number: a decimal ("2,5 ruchu na rundę": Polish and Russian
// take the fraction form) and a unit ("75 380 parties/s").
var notCounts = map[string]string{"sim.moves.round PerRound": "a decimal", "sim.moves.series PerRound": "a decimal", "sim.speed Speed": "a unit (games/s)",
	// plural messages of a decimal, their form picked by reviewtext.decimalCount
	"review.loss Loss": "a decimal", "review.points-cost Points": "a decimal", "review.points-gain Points": "a decimal"}

// hedge is a word that hedges instead of choosing its form: a plural
// ("card(s)", "раз(а)") or a gender ("pokazał(a)", "сыграл(а)").
var hedge = regexp.MustCompile(`\pL\((?:s|es|y|i|ów|a|а|ы|и|ов|ей|-nna)\)`)

var placeholderAt = regexp.MustCompile(`\{\{-?\s*(?:[a-z]+\s+)?\.([A-Za-z0-9_]+)\s*-?\}\}`)

// TestEveryCountIsPlural: in every message of every language, a number
// followed by the noun it counts is {{.Count}} of a plural message, so
// that each count takes its own CLDR plural form (1 karta, 2 karty, 5
// kart); a message that counts two things is split, the second count
// being a plural phrase of its own. No plural is written as a hedge
// ("раз(а)"), nor a gender ("сыграл(а)"). Units ("MiB", "gier/s") and decimals are not counts.
func TestEveryCountIsPlural(t *testing.T) {
	t.Parallel()
	for lang, files := range catalogueFiles(t) {
		for _, f := range files {
			for id, m := range loadCatalogue(t, f) {
				for form, text := range m.forms {
					where := fmt.Sprintf("%s: %s", f, id)
					if form != "" {
						where += "." + form
					}
					for _, loc := range placeholderAt.FindAllStringSubmatchIndex(text, -1) {
						name := text[loc[2]:loc[3]]
						if labels[name] || notCounts[id+" "+name] != "" {
							continue
						}
						noun := countNouns[lang].FindStringSubmatch(text[loc[1]:])
						if noun == nil {
							continue
						}
						if w := strings.TrimSuffix(noun[1], "s"); lang == "fr" && name == "N" && (strings.HasSuffix(w, "é") || strings.HasSuffix(w, "ée")) {
							continue // "manche {{.N}} ajoutée": N numbers the round, the participle agrees with it
						}
						if name != "Count" || !m.plural {
							t.Errorf("%s: {{.%s}} counts %q outside a plural message: make it {{.Count}} of a plural message (split a second count into a plural phrase)\n\t%s", where, name, noun[1], text)
						}
					}
					if h := hedge.FindString(text); h != "" {
						t.Errorf("%s: the hedge %q: write the CLDR plural forms, or a sentence that needs none\n\t%s", where, h, text)
					}
				}
			}
		}
	}
}

// A glossary row: a term of one game (or of both), its word in each
// language, and the variants that must not be used, by language.
type glossaryRow struct {
	game  string // "mojo", "makoto" or "" for both games
	term  string
	words map[string]string
	not   map[string][]string
	line  int
}

// readGlossary parses the tables of rulesets/GLOSSARY.md under "## Mojo",
// "## Makoto" and "## Both games".
func readGlossary(t *testing.T) []glossaryRow {
	t.Helper()
	data, err := os.ReadFile(fromRoot("rulesets/GLOSSARY.md"))
	if err != nil {
		t.Fatal(err)
	}
	var rows []glossaryRow
	game, inGame := "", false
	for i, line := range strings.Split(string(data), "\n") {
		if h, ok := strings.CutPrefix(line, "## "); ok {
			switch h {
			case "Mojo", "Makoto":
				game, inGame = strings.ToLower(h), true
			case "Both games":
				game, inGame = "", true
			default:
				inGame = false
			}
			continue
		}
		if !inGame || !strings.HasPrefix(line, "| ") || strings.HasPrefix(line, "| English |") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), " | ")
		if len(cells) != 6 {
			t.Fatalf("GLOSSARY.md:%d: %d cells, want 6 (English, Polish, French, Russian, rulebooks, not to be used): %s", i+1, len(cells), line)
		}
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		row := glossaryRow{game: game, term: cells[0], line: i + 1, not: map[string][]string{},
			words: map[string]string{"pl": cells[1], "fr": cells[2], "ru": cells[3]}}
		if cells[5] != "—" {
			for _, part := range strings.Split(cells[5], "; ") {
				lang, list, ok := strings.Cut(part, ": ")
				if !ok || row.words[lang] == "" {
					t.Fatalf("GLOSSARY.md:%d: %q is not LANG: variant, variant", i+1, part)
				}
				row.not[lang] = append(row.not[lang], strings.Split(list, ", ")...)
			}
		}
		rows = append(rows, row)
	}
	return rows
}

// variantREs holds variantRE's expressions, each compiled once: the
// output tests match every variant against every line of every help.
var variantREs sync.Map // variant → *regexp.Regexp

// variantRE matches a variant as a word or phrase: "*" ends a word that
// may go on, the first letter's case does not matter.
func variantRE(v string) *regexp.Regexp {
	if re, ok := variantREs.Load(v); ok {
		return re.(*regexp.Regexp)
	}
	re, _ := variantREs.LoadOrStore(v, compileVariant(v))
	return re.(*regexp.Regexp)
}

// compileVariant is variantRE's expression, compiled.
func compileVariant(v string) *regexp.Regexp {
	var words []string
	for _, w := range strings.Fields(v) {
		open := strings.HasSuffix(w, "*")
		w = strings.TrimSuffix(w, "*")
		re := regexp.QuoteMeta(w)
		if open {
			re += `\pL*`
		}
		words = append(words, re)
	}
	re := strings.Join(words, `\s+`)
	if r, n := utf8.DecodeRuneInString(v); unicode.IsLetter(r) && unicode.ToUpper(r) != unicode.ToLower(r) {
		re = "[" + string(unicode.ToUpper(r)) + string(unicode.ToLower(r)) + "]" + re[n:]
	}
	return regexp.MustCompile(`(?:^|[^\pL])` + re + `(?:[^\pL]|$)`)
}

// TestGlossary: every term of rulesets/GLOSSARY.md has its word in each
// language, and none of its variants "not to be used" appears in the
// catalogues of its game (the game's own catalogues and the shared
// messages whose ID names the game), nor, for the terms of both games, in
// any catalogue.
func TestGlossary(t *testing.T) {
	t.Parallel()
	rows := readGlossary(t)
	perGame := map[string]int{}
	for _, r := range rows {
		perGame[r.game]++
		for _, lang := range []string{"pl", "fr", "ru"} {
			if r.words[lang] == "" {
				t.Errorf("GLOSSARY.md:%d: %s has no %s word", r.line, r.term, lang)
			}
		}
	}
	if perGame["mojo"] < 10 || perGame["makoto"] < 10 || perGame[""] < 2 {
		t.Fatalf("the glossary's tables hold too few terms: %v", perGame)
	}
	files := catalogueFiles(t)
	// Each variant's expression, compiled once.
	res := map[string]*regexp.Regexp{}
	for _, r := range rows {
		for _, vs := range r.not {
			for _, v := range vs {
				res[v] = variantRE(v)
			}
		}
	}
	for _, lang := range []string{"pl", "fr", "ru"} {
		for _, f := range files[lang] {
			game := ""
			if p := strings.Split(filepath.ToSlash(f), "/"); p[0] == "rulesets" {
				game = p[1]
			}
			cat := loadCatalogue(t, f)
			for _, id := range sortedKeys(cat) {
				segments := strings.Split(id, ".")
				for _, r := range rows {
					if r.game != "" && r.game != game && !slices.Contains(segments, r.game) {
						continue
					}
					for _, v := range r.not[lang] {
						re := res[v]
						for form, text := range cat[id].forms {
							if m := re.FindString(text); m != "" {
								where := id
								if form != "" {
									where += "." + form
								}
								t.Errorf("%s: %s: %q is not the glossary's word for %s (%s: %s; GLOSSARY.md:%d)\n\t%s", f, where, strings.TrimSpace(m), r.term, lang, r.words[lang], r.line, text)
							}
						}
					}
				}
			}
		}
	}
}

// gameInProse is a game's name written in lower case as a word ("w mojo
// gra", "mojo se joue", "makoto is for"), and commandBefore what comes
// before a name that is a command's argument rather than prose ("tabletop
// rules mojo", "new mojo" in the lobby). A name inside an ID, a file name,
// notation or a command (mojo.turn.equal, rulesets/mojo/, --mojo,
// "game: mojo", "mojo: NAME" or the prefix "mojo : ", 'tabletop play
// mojo') is not prose.
var (
	gameInProse   = regexp.MustCompile("(?:^|[^\\pL\\pN._/=`'\"-])(mojo|makoto)(?:$|[^\\pL\\pN._/=`'\":-])")
	commandBefore = regexp.MustCompile(`(?:tabletop(?:\s+[a-z]+)+|\bnew|\bgame:)\s+$`)
	keyAfter      = regexp.MustCompile(`^[\s\x{00a0}]*:`)
)

// TestGameTitleInProse: a sentence names a game by its title, Mojo or
// Makoto, in every catalogue of every language (issue 30: "w mojo gra…",
// "mojo se joue", "в mojo играют"); the lower-case name stays in IDs,
// file names, notation and commands.
func TestGameTitleInProse(t *testing.T) {
	t.Parallel()
	eachMessage(t, func(f, lang, id string, m catMessage) {
		for form, text := range m.forms {
			for _, loc := range gameInProse.FindAllStringSubmatchIndex(text, -1) {
				if commandBefore.MatchString(text[:loc[2]]) || keyAfter.MatchString(text[loc[3]:]) {
					continue
				}
				t.Errorf("%s (%s): %s %s: the game's name %q in prose is its title (Mojo, Makoto):\n\t%s", f, lang, id, form, text[loc[2]:loc[3]], text)
			}
		}
	})
}

// roundWord is a language's word for a round ("rounds", "rundy",
// "manches", "раунды").
var roundWord = map[string]*regexp.Regexp{
	"en": regexp.MustCompile(`(?i)\bround`), "pl": regexp.MustCompile(`(?i)(?:^|[^\pL])rund`),
	"fr": regexp.MustCompile(`(?i)manche`), "ru": regexp.MustCompile(`(?i)раунд`),
}

// TestSimGameWords: sim's line of moves is said in the words of the game
// it reports on, picked by what the game calls its rounds
// (engine.RoundWordOf): rounds for Mojo (sim.moves.round), never for
// Makoto, whose rounds are its games (sim.moves.game) or the games of a
// series (sim.moves.series) (issue 30: "rundy: 2000 (1,00 na partię…)").
func TestSimGameWords(t *testing.T) {
	t.Parallel()
	for lang, re := range roundWord {
		cat := loadCatalogue(t, "cmd/locales/cli."+lang+".yaml")
		for id, round := range map[string]bool{"sim.moves.round": true, "sim.moves.game": false, "sim.moves.series": false} {
			text, ok := cat[id].forms[""]
			if !ok {
				t.Errorf("%s: no %s", lang, id)
				continue
			}
			if re.MatchString(placeholderAt.ReplaceAllString(text, "")) != round {
				t.Errorf("%s: %s says rounds: %v, want %v:\n\t%s", lang, id, !round, round, text)
			}
		}
	}
}

// eachMessage calls fn with every message of every catalogue file of
// every language.
func eachMessage(t *testing.T, fn func(file, lang, id string, m catMessage)) {
	t.Helper()
	for lang, files := range catalogueFiles(t) {
		for _, f := range files {
			cat := loadCatalogue(t, f)
			for _, id := range sortedKeys(cat) {
				fn(f, lang, id, cat[id])
			}
		}
	}
}

// winnersLabel is the plural word for winners labelling a list of them
// ("winners: {{.Who}}", "gagnants : …", "победители: …").
var winnersLabel = regexp.MustCompile(`(?i)(?:^|[^\pL])(winners|zwycięzcy|gagnants|победители)[\s\x{00a0}]*:[\s\x{00a0}]*\{\{`)

// TestOneWinnerIsAWinner: a list of winners labelled as such is a plural
// message by their number, so that one winner is never called "winners"
// (issue 30: "gagnants : Greedy", "победители: Greedy" at the end of a
// game).
func TestOneWinnerIsAWinner(t *testing.T) {
	t.Parallel()
	eachMessage(t, func(f, lang, id string, m catMessage) {
		text, form := m.forms[""], "the only form"
		if m.plural {
			text, form = m.forms["one"], "the form for one"
		}
		if w := winnersLabel.FindStringSubmatch(text); w != nil {
			t.Errorf("%s (%s): %s: %s calls one winner %q (a plural message by the number of winners):\n\t%s", f, lang, id, form, w[1], text)
		}
	})
}

// sortedKeys returns the keys of m in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
