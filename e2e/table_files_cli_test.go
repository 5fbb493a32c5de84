package e2e

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"tabletop/internal/testdepth"
	"tabletop/scorepad"
)

// The table mode's files on disk: the pad it scores into, its journal and
// its lock, run as people do it, with the real binary (issue 19, D2a, D2b,
// D6, D8, D12).

// liveTable is a table session running in its own process, fed one line
// at a time; with --json each non-ignored line gets one answer line.
type liveTable struct {
	t      *testing.T
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	out    *bufio.Reader
	stderr bytes.Buffer
}

func startTable(t *testing.T, dir string, args ...string) *liveTable {
	t.Helper()
	lt := &liveTable{t: t, cmd: exec.Command(binary, args...)}
	lt.cmd.Dir = dir
	lt.cmd.Env = append(os.Environ(), "NO_COLOR=1", "LANG=C", "LC_ALL=", "LC_MESSAGES=", "LANGUAGE=")
	lt.cmd.Stderr = &lt.stderr
	lt.stdin, _ = lt.cmd.StdinPipe()
	stdout, _ := lt.cmd.StdoutPipe()
	lt.out = bufio.NewReader(stdout)
	if err := lt.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if lt.cmd.ProcessState == nil {
			lt.cmd.Process.Kill()
			lt.cmd.Wait()
		}
	})
	return lt
}

// send types lines and waits for the answer to each: once it is read, the
// line's journal and pad writes are done.
func (lt *liveTable) send(lines ...string) {
	lt.t.Helper()
	for _, l := range lines {
		io.WriteString(lt.stdin, l+"\n")
		if _, err := lt.out.ReadString('\n'); err != nil {
			lt.t.Fatalf("no answer to %q: %v; stderr: %s", l, err, lt.stderr.String())
		}
	}
}

// end types the last lines, closes the input and returns the exit code
// and stderr.
func (lt *liveTable) end(lines ...string) (int, string) {
	lt.t.Helper()
	for _, l := range lines {
		io.WriteString(lt.stdin, l+"\n")
	}
	lt.stdin.Close()
	io.Copy(io.Discard, lt.out)
	err := lt.cmd.Wait()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		lt.t.Fatal(err)
	}
	return code, lt.stderr.String()
}

// firstRound is the number of lines of mojo-3.txt that play its first
// round to the end: the last of them, a "shows", scores it.
func firstRound(t *testing.T, g tableGame) int {
	t.Helper()
	for i, l := range g.lines {
		if i > 0 && strings.HasPrefix(l, "top ") {
			return i
		}
	}
	t.Fatal("no second round in the transcript")
	return 0
}

func tableArgs(g tableGame, more ...string) []string {
	return append(append([]string{"table", g.game, "--players", g.players}, g.args...), more...)
}

