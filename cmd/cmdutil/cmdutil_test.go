package cmdutil

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"tabletop/engine"
)

// TestExitCode: an explicit code wins, wrapped or not; a parse error is
// bad input, a result that does not match is a verdict, anything else bad
// input.
func TestExitCode(t *testing.T) {
	for _, c := range []struct {
		name string
		err  error
		want int
	}{
		{"nil", nil, ExitOK},
		{"usage", UsageError(errors.New("x")), ExitUsage},
		{"verdict", VerdictError(ErrSilent), ExitVerdict},
		{"wrapped code", fmt.Errorf("at: %w", &ExitError{Code: 130, Err: ErrSilent}), 130},
		{"parse", &engine.ParseError{}, ExitUsage},
		{"mismatch", fmt.Errorf("pad: %w", engine.ErrResultMismatch), ExitVerdict},
		{"other", errors.New("no such file"), ExitUsage},
	} {
		if got := ExitCode(c.err); got != c.want {
			t.Errorf("%s: exit %d, want %d", c.name, got, c.want)
		}
	}
}

// TestWrapText folds at the width counting characters, keeps a no-break
// space inside its word and keeps the text's line breaks.
func TestWrapText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"aaa bbb ccc", "aaa bbb\nccc"},
		{"żżż ććć ęęę", "żżż ććć\nęęę"},
		{"Manche 1\u00a0: x", "Manche\n1\u00a0: x"},
		{"a\n\nb  c", "a\n\nb c"},
	} {
		if got := WrapText(c.in, 7); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}

// TestStyle colours only when on.
func TestStyle(t *testing.T) {
	if got := (Style{}).Bold("x"); got != "x" {
		t.Errorf("off: %q", got)
	}
	if got := (Style{On: true}).Red("x"); !strings.HasPrefix(got, "\x1b[31m") || !strings.HasSuffix(got, "\x1b[0m") {
		t.Errorf("on: %q", got)
	}
}
