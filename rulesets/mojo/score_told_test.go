package mojo

import (
	"strings"
	"testing"

	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

// Scoring complaints (cards the deck lacks, too many copies, the Mojo
// holder, scores no round gives) are told in Polish, French and Russian,
// with the rule ID kept; the English is what it was.
func TestScoringComplaintsTold(t *testing.T) {
	players := []string{"Ann", "Ben"}
	entry := func(hands [2][]string, mojo int) scoring.Entry {
		var e scoring.Entry
		e.SetCards(FieldHand, hands[0], hands[1])
		if mojo >= 0 {
			e.SetSeats(FieldMojo, mojo)
		}
		return e
	}
	score := func(e scoring.Entry) error { _, err := Ruleset{}.ScoreRound(players, nil, e); return err }
	tests := []struct {
		name, en, pl, keep string
		err                error
	}{
		{"five copies", "Ann's cards: 5 cards of value 1, but the deck holds only 4 [mojo.deck]",
			"karty gracza Ann: 5 kart o wartości 1, a talia ma ich tylko 4 [mojo.deck]", "[mojo.deck]",
			score(entry([2][]string{{"1", "1", "1", "1", "1"}, {"2"}}, 0))},
		{"not a card", "Ben's cards: 13 is not a Mojo card (values are 0 to 12) [mojo.deck]",
			"karty gracza Ben: 13 to nie karta gry Mojo (wartości od 0 do 12) [mojo.deck]", "[mojo.deck]",
			score(entry([2][]string{{"1"}, {"13"}}, 0))},
		{"no holder", "say who took the Mojo card (mojo: NAME) [mojo.round-end]",
			"podaj, kto wziął kartę MOJO (mojo: IMIĘ) [mojo.round-end]", "[mojo.round-end]",
			score(entry([2][]string{{"1"}, {"2"}}, -1))},
		{"score too high", "Ann's score 99 is more than a round can give (44) [mojo.score.mojo]",
			"wynik gracza Ann, 99, to więcej, niż może dać runda (44) [mojo.score.mojo]", "[mojo.score.mojo]",
			Ruleset{}.CheckScores(players, []int{99, 0}, scoring.Entry{})},
	}
	for _, tt := range tests {
		if tt.err == nil {
			t.Fatalf("%s: no error", tt.name)
		}
		if tt.err.Error() != tt.en {
			t.Errorf("%s: English %q, want %q", tt.name, tt.err.Error(), tt.en)
		}
		if got := i18n.ErrorIn("pl", tt.err); got != tt.pl {
			t.Errorf("%s: Polish %q, want %q", tt.name, got, tt.pl)
		}
		for _, lang := range []string{"fr", "ru"} {
			got := i18n.ErrorIn(lang, tt.err)
			if got == tt.en || !strings.HasSuffix(got, tt.keep) || strings.Contains(got, "<no value>") || strings.Contains(got, "mojo.error") {
				t.Errorf("%s in %s: %q", tt.name, lang, got)
			}
		}
	}
}
