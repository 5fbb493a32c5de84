package e2e

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"tabletop/internal/testwait"
)

// Where the locks of pads, logs, saves and journals live (issue 28.22):
// in the user's lock folder, never beside the user's files; and a resume
// never waits on its own lock (issue 28.16). Run with the binary.

// homeEnv is the environment of a user whose home is home, with no lock
// folder given: the binary finds its cache folder as a person's would.
// TABLETOP_CONFIG makes runEnv run the binary.
func homeEnv(home string) []string {
	return []string{"TABLETOP_CONFIG=", "TABLETOP_LOCK_DIR=", "HOME=" + home,
		"XDG_CACHE_HOME=" + filepath.Join(home, "cache"), "LocalAppData=" + filepath.Join(home, "appdata"), "LANG=C"}
}

// cacheLocks is the lock folder of the user of homeEnv(home).
func cacheLocks(home string) string {
	switch runtime.GOOS {
	case "darwin":
		return filepath.Join(home, "Library", "Caches", "tabletop", "locks")
	case "windows":
		return filepath.Join(home, "appdata", "tabletop", "locks")
	}
	return filepath.Join(home, "cache", "tabletop", "locks")
}

// After pads, a game log, a save and a table with its pad and journal, the
// user's folder holds only the user's files; the locks are in the lock
// folder of the user's cache, 0700.
func TestNoLockFilesBesideTheUsersFiles(t *testing.T) {
	t.Parallel()
	dir, home := t.TempDir(), t.TempDir()
	g := loadTableGame(t, "mojo-3.txt")
	end := firstRound(t, g)
	env := homeEnv(home)
	for _, c := range []struct {
		stdin string
		args  []string
	}{
		{"", []string{"pad", "new", "mojo", "--players", "Ann,Ben,Cy", "--file", "night.yaml"}},
		{"", []string{"pad", "add", "night.yaml", "--score", "Ann=10", "--score", "Ben=4", "--score", "Cy=20"}},
		{"", []string{"pad", "new", "mojo", "--players", "Ann,Ben", "--file", "other.yaml"}},
		{"", []string{"play", "mojo", "--players", "bot:random,bot:random", "--seed", "3", "--log", "g.yaml"}},
		{"", []string{"table", "--resume", "nosuch.yaml"}}, // refused: no lock for it either
		{strings.Join(g.lines[:end+1], "\n") + "\n", tableArgs(g, "--pad", "table.yaml", "--journal", "j.yaml")},
	} {
		r := runEnv(t, dir, c.stdin, env, c.args...)
		if r.code != 0 && c.args[1] != "--resume" {
			t.Fatalf("%v: exit %d: %s", c.args, r.code, r.stderr)
		}
	}
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		names = append(names, e.Name())
	}
	want := "g.yaml j.yaml night.yaml night.yaml.bak other.yaml table.yaml table.yaml.bak"
	if strings.Join(names, " ") != want {
		t.Errorf("the user's folder holds %v, want %s", names, want)
	}
	locks := cacheLocks(home)
	st, err := os.Stat(locks)
	if err != nil {
		t.Fatalf("no lock folder: %v", err)
	}
	if runtime.GOOS != "windows" && st.Mode().Perm() != 0o700 {
		t.Errorf("lock folder %s is %v, want 0700", locks, st.Mode().Perm())
	}
	if entries, _ := os.ReadDir(locks); len(entries) == 0 {
		t.Errorf("no lock in %s", locks)
	}
}

// A table session holds its journal's lock: a second session through
// another spelling of the journal (an absolute path, a path through a
// linked folder) is refused while the first runs, as through the same
// spelling.
func TestTwoSpellingsOfOneJournalShareItsLock(t *testing.T) {
	t.Parallel()
	g := loadTableGame(t, "mojo-3.txt")
	dir := t.TempDir()
	lt := startTable(t, dir, tableArgs(g, "--journal", "j.yaml", "--json")...)
	lt.send(g.lines[:2]...)
	spellings := []string{"j.yaml", filepath.Join(dir, "j.yaml"), "./sub/../j.yaml"}
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	linked := filepath.Join(t.TempDir(), "linked")
	if err := os.Symlink(dir, linked); err == nil {
		spellings = append(spellings, filepath.Join(linked, "j.yaml"))
	}
	for _, s := range spellings {
		r := runBinary(t, dir, "", []string{"LANG=C"}, "table", "--resume", s)
		expectBadInput(t, r, "another table session is following this journal")
	}
	if code, stderr := lt.end(); code != 0 {
		t.Fatalf("the session: exit %d: %s", code, stderr)
	}
}

// A journal whose pad is the journal itself, however spelt, is refused by
// the resume as on the command line: one line at the pad's line, exit 2,
// at once (it waited for ever on its own lock).
func TestResumeRefusesAJournalThatIsItsOwnPad(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	r := runInput(t, dir, "top 9\n", "table", "mojo", "--players", "Ann,Ben", "--journal", "j.yaml")
	if r.code != 0 {
		t.Fatalf("table: exit %d: %s", r.code, r.stderr)
	}
	journal := readFile(t, filepath.Join(dir, "j.yaml"))
	for _, pad := range []string{"j.yaml", "./j.yaml", filepath.Join(dir, "j.yaml")} {
		edited := strings.Replace(journal, "start: Ann\n", "start: Ann\npad: "+pad+"\n", 1)
		writeFile(t, filepath.Join(dir, "j.yaml"), edited)
		line := strings.Count(edited[:strings.Index(edited, "pad: ")], "\n") + 1
		ctx, cancel := context.WithTimeout(context.Background(), testwait.Timeout())
		c := exec.CommandContext(ctx, binary, "table", "--resume", "j.yaml")
		c.Dir = dir
		c.Env = append(append(os.Environ(), runEnvironment...), "LANG=C")
		var stdout, stderr strings.Builder
		c.Stdout, c.Stderr = &stdout, &stderr
		err := c.Run()
		cancel()
		if ctx.Err() == context.DeadlineExceeded {
			t.Fatalf("pad %s: the resume still waits after %v", pad, testwait.Timeout())
		}
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		expectBadInput(t, result{stdout.String(), stderr.String(), code}, "j.yaml:"+itoa(line)+": the pad ")
		if !strings.Contains(stderr.String(), "is this journal itself") {
			t.Errorf("pad %s: %s", pad, stderr.String())
		}
	}
}
