package i18n

import (
	"fmt"
	"testing"
	"testing/fstest"
)

func TestSepAndJoin(t *testing.T) {
	tests := []struct {
		lang, sep, want string
	}{
		{French, "; ", "\u00a0; "},
		{French, ": ", "\u00a0: "},
		{French, "! ", "\u00a0! "},
		{French, "? ", "\u00a0? "},
		{French, ", ", ", "},
		{French, "", ""},
		{English, "; ", "; "},
		{Polish, ": ", ": "},
		{Russian, "; ", "; "},
		{"", ": ", ": "},
	}
	for _, tt := range tests {
		if got := Sep(tt.lang, tt.sep); got != tt.want {
			t.Errorf("Sep(%q, %q) = %q, want %q", tt.lang, tt.sep, got, tt.want)
		}
	}
	parts := []string{"a", "b", "c"}
	if got := Join(French, parts, "; "); got != "a\u00a0; b\u00a0; c" {
		t.Errorf("Join fr = %q", got)
	}
	if got := Join(English, parts, "; "); got != "a; b; c" {
		t.Errorf("Join en = %q", got)
	}
}

func TestDecimalAndPercent(t *testing.T) {
	for _, tc := range []struct {
		lang          string
		dec, pct, int string
	}{
		{"en", "2.60", "20.5%", "3"},
		{"pl", "2,60", "20,5%", "3"},
		{"fr", "2,60", "20,5\u00a0%", "3"},
		{"ru", "2,60", "20,5\u00a0%", "3"},
	} {
		if got := Decimal(tc.lang, 2.6, 2); got != tc.dec {
			t.Errorf("Decimal(%s, 2.6, 2) = %q, want %q", tc.lang, got, tc.dec)
		}
		if got := Percent(tc.lang, 0.205, 1); got != tc.pct {
			t.Errorf("Percent(%s, 0.205, 1) = %q, want %q", tc.lang, got, tc.pct)
		}
		if got := Decimal(tc.lang, 3, 0); got != tc.int {
			t.Errorf("Decimal(%s, 3, 0) = %q, want %q", tc.lang, got, tc.int)
		}
	}
}

// TestGrouping: Polish, French and Russian text groups the thousands with
// a no-break space (Polish from five digits on); English stays plain.
func TestGrouping(t *testing.T) {
	for _, tc := range []struct {
		lang string
		n    int
		want string
	}{
		{English, 14706, "14706"}, {English, 1234567, "1234567"},
		{Polish, 2500, "2500"}, {Polish, 14706, "14\u00a0706"}, {Polish, -12000, "-12\u00a0000"},
		{French, 2500, "2\u00a0500"}, {French, 75380, "75\u00a0380"}, {French, 999, "999"},
		{Russian, 1234567, "1\u00a0234\u00a0567"}, {Russian, 7, "7"},
	} {
		if got := Int(tc.lang, tc.n); got != tc.want {
			t.Errorf("Int(%s, %d) = %q, want %q", tc.lang, tc.n, got, tc.want)
		}
	}
	for _, tc := range []struct {
		lang string
		x    float64
		prec int
		want string
	}{
		{English, 14706.25, 1, "14706.2"}, {Polish, 14706.25, 2, "14\u00a0706,25"}, {Polish, 9999.5, 1, "9999,5"},
		{French, 1234.5, 1, "1\u00a0234,5"}, {Russian, 0.5, 3, "0,500"}, {Russian, 12, 2, "12,00"},
	} {
		if got := Decimal(tc.lang, tc.x, tc.prec); got != tc.want {
			t.Errorf("Decimal(%s, %v, %d) = %q, want %q", tc.lang, tc.x, tc.prec, got, tc.want)
		}
	}
	if got := Count(French, Games, 14706); got != "14\u00a0706 parties" {
		t.Errorf("Count(fr, 14706 games) = %q", got)
	}
	if got := Count(Polish, Games, 14706); got != "14\u00a0706 gier" {
		t.Errorf("Count(pl, 14706 games) = %q", got)
	}
	if got := Count(English, Games, 14706); got != "14706 games" {
		t.Errorf("Count(en, 14706 games) = %q", got)
	}
}

