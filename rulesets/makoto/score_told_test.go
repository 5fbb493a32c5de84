package makoto

import (
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

// Makoto's scoring complaints (copies, the Curtain, the order of going
// out, the scoring options) are told in Polish, French and Russian; the
// English is what it was.
func TestScoringComplaintsTold(t *testing.T) {
	players := []string{"Ann", "Ben", "Cy"}
	opts, err := engine.Resolve(theRuleset.Options(), nil)
	if err != nil {
		t.Fatal(err)
	}
	score := func(captured [3][]string, curtain []string, out ...int) error {
		var e scoring.Entry
		e.SetCards(FieldCaptured, captured[0], captured[1], captured[2])
		e.SetCards(FieldCurtain, curtain)
		e.SetSeats(FieldOut, out...)
		_, err := theRuleset.ScoreRound(players, opts, e)
		return err
	}
	_, optErr := ParseScoring("2:x", DefaultRewards)
	tests := []struct {
		name, en string
		err      error
	}{
		{"too many copies", "Ann's captured cards: 6 copies of 7, but the game holds only 5 [makoto.setup]",
			score([3][]string{{"7", "7", "7", "7", "7", "7"}, nil, nil}, nil)},
		{"everyone out", "3 players went out, but with 3 players the last one left takes no reward, so list at most 2 [makoto.last-player]",
			score([3][]string{nil, nil, nil}, nil, 0, 1, 2)},
		{"out twice", "out: Ann is listed twice", score([3][]string{nil, nil, nil}, nil, 0, 0)},
		{"bad points option", `option points="2:x": want VALUE:POINTS pairs such as ` + DefaultPoints + `, values 1 to 16, points 0 to 1000`, optErr},
	}
	for _, tt := range tests {
		if tt.err == nil {
			t.Fatalf("%s: no error", tt.name)
		}
		if tt.err.Error() != tt.en {
			t.Errorf("%s: English %q, want %q", tt.name, tt.err.Error(), tt.en)
		}
		for _, lang := range []string{"pl", "fr", "ru"} {
			got := i18n.ErrorIn(lang, tt.err)
			if got == tt.en || strings.Contains(got, "<no value>") || strings.Contains(got, "makoto.error") {
				t.Errorf("%s in %s: %q", tt.name, lang, got)
			}
		}
	}
}
