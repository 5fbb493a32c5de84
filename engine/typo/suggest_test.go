package typo

import (
	"strings"
	"testing"
)

func TestSuggest(t *testing.T) {
	known := []string{"discard", "hand", "players", "trick", "seed"}
	for _, c := range []struct{ word, want string }{
		{"discrad", "discard"}, // swapped letters
		{"Hand", "hand"},       // case
		{"player", "players"},  // one letter
		{"sede", "seed"},
		{"colour", ""}, // nothing near
		{"x", ""},
		{"discardd", "discard"},        // as long as the limit allows
		{"disc", ""},                   // shorter than the limit allows
		{"sééd", "seed"},               // letters, not bytes, are counted
		{strings.Repeat("x", 1e5), ""}, // a huge value
	} {
		if got := Suggest(c.word, known); got != c.want {
			t.Errorf("Suggest(%q) = %q, want %q", c.word, got, c.want)
		}
	}
}

// BenchmarkSuggestHuge is a huge value looked up among a hundred words:
// no word is compared letter by letter with it.
func BenchmarkSuggestHuge(b *testing.B) {
	known := make([]string, 100)
	for i := range known {
		known[i] = strings.Repeat("ab", i%10+1)
	}
	huge := strings.Repeat("x", 1e5)
	for b.Loop() {
		Suggest(huge, known)
	}
}
