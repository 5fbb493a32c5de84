package makoto

import (
	"strings"
	"testing"

	"tabletop/engine"
)

// TestRoundTitle: the game titles its rounds in its own words, from its
// own catalogue, in every language.
func TestRoundTitle(t *testing.T) {
	p := engine.RoundTitleOf(&Ruleset{}, 2)
	if !strings.HasPrefix(p.ID, "makoto.") {
		t.Errorf("the round title %q is not the game's own message", p.ID)
	}
	for lang, want := range map[string]string{"en": "Game 2", "fr": "Partie 2", "pl": "Partia 2", "ru": "Партия 2"} {
		if got := p.In(lang); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}
