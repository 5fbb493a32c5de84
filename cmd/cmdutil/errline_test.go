package cmdutil

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"tabletop/engine/echo"
)

// TestErrorLine: a message folds onto one line, keeps French no-break
// spaces, escapes a terminal's control characters and cuts the long
// values it repeats, quoted or not.
func TestErrorLine(t *testing.T) {
	if got := OneLine("a\n  b\tc\u00a0: d"); got != "a b c\u00a0: d" {
		t.Errorf("OneLine: %q", got)
	}
	if got := EscapeControls("x\x1b[31m\u00a0y\u202fz\n"); got != `x\x1b[31m`+"\u00a0y\u202fz"+`\n` {
		t.Errorf("EscapeControls: %q", got)
	}
	long := strings.Repeat("v", echo.MaxEcho+50)
	got := CutValues(`--name "` + long + `": too long`)
	if want := `--name "` + echo.Cut(long) + `": too long`; got != want {
		t.Errorf("CutValues, quoted: %q, want %q", got, want)
	}
	path := strings.Repeat("p", longToken+1)
	if got := CutValues("open " + path + ": no such file"); got != "open "+echo.Cut(path)+": no such file" {
		t.Errorf("CutValues, a word: %q", got)
	}
	if s := "short \"" + strings.Repeat("v", 10) + "\""; CutValues(s) != s {
		t.Errorf("CutValues changes a short line")
	}
}

// TestLocalized has the text of the error told and unwraps to it.
func TestLocalized(t *testing.T) {
	base := errors.New("boom")
	err := Localized("pl", fmt.Errorf("pad: %w", base))
	if !errors.Is(err, base) || err.Error() != "pad: boom" {
		t.Fatalf("%q does not unwrap to %q", err, base)
	}
}
