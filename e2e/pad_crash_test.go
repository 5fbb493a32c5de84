package e2e

import (
	"errors"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"tabletop/internal/testdepth"
	"tabletop/scorepad"
)

// zeroRound adds a Mojo round of zeros: the game never ends, so any number
// of rounds can be added.
var zeroRound = []string{"--score", "Ann=0", "--score", "Ben=0", "--score", "Cy=0"}

func newZeroPad(t *testing.T) (dir, file string) {
	t.Helper()
	dir = t.TempDir()
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben,Cy", "--file", "night.yaml")
	return dir, filepath.Join(dir, "night.yaml")
}

func padRounds(t *testing.T, file string) int {
	t.Helper()
	p, err := scorepad.Load(file)
	if err != nil {
		t.Fatalf("the pad does not load: %v", err)
	}
	return len(p.Rounds)
}

// Crash safety: pad add killed (SIGKILL; on Windows TerminateProcess) at
// random moments, 25 times (200 with -long), and on until some kill has
// come before the end of an add and some after (at most 200 times: a
// machine slower than when the add was timed kills every one).
// After every kill the pad loads, and it holds every round whose pad add
// returned (plus, at most, the one being added when the kill came).
func TestPadAddSurvivesSIGKILL(t *testing.T) {
	t.Parallel()
	runs, most := testdepth.Sweep(25, 200), 200
	dir, file := newZeroPad(t)
	rng := rand.New(rand.NewPCG(2024, 5)) // seeded: the same kill schedule every run
	args := append([]string{"pad", "add", "night.yaml"}, zeroRound...)

	// How long an add takes here, to spread the kills over its whole life.
	start := time.Now()
	for range 3 {
		mustRunBinary(t, dir, args...)
	}
	typical := time.Since(start) / 3
	want := 3

	var killed, finished int
	for i := 0; i < runs || (killed == 0 || finished == 0) && i < most; i++ {
		cmd := exec.Command(binary, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "NO_COLOR=1")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		delay := time.Duration(rng.Int64N(int64(typical) * 3 / 2))
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		var err error
		sent := false // the kill reached the process before it ended
		select {
		case err = <-done:
		case <-time.After(delay):
			// os.Kill is SIGKILL on Unix and TerminateProcess on Windows.
			sent = cmd.Process.Signal(os.Kill) == nil
			err = <-done
		}
		var ee *exec.ExitError
		switch {
		case err == nil:
			finished++
			want++
		case sent && errors.As(err, &ee):
			killed++
		default:
			t.Fatalf("run %d: pad add failed without being killed: %v", i, err)
		}
		got := padRounds(t, file)
		switch {
		case got == want+1 && err != nil:
			want = got // the killed add had already saved its round
		case got != want:
			t.Fatalf("run %d: the pad holds %d rounds, want %d", i, got, want)
		}
	}
	t.Logf("%d runs: %d killed, %d finished; %d rounds; an add takes about %v", killed+finished, killed, finished, want, typical)
	if killed == 0 || finished == 0 {
		t.Errorf("the kills should hit some adds and miss others (killed %d, finished %d)", killed, finished)
	}
	// The pad is still writable: no stale lock, no stray temporary file in the way.
	mustRun(t, dir, args...)
	if got := padRounds(t, file); got != want+1 {
		t.Errorf("after the kills an add gave %d rounds, want %d", got, want+1)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		switch e.Name() {
		case "night.yaml", "night.yaml.bak":
		default:
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// Two processes adding 15 rounds each (100 with -long) to the same pad,
// at once, each by its own spelling of the pad (through a linked folder,
// else its absolute path): every round is there, since both spellings
// share one lock (issue 28.22).
func TestPadConcurrentAdds(t *testing.T) {
	t.Parallel()
	each := testdepth.Sweep(15, 100)
	dir, file := newZeroPad(t)
	other := filepath.Join(t.TempDir(), "linked")
	if os.Symlink(dir, other) != nil {
		other = dir
	}
	var wg sync.WaitGroup
	errs := make(chan string, 2*each)
	for _, pad := range []string{"night.yaml", filepath.Join(other, "night.yaml")} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range each {
				cmd := exec.Command(binary, append([]string{"pad", "add", pad}, zeroRound...)...)
				cmd.Dir = dir
				if out, err := cmd.CombinedOutput(); err != nil {
					errs <- err.Error() + ": " + string(out)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	if got := padRounds(t, file); got != 2*each {
		t.Fatalf("%d rounds, want %d", got, 2*each)
	}
}
