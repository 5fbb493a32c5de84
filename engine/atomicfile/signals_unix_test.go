//go:build unix

package atomicfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"tabletop/internal/signaltest"
)

// handlerEnv, set in the environment of this test binary run again, makes
// it the program of TestOwnHandlerThenHeldWrite, in the folder it names.
const handlerEnv = "ATOMICFILE_TEST_HANDLER"

func TestMain(m *testing.M) {
	if dir := os.Getenv(handlerEnv); dir != "" {
		handleThenWrite(dir)
	}
	signaltest.Writer(func(target string) error {
		return WithSignalsHeld(func() error {
			name, err := WriteTemp(target, []byte("round\n"), 0o666, nil)
			if err != nil {
				return err
			}
			defer os.Remove(name)
			return ReplaceFile(name, target)
		})
	})
	os.Exit(m.Run())
}

// handleThenWrite takes a SIGTERM with a handler of its own (Notify), stops
// handling it (Stop), then holds a write until the file "go" is there, and
// waits: each step says it is reached with a file in dir.
func handleThenWrite(dir string) {
	mark := func(name string) { os.WriteFile(filepath.Join(dir, name), nil, 0o644) }
	c := make(chan os.Signal, 1)
	Notify(c, syscall.SIGTERM)
	mark("ready")
	<-c
	Stop(c)
	mark("handled")
	WithSignalsHeld(func() error {
		mark("writing")
		for {
			if _, err := os.Stat(filepath.Join(dir, "go")); err == nil {
				mark("written")
				return nil
			}
			time.Sleep(time.Millisecond)
		}
	})
	select {}
}

// A SIGTERM goes to the program's own handler (Notify) and leaves the
// process running; after Stop, one that arrives during a held write ends
// the process once the write is done.
func TestOwnHandlerThenHeldWrite(t *testing.T) {
	dir := t.TempDir()
	cmd := signaltest.Start(t, handlerEnv, dir)
	signaltest.WaitFile(t, cmd, filepath.Join(dir, "ready"))
	cmd.Process.Signal(syscall.SIGTERM)
	signaltest.WaitFile(t, cmd, filepath.Join(dir, "handled"))
	signaltest.WaitFile(t, cmd, filepath.Join(dir, "writing"))
	cmd.Process.Signal(syscall.SIGTERM)
	os.WriteFile(filepath.Join(dir, "go"), nil, 0o644)
	err := cmd.Wait()
	if ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus); !ws.Signaled() || ws.Signal() != syscall.SIGTERM {
		t.Fatalf("the program ended with %v, want ended by SIGTERM", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "written")); err != nil {
		t.Errorf("the write was cut short by the signal")
	}
}

// A writer whose held writes follow one another without a pause, stopped
// by SIGINT, SIGTERM or SIGHUP at random moments, ends by the signal and
// never leaves a temporary file: a signal that arrives between two writes
// ends the process before the next write makes its temporary file,
// however long the thread that took the signal waits for a core.
func TestHeldWritesLeaveNoTemp(t *testing.T) {
	signaltest.Stop(t, 25)
}
