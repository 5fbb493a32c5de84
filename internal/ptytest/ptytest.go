//go:build unix

// Package ptytest runs a program on a pseudo-terminal, types keys into it
// and reads its screen as a person would see it, for tests of interactive
// screens. A piped test cannot see raw mode or key handling; this can.
//
// The screen is kept by a terminal emulator (vt10x), so a test reads what
// is on the screen now, not every byte ever written.
package ptytest

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/hinshun/vt10x"

	"tabletop/internal/testwait"
)

// Timeout is how long WaitFor and Wait wait before the test fails: long
// enough for a loaded machine (testwait), since a test never paces itself
// with a clock but polls the screen until it shows what it waits for.
var Timeout = testwait.Timeout()

// Keys people press, as the bytes a terminal sends for them.
const (
	Enter     = "\r"
	Tab       = "\t"
	Backspace = "\x7f"
	Esc       = "\x1b"
	Up        = "\x1b[A"
	Down      = "\x1b[B"
	Right     = "\x1b[C"
	Left      = "\x1b[D"
	CtrlC     = "\x03"
	F1        = "\x1bOP"
	CtrlD     = "\x04"
	CtrlU     = "\x15"
)

// Term is a program running on a pseudo-terminal.
type Term struct {
	t    testing.TB
	pty  *os.File
	cmd  *exec.Cmd
	vt   vt10x.Terminal
	mu   sync.Mutex
	raw  bytes.Buffer // every byte the program wrote, for failure reports
	read chan struct{}
	done chan struct{}
	// wrote is signalled (without blocking) each time output reaches the
	// emulator, so that a wait looks at the screen as soon as it changes.
	wrote chan struct{}
	code  int
}

// Start runs cmd on a new pseudo-terminal of cols×rows as its standard
// input, output and error, with TERM set, and stops it when the test ends.
func Start(t testing.TB, cmd *exec.Cmd, cols, rows int) *Term {
	t.Helper()
	if cmd.Env == nil {
		cmd.Env = os.Environ()
	}
	cmd.Env = append(cmd.Env, "TERM=xterm-256color")
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Cols: uint16(cols), Rows: uint16(rows)})
	if err != nil {
		t.Fatalf("ptytest: start %v: %v", cmd.Args, err)
	}
	term := &Term{t: t, pty: f, cmd: cmd, read: make(chan struct{}), done: make(chan struct{}), wrote: make(chan struct{}, 1)}
	// Replies to the program's queries (cursor position, colours) go back
	// through the pty, as a real terminal's do.
	term.vt = vt10x.New(vt10x.WithSize(cols, rows), vt10x.WithWriter(f))
	go term.copyOut()
	go func() {
		err := cmd.Wait()
		term.mu.Lock()
		term.code = exitCode(err)
		term.mu.Unlock()
		close(term.done)
	}()
	t.Cleanup(func() {
		select {
		case <-term.done:
		default:
			_ = cmd.Process.Kill()
			<-term.done
		}
		f.Close()
	})
	return term
}

func exitCode(err error) int {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ee.ExitCode() >= 0 {
			return ee.ExitCode()
		}
		return -1 // killed by a signal
	}
	if err != nil {
		return -1
	}
	return 0
}

func (term *Term) copyOut() {
	defer close(term.read)
	buf := make([]byte, 4096)
	var pending []byte // the start of a character cut by a read
	for {
		n, err := term.pty.Read(buf)
		if n > 0 {
			term.mu.Lock()
			term.raw.Write(buf[:n])
			term.mu.Unlock()
			pending = append(pending, buf[:n]...)
			w, _ := term.vt.Write(pending)
			pending = append(pending[:0], pending[w:]...)
			select {
			case term.wrote <- struct{}{}:
			default:
			}
		}
		if err != nil {
			return
		}
	}
}

// Type sends text as typed keys (use the key constants for special keys),
// each key in a write of its own. It never waits: a test that needs the
// program to have taken a key before the next waits for the screen to
// show it (WaitFor).
func (term *Term) Type(keys ...string) {
	term.t.Helper()
	for _, k := range keys {
		if _, err := term.pty.Write([]byte(k)); err != nil {
			term.t.Fatalf("ptytest: type %q: %v", k, err)
		}
	}
}

// Line types text and presses Enter.
func (term *Term) Line(text string) { term.t.Helper(); term.Type(text, Enter) }

// Screen is the text on the screen now, one line per row, trailing spaces
// trimmed.
func (term *Term) Screen() string {
	s := term.vt.String() // String locks the emulator itself
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}

// Output is every byte the program has written so far.
func (term *Term) Output() string {
	term.mu.Lock()
	defer term.mu.Unlock()
	return term.raw.String()
}

// WaitFor waits until the screen shows text and returns the screen; the
// test fails, showing the screen, if it does not within Timeout.
func (term *Term) WaitFor(text string) string {
	term.t.Helper()
	return term.WaitUntil(text, func(s string) bool { return strings.Contains(s, text) })
}

// WaitUntil waits until ok holds for the screen, described by what. It
// looks again as soon as the program's output changes the screen (and
// every 10 ms besides), so the moment it returns is the moment the screen
// showed it, give or take the emulator's own work.
func (term *Term) WaitUntil(what string, ok func(screen string) bool) string {
	term.t.Helper()
	deadline := time.Now().Add(Timeout)
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for {
		s := term.Screen()
		if ok(s) {
			return s
		}
		select {
		case <-term.done:
			// The program ended: one last look once its output is read.
			<-term.read
			if s := term.Screen(); ok(s) {
				return s
			}
			term.t.Fatalf("ptytest: the program ended (exit %d) before the screen showed %q; screen:\n%s", term.ExitCode(), what, term.Screen())
		default:
		}
		if time.Now().After(deadline) {
			term.t.Fatalf("ptytest: the screen did not show %q within %v; screen:\n%s", what, Timeout, s)
		}
		select {
		case <-term.wrote:
		case <-term.done:
		case <-tick.C:
		}
	}
}

// Resize changes the terminal's size, as a person dragging the window does
// (the program gets SIGWINCH).
func (term *Term) Resize(cols, rows int) {
	term.t.Helper()
	term.vt.Resize(cols, rows)
	if err := pty.Setsize(term.pty, &pty.Winsize{Cols: uint16(cols), Rows: uint16(rows)}); err != nil {
		term.t.Fatalf("ptytest: resize: %v", err)
	}
}

// Signal sends sig to the program.
func (term *Term) Signal(sig os.Signal) {
	term.t.Helper()
	if err := term.cmd.Process.Signal(sig); err != nil {
		term.t.Fatalf("ptytest: signal %v: %v", sig, err)
	}
}

// Wait waits for the program to end and returns its exit code (-1 when a
// signal killed it); the test fails if it does not end within Timeout.
func (term *Term) Wait() int {
	term.t.Helper()
	select {
	case <-term.done:
	case <-time.After(Timeout):
		term.t.Fatalf("ptytest: the program did not end within %v; screen:\n%s", Timeout, term.Screen())
	}
	select {
	case <-term.read:
	case <-time.After(Timeout):
	}
	return term.ExitCode()
}

// ExitCode is the program's exit code once it has ended.
func (term *Term) ExitCode() int {
	term.mu.Lock()
	defer term.mu.Unlock()
	return term.code
}
