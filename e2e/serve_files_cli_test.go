//go:build unix

package e2e

import (
	"bufio"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"

	"tabletop/engine"
	"tabletop/internal/testdepth"
	"tabletop/scorepad"
)

// serve's files under faults, with the real binary (issue 28.10-15).

// logRounds counts the rounds the log at path holds (-1: it does not load).
func logRounds(path string) int {
	l, err := engine.LoadLog(path)
	if err != nil {
		return -1
	}
	return len(l.Rounds)
}

// padRoundsQuiet counts the rounds of the pad at path (-1: it does not
// load).
func padRoundsQuiet(path string) int {
	p, err := scorepad.Load(path)
	if err != nil {
		return -1
	}
	return len(p.Rounds)
}

// addZeroRound adds a round of zeros to the pad at path with pad add, as
// someone at another terminal does.
func addZeroRound(t *testing.T, dir, path string) {
	t.Helper()
	p, err := scorepad.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"pad", "add", path}
	for _, name := range p.Players {
		args = append(args, "--score", name+"=0")
	}
	mustRun(t, dir, args...)
}

// servePlayed starts serve with args and has its two people (Ann, Ben)
// play the first legal move at every prompt until their sessions end.
func servePlayed(t *testing.T, dir string, wg *sync.WaitGroup, args ...string) *servedTable {
	t.Helper()
	st := startServe(t, dir, nil, append(args, "--bot-pause", "0s")...)
	for seat := range 2 {
		_, in, out := joinLines(t, st, seat)
		wg.Go(func() { playMoves(t, in, out, 0) })
	}
	return st
}

// checkPadRounds fails unless the pad at pad holds the rounds of the log
// at log, each once and in order, with a round of zeros (pad add) before
// round k+1 of them.
func checkPadRounds(t *testing.T, log, pad string, k int) {
	t.Helper()
	l, p := loadLogAndPad(t, log, pad)
	var want, got [][]int
	for _, r := range l.Rounds {
		want = append(want, r.Scores)
	}
	want = slices.Insert(want, k, make([]int, len(p.Players)))
	for _, r := range p.Rounds {
		got = append(got, r.Scores)
	}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Fatalf("the pad's rounds %v, want %v", got, want)
	}
}

// Item 11: a round added with pad add while serve --pad runs stays in the
// pad, and the game's rounds go after it, each once.
func TestServeKeepsARoundAddedMeanwhile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	log, pad := filepath.Join(dir, "game.yaml"), filepath.Join(dir, "pad.yaml")
	var wg sync.WaitGroup
	st := startServe(t, dir, nil, "mojo", "--players", "Ann,Ben,bot:greedy", "--seed", "5", "--log", log, "--pad", pad, "--bot-pause", "0s")
	addZeroRound(t, dir, pad) // before the game's first round ends
	for seat := range 2 {
		_, in, out := joinLines(t, st, seat)
		wg.Go(func() { playMoves(t, in, out, 0) })
	}
	waitUntil(t, "a second round in the log", func() bool { return logRounds(log) >= 2 })
	st.cmd.Process.Signal(syscall.SIGINT)
	st.cmd.Wait()
	wg.Wait()
	checkPadRounds(t, log, pad, 0)
}

// Item 12: serve killed (SIGKILL) with a round in its log, then resumed:
// no round of the game is in the pad twice, whether the kill came before
// the pad was written (its write failed) or after, and whether or not a
// round was added to the pad in between. By default a round is added
// (the pad then holds every round of the log once, in order, and the
// added one): without one, the pad holds the log's rounds, which -long
// checks too.
func TestServeResumeAfterAKillCountsNoRoundTwice(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		padFails bool // the pad is read-only when the round ends: only the log holds it
		added    bool // a round is added with pad add after the kill
	}{
		{"kill after the pad's write", false, false},
		{"kill after the pad's write, a round added", false, true},
		{"kill before the pad's write", true, false},
		{"kill before the pad's write, a round added", true, true},
	} {
		if !tc.added && !testdepth.Long() {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			log, pad := filepath.Join(dir, "game.yaml"), filepath.Join(dir, "pad.yaml")
			if tc.padFails {
				mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben,Greedy", "--file", pad)
				os.Chmod(pad, 0o444)
			}
			var wg sync.WaitGroup
			st := servePlayed(t, dir, &wg, "mojo", "--players", "Ann,Ben,bot:greedy", "--seed", "5", "--log", log, "--pad", pad)
			waitUntil(t, "a round in the log", func() bool { return logRounds(log) >= 1 })
			if !tc.padFails {
				waitUntil(t, "a round in the pad", func() bool { return padRoundsQuiet(pad) >= 1 })
			}
			st.cmd.Process.Kill()
			st.cmd.Wait()
			wg.Wait()
			os.Chmod(pad, 0o600)
			if tc.padFails && padRoundsQuiet(pad) != 0 {
				t.Fatalf("the read-only pad was written")
			}
			held, k := logRounds(log), padRoundsQuiet(pad)
			if tc.added {
				addZeroRound(t, dir, pad)
			}
			again := servePlayed(t, dir, &wg, "--resume", log)
			waitUntil(t, "another round in the log", func() bool { return logRounds(log) > held })
			again.cmd.Process.Signal(syscall.SIGINT)
			again.cmd.Wait()
			wg.Wait()
			if tc.added {
				checkPadRounds(t, log, pad, k) // the zero round after the rounds the pad held
			} else {
				checkPadHoldsLog(t, log, pad)
			}
		})
	}
}

