//go:build unix

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"tabletop/internal/ptytest"
)

// startTable runs `tabletop table args...` in dir on an 80×24 terminal,
// in English and without colour, and waits for its first screen.
func startTableScreen(t *testing.T, dir string, args ...string) *ptytest.Term {
	t.Helper()
	cmd := exec.Command(binary, append([]string{"table"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "ACCESSIBLE=", "LC_ALL=", "LC_MESSAGES=", "LANG=C", "LANGUAGE=")
	term := ptytest.Start(t, cmd, 80, 24)
	term.WaitFor("Enter declare")
	return term
}

// declare types line with Enter and waits for its answer, which starts
// with answer ("ok: Ann: play 8 8 7", "refused: ...").
func declare(term *ptytest.Term, line, answer string) string {
	term.Line(line)
	return term.WaitFor(answer)
}

// unwrapped is the screen with its rows joined, as a line the terminal
// wrapped was written.
func unwrapped(term *ptytest.Term) string { return strings.ReplaceAll(term.Screen(), "\n", "") }

// sameFile fails unless the files at a and b hold the same bytes.
func sameFile(t *testing.T, a, b string) {
	t.Helper()
	x, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	y, err := os.ReadFile(b)
	if err != nil {
		t.Fatal(err)
	}
	if string(x) != string(y) {
		t.Errorf("%s and %s differ:\n%s\n---\n%s", a, b, x, y)
	}
}

// TestTableScreenOnATerminal types a whole Mojo round on the table screen
// of the real binary on a pseudo-terminal, line by line with Enter (moves
// without names, a refused move, an undo, Mojo Time, the cards shown),
// with Tab completion, ↑ recall, the hint and a resize on the way; Ctrl-C
// leaves with exit 130 and the resume command. The pad and the journal are
// byte for byte what the piped mode writes for the same lines.
func TestTableScreenOnATerminal(t *testing.T) {
	t.Parallel()
	lines := []struct{ typed, answer string }{
		{"top 12", "ok: top 12"},
		{"play 12 12 11", "ok: Ann: play 12 12 11"},
		{"play 11 11 10", "ok: Ben: play 11 11 10"},
		{"Cy: play 9", "ok: Cy: play 9"},
		{"play 10", "ok: Ann: play 10"},
		{"undo", "took back: Ann: play 10"},
		{"play 9 9 8", "ok: Ann: play 9 9 8"},
		{"play 8 8 7", "ok: Ben: play 8 8 7"},
		{"play 7 7 7 6", "ok: Cy: play 7 7 7 6"},
		{"play 4", "refused: Ann: play 4"},
		{"reveal 5", "ok: Ann: reveal 5"},
		{"reveal 4", "ok: Ben: reveal 4"},
		{"reveal 3", "ok: Cy: reveal 3"},
		{"reveal 2", "ok: Ann: reveal 2"},
		{"Ann: shows 5 2", "ok: Ann: shows 5 2"},
		{"Ben: shows 4", "refused: Ben: shows 4"},
		{"Ben: shows 4 11", "ok: Ben: shows 4 11"},
		{"Cy: shows 3 0 1", "ok: Cy: shows 3 0 1"},
		{"top 6", "ok: top 6"},
	}
	dir := t.TempDir()
	term := startTableScreen(t, dir, "mojo", "--players", "Ann,Ben,Cy", "--pad", "night.yaml")
	if s := term.Screen(); !strings.Contains(s, "Mojo · Round 1: waiting for top C ...") || !strings.Contains(s, "journal table-journal.yaml, pad") {
		t.Fatalf("first screen:\n%s", s)
	}
	for i, l := range lines {
		switch i {
		case 1:
			// Tab completes the move being typed and offers the choices.
			term.Type("pl", ptytest.Tab)
			term.WaitFor("Ann> play")
			term.WaitFor("Tab: play ")
			term.Type(ptytest.CtrlU)
		case 4:
			// ↑ recalls the last line typed.
			term.Type(ptytest.Up)
			term.WaitFor("Ann> Cy: play 9")
			term.Type(ptytest.CtrlU)
			declare(term, "?", "Hint, best first")
		case 10:
			s := term.WaitFor("[mojo.time.reveal]")
			if !strings.Contains(s, "→ nothing changed") {
				t.Errorf("a refused line does not say nothing changed:\n%s", s)
			}
			term.Resize(60, 20)
			term.WaitUntil("the screen at 60 columns", func(s string) bool {
				rows := strings.Split(s, "\n")
				return len(rows) <= 20 && strings.Contains(s, "Ann>") && strings.Contains(s, "Mojo · Round 1: Ann to")
			})
		case 13:
			term.Resize(80, 24)
		}
		declare(term, l.typed, l.answer)
	}
	s := term.WaitFor("Mojo · Round 2: Ann to move")
	for _, want := range []string{"Totals: Ann 17, Ben 15, Cy 4", "Mojo card on +10", "Ann>"} {
		if !strings.Contains(s, want) {
			t.Errorf("the screen lacks %q:\n%s", want, s)
		}
	}
	term.Type(ptytest.CtrlC)
	if code := term.Wait(); code != 130 {
		t.Fatalf("Ctrl-C: exit %d, want 130; screen:\n%s", code, term.Screen())
	}
	if s := unwrapped(term); !strings.Contains(s, "continue with tabletop table --resume table-journal.yaml") {
		t.Errorf("no resume command after Ctrl-C:\n%s", s)
	}

	// The piped mode, the same lines: the same pad and journal.
	piped := t.TempDir()
	var input []string
	for _, l := range lines {
		input = append(input, l.typed)
	}
	r := runInput(t, piped, strings.Join(input, "\n")+"\n", "table", "mojo", "--players", "Ann,Ben,Cy", "--pad", "night.yaml")
	if r.code != 0 {
		t.Fatalf("piped: exit %d: %s", r.code, r.stderr)
	}
	for _, f := range []string{"night.yaml", "table-journal.yaml"} {
		sameFile(t, filepath.Join(dir, f), filepath.Join(piped, f))
	}
}

// TestTableScreenLeaves: Ctrl-D on an empty line and quit leave with exit
// 0, SIGTERM with 143, each with the journal as it was and the resume
// command printed; a resumed game shows where it was.
func TestTableScreenLeaves(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	term := startTableScreen(t, dir, "makoto", "--players", "Ann,Ben,Cy")
	declare(term, "curtain 13 11 2 1 1 9 4", "ok: curtain 13 11 2 1 1 9 4")
	declare(term, "play 3 3 3 take 2", "ok: Ben: play 3 3 3 take 2")
	term.Type(ptytest.CtrlD)
	if code := term.Wait(); code != 0 {
		t.Fatalf("Ctrl-D: exit %d, want 0", code)
	}
	for _, c := range []struct {
		leave func(term *ptytest.Term)
		code  int
	}{
		{func(term *ptytest.Term) { term.Line("quit") }, 0},
		{func(term *ptytest.Term) { term.Signal(syscall.SIGTERM) }, 143},
	} {
		term := startTableScreen(t, dir, "--resume", "table-journal.yaml")
		s := term.WaitFor("Makoto · Game 1: Cy to move")
		if !strings.Contains(s, "Trick to beat: 3 3 3 (Ben)") || !strings.Contains(s, "Curtain: 1 1 4 9 11 13") {
			t.Errorf("the resumed table:\n%s", s)
		}
		c.leave(term)
		if code := term.Wait(); code != c.code {
			t.Fatalf("exit %d, want %d", code, c.code)
		}
		if s := unwrapped(term); !strings.Contains(s, "tabletop table --resume table-journal.yaml") {
			t.Errorf("no resume command:\n%s", s)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "table-journal.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "- 'Ben: play 3 3 3 take 2'") {
		t.Errorf("journal:\n%s", data)
	}
}

// TestTablePromptOnATerminal: with --accessible the table asks with a
// plain prompt on the terminal, reads lines as the piped mode does (? and
// a line without a name too) and Ctrl-C leaves with exit 130, the journal
// kept and the resume command printed.
func TestTablePromptOnATerminal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cmd := exec.Command(binary, "table", "mojo", "--players", "Ann,Ben,Cy", "--accessible")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "ACCESSIBLE=", "LC_ALL=", "LC_MESSAGES=", "LANG=C", "LANGUAGE=")
	term := ptytest.Start(t, cmd, 80, 24)
	term.WaitFor("Following Mojo for Ann, Ben, Cy")
	declare(term, "top 8", "ok: top 8")
	declare(term, "?", "Hint, best first")
	declare(term, "play 8 3", "ok: Ann: play 8 3")
	term.WaitFor("Ben>")
	term.Type(ptytest.CtrlC)
	if code := term.Wait(); code != 130 {
		t.Fatalf("Ctrl-C: exit %d, want 130", code)
	}
	if s := unwrapped(term); !strings.Contains(s, "continue with tabletop table --resume table-journal.yaml") {
		t.Errorf("no resume command after Ctrl-C:\n%s", term.Screen())
	}
	data, err := os.ReadFile(filepath.Join(dir, "table-journal.yaml"))
	if err != nil || !strings.Contains(string(data), "- 'Ann: play 8 3'") {
		t.Errorf("journal: %v\n%s", err, data)
	}
}
