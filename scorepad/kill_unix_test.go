//go:build unix

package scorepad

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"syscall"
	"testing"
)

// stopSelf sends the process the signal named sig (KILL, INT, TERM).
func stopSelf(t *testing.T, sig string) {
	s := map[string]syscall.Signal{"KILL": syscall.SIGKILL, "INT": syscall.SIGINT, "TERM": syscall.SIGTERM}[sig]
	if err := syscall.Kill(os.Getpid(), s); err != nil {
		t.Fatal(err)
	}
}

// Ctrl-C (SIGINT) or SIGTERM at any stage of a save: the save finishes,
// then the signal ends the process. The new pad is in place, the previous
// one is the backup, and no temporary file is left, without another save.
func TestSaveInterruptedAtEveryStage(t *testing.T) {
	for _, sig := range []string{"INT", "TERM"} {
		for _, stage := range saveStages {
			t.Run(sig+"/"+stage, func(t *testing.T) {
				path, _, v1 := padVersions(t)
				err := runKilled(t, path, stage, sig)
				var ee *exec.ExitError
				if errors.As(err, &ee) {
					if ws, ok := ee.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() {
						t.Errorf("the helper ended with %v, not by the signal", err)
					}
				}
				p, err := Load(path)
				if err != nil {
					t.Fatalf("the pad does not load: %v", err)
				}
				if len(p.Rounds) != 2 {
					t.Errorf("the pad holds %d rounds, want 2 (the save finishes first)", len(p.Rounds))
				}
				if bak, _ := os.ReadFile(BackupPath(path)); !bytes.Equal(bak, v1) {
					t.Errorf("the backup is not the previous pad")
				}
				checkLeftOnly(t, path, "after the signal")
			})
		}
	}
}
