package mojo

import (
	"errors"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// A card of a position that the deck lacks, or one copy too many, is told
// in every language and is still a *CardError (mojo.deck).
func TestToldCard(t *testing.T) {
	for _, tc := range []struct {
		hands [][]int
		en    string
		pl    string
	}{
		{[][]int{{3, 13}}, "13 is not a Mojo card (values are 0 to 12) [mojo.deck]", "13 to nie karta gry Mojo (wartości od 0 do 12) [mojo.deck]"},
		{[][]int{{0, 0}, {0, 0, 0}}, "5 cards of value 0, but the deck holds only 4 [mojo.deck]", "5 kart o wartości 0, a talia ma ich tylko 4 [mojo.deck]"},
	} {
		err := CheckCards(tc.hands)
		var ce *CardError
		if !errors.As(err, &ce) {
			t.Fatalf("%v is not a *CardError", err)
		}
		if err.Error() != tc.en {
			t.Errorf("English %q, want %q", err, tc.en)
		}
		if got := i18n.ErrorIn("pl", err); got != tc.pl {
			t.Errorf("pl %q, want %q", got, tc.pl)
		}
	}
}

// The invariant violations of broken states (as sim lists them) are told
// in every language, every placeholder filled.
func TestInvariantViolationsTold(t *testing.T) {
	rng := engine.NewRNG(9)
	seen := map[string]bool{}
	for g := range 20 {
		s, _ := NewState(engine.Config{Players: 2 + g%5, Seed: uint64(g)})
		for range 30 {
			c := s.Clone().(*State)
			mutate(c, &rng)
			err := c.CheckInvariants()
			if err == nil || seen[err.Error()] {
				continue
			}
			seen[err.Error()] = true
			for _, lang := range []string{"pl", "fr", "ru"} {
				got := i18n.ErrorIn(lang, err)
				if got == err.Error() || strings.Contains(got, "<no value>") || strings.Contains(got, "mojo.error.") {
					t.Errorf("%s: %q (English %q)", lang, got, err)
				}
			}
		}
	}
	if len(seen) < 3 {
		t.Errorf("only %d kinds of violation seen", len(seen))
	}
}