// D2a: a round the journal does not know is never deleted or replaced:
// not by a resume, not by the next scored round, not by undo. A round
// added to the pad meanwhile stays where it is and the table's rounds go
// after it (issue 28.11); an undo that would move it, or a round of the
// table changed by hand, is refused naming the round.
func TestTableNeverDeletesARoundItDidNotWrite(t *testing.T) {
	t.Parallel()
	g := loadTableGame(t, "mojo-3.txt")
	end := firstRound(t, g)
	zero := append([]string{"pad", "add", "night.yaml"}, zeroRound...)

	full := t.TempDir()
	if r := runInput(t, full, strings.Join(g.lines, "\n")+"\n", tableArgs(g, "--pad", "night.yaml", "--json")...); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}

	t.Run("pad add after the session, then resume", func(t *testing.T) {
		dir := t.TempDir()
		pad := filepath.Join(dir, "night.yaml")
		runInput(t, dir, strings.Join(g.lines[:end], "\n")+"\n", tableArgs(g, "--pad", "night.yaml", "--json")...)
		mustRun(t, dir, zero...)
		if r := runInput(t, dir, strings.Join(g.lines[end:], "\n")+"\n", "table", "--resume", "table-journal.yaml", "--json"); r.code != 0 {
			t.Fatalf("resume after pad add: exit %d: %s", r.code, r.stderr)
		}
		checkRoundsAround(t, pad, filepath.Join(full, "night.yaml"), 1)
	})

	t.Run("pad add during the session, then the round is scored", func(t *testing.T) {
		dir := t.TempDir()
		pad := filepath.Join(dir, "night.yaml")
		lt := startTable(t, dir, tableArgs(g, "--pad", "night.yaml", "--json")...)
		lt.send(g.lines[:end-1]...)
		mustRun(t, dir, zero...)
		if code, stderr := lt.end(g.lines[end-1:]...); code != 0 {
			t.Fatalf("exit %d, stderr %q", code, stderr)
		}
		checkRoundsAround(t, pad, filepath.Join(full, "night.yaml"), 0)
	})

	t.Run("pad add during the session, then undo", func(t *testing.T) {
		dir := t.TempDir()
		pad := filepath.Join(dir, "night.yaml")
		lt := startTable(t, dir, tableArgs(g, "--pad", "night.yaml", "--json")...)
		lt.send(g.lines[:end]...)
		mustRun(t, dir, zero...)
		before := readFile(t, pad)
		code, stderr := lt.end("undo")
		if code != 2 || !strings.Contains(stderr, "round 2 of the pad is not one this table wrote") {
			t.Fatalf("exit %d, stderr %q", code, stderr)
		}
		if readFile(t, pad) != before {
			t.Fatalf("undo changed the pad:\n%s", readFile(t, pad))
		}
	})

	t.Run("a round of the table changed by hand", func(t *testing.T) {
		dir := t.TempDir()
		pad := filepath.Join(dir, "night.yaml")
		runInput(t, dir, strings.Join(g.lines[:end], "\n")+"\n", tableArgs(g, "--pad", "night.yaml", "--json")...)
		mustRun(t, dir, "pad", "edit", "night.yaml", "1", "--score", "Ann=1", "--score", "Ben=2", "--score", "Cy=3")
		before := readFile(t, pad)
		r := runInput(t, dir, "undo\n", "table", "--resume", "table-journal.yaml")
		if r.code != 2 || !strings.Contains(r.stderr, "round 1 of the pad is not one this table wrote") {
			t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
		}
		if readFile(t, pad) != before {
			t.Fatalf("undo changed the pad:\n%s", readFile(t, pad))
		}
	})
}

// checkRoundsAround fails unless the pad at path holds the rounds of the
// pad at want, each once and in order, with one zero round (pad add)
// before round k+1 of them.
func checkRoundsAround(t *testing.T, path, want string, k int) {
	t.Helper()
	got, all := roundScores(t, path), roundScores(t, want)
	w := append(append(slices.Clone(all[:k]), "[0 0 0]"), all[k:]...)
	if !slices.Equal(got, w) {
		t.Fatalf("the pad's rounds %v, want %v", got, w)
	}
}

// roundScores are the scores of every round of the pad at path.
func roundScores(t *testing.T, path string) []string {
	t.Helper()
	p, err := scorepad.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(p.Rounds))
	for i, r := range p.Rounds {
		out[i] = fmt.Sprint(r.Scores)
	}
	return out
}

