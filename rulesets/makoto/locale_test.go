package makoto

import (
	"testing"

	"tabletop/engine/enginetest"
	"tabletop/engine/i18n"
)

// Every rule ID's title and text and every option's help exist in every
// language, with the English numbers and option values, and nothing else.
func TestTranslationsComplete(t *testing.T) {
	rs := &Ruleset{}
	for _, lang := range i18n.Languages() {
		if lang == i18n.English {
			continue
		}
		t.Run(lang, func(t *testing.T) {
			for _, err := range enginetest.CheckTranslation(rs.Rules(), rs.Options(), lookupIn(lang), translations().IDs(lang)) {
				t.Error(err)
			}
		})
	}
}

// Points and cards count with each language's plural forms.
func TestMessagesPlurals(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{
		{"pl", 1, "1 punkt"}, {"pl", 2, "2 punkty"}, {"pl", 5, "5 punktów"}, {"pl", 12, "12 punktów"},
		{"pl", 21, "21 punktów"}, {"pl", 22, "22 punkty"}, {"pl", 25, "25 punktów"},
		{"ru", 1, "1 очко"}, {"ru", 2, "2 очка"}, {"ru", 5, "5 очков"}, {"ru", 12, "12 очков"},
		{"ru", 21, "21 очко"}, {"ru", 22, "22 очка"}, {"ru", 25, "25 очков"},
	} {
		p := i18n.Message("makoto.word.points", i18n.Args{"Count": c.n})
		if got := p.In(c.lang); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}
