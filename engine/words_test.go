package engine

import (
	"testing"
)

func TestCount(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 cards"}, {1, "1 card"}, {2, "2 cards"}} {
		if got := Count(c.n, "card"); got != c.want {
			t.Errorf("Count(%d) = %q, want %q", c.n, got, c.want)
		}
	}
	if got := CountOf(1, "copy", "copies"); got != "1 copy" {
		t.Errorf("CountOf(1) = %q", got)
	}
	if got := CountOf(3, "copy", "copies"); got != "3 copies" {
		t.Errorf("CountOf(3) = %q", got)
	}
}
