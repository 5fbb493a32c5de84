package scorepad

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// TestNoGameNamesTheGames: a pad that names no game is refused with the
// game line of every game a pad keeps, in the order listings name them
// (engine.Listed), as each language lists them; the registry's own order
// (by name) when none is set. internal/ladder's registry test sees a
// third game named.
func TestNoGameNamesTheGames(t *testing.T) {
	const pad = "version: 1\nplayers: [Ann, Ben]\nrounds: []\n"
	refusal := func(lang string) string {
		t.Helper()
		_, err := Parse("pad.yaml", []byte(pad))
		if err == nil {
			t.Fatal("a pad with no game is read")
		}
		return i18n.ErrorIn(lang, err)
	}
	if got, want := refusal(i18n.English), "pad.yaml:1: the pad does not say which game (game: makoto or game: mojo)"; got != want {
		t.Errorf("by name: %q, want %q", got, want)
	}
	engine.ListFirst("mojo", "makoto")
	defer engine.ListFirst()
	for lang, want := range map[string]string{
		"en": "pad.yaml:1: the pad does not say which game (game: mojo or game: makoto)",
		"fr": "pad.yaml:1\u00a0: le carnet ne dit pas de quel jeu il s'agit (game: mojo ou game: makoto)",
		"pl": "pad.yaml:1: notes nie mówi, jaka to gra (game: mojo albo game: makoto)",
		"ru": "pad.yaml:1: в листе не сказано, какая это игра (game: mojo или game: makoto)",
	} {
		if got := refusal(lang); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}
