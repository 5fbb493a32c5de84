package i18n

import (
	"strings"
	"testing"
	"testing/fstest"
)

// A message that names the person's seat is said in the second person
// to people, in every language, through phrases that hold it; files
// (String, MarshalText, Error) keep the seat's name as it is.
func TestPersonVariant(t *testing.T) {
	files := fstest.MapFS{}
	for lang, text := range map[string]string{
		"en": "persontest.draw: \"{{.Who}} draws a card\"\npersontest.draw.you-who: \"You draw a card\"\n" +
			"persontest.out: \"{{.Out}} is out, so {{.Who}} leads\"\npersontest.out.you-out: \"You are out, so {{.Who}} leads\"\npersontest.out.you-who: \"{{.Out}} is out, so you lead\"\n",
		"pl": "persontest.draw: \"{{.Who}} dobiera kartę\"\npersontest.draw.you-who: \"Dobierasz kartę\"\n" +
			"persontest.out: \"{{.Out}} odpada, więc zaczyna {{.Who}}\"\npersontest.out.you-out: \"Odpadasz, więc zaczyna {{.Who}}\"\npersontest.out.you-who: \"{{.Out}} odpada, więc zaczynasz\"\n",
		"fr": "persontest.draw: \"{{.Who}} pioche une carte\"\npersontest.draw.you-who: \"Vous piochez une carte\"\n" +
			"persontest.out: \"{{.Out}} sort, donc {{.Who}} entame\"\npersontest.out.you-out: \"Vous sortez, donc {{.Who}} entame\"\npersontest.out.you-who: \"{{.Out}} sort, donc vous entamez\"\n",
		"ru": "persontest.draw: \"{{.Who}} берёт карту\"\npersontest.draw.you-who: \"Вы берёте карту\"\n" +
			"persontest.out: \"{{.Out}} выходит, начинает {{.Who}}\"\npersontest.out.you-out: \"Вы выходите, начинает {{.Who}}\"\npersontest.out.you-who: \"{{.Out}} выходит, начинаете вы\"\n",
	} {
		files["locales/messages."+lang+".yaml"] = &fstest.MapFile{Data: []byte(text)}
	}
	RegisterMessageFiles("persontest", files)
	draw := func(who string) Phrase { return Message("persontest.draw", Args{"Who": who}) }
	out := func(o, who string) Phrase { return Message("persontest.out", Args{"Out": o, "Who": who}) }
	for _, c := range []struct {
		lang string
		p    Phrase
		want string
	}{
		{"en", draw("You"), "You draw a card"},
		{"en", draw("you"), "You draw a card"},
		{"en", draw("Ann"), "Ann draws a card"},
		{"", draw("You"), "You draw a card"},
		{"pl", draw("You"), "Dobierasz kartę"},
		{"pl", draw("Ty"), "Dobierasz kartę"},
		{"pl", draw("Ann"), "Ann dobiera kartę"},
		{"fr", draw("You"), "Vous piochez une carte"},
		{"fr", draw("vous"), "Vous piochez une carte"},
		{"ru", draw("You"), "Вы берёте карту"},
		{"ru", draw("Вы"), "Вы берёте карту"},
		{"en", draw("Ty"), "Ty draws a card"}, // the Polish word is a name in English
		{"en", draw("\x1b[32mYou\x1b[0m"), "You draw a card"},
		{"en", draw("Young"), "Young draws a card"},
		{"en", out("You", "Ann"), "You are out, so Ann leads"},
		{"en", out("Ann", "You"), "Ann is out, so you lead"},
		{"pl", out("Ann", "You"), "Ann odpada, więc zaczynasz"},
		{"fr", out("You", "Ann"), "Vous sortez, donc Ann entame"},
		{"ru", out("Ann", "You"), "Ann выходит, начинаете вы"},
		{"en", Joined([]Phrase{draw("You"), draw("Ann")}, "; "), "You draw a card; Ann draws a card"},
		{"pl", Concat("1: ", draw("You")), "1: Dobierasz kartę"},
		{"en", TextOf(shouted{draw("You")}), "YOU DRAW A CARD"},
	} {
		if got := c.p.In(c.lang); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.lang, c.p.Args, got, c.want)
		}
	}
	for _, c := range []struct {
		p    Phrase
		want string
	}{
		{draw("You"), "You draws a card"},
		{out("Ann", "You"), "Ann is out, so You leads"},
		{Joined([]Phrase{draw("You"), draw("Ann")}, "; "), "You draws a card; Ann draws a card"},
		{Concat("1: ", NewError("persontest.draw", Args{"Who": "You"})), "1: You draws a card"},
		{TextOf(shouted{draw("You")}), "YOU DRAWS A CARD"},
	} {
		if got := c.p.String(); got != c.want {
			t.Errorf("String %v: %q, want %q", c.p.Args, got, c.want)
		}
		if b, _ := c.p.MarshalText(); string(b) != c.want {
			t.Errorf("MarshalText %v: %q, want %q", c.p.Args, b, c.want)
		}
	}
	if err := NewError("persontest.draw", Args{"Who": "You"}); err.Error() != "You draws a card" || ErrorIn("pl", err) != "Dobierasz kartę" {
		t.Errorf("error: %q, told %q", err.Error(), ErrorIn("pl", err))
	}
}

// shouted is a text of another package that holds a phrase (as the
// validator's sentences do): it tells it to a person or for a file.
type shouted struct{ p Phrase }

func (s shouted) In(lang string) string { return s.Told(lang, true) }
func (s shouted) Told(lang string, person bool) string {
	return strings.ToUpper(s.p.Told(lang, person))
}

func TestPersonVariantOf(t *testing.T) {
	for _, c := range []struct{ id, base, key string }{
		{"mojo.effect.higher.you-who", "mojo.effect.higher", "who"},
		{"makoto.effect.out-lead.you-out", "makoto.effect.out-lead", "out"},
		{"mojo.effect.higher", "", ""},
	} {
		base, key, ok := PersonVariantOf(c.id)
		if base != c.base || key != c.key || ok != (c.base != "") {
			t.Errorf("%s: %q %q %v", c.id, base, key, ok)
		}
	}
}

// TestPersonPlayer: a seat named as the person and passed as a Player
// takes the second person, as a plain name does.
func TestPersonPlayer(t *testing.T) {
	c := MustLoad(fstest.MapFS{
		"m.en.yaml": {Data: []byte("m: \"{{.Who}} draws\"\nm.you-who: \"you draw\"\n")},
	}, "*.yaml")
	if got := c.PersonID(English, "m", Args{"Who": Player("You")}); got != "m.you-who" {
		t.Errorf("PersonID of Player(You): %q", got)
	}
}
