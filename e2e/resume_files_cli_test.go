package e2e

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/story"
	"tabletop/internal/testwait"
	"tabletop/scorepad"
)

// waitForMoves polls the log at path until it holds at least n moves.
func waitForMoves(t *testing.T, path string, n int) {
	t.Helper()
	waitUntil(t, fmt.Sprintf("%d moves in %s", n, path), func() bool {
		l, err := engine.LoadLog(path)
		return err == nil && len(l.Moves) >= n
	})
}

// waitUntil polls cond until it holds, failing the test at the deadline.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(testwait.Timeout())
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s never came", what)
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
	l, p := loadLogAndPad(t, log, pad)
	if len(l.Rounds) == 0 || len(p.Rounds) != len(l.Rounds) {
		t.Fatalf("the pad holds %d rounds, the log %d", len(p.Rounds), len(l.Rounds))
	}
	for i := range p.Rounds {
		got, err := p.Score(&p.Rounds[i])
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got.Scores, l.Rounds[i].Scores) {
			t.Errorf("round %d: pad %v, log %v", i+1, got.Scores, l.Rounds[i].Scores)
		}
	}
}

// loadLogAndPad loads the log at log and the pad at pad.
func loadLogAndPad(t *testing.T, log, pad string) (*engine.GameLog, *scorepad.Pad) {
	t.Helper()
	l, err := engine.LoadLog(log)
	if err != nil {
		t.Fatal(err)
	}
	p, err := scorepad.Load(pad)
	if err != nil {
		t.Fatal(err)
	}
	return l, p
}

// cutGame writes to path the game of the log at from stopped after its
// first k moves, as a saved game records it.
func cutGame(t *testing.T, from, path string, k int) *engine.GameLog {
	t.Helper()
	l, err := engine.LoadLog(from)
	if err != nil {
		t.Fatal(err)
	}
	cut := enginetest.CutLog(t, l, k)
	data, err := cut.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return cut
}

// firstRoundEnd is the number of moves after which the log's first round
// is over.
func firstRoundEnd(t *testing.T, file string) int {
	t.Helper()
	l, err := engine.LoadLog(file)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewFromLog(file, l)
	if err != nil {
		t.Fatal(err)
	}
	for i, lm := range l.Moves {
		if _, err := story.ApplyLogged(s, l.Players, lm); err != nil {
			t.Fatal(err)
		}
		if len(s.Rounds()) > 0 {
			return i + 1
		}
	}
	t.Fatal("no round ended")
	return 0
}

// play --pad: the log records the pad (from its folder), and play --resume
// of a game stopped after its first round goes on writing that pad: every
// round of the game is in it once.
func TestPlayResumeWritesThePad(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "night")
	os.Mkdir(sub, 0o755)
	mustRun(t, dir, "play", "mojo", "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--log", "night/full.yaml", "--pad", "night/pad.yaml", "--quiet")
	if log := readFile(t, filepath.Join(sub, "full.yaml")); !strings.Contains(log, "\npad: pad.yaml\n") {
		t.Fatalf("the log does not record its pad:\n%s", log)
	}
	checkPadHoldsLog(t, filepath.Join(sub, "full.yaml"), filepath.Join(sub, "pad.yaml"))

	// Stopped one move after its first round: the pad holds that round.
	end := firstRoundEnd(t, filepath.Join(sub, "full.yaml"))
	cutGame(t, filepath.Join(sub, "full.yaml"), filepath.Join(sub, "game.yaml"), end+1)
	for {
		p, err := scorepad.Load(filepath.Join(sub, "pad.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Rounds) == 1 {
			break
		}
		mustRun(t, dir, "pad", "undo", filepath.Join(sub, "pad.yaml"))
	}
	// From another folder: the pad is found next to the log.
	r := run(t, dir, "play", "--resume", "night/game.yaml")
	if r.code != 0 {
		t.Fatalf("play --resume: exit %d: %s", r.code, r.stderr)
	}
	if want := "Resuming night/game.yaml after its " + itoa(end+1) + " moves (pad " + filepath.Join("night", "pad.yaml") + ")."; !strings.Contains(r.stdout, want) {
		t.Errorf("the resume does not name its pad (%q):\n%s", want, r.stdout)
	}
	checkPadHoldsLog(t, filepath.Join(sub, "game.yaml"), filepath.Join(sub, "pad.yaml"))
}

