package i18n

import (
	"testing"
	"testing/fstest"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
		ok   bool
	}{
		{"pl", Polish, true},
		{"PL", Polish, true},
		{"pl-PL", Polish, true},
		{"pl_PL.UTF-8", Polish, true},
		{"fr_CA.UTF-8", French, true},
		{"fr_BE@euro", French, true},
		{"ru_RU.KOI8-R", Russian, true},
		{"en_GB.UTF-8", English, true},
		{"en", English, true},
		{"C", English, true},
		{"C.UTF-8", English, true},
		{"POSIX", English, true},
		{"de_DE.UTF-8", "", false},
		{"uk_UA.UTF-8", "", false},
		{"klingon!", "", false},
		{"", "", false},
	} {
		got, ok := Parse(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Parse(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestFromEnv(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"nothing set", nil, English},
		{"LANG", map[string]string{"LANG": "pl_PL.UTF-8"}, Polish},
		{"LC_MESSAGES over LANG", map[string]string{"LANG": "pl_PL.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8"}, Russian},
		{"LC_ALL over all", map[string]string{"LANG": "pl_PL.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8", "LC_ALL": "fr_FR.UTF-8"}, French},
		{"empty LC_ALL is unset", map[string]string{"LC_ALL": "", "LANG": "fr_FR.UTF-8"}, French},
		{"C means English", map[string]string{"LC_ALL": "C", "LANG": "pl_PL.UTF-8"}, English},
		{"unknown locale means English", map[string]string{"LANG": "de_DE.UTF-8"}, English},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := FromEnv(func(k string) string { return tc.env[k] }); got != tc.want {
				t.Errorf("FromEnv = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestChoose(t *testing.T) {
	env := func(k string) string { return map[string]string{"LANG": "ru_RU.UTF-8"}[k] }
	if got, err := Choose("", env); got != Russian || err != nil {
		t.Errorf("no flag: %q, %v", got, err)
	}
	if got, err := Choose("pl", env); got != Polish || err != nil {
		t.Errorf("--lang pl: %q, %v", got, err)
	}
	if _, err := Choose("de", env); err == nil || err.Error() != `unknown language "de" (one of en, pl, fr, ru)` {
		t.Errorf("--lang de: %v", err)
	}
}

// The CLDR plural forms of Polish and Russian, and the simpler ones of
// English and French, for the counts a table meets.
func TestCountPlurals(t *testing.T) {
	ns := []int{0, 1, 2, 5, 12, 21, 22, 25, 101, 112}
	want := map[string][]string{
		English: {"0 cards", "1 card", "2 cards", "5 cards", "12 cards", "21 cards", "22 cards", "25 cards", "101 cards", "112 cards"},
		Polish:  {"0 kart", "1 karta", "2 karty", "5 kart", "12 kart", "21 kart", "22 karty", "25 kart", "101 kart", "112 kart"},
		Russian: {"0 карт", "1 карта", "2 карты", "5 карт", "12 карт", "21 карта", "22 карты", "25 карт", "101 карта", "112 карт"},
		French:  {"0 carte", "1 carte", "2 cartes", "5 cartes", "12 cartes", "21 cartes", "22 cartes", "25 cartes", "101 cartes", "112 cartes"},
	}
	for lang, forms := range want {
		for i, n := range ns {
			if got := Count(lang, Cards, n); got != forms[i] {
				t.Errorf("%s: Count(%d cards) = %q, want %q", lang, n, got, forms[i])
			}
		}
	}
	for _, tc := range []struct {
		lang, noun string
		n          int
		want       string
	}{
		{Polish, Rounds, 1, "1 runda"}, {Polish, Rounds, 3, "3 rundy"}, {Polish, Rounds, 12, "12 rund"},
		{Polish, Games, 2, "2 gry"}, {Polish, Games, 5, "5 gier"}, {Polish, Points, 22, "22 punkty"}, {Polish, Points, 25, "25 punktów"},
		{Russian, Rounds, 21, "21 раунд"}, {Russian, Rounds, 22, "22 раунда"}, {Russian, Rounds, 25, "25 раундов"},
		{Russian, Games, 1, "1 партия"}, {Russian, Games, 12, "12 партий"}, {Russian, Points, 34, "34 очка"},
		{French, Rounds, 2, "2 manches"}, {English, Players, 1, "1 player"},
	} {
		if got := Count(tc.lang, tc.noun, tc.n); got != tc.want {
			t.Errorf("%s: Count(%s, %d) = %q, want %q", tc.lang, tc.noun, tc.n, got, tc.want)
		}
	}
}

// The shared catalogue is complete in every language.
func TestCommonComplete(t *testing.T) {
	for _, err := range Common().Check() {
		t.Error(err)
	}
}

// Check finds what a translator can get wrong: a missing message, an extra
// one, a renamed placeholder and a missing plural form.
func TestCheckFindsProblems(t *testing.T) {
	fsys := fstest.MapFS{
		"m.en.yaml": {Data: []byte("a: \"Hello {{.Name}}\"\nb: x\nc:\n  one: \"{{.Count}} card\"\n  other: \"{{.Count}} cards\"\n")},
		"m.pl.yaml": {Data: []byte("a: \"Cześć {{.Imie}}\"\nc:\n  one: \"{{.Count}} karta\"\n  other: \"{{.Count}} karty\"\nz: extra\n")},
		"m.fr.yaml": {Data: []byte("a: \"Salut {{.Name}}\"\nb: x\nc:\n  one: \"{{.Count}} carte\"\n  other: \"{{.Count}} cartes\"\n")},
		"m.ru.yaml": {Data: []byte("a: \"Привет {{.Name}}\"\nb: x\nc:\n  one: \"{{.Count}} карта\"\n  few: \"{{.Count}} карты\"\n  many: \"{{.Count}} карт\"\n  other: \"{{.Count}} карты\"\n")},
	}
	c, err := Load(fsys, "*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range c.Check() {
		got = append(got, e.Error())
	}
	want := []string{
		"pl: a has placeholders [Imie], English has [Name]",
		"pl: b is missing",
		`pl: c has no "few" plural form`,
		`pl: c has no "many" plural form`,
		"pl: z is not an English message",
	}
	if len(got) != len(want) {
		t.Fatalf("Check = %q\nwant %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Check[%d] = %q, want %q", i, got[i], want[i])
		}
	}
	if s := c.Text(Polish, "b", nil); s != "x" {
		t.Errorf("missing Polish message: %q, want the English one", s)
	}
	if s := c.Text(Russian, "a", map[string]string{"Name": "Łucja"}); s != "Привет Łucja" {
		t.Errorf("placeholder: %q", s)
	}
	if s := c.Text(Russian, "nope", nil); s != "nope" {
		t.Errorf("unknown message: %q, want its ID", s)
	}
}

func TestLoadRefusesUnknownLanguage(t *testing.T) {
	_, err := Load(fstest.MapFS{"m.de.yaml": {Data: []byte("a: b\n")}}, "*.yaml")
	if err == nil {
		t.Fatal("a German file loaded")
	}
}
