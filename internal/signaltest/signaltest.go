//go:build unix

// Package signaltest stops a writer, the test binary run again, with a
// stop signal (SIGINT, SIGTERM, SIGHUP) at random moments, and checks that
// it ended by the signal without leaving anything beside the file it
// writes: for tests that a signal never leaves a temporary file behind.
package signaltest

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"tabletop/internal/testwait"
)

// targetEnv, set in the environment of the test binary run again, makes it
// the writer of the file it names.
const targetEnv = "TABLETOP_SIGNALTEST_TARGET"

// ready is the file the writer makes beside its target once it runs.
const ready = "ready"

// Writer, called first in TestMain, makes the test binary the writer when
// Stop runs it: it calls write(target) again and again until a signal ends
// the process, and never returns then. Otherwise it returns at once.
func Writer(write func(target string) error) {
	target := os.Getenv(targetEnv)
	if target == "" {
		return
	}
	if err := os.WriteFile(filepath.Join(filepath.Dir(target), ready), nil, 0o644); err != nil {
		os.Exit(3)
	}
	for {
		if err := write(target); err != nil {
			os.Exit(4)
		}
	}
}

// Stop runs the writer runs times for each stop signal, each time in a
// fresh folder, sends the signal at a random moment once it writes, and
// fails unless the writer ended by the signal and the folder holds only
// its target (if written) and the files named in keep.
func Stop(t *testing.T, runs int, keep ...string) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(27, uint64(sig)))
			for i := range runs {
				stopOnce(t, i, sig, time.Duration(rng.Int64N(int64(2*time.Millisecond))), keep)
			}
		})
	}
}

func stopOnce(t *testing.T, run int, sig syscall.Signal, after time.Duration, keep []string) {
	t.Helper()
	dir := t.TempDir()
	target := filepath.Join(dir, "file.yaml")
	cmd := Start(t, targetEnv, target)
	WaitFile(t, cmd, filepath.Join(dir, ready))
	time.Sleep(after)
	if err := cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	if ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus); !ws.Signaled() || ws.Signal() != sig {
		t.Fatalf("run %d: the writer ended with %v, want ended by %v", run, err, sig)
	}
	entries, _ := os.ReadDir(dir)
	allowed := map[string]bool{ready: true, filepath.Base(target): true}
	for _, k := range keep {
		allowed[k] = true
	}
	for _, e := range entries {
		if !allowed[e.Name()] {
			t.Fatalf("run %d: left behind after %v: %s", run, sig, e.Name())
		}
	}
}

// WaitFile waits until the process cmd runs makes the file at path, and
// fails (after ending it) when it has not within testwait.Timeout().
func WaitFile(t *testing.T, cmd *exec.Cmd, path string) {
	t.Helper()
	deadline := time.Now().Add(testwait.Timeout())
	for {
		if _, err := os.Stat(path); err == nil {
			return
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("%s not made within %v", filepath.Base(path), testwait.Timeout())
		}
		time.Sleep(time.Millisecond)
	}
}

// Start runs the test binary again, running no test, with env set to
// value (for its TestMain to see).
func Start(t *testing.T, env, value string) *exec.Cmd {
	t.Helper()
	Unignore()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env+"="+value)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd
}

// Unignore makes the stop signals this process ignores (a test run
// started in the background by a shell, or under nohup) caught instead,
// and dropped: a process it starts then gets them with their usual
// effect (a program started inherits an ignored signal, never a caught
// one), so that a test that stops one with a signal does not wait for
// ever. Signals this process does not ignore are left as they are.
func Unignore() {
	var stops []os.Signal
	for _, s := range []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		if signal.Ignored(s) {
			stops = append(stops, s)
		}
	}
	if len(stops) == 0 {
		return
	}
	sink := make(chan os.Signal, 1)
	signal.Notify(sink, stops...)
	go func() {
		for range sink {
		}
	}()
}
