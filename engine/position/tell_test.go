package position

import (
	"strings"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"testing"
)

// Errors of positions are told in every language: not the English, every
// placeholder filled, the key kept; the English is the text the code
// always gave.
func TestFieldErrorsTold(t *testing.T) {
	tests := []struct {
		name   string
		err    error
		en     string
		prefix string // kept in every language
	}{
		{"field key kept", NewFieldError("hand_sizes", -1, "engine.error.out-of-range", i18n.Args{"Value": 60, "Lo": 0, "Hi": 49}).At(&Node{Line: 3}),
			"hand_sizes: 60 is out of range (0 to 49)", "hand_sizes: "},
		{"plural entries", NewFieldError("face_down", -1, "engine.error.entries-per-player", i18n.Args{"Count": 2, "ForPlayers": engine.ForPlayers(3), "Map": "{Ann: ...}"}),
			"face_down: 2 entries for 3 players (give one per seat in seat order, or a map such as {Ann: ...})", "face_down: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.err.Error(); got != tt.en {
				t.Fatalf("English %q, want %q", got, tt.en)
			}
			for _, lang := range []string{"pl", "fr", "ru"} {
				got := i18n.ErrorIn(lang, tt.err)
				switch {
				case got == tt.en:
					t.Errorf("%s: still the English %q", lang, got)
				case strings.Contains(got, "<no value>") || strings.Contains(got, "engine.error."):
					t.Errorf("%s: %q lacks a placeholder or a message", lang, got)
				case !strings.HasPrefix(got, tt.prefix):
					t.Errorf("%s: %q lost the prefix %q", lang, got, tt.prefix)
				}
			}
		})
	}
}

// A field error wrapping a told error is told in the person's language,
// its key kept.
func TestFieldErrorIn(t *testing.T) {
	seat := i18n.NewError("engine.refuse.no-seat", i18n.Args{"Seat": 7})
	err := &FieldError{Field: "hands", Seat: 1, Err: seat}
	if got, want := i18n.ErrorIn("pl", err), "hands: przy tym stole nie ma miejsca 7"; got != want {
		t.Errorf("ErrorIn(pl) = %q, want %q", got, want)
	}
}
