package gamewords

import (
	"strconv"
	"testing"

	"tabletop/engine/i18n"
	"tabletop/engine/story"
)

// A card drawn takes its article from the catalogue: in English the one
// story.Article gives ("an 8", "a 3"); elsewhere the card alone.
func TestDrewTakesTheCataloguesArticle(t *testing.T) {
	for n := range 21 {
		for _, suffix := range []string{"", "s"} {
			card := strconv.Itoa(n) + suffix
			sec := story.Secret{Card: card, From: i18n.Plain("the draw pile")}
			if got, want := Drew(i18n.English, nil, sec, false), "You drew "+story.Article(card)+" from the draw pile."; got != want {
				t.Errorf("%s: %q, want %q", card, got, want)
			}
			if got, want := Drew("pl", nil, sec, false), "Dobierasz kartę "+card+" the draw pile."; got != want {
				t.Errorf("pl %s: %q, want %q", card, got, want)
			}
		}
	}
}