// Item 14: SIGTERM and SIGHUP stop serve as Ctrl-C does: the game is
// saved (to --log, else to a new file), the command that opens its table
// again is printed, and the exit is 128 + the signal's number.
func TestServeSavesOnSIGTERMAndSIGHUP(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		sig  syscall.Signal
		code int
		log  bool
	}{
		{syscall.SIGINT, 130, false},
		{syscall.SIGTERM, 143, false},
		{syscall.SIGTERM, 143, true},
		{syscall.SIGHUP, 129, false},
		{syscall.SIGHUP, 129, true},
	} {
		t.Run(fmt.Sprintf("%v, log %v", tc.sig, tc.log), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			args := []string{"mojo", "--players", "Ann,bot:greedy", "--bot-pause", "0s"}
			if tc.log {
				args = append(args, "--log", "game.yaml")
			}
			st := startServe(t, dir, nil, args...)
			_, in, out := joinLines(t, st, 0)
			playMoves(t, in, out, 3)
			st.cmd.Process.Signal(tc.sig)
			err := st.cmd.Wait()
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != tc.code {
				t.Fatalf("%v: %v, want exit %d; stderr:\n%s", tc.sig, err, tc.code, st.stderr)
			}
			saved, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
			if len(saved) != 1 {
				t.Fatalf("saved %v; stderr:\n%s", saved, st.stderr)
			}
			name := filepath.Base(saved[0])
			if l, err := engine.LoadLog(saved[0]); err != nil || len(l.Moves) < 3 {
				t.Fatalf("the save %s: %v", name, err)
			}
			if want := "tabletop serve --resume " + name + ")"; !strings.Contains(st.stderr.String(), want) {
				t.Fatalf("no %q; stderr:\n%s", want, st.stderr)
			}
		})
	}
}

// Item 10: serve checks its files as play does: --log onto a score pad or
// a table journal is refused, and so is one file named as both the log
// and the pad (however spelled: ./, .., a link); exit 2,
// one line, nothing written, not even serve's host key.
func TestServeAndPlayRefuseALogOverAnotherRole(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben", "--file", "pad.yaml")
	runInput(t, dir, "", "table", "mojo", "--players", "Ann,Ben", "--journal", "journal.yaml")
	if err := os.Symlink("pad.yaml", filepath.Join(dir, "link.yaml")); err != nil {
		t.Fatal(err)
	}
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	for _, tc := range []struct {
		name  string
		files []string
		want  string
	}{
		{"log onto a pad", []string{"--log", "pad.yaml"}, "pad.yaml: this is a score pad; refusing to replace it"},
		{"log onto a journal", []string{"--log", "journal.yaml"}, "journal.yaml: this is a table journal; refusing to replace it"},
		{"one new file", []string{"--log", "night.yaml", "--pad", "night.yaml"}, "--pad and --log name the same file night.yaml"},
		{"spelled otherwise", []string{"--log", "night.yaml", "--pad", "./night.yaml"}, "--pad and --log name the same file ./night.yaml"},
		{"through a link", []string{"--log", "link.yaml", "--pad", "pad.yaml"}, "link.yaml: this is a score pad"},
		{"another spelling", []string{"--log", "sub/../night.yaml", "--pad", filepath.Join(dir, "night.yaml")}, "--pad and --log name the same file"},
	} {
		for _, face := range [][]string{
			{"play", "mojo", "--players", "bot:greedy,bot:greedy", "--quiet"},
			{"serve", "mojo", "--players", "Ann,Ben", "--listen", "127.0.0.1:0", "--host-key", filepath.Join(dir, "hk")},
		} {
			t.Run(face[0]+" "+tc.name, func(t *testing.T) {
				before := snapshotDir(t, dir)
				expectBadInput(t, run(t, dir, append(face, tc.files...)...), tc.want)
				if after := snapshotDir(t, dir); !maps.Equal(before, after) {
					t.Errorf("files written: %v", diffKeys(before, after))
				}
			})
		}
	}
}

