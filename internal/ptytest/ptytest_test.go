//go:build unix

package ptytest

import (
	"os/exec"
	"strings"
	"testing"
)

// A shell's read on the pty: typed keys arrive, Enter submits, the screen
// shows what was printed.
func TestTypeAndRead(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Fatal("no sh on this machine")
	}
	term := Start(t, exec.Command(sh, "-c", `printf 'name? '; read n; printf 'hello %s\n' "$n"; stty -a | grep -o -- '-\{0,1\}icanon' | head -1`), 80, 24)
	term.WaitFor("name?")
	term.Line("Ann")
	s := term.WaitFor("hello Ann")
	if code := term.Wait(); code != 0 {
		t.Fatalf("exit %d, screen:\n%s", code, s)
	}
	s = term.Screen()
	if !strings.Contains(s, "icanon") || strings.Contains(s, "-icanon") {
		t.Errorf("a shell's read runs in cooked mode; screen:\n%s", s)
	}
}
