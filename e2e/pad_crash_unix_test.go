//go:build unix

package e2e

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"tabletop/internal/testdepth"
)

// pad add stopped with SIGINT (Ctrl-C) or SIGTERM at random moments, 10
// times each (60 with -long): the pad always loads, holds every round whose add returned
// (and at most the one being added), and no temporary file is left behind
// after any run, without waiting for another save to clean up.
func TestPadAddSurvivesSIGINTAndSIGTERM(t *testing.T) {
	t.Parallel()
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			t.Parallel()
			runs := testdepth.Sweep(10, 60)
			dir, file := newZeroPad(t)
			rng := rand.New(rand.NewPCG(2026, uint64(sig)))
			args := append([]string{"pad", "add", "night.yaml"}, zeroRound...)
			start := time.Now()
			for range 3 {
				mustRunBinary(t, dir, args...)
			}
			typical := time.Since(start) / 3
			want := 3
			for i := range runs {
				cmd := exec.Command(binary, args...)
				cmd.Dir = dir
				cmd.Env = append(os.Environ(), "NO_COLOR=1")
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				done := make(chan error, 1)
				go func() { done <- cmd.Wait() }()
				var err error
				select {
				case err = <-done:
				case <-time.After(time.Duration(rng.Int64N(int64(typical) * 3 / 2))):
					cmd.Process.Signal(sig)
					err = <-done
				}
				got := padRounds(t, file)
				switch {
				case got == want+1:
					want = got // the add saved its round (before or despite the signal)
				case got != want:
					t.Fatalf("run %d (%v): the pad holds %d rounds, want %d or %d", i, err, got, want, want+1)
				}
				entries, _ := os.ReadDir(dir)
				for _, e := range entries {
					switch e.Name() {
					case "night.yaml", "night.yaml.bak":
					default:
						t.Fatalf("run %d: left behind after %v: %s", i, sig, e.Name())
					}
				}
			}
		})
	}
}
