package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"tabletop/engine"
	"tabletop/internal/testwait"
	"tabletop/scorepad"
)

// waitForMoves polls the log at path until it holds at least n moves.
func waitForMoves(t *testing.T, path string, n int) {
	t.Helper()
	deadline := time.Now().Add(testwait.Timeout())
	for {
		if l, err := engine.LoadLog(path); err == nil && len(l.Moves) >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s never held %d moves", path, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// printedResume is the resume command a stopped game printed on stderr,
// as arguments of tabletop.
func printedResume(t *testing.T, stderr string) []string {
	t.Helper()
	m := regexp.MustCompile(`tabletop ((?:serve|play|table) --resume [^)\s]+)`).FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("no resume command printed:\n%s", stderr)
	}
	return strings.Fields(m[1])
}

// checkPadHoldsLog fails unless the pad at pad holds every round of the
// log at log, each once, with the same scores.
func checkPadHoldsLog(t *testing.T, log, pad string) {
	t.Helper()
	l, err := engine.LoadLog(log)
	if err != nil {
		t.Fatal(err)
	}
	p, err := scorepad.Load(pad)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Rounds) == 0 || len(p.Rounds) != len(l.Rounds) {
		t.Fatalf("the pad holds %d rounds, the log %d", len(p.Rounds), len(l.Rounds))
	}
	for i := range p.Rounds {
		got, err := p.Score(&p.Rounds[i])
		if err != nil {
			t.Fatal(err)
		}
		if strings.Trim(strings.Join(strings.Fields(strings.Trim(fmtInts(got.Scores), "[]")), ","), ",") != strings.Join(strings.Fields(strings.Trim(fmtInts(l.Rounds[i].Scores), "[]")), ",") {
			t.Errorf("round %d: pad %v, log %v", i+1, got.Scores, l.Rounds[i].Scores)
		}
	}
}

func fmtInts(v []int) string {
	var b strings.Builder
	b.WriteString("[")
	for i, n := range v {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(itoa(n))
	}
	b.WriteString("]")
	return b.String()
}

// The lost evening (issue 27): serve with --log and --pad, Ctrl-C, then
// the printed resume command alone: the resumed table's rounds reach the
// pad, each once.
func TestServeResumeWritesThePad(t *testing.T) {
	dir := t.TempDir()
	st := startServe(t, dir, nil, "mojo", "--players", "Ann,Ben,bot:greedy", "--seed", "5", "--log", "game.yaml", "--pad", "pad.yaml", "--bot-pause", "0s")
	var wg sync.WaitGroup
	for seat := range 2 {
		_, in, out := joinLines(t, st, seat)
		wg.Add(1)
		go func() { defer wg.Done(); playMoves(t, in, out, 0) }()
	}
	waitForMoves(t, filepath.Join(dir, "game.yaml"), 4)
	st.cmd.Process.Signal(syscall.SIGINT)
	if err := st.cmd.Wait(); err == nil {
		t.Fatalf("Ctrl-C: exit 0; stderr:\n%s", st.stderr)
	}
	wg.Wait()
	args := printedResume(t, st.stderr.String())
	again := startServe(t, dir, nil, append(args[1:], "--bot-pause", "0s")...)
	for seat := range 2 {
		_, in, out := joinLines(t, again, seat)
		wg.Add(1)
		go func() { defer wg.Done(); playMoves(t, in, out, 0) }()
	}
	if err := again.cmd.Wait(); err != nil {
		t.Fatalf("serve --resume: %v; stderr:\n%s", err, again.stderr)
	}
	wg.Wait()
	checkPadHoldsLog(t, filepath.Join(dir, "game.yaml"), filepath.Join(dir, "pad.yaml"))
	if !strings.Contains(again.stderr.String(), "pad.yaml") {
		t.Errorf("the resume does not name the pad it writes:\n%s", again.stderr)
	}
}

var _ = exec.Command
var _ = os.Stat