// Item 13: every move a person saw is in the log: serve killed (SIGKILL)
// the moment a move line reached Ann's connection (her own move's echo,
// the bot's answer) keeps that move, and the printed resume command's
// table goes on after it.
func TestServeKillLosesNoMoveSeen(t *testing.T) {
	t.Parallel()
	for k := 1; k <= testdepth.Sweep(6, 30); k++ {
		t.Run(fmt.Sprintf("kill at move line %d", k), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			log := filepath.Join(dir, "game.yaml")
			st := startServe(t, dir, nil, "mojo", "--players", "Ann,bot:greedy", "--seed", itoa(k), "--log", log, "--bot-pause", "0s")
			_, in, out := joinLines(t, st, 0)
			seen := seeMoves(t, in, out, k)
			st.cmd.Process.Kill() // at once: the move is on Ann's screen
			st.cmd.Wait()
			l, err := engine.LoadLog(log)
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Moves) < len(seen) {
				t.Fatalf("the log holds %d moves, Ann saw %d: %v", len(l.Moves), len(seen), seen)
			}
			for i, m := range seen {
				if got := l.Moves[i].String(); got != m {
					t.Errorf("move %d: the log has %q, Ann saw %q", i+1, got, m)
				}
			}
			again := startServe(t, dir, nil, "--resume", log)
			again.cmd.Process.Signal(syscall.SIGINT)
			again.cmd.Wait()
			if !strings.Contains(again.stderr.String(), "saved in "+log) {
				t.Fatalf("the resumed table: %s", again.stderr)
			}
		})
	}
}

// seeMoves has Ann play the first legal move at every prompt and returns
// the move lines (NAME: MOVE) her connection showed, once it has shown n.
func seeMoves(t *testing.T, in io.Writer, out *bufio.Reader, n int) []string {
	t.Helper()
	return answerPrompts(t, in, out, false, func(_ int, seen []string) bool { return len(seen) >= n })
}

// Item 15: the log's folder gone mid-game (as unwritable as a folder
// gets, even for root): the host is told once where the game is saved
// instead (a save in the working folder, else in the temporary folder),
// told again when the log can be written again, and the stop saves the
// game somewhere that works and names it in the resume command.
func TestServeSavesElsewhereWhenTheLogCannotBeWritten(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name       string
		log        string // from the working folder
		gone       string // the folder removed mid-game, from the test's folder
		back       bool   // made again later
		inTemp     bool   // the save goes to TMPDIR
		savedInLog bool   // the stop saves to the log
	}{
		{"the log's folder", "sub/game.yaml", "work/sub", false, false, false},
		{"the log's folder, back later", "sub/game.yaml", "work/sub", true, false, true},
		{"the working folder too", "game.yaml", "work", false, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			work, tmp := filepath.Join(dir, "work"), filepath.Join(dir, "tmp")
			os.MkdirAll(filepath.Join(work, "sub"), 0o755)
			os.Mkdir(tmp, 0o755)
			st := startServe(t, work, []string{"TMPDIR=" + tmp}, "mojo", "--players", "Ann,bot:greedy", "--seed", "4", "--log", tc.log, "--bot-pause", "0s")
			_, in, out := joinLines(t, st, 0)
			seen := seeMoves(t, in, out, 2)
			if err := os.RemoveAll(filepath.Join(dir, tc.gone)); err != nil {
				t.Fatal(err)
			}
			seen = append(seen, seeMoves(t, in, out, 4)...)
			if tc.back {
				os.MkdirAll(filepath.Join(dir, tc.gone), 0o755)
				seen = append(seen, seeMoves(t, in, out, 4)...)
			}
			st.cmd.Process.Signal(syscall.SIGINT)
			st.cmd.Wait()
			stderr := st.stderr.String()
			elsewhere := regexp.MustCompile(`until the log can be written, the game is saved in (\S+)`).FindAllStringSubmatch(stderr, -1)
			if len(elsewhere) != 1 {
				t.Fatalf("the host was told %d times where the game is saved; stderr:\n%s", len(elsewhere), stderr)
			}
			fallback := elsewhere[0][1]
			if want := filepath.Join(tmp, "mojo-"); tc.inTemp != strings.HasPrefix(fallback, want) || !tc.inTemp && strings.Contains(fallback, "/") {
				t.Errorf("saved elsewhere in %s", fallback)
			}
			args := printedResume(t, stderr)
			saved := args[len(args)-1]
			switch {
			case tc.savedInLog:
				if saved != tc.log || !strings.Contains(stderr, "The game is written to "+tc.log+" again.") {
					t.Fatalf("saved in %s; stderr:\n%s", saved, stderr)
				}
				if _, err := os.Stat(filepath.Join(work, fallback)); err == nil {
					t.Errorf("the save elsewhere %s stayed once the log was written again", fallback)
				}
			case saved != fallback:
				t.Fatalf("the stop saved in %s, the game went to %s; stderr:\n%s", saved, fallback, stderr)
			}
			path := saved
			if !filepath.IsAbs(path) {
				path = filepath.Join(work, path)
			}
			if tc.inTemp {
				work = dir // the working folder is gone: resume from elsewhere
			}
			l, err := engine.LoadLog(path)
			if err != nil || len(l.Moves) < len(seen) {
				t.Fatalf("the save %s: %v; want %d moves", path, err, len(seen))
			}
			again := startServe(t, work, nil, append(args[1:], "--bot-pause", "0s")...)
			again.cmd.Process.Signal(syscall.SIGINT)
			if err := again.cmd.Wait(); err == nil || !strings.Contains(again.stderr.String(), "saved in "+saved) {
				t.Fatalf("the printed resume: %v; stderr:\n%s", err, again.stderr)
			}
		})
	}
}
