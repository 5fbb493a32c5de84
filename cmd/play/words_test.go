package play

import (
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/seating"
	"tabletop/host/gamewords"
)

// The end of a game speaks to the person when they win (issue 27
// "Words": the default seat "You" took third-person verbs), in every
// language; another winner is named.
func TestStandingsSpeakToThePerson(t *testing.T) {
	for _, c := range []struct {
		lang, winner, want string
	}{
		{"en", "You", "You win after 40 moves."},
		{"pl", "You", "Wygrywasz po "},
		{"fr", "You", "Vous gagnez après 40 coups."},
		{"ru", "You", "Вы побеждаете за "},
		{"pl", "Ty", "Wygrywasz po "},
		{"en", "Ann", "Ann wins after 40 moves."},
		{"pl", "Ann", "Wygrywa Ann po "},
	} {
		sum := gamewords.Summary{Moves: 40, Winners: []string{c.winner},
			Players: []gamewords.PlayerTotal{{Name: c.winner, Winner: true}, {Name: "Greedy", Bot: "greedy"}}}
		var b strings.Builder
		if err := seating.Standings(&b, c.lang, cmdutil.Style{}, sum); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), c.want) {
			t.Errorf("%s, %s wins: no %q in\n%s", c.lang, c.winner, c.want, b.String())
		}
	}
}

// A card drawn is said with its article where the language has one, from
// the catalogue ("an 8", never "a 8"), and bare where the sentence names
// the card.
func TestACard(t *testing.T) {
	for _, c := range []struct{ lang, card, want string }{
		{"en", "8", "an 8"}, {"en", "11", "an 11"}, {"en", "18", "an 18"}, {"en", "8s", "an 8s"},
		{"en", "3", "a 3"}, {"en", "1", "a 1"}, {"en", "9s", "a 9s"}, {"en", "13", "a 13"},
		{"pl", "8", "8"}, {"fr", "11", "11"}, {"ru", "8", "8"},
	} {
		if got := aCard(c.lang, c.card); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.lang, c.card, got, c.want)
		}
	}
}