// D2b: a journal's pad is found from the journal's folder, wherever the
// resume runs; a journal written before that rule (version 1) is read as
// it always was, from the current folder, and is rewritten in the new
// form.
func TestTableJournalFindsItsPadFromItsFolder(t *testing.T) {
	t.Parallel()
	g := loadTableGame(t, "mojo-3.txt")
	end := firstRound(t, g)
	zero := append([]string{"pad", "add", "night.yaml"}, zeroRound...)
	root := t.TempDir()
	a, b := filepath.Join(root, "A"), filepath.Join(root, "B")
	os.Mkdir(a, 0o755)
	os.Mkdir(b, 0o755)
	mustRun(t, b, "pad", "new", "mojo", "--players", g.players, "--file", "night.yaml")
	for range 3 {
		mustRun(t, b, zero...)
	}
	padB := readFile(t, filepath.Join(b, "night.yaml"))

	runInput(t, a, strings.Join(g.lines[:end-1], "\n")+"\n", tableArgs(g, "--pad", "night.yaml", "--json")...)
	if j := readFile(t, filepath.Join(a, "table-journal.yaml")); !strings.Contains(j, "journal: 2\n") || !strings.Contains(j, "pad: night.yaml\n") {
		t.Fatalf("the journal:\n%s", j)
	}
	r := runInput(t, b, g.lines[end-1]+"\n", "table", "--resume", filepath.Join("..", "A", "table-journal.yaml"), "--json")
	if r.code != 0 {
		t.Fatalf("resume from B: exit %d: %s", r.code, r.stderr)
	}
	if readFile(t, filepath.Join(b, "night.yaml")) != padB {
		t.Fatalf("B's pad changed:\n%s", readFile(t, filepath.Join(b, "night.yaml")))
	}
	if doc, _ := showJSON(t, a, "night.yaml"); doc.Rounds != 1 {
		t.Fatalf("A's pad holds %d rounds, want 1", doc.Rounds)
	}

	// A version 1 journal in A naming night.yaml means B's pad when resumed from B.
	v1 := "journal: 1\ngame: mojo\nplayers: [Ann, Ben, Cy]\noptions: {}\nstart: Ann\npad: night.yaml\npad_rounds: 3\nlines:\n"
	for _, l := range g.lines[:end-1] {
		v1 += fmt.Sprintf("    - '%s'\n", l)
	}
	old := filepath.Join(a, "old.yaml")
	os.WriteFile(old, []byte(v1), 0o644)
	r = runInput(t, b, g.lines[end-1]+"\n", "table", "--resume", filepath.Join("..", "A", "old.yaml"), "--json")
	if r.code != 0 {
		t.Fatalf("resume of a version 1 journal: exit %d: %s", r.code, r.stderr)
	}
	if doc, _ := showJSON(t, b, "night.yaml"); doc.Rounds != 4 {
		t.Fatalf("B's pad holds %d rounds, want 4", doc.Rounds)
	}
	if doc, _ := showJSON(t, a, "night.yaml"); doc.Rounds != 1 {
		t.Fatalf("A's pad holds %d rounds, want 1", doc.Rounds)
	}
	if j := readFile(t, old); !strings.Contains(j, "journal: 2\n") || !strings.Contains(j, "pad: ../B/night.yaml\n") {
		t.Fatalf("the version 1 journal, written again:\n%s", j)
	}
}

// D6: a journal is locked for the whole session: a second session on it,
// resumed or started with --force, is refused while the first runs; once
// it ends the journal is free again. Ten sessions started at once on one
// new journal: exactly one runs, and the journal is its.
func TestTableJournalLockedForTheSession(t *testing.T) {
	t.Parallel()
	g := loadTableGame(t, "mojo-3.txt")
	dir := t.TempDir()
	lt := startTable(t, dir, tableArgs(g, "--journal", "j.yaml", "--json")...)
	lt.send(g.lines[:3]...)
	held := "j.yaml: another table session is following this journal"
	expectBadInput(t, run(t, dir, "table", "--resume", "j.yaml"), held)
	expectBadInput(t, run(t, dir, tableArgs(g, "--journal", "j.yaml", "--force")...), held)
	expectBadInput(t, run(t, dir, tableArgs(g, "--journal", "j.yaml")...), held)
	lt.send(g.lines[3])
	if code, stderr := lt.end(); code != 0 {
		t.Fatalf("the first session: exit %d: %s", code, stderr)
	}
	if r := runInput(t, dir, g.lines[4]+"\n", "table", "--resume", "j.yaml", "--json"); r.code != 0 {
		t.Fatalf("resume once the session ended: exit %d: %s", r.code, r.stderr)
	}
	if j := readFile(t, filepath.Join(dir, "j.yaml")); !strings.Contains(j, g.lines[4]) {
		t.Fatalf("the journal lost a line:\n%s", j)
	}

	const n = 10
	var wg sync.WaitGroup
	codes := make([]int, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(binary, "table", "mojo", "--players", "Ann,Ben", "--journal", "k.yaml", "--json")
			cmd.Dir = dir
			cmd.Stdin = strings.NewReader(fmt.Sprintf("top %d\nstatus\n", i))
			err := cmd.Run()
			if ee, ok := err.(*exec.ExitError); ok {
				codes[i] = ee.ExitCode()
			} else if err != nil {
				codes[i] = -1
			}
		}()
	}
	wg.Wait()
	winner := -1
	for i, c := range codes {
		switch {
		case c == 0 && winner < 0:
			winner = i
		case c == 0:
			t.Fatalf("sessions %d and %d both ran on k.yaml (exit codes %v)", winner, i, codes)
		case c != 2:
			t.Fatalf("session %d: exit %d", i, c)
		}
	}
	if winner < 0 {
		t.Fatalf("no session ran: %v", codes)
	}
	if j := readFile(t, filepath.Join(dir, "k.yaml")); !strings.Contains(j, fmt.Sprintf("- top %d\n", winner)) {
		t.Fatalf("k.yaml is not the journal of session %d:\n%s", winner, j)
	}
}

