package cmd

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
)

// In-process tests read English whatever the tester's locale; the tests
// below set the locale they need.
func init() { getenv = func(string) string { return "" } }

// Every message of the commands exists in every language with the same
// placeholders and the plural forms the language needs.
func TestCLICatalogueComplete(t *testing.T) {
	c := cliText()
	for _, err := range c.Check() {
		t.Error(err)
	}
	if len(c.IDs(i18n.English)) < 20 {
		t.Errorf("only %d English messages", len(c.IDs(i18n.English)))
	}
}

// The rules header counts players with CLDR plural rules: Polish and
// Russian take the genitive after "do"/"до", singular for one (and, in
// Russian, 21), plural otherwise.
func TestRulesHeaderPlurals(t *testing.T) {
	want := map[string]map[int]string{
		i18n.Polish:  {1: "gracza", 2: "graczy", 5: "graczy", 12: "graczy", 21: "graczy", 22: "graczy", 25: "graczy"},
		i18n.Russian: {1: "игрока", 2: "игроков", 5: "игроков", 12: "игроков", 21: "игрока", 22: "игроков", 25: "игроков"},
		i18n.English: {1: "player", 2: "players", 21: "players"},
		i18n.French:  {1: "joueur", 2: "joueurs", 25: "joueurs"},
	}
	for lang, forms := range want {
		for n, noun := range forms {
			got := trN(lang, "rules.header", n, i18n.Args{"Title": "X", "Min": 1, "Max": n})
			if !strings.HasSuffix(got, " "+noun+")") {
				t.Errorf("%s, %d players: %q, want it to end in %q", lang, n, got, noun)
			}
		}
	}
}

func TestBareLangListsLanguages(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"tabletop rules --lang", "tabletop rules --languages"},
		{"tabletop rules --lang --json", "tabletop rules --languages --json"},
		{"tabletop --lang pl rules --lang", "tabletop --lang pl rules --languages"},
		{"tabletop rules mojo --lang pl", "tabletop rules mojo --lang pl"},
		{"tabletop validate pos.yaml --lang", "tabletop validate pos.yaml --lang"},
		{"tabletop", "tabletop"},
	} {
		if got := strings.Join(bareLangListsLanguages(strings.Fields(tc.in)), " "); got != tc.want {
			t.Errorf("%q → %q, want %q", tc.in, got, tc.want)
		}
	}
}

// Main picks the language from the locale when there is no --lang, and
// refuses an unknown --lang with exit 2.
func TestMainLanguage(t *testing.T) {
	defer func(old func(string) string) { getenv = old }(getenv)
	getenv = func(k string) string { return map[string]string{"LANG": "ru_RU.UTF-8"}[k] }
	var out, errOut bytes.Buffer
	if code := Main([]string{"tabletop", "rules", "mojo", "mojo.turn.lower"}, nil, &out, &errOut); code != cmdutil.ExitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if !strings.HasPrefix(out.String(), "mojo.turn.lower  Карта ниже\n") {
		t.Errorf("LANG=ru_RU.UTF-8:\n%s", out.String())
	}
	out.Reset()
	if code := Main([]string{"tabletop", "rules", "mojo", "--lang", "klingon"}, nil, &out, &errOut); code != cmdutil.ExitUsage || out.Len() != 0 {
		t.Errorf("--lang klingon: exit %d, stdout %q", code, out.String())
	}
	// The flag is added once, however many apps are built.
	NewApp(nil, &out, &errOut)
	for _, c := range NewApp(nil, &out, &errOut).Commands {
		n := 0
		for _, f := range c.Flags {
			if slices.Contains(f.Names(), "lang") {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%s has --lang %d times", c.Name, n)
		}
	}
}

// The counted words of score pads, statistics, play and replay take the
// CLDR plural forms of Polish and Russian.
func TestPadAndPlayPlurals(t *testing.T) {
	counts := []int{1, 2, 5, 12, 21, 22, 25}
	cases := []struct {
		lang, id string
		want     []string
	}{
		{"pl", "pad.count.round", []string{"1 runda", "2 rundy", "5 rund", "12 rund", "21 rund", "22 rundy", "25 rund"}},
		{"pl", "pad.count.game", []string{"1 partia", "2 partie", "5 partii", "12 partii", "21 partii", "22 partie", "25 partii"}},
		{"pl", "replay.moves", []string{"1 ruch", "2 ruchy", "5 ruchów", "12 ruchów", "21 ruchów", "22 ruchy", "25 ruchów"}},
		{"pl", "stats.pads", []string{"1 notes", "2 notesy", "5 notesów", "12 notesów", "21 notesów", "22 notesy", "25 notesów"}},
		{"ru", "pad.count.round", []string{"1 раунд", "2 раунда", "5 раундов", "12 раундов", "21 раунд", "22 раунда", "25 раундов"}},
		{"ru", "pad.count.game", []string{"1 партия", "2 партии", "5 партий", "12 партий", "21 партия", "22 партии", "25 партий"}},
		{"ru", "replay.moves", []string{"1 ход", "2 хода", "5 ходов", "12 ходов", "21 ход", "22 хода", "25 ходов"}},
		{"ru", "stats.pads", []string{"1 лист", "2 листа", "5 листов", "12 листов", "21 лист", "22 листа", "25 листов"}},
		{"fr", "pad.count.round", []string{"1 manche", "2 manches", "5 manches", "12 manches", "21 manches", "22 manches", "25 manches"}},
	}
	for _, tc := range cases {
		for i, n := range counts {
			if got := trN(tc.lang, tc.id, n, nil); got != tc.want[i] {
				t.Errorf("%s %s %d: %q, want %q", tc.lang, tc.id, n, got, tc.want[i])
			}
		}
	}
	// Makoto's places in a score table: ordinals by language.
	for lang, want := range map[string][]string{"en": {"1st", "2nd", "3rd", "4th"}, "pl": {"1.", "2.", "3.", "4."}, "fr": {"1er", "2e", "3e", "4e"}, "ru": {"1-й", "2-й", "3-й", "4-й"}} {
		for i, id := range []string{"st", "nd", "rd", "th"} {
			n := i + 1
			if got := i18n.Say(lang, "makoto.word.score-place-"+id, i18n.Args{"Count": n}); got != want[i] {
				t.Errorf("%s place %d: %q, want %q", lang, n, got, want[i])
			}
		}
	}
}
