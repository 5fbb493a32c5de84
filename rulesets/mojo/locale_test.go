package mojo

import (
	"testing"

	"tabletop/engine/enginetest"
	"tabletop/engine/i18n"
)

// Every rule ID's title and text and every option's help exist in every
// language, with the English numbers and option values, and nothing else.
func TestTranslationsComplete(t *testing.T) {
	rs := Ruleset{}
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

// Polish and Russian count with their own plural forms.
func TestMessagesPlurals(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{
		// Polish says it after "kończy rundę z": the instrumental (issue 30).
		{"pl", 1, "1 kartą w ręce"}, {"pl", 2, "2 kartami w ręce"}, {"pl", 5, "5 kartami w ręce"},
		{"pl", 12, "12 kartami w ręce"}, {"pl", 22, "22 kartami w ręce"}, {"pl", 25, "25 kartami w ręce"},
		{"ru", 1, "1 карта в руке"}, {"ru", 2, "2 карты в руке"}, {"ru", 5, "5 карт в руке"},
		{"ru", 21, "21 карта в руке"}, {"ru", 22, "22 карты в руке"}, {"ru", 12, "12 карт в руке"},
		{"en", 1, "1 card in hand"}, {"en", 5, "5 cards in hand"}, {"fr", 2, "2 cartes en main"},
	} {
		if got := holding(c.n, 0, 0).In(c.lang); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}