// D8: a resume with nothing new writes nothing: the pad and its backup
// keep their bytes (the backup is still the version before the last
// round), and so does the journal.
func TestTableResumeWithNothingNewWritesNothing(t *testing.T) {
	t.Parallel()
	g := loadTableGame(t, "mojo-3.txt")
	end := firstRound(t, g)
	dir := t.TempDir()
	runInput(t, dir, strings.Join(g.lines[:end+3], "\n")+"\n", tableArgs(g, "--pad", "night.yaml", "--json")...)
	files := []string{"night.yaml", "night.yaml.bak", "table-journal.yaml"}
	before := map[string]string{}
	for _, f := range files {
		before[f] = readFile(t, filepath.Join(dir, f))
	}
	for _, input := range []string{"", "status\n# a comment\n?\n"} {
		if r := runInput(t, dir, input, "table", "--resume", "table-journal.yaml"); r.code != 0 {
			t.Fatalf("resume: exit %d: %s", r.code, r.stderr)
		}
		for _, f := range files {
			if got := readFile(t, filepath.Join(dir, f)); got != before[f] {
				t.Errorf("%s changed after a resume with %q:\n%s", f, input, got)
			}
		}
	}
}

// D12: temporary files a killed writer left beside a journal or a log
// are removed by the next run that writes it; a session killed again and
// again (12 times, 30 with -long) leaves nothing behind once resumed.
func TestKilledWritersLeaveNoTemporaryFiles(t *testing.T) {
	t.Parallel()
	g := loadTableGame(t, "mojo-3.txt")
	dir := t.TempDir()
	runInput(t, dir, "top 9\n", "table", "mojo", "--players", g.players, "--journal", "j.yaml")
	for _, stale := range []string{".j.yaml.tmp-123456", ".g.yaml.tmp-987654"} {
		os.WriteFile(filepath.Join(dir, stale), []byte("half"), 0o644)
	}
	if r := runInput(t, dir, g.lines[1]+"\n", "table", "--resume", "j.yaml"); r.code != 0 {
		t.Fatalf("resume: exit %d: %s", r.code, r.stderr)
	}
	mustRun(t, dir, "play", "mojo", "--players", "bot:random,bot:random", "--seed", "3", "--log", "g.yaml")
	leftovers(t, dir, "g.yaml", "j.yaml")

	// Killed at random moments (os.Kill: SIGKILL, or TerminateProcess on
	// Windows), then resumed.
	dir = t.TempDir()
	rng := rand.New(rand.NewPCG(19, 12))
	args := tableArgs(g, "--pad", "night.yaml", "--journal", "j.yaml", "--json")
	done := 0
	journal := filepath.Join(dir, "j.yaml")
	// A new game until its journal exists, then resumes: on a loaded
	// machine a kill may come before the first write.
	command := func() []string {
		if _, err := os.Stat(journal); err == nil {
			return []string{"table", "--resume", "j.yaml", "--json"}
		}
		return args
	}
	for range testdepth.Sweep(12, 30) {
		cmd := exec.Command(binary, command()...)
		cmd.Dir = dir
		cmd.Stdin = strings.NewReader(strings.Join(g.lines[done:], "\n") + "\n")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rng.IntN(40)) * time.Millisecond)
		cmd.Process.Kill()
		cmd.Wait()
		if data, err := os.ReadFile(filepath.Join(dir, "j.yaml")); err == nil {
			done = strings.Count(string(data), "\n    - ")
		}
		if done >= len(g.lines)-1 {
			break
		}
	}
	if r := runInput(t, dir, strings.Join(g.lines[done:], "\n")+"\n", command()...); r.code != 0 {
		t.Fatalf("the last resume: exit %d: %s", r.code, r.stderr)
	}
	leftovers(t, dir, "j.yaml", "night.yaml", "night.yaml.bak")
}

// leftovers fails the test for any file in dir but those named.
func leftovers(t *testing.T, dir string, want ...string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		found := false
		for _, w := range want {
			found = found || e.Name() == w
		}
		if !found {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}
