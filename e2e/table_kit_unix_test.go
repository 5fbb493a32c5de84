//go:build unix

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/internal/ptytest"
)

// kitSizes are the terminals every screen test runs on.
var kitSizes = [][2]int{{80, 24}, {50, 15}}

// tableOn runs `tabletop table args...` in dir on a terminal of size, in
// English and without colour, and waits for its first screen.
func tableOn(t *testing.T, dir string, size [2]int, args ...string) *ptytest.Term {
	t.Helper()
	cmd := exec.Command(binary, append([]string{"table"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "ACCESSIBLE=", "LC_ALL=", "LC_MESSAGES=", "LANG=C", "LANGUAGE=")
	term := ptytest.Start(t, cmd, size[0], size[1])
	term.WaitFor("Ctrl-D quit")
	return term
}

// topTwelve starts a Mojo table of Ann, Ben and Cy in dir on a terminal
// of size, and turns up a 12.
func topTwelve(t *testing.T, dir string, size [2]int) *ptytest.Term {
	t.Helper()
	term := tableOn(t, dir, size, "mojo", "--players", "Ann,Ben,Cy")
	term.Line("top 12")
	term.WaitFor("ok: top 12")
	return term
}

// leaves types key and fails unless the screen ends with exit code.
func leaves(t *testing.T, term *ptytest.Term, key string, code int) {
	t.Helper()
	term.Type(key)
	if got := term.Wait(); got != code {
		t.Fatalf("%q: exit %d, want %d; screen:\n%s", key, got, code, term.Screen())
	}
}

// inputRow waits until the input line reads want, the text after the
// prompt trimmed of spaces.
func inputRow(term *ptytest.Term, prompt, want string) {
	term.WaitUntil("the input line "+prompt+want, func(s string) bool {
		for _, r := range strings.Split(s, "\n") {
			if rest, ok := strings.CutPrefix(r, prompt); ok && strings.TrimRight(strings.TrimSuffix(strings.TrimRight(rest, " "), "_"), " ") == want {
				return true
			}
		}
		return false
	})
}

// TestTableScreenTab: Tab completes a name as it is written (b gave
// "ben:"), a space typed after a completed word is not doubled (Tab after t
// stored "top  12"), Tab works after a double space typed (it stopped) and
// a second Tab goes through the matches (it did nothing).
func TestTableScreenTab(t *testing.T) {
	for _, size := range kitSizes {
		dir := t.TempDir()
		term := tableOn(t, dir, size, "mojo", "--players", "Ann,Ben,Cy")
		term.Type("t", ptytest.Tab, " 12", ptytest.Enter)
		term.WaitFor("ok: top 12")
		term.Type("b", ptytest.Tab)
		inputRow(term, "Ann> ", "Ben:")
		term.Type(ptytest.CtrlU, "Ann:  pl", ptytest.Tab)
		inputRow(term, "Ann> ", "Ann: play")
		term.WaitFor("Tab: Ann: play ")
		term.Type(ptytest.Tab)
		term.WaitUntil("a second Tab's move", func(s string) bool {
			for _, r := range strings.Split(s, "\n") {
				if rest, ok := strings.CutPrefix(r, "Ann> Ann: play "); ok && strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "_")) != "" {
					return true
				}
			}
			return false
		})
		term.Type(ptytest.Enter)
		term.WaitFor("ok: Ann: play ")
		leaves(t, term, ptytest.CtrlD, 0)
		j := readFileQuiet(filepath.Join(dir, "table-journal.yaml"))
		if !strings.Contains(j, "- top 12\n") || strings.Contains(j, "  12") {
			t.Errorf("%dx%d: journal:\n%s", size[0], size[1], j)
		}
	}
}

// TestTableScreenHintList: ? (then Enter) and F1 show the ranked moves
// with the cursor on the best, which Enter on the empty line declares
// (Enter on an empty line did nothing).
func TestTableScreenHintList(t *testing.T) {
	for _, size := range kitSizes {
		dir := t.TempDir()
		term := topTwelve(t, dir, size)
		term.Line("?")
		s := term.WaitFor("▸ ")
		best := ""
		for _, r := range strings.Split(s, "\n") {
			if rest, ok := strings.CutPrefix(r, "▸ "); ok {
				best = strings.TrimSpace(rest)
			}
		}
		if !strings.HasPrefix(best, "play ") {
			t.Fatalf("%dx%d: no move under the cursor:\n%s", size[0], size[1], s)
		}
		term.Type(ptytest.Enter)
		term.WaitFor("ok: Ann: " + best)
		term.Type("\x1bOP") // F1
		term.WaitFor("▸ ")
		leaves(t, term, ptytest.CtrlC, 130)
	}
}

// TestTableScreenHistoryResumed: ↑ on a resumed game recalls the lines of
// the journal (the history started empty).
func TestTableScreenHistoryResumed(t *testing.T) {
	for _, size := range kitSizes {
		dir := t.TempDir()
		term := topTwelve(t, dir, size)
		term.Line("play 12 0")
		term.WaitFor("ok: Ann: play 12 0")
		leaves(t, term, ptytest.CtrlD, 0)
		term = tableOn(t, dir, size, "--resume", "table-journal.yaml")
		term.Type(ptytest.Up)
		inputRow(term, "Ben> ", "Ann: play 12 0")
		term.Type(ptytest.Up)
		inputRow(term, "Ben> ", "top 12")
		leaves(t, term, ptytest.CtrlC, 130)
	}
}

// TestTableScreenSmall: at 50×15 the table keeps whose turn it is, the top
// card, the cards in hand and the totals beside the answers and the keys.
func TestTableScreenSmall(t *testing.T) {
	for _, size := range kitSizes {
		term := tableOn(t, t.TempDir(), size, "mojo", "--players", "Ann,Ben,Cy")
		term.Line("top 12")
		s := term.WaitFor("ok: top 12")
		for _, want := range []string{"Mojo · Round 1: Ann to move", "Discard pile: 12", "Cards in hand: Ann 8", "Totals: Ann 0", "Ann>", "Ctrl-D quit"} {
			if !strings.Contains(s, want) {
				t.Errorf("%dx%d: the screen lacks %q:\n%s", size[0], size[1], want, s)
			}
		}
		leaves(t, term, ptytest.CtrlC, 130)
	}
}
