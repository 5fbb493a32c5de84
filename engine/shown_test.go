package engine

import (
	"strings"
	"tabletop/engine/echo"
	"testing"
)

// Issue 19 (D4, D14): what a message repeats is printable and short.
func TestPrintableShownCut(t *testing.T) {
	long := strings.Repeat("é", 3<<20)
	for _, tc := range []struct {
		in        string
		printable bool
		shown     string
	}{
		{"Ann", true, "Ann"},
		{"Zoë Ω 7", true, "Zoë Ω 7"},
		{"\x1b]0;OWNED\x07\x1b[2JAnn", false, `"\x1b]0;OWNED\a\x1b[2JAnn"`},
		{"tab\there", false, `"tab\there"`},
		{"C1 \u009b2J", false, `"C1 \u009b2J"`},
		{"bidi \u202eoN", false, `"bidi \u202eoN"`},
		{long, true, strings.Repeat("é", echo.MaxEcho) + "…"},
		{"\x00" + long, false, `"\x00` + strings.Repeat("é", echo.MaxEcho-len(`"\x00`)) + "…"},
	} {
		if got := Printable(tc.in); got != tc.printable {
			t.Errorf("Printable(%.20q) = %v", tc.in, got)
		}
		if got := Shown(tc.in); got != tc.shown {
			t.Errorf("Shown(%.20q) = %q, want %q", tc.in, got, tc.shown)
		}
	}
}
