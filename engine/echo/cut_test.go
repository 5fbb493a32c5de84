package echo

import (
	"strings"
	"testing"
)

func TestCut(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"short", "short"},
		{strings.Repeat("x", MaxEcho), strings.Repeat("x", MaxEcho)},
		{strings.Repeat("x", MaxEcho+1), strings.Repeat("x", MaxEcho) + "…"},
		{strings.Repeat("é", 3<<20), strings.Repeat("é", MaxEcho) + "…"}, // characters, not bytes
	} {
		if got := Cut(tc.in); got != tc.want {
			t.Errorf("Cut(%.20q) = %.20q..., want %.20q...", tc.in, got, tc.want)
		}
	}
}