// TestFrenchElision: {{de .Name}} and {{que .Name}} elide before a vowel.
func TestFrenchElision(t *testing.T) {
	c := MustLoad(fstest.MapFS{
		"m.en.yaml": {Data: []byte("m: \"{{.Name}}'s cards, as {{.Name}} says\"\n")},
		"m.fr.yaml": {Data: []byte("m: \"cartes {{de .Name}}, dit-on {{que .Name}} dit\"\n")},
	}, "*.yaml")
	for name, want := range map[string]string{
		"Ann": "cartes d'Ann, dit-on qu'Ann dit", "Ben": "cartes de Ben, dit-on que Ben dit",
		"Émile": "cartes d'Émile, dit-on qu'Émile dit", "Hugo": "cartes de Hugo, dit-on que Hugo dit",
		"Yves": "cartes de Yves, dit-on que Yves dit", "2": "cartes de 2, dit-on que 2 dit",
	} {
		if got := c.Text(French, "m", Args{"Name": name}); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
	if got := c.Placeholders(French, "m"); len(got) != 1 || got[0] != "Name" {
		t.Errorf("placeholders %v", got)
	}
}

// TestFrenchLower: {{lower .Round}} puts a title inside a sentence, its
// first letter lower-cased (issue 30: "La manche 1 est finie").
func TestFrenchLower(t *testing.T) {
	c := MustLoad(fstest.MapFS{
		"m.en.yaml": {Data: []byte("m: \"{{.Round}} is over\"\n")},
		"m.fr.yaml": {Data: []byte("m: \"La {{lower .Round}} est finie\"\n")},
	}, "*.yaml")
	for round, want := range map[string]string{"Manche 1": "La manche 1 est finie", "Partie 2": "La partie 2 est finie", "Été": "La été est finie", "": "La  est finie"} {
		if got := c.Text(French, "m", map[string]any{"Round": round}); got != want {
			t.Errorf("%q: %q, want %q", round, got, want)
		}
	}
	if got := c.Placeholders(French, "m"); len(got) != 1 || got[0] != "Round" {
		t.Errorf("placeholders %v", got)
	}
}

// TestFrenchMillions: French has a "many" form for exact millions ("1 000
// 000 de parties"); a message without one says it in its "other" form
// rather than failing.
func TestFrenchMillions(t *testing.T) {
	c := MustLoad(fstest.MapFS{
		"m.en.yaml": {Data: []byte("m:\n  one: \"{{.Count}} move\"\n  other: \"{{.Count}} moves\"\n")},
		"m.fr.yaml": {Data: []byte("m:\n  one: \"{{.Count}} coup\"\n  other: \"{{.Count}} coups\"\n")},
	}, "*.yaml")
	if got := c.Plural(French, "m", 2000000, nil); got != "2\u00a0000\u00a0000 coups" {
		t.Errorf("fr 2000000 moves: %q", got)
	}
	if got := Count(French, Games, 1000000); got != "1\u00a0000\u00a0000 de parties" {
		t.Errorf("fr 1000000 games: %q", got)
	}
}

// TestQuoted: a value quoted as typed (Quoted) comes in each language's
// quotes (French « », Polish „ ”, Russian « ») and in Go's double quotes
// in English (issue 30: not straight quotes in Polish and Russian); a string argument
// that merely looks quoted is left as it is (no rendered text is
// rewritten).
func TestQuoted(t *testing.T) {
	c := MustLoad(fstest.MapFS{
		"m.en.yaml": {Data: []byte("m: \"unknown player {{.Name}} ({{.N}})\"\n")},
		"m.fr.yaml": {Data: []byte("m: \"joueur inconnu {{.Name}} ({{.N}})\"\n")},
		"m.pl.yaml": {Data: []byte("m: \"nieznany gracz {{.Name}} ({{.N}})\"\n")},
		"m.ru.yaml": {Data: []byte("m: \"неизвестный игрок {{.Name}} ({{.N}})\"\n")},
	}, "*.yaml")
	data := Args{"Name": Quoted("Zoë"), "N": 3}
	for lang, want := range map[string]string{French: "joueur inconnu «\u00a0Zoë\u00a0» (3)", English: `unknown player "Zoë" (3)`, Polish: "nieznany gracz „Zoë” (3)", Russian: "неизвестный игрок «Zoë» (3)"} {
		if got := c.Text(lang, "m", data); got != want {
			t.Errorf("%s %q, want %q", lang, got, want)
		}
	}
	if data["Name"] != Quoted("Zoë") {
		t.Errorf("the caller's data changed: %v", data)
	}
	if got := c.Text(French, "m", Args{"Name": `"Zoë"`, "N": 3}); got != `joueur inconnu "Zoë" (3)` {
		t.Errorf("a string that looks quoted was rewritten: %q", got)
	}
	if got := Quoted("x\ty").String(); got != `"x\ty"` {
		t.Errorf("English of a quoted argument: %q", got)
	}
}

// TestSeats: a seat told by its number (Seat, or a Player named so) is
// "seat 2" in English and "#2" in the other languages, where the English
// word would stand out; a plain string argument that reads "seat 2" is
// left as it is (no rendered text is rewritten).
func TestSeats(t *testing.T) {
	c := MustLoad(fstest.MapFS{
		"m.en.yaml": {Data: []byte("m: \"{{.Who}} passes\"\n")},
		"m.pl.yaml": {Data: []byte("m: \"{{.Who}} pasuje\"\n")},
	}, "*.yaml")
	for _, tc := range []struct {
		lang string
		who  any
		want string
	}{
		{English, Seat(2), "seat 2 passes"}, {Polish, Seat(2), "#2 pasuje"},
		{English, Player("seat 2"), "seat 2 passes"}, {Polish, Player("seat 2"), "#2 pasuje"},
		{Polish, Player("seat two"), "seat two pasuje"}, {Polish, Player("Ann"), "Ann pasuje"}, {Polish, Player("seat "), "seat  pasuje"},
		{Polish, "seat 2", "seat 2 pasuje"},
	} {
		if got := c.Text(tc.lang, "m", Args{"Who": tc.who}); got != tc.want {
			t.Errorf("%s %#v: %q, want %q", tc.lang, tc.who, got, tc.want)
		}
	}
	if got := fmt.Sprint(Seat(3), " ", Player("seat 3")); got != "seat 3 seat 3" {
		t.Errorf("English of seats: %q", got)
	}
}
