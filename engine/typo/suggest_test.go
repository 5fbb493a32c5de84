package typo

import "testing"

func TestSuggest(t *testing.T) {
	known := []string{"discard", "hand", "players", "trick", "seed"}
	for _, c := range []struct{ word, want string }{
		{"discrad", "discard"}, // swapped letters
		{"Hand", "hand"},       // case
		{"player", "players"},  // one letter
		{"sede", "seed"},
		{"colour", ""}, // nothing near
		{"x", ""},
	} {
		if got := Suggest(c.word, known); got != c.want {
			t.Errorf("Suggest(%q) = %q, want %q", c.word, got, c.want)
		}
	}
}
