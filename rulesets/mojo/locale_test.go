package mojo

import (
	"testing"

	"tabletop/engine"
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

// A translation changes words only: the same rules in the same order with
// the same IDs and options, the same option keys, values and defaults.
func TestLocalizedKeepsIDs(t *testing.T) {
	for _, err := range enginetest.CheckLocalizedKeepsIDs(Ruleset{}) {
		t.Error(err)
	}
}

// Every verdict reason and effect has its message in every language, with
// the same placeholders and plural forms, and the code uses no message the
// catalogue lacks.
func TestMessagesComplete(t *testing.T) {
	for _, err := range enginetest.CheckMessages("mojo", ".") {
		t.Error(err)
	}
}

// Every effect and refusal of random games reads in every language: no
// missing placeholder, and the English is the text --json prints.
func TestMessagesTold(t *testing.T) {
	for _, o := range optionSets {
		for _, n := range []int{2, 4} {
			for _, err := range enginetest.CheckToldEverywhere(Ruleset{}, engine.Config{Players: n, Options: o}, 3, 11) {
				t.Errorf("%d players %v: %v", n, o, err)
			}
		}
	}
}

// Polish and Russian count with their own plural forms.
func TestMessagesPlurals(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{
		{"pl", 1, "1 karta w ręce"}, {"pl", 2, "2 karty w ręce"}, {"pl", 5, "5 kart w ręce"},
		{"pl", 12, "12 kart w ręce"}, {"pl", 22, "22 karty w ręce"}, {"pl", 25, "25 kart w ręce"},
		{"ru", 1, "1 карта в руке"}, {"ru", 2, "2 карты в руке"}, {"ru", 5, "5 карт в руке"},
		{"ru", 21, "21 карта в руке"}, {"ru", 22, "22 карты в руке"}, {"ru", 12, "12 карт в руке"},
		{"en", 1, "1 card in hand"}, {"en", 5, "5 cards in hand"}, {"fr", 2, "2 cartes en main"},
	} {
		if got := holding(c.n, 0, 0).In(c.lang); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}