// A saved game whose log records another game's pad is refused, one line,
// exit 2, before anything is written, by play --resume and serve
// --resume; so is a table journal's.
func TestResumeRefusesAnotherGamesPad(t *testing.T) {
	dir := t.TempDir()
	mustRun(t, dir, "play", "mojo", "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--log", "full.yaml", "--quiet")
	mustRun(t, dir, "pad", "new", "makoto", "--players", "Greedy,Random 1,Random 2", "--file", "makoto.yaml")
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben,Cy", "--file", "others.yaml")
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Greedy,Random 1,Random 2", "--variant", "two-piles", "--file", "options.yaml")
	for _, tc := range []struct{ pad, want string }{
		{"makoto.yaml", "makoto.yaml: the pad is for Makoto with Greedy, Random 1, Random 2, not Mojo"},
		{"others.yaml", "others.yaml: the pad is for Mojo with Ann, Ben, Cy, not Mojo with Greedy, Random 1, Random 2"},
		{"options.yaml", "options.yaml: the pad's rule options"},
		{"none.yaml", "none.yaml"},
	} {
		cut := cutGame(t, filepath.Join(dir, "full.yaml"), filepath.Join(dir, "game.yaml"), 5)
		cut.Pad = tc.pad
		data, _ := cut.Marshal()
		os.WriteFile(filepath.Join(dir, "game.yaml"), data, 0o644)
		before := snapshotDir(t, dir)
		for _, args := range [][]string{
			{"play", "--resume", "game.yaml"},
			{"serve", "--resume", "game.yaml", "--listen", "127.0.0.1:0", "--host-key", filepath.Join(dir, "hk")},
		} {
			r := runEnv(t, dir, "", []string{"XDG_CONFIG_HOME=" + dir}, args...)
			expectBadInput(t, r, tc.want)
			if after := snapshotDir(t, dir); !maps.Equal(before, after) {
				t.Errorf("%s with pad %s wrote files: %v", args[0], tc.pad, diffKeys(before, after))
			}
		}
	}

	// The pad comes from the log: --pad may not name another.
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Greedy,Random 1,Random 2", "--file", "pad.yaml")
	cut := cutGame(t, filepath.Join(dir, "full.yaml"), filepath.Join(dir, "game.yaml"), 5)
	cut.Pad = "pad.yaml"
	data, _ := cut.Marshal()
	os.WriteFile(filepath.Join(dir, "game.yaml"), data, 0o644)
	for _, command := range []string{"play", "serve"} {
		r := run(t, dir, command, "--resume", "game.yaml", "--pad", "other.yaml")
		expectBadInput(t, r, command+" --resume: --pad comes from the log and cannot be given")
	}

	// The table mode's journal records its pad the same way.
	j := "journal: 2\ngame: mojo\nplayers: [Greedy, Random 1, Random 2]\noptions: {}\nstart: Greedy\npad: makoto.yaml\nlines: []\n"
	os.WriteFile(filepath.Join(dir, "journal.yaml"), []byte(j), 0o644)
	before := snapshotDir(t, dir)
	r := runInput(t, dir, "", "table", "--resume", "journal.yaml", "--json")
	expectBadInput(t, r, "makoto.yaml: the pad is for Makoto")
	if after := snapshotDir(t, dir); !maps.Equal(before, after) {
		t.Errorf("table --resume wrote files: %v", diffKeys(before, after))
	}
}

// snapshotDir is every file in dir with its contents, but the lock files
// (FILE.lock, which a writer leaves empty).
func snapshotDir(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Type().IsRegular() && !strings.HasSuffix(e.Name(), ".lock") {
			files[e.Name()] = readFile(t, filepath.Join(dir, e.Name()))
		}
	}
	return files
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

func diffKeys(a, b map[string]string) (out []string) {
	for k, v := range b {
		if old, ok := a[k]; !ok || old != v {
			out = append(out, k)
		}
	}
	for k := range a {
		if _, ok := b[k]; !ok {
			out = append(out, "-"+k)
		}
	}
	return out
}

// table --resume brings back the pad its journal records (from the
// journal's folder), says which it writes, and the round scored after the
// resume is in it once.
func TestTableResumeWritesThePad(t *testing.T) {
	g := loadTableGame(t, "mojo-3.txt")
	end := firstRound(t, g)
	dir := t.TempDir()
	sub := filepath.Join(dir, "night")
	os.Mkdir(sub, 0o755)
	runInput(t, sub, strings.Join(g.lines[:end-1], "\n")+"\n", tableArgs(g, "--pad", "pad.yaml", "--json")...)
	r := runInput(t, dir, g.lines[end-1]+"\n", "table", "--resume", filepath.Join("night", "table-journal.yaml"))
	if r.code != 0 {
		t.Fatalf("table --resume: exit %d: %s", r.code, r.stderr)
	}
	if want := "(journal " + filepath.Join("night", "table-journal.yaml") + ", pad " + filepath.Join("night", "pad.yaml") + ")"; !strings.Contains(r.stderr, want) {
		t.Errorf("the resume does not name its pad (%s):\n%s", want, r.stderr)
	}
	if doc, _ := showJSON(t, sub, "pad.yaml"); doc.Rounds != 1 {
		t.Errorf("the pad holds %d rounds, want 1", doc.Rounds)
	}
}
