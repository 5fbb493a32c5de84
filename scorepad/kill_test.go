package scorepad

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// The helper process of the kill tests: it adds a round to the pad at
// $SCOREPAD_PAD and, at save stage $SCOREPAD_STAGE, sends itself
// $SCOREPAD_SIGNAL (see stopSelf).
func TestSaveHelperProcess(t *testing.T) {
	path, stage := os.Getenv("SCOREPAD_PAD"), os.Getenv("SCOREPAD_STAGE")
	if path == "" {
		t.Skip("run by the kill tests")
	}
	saveHook = func(s string) {
		if s == stage {
			stopSelf(t, os.Getenv("SCOREPAD_SIGNAL"))
		}
	}
	if _, err := Update(path, func(p *Pad) error { _, err := p.Add(NewTotalsRound([]int{1, 2}, -1)); return err }); err != nil {
		t.Fatal(err)
	}
}

// saveStages are the stages of a save, in order.
var saveStages = []string{stageStart, stageTemp, stageBackupTemp, stageRenamed, stageBackupReady}

// runKilled runs the helper process on path, stopped by sig at stage.
func runKilled(t *testing.T, path, stage, sig string) error {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestSaveHelperProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), "SCOREPAD_PAD="+path, "SCOREPAD_STAGE="+stage, "SCOREPAD_SIGNAL="+sig)
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("stage %s: the helper was not stopped:\n%s", stage, out)
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("stage %s: %v", stage, err)
	}
	return err
}

// padVersions makes a pad with a backup: v0 is the backup, v1 the pad.
func padVersions(t *testing.T) (path string, v0, v1 []byte) {
	t.Helper()
	path = newMojoFile(t)
	v0, _ = os.ReadFile(path)
	if _, err := Update(path, func(p *Pad) error { _, err := p.Add(NewTotalsRound([]int{3, 4}, -1)); return err }); err != nil {
		t.Fatal(err)
	}
	v1, _ = os.ReadFile(path)
	return path, v0, v1
}

// checkLeftOnly fails on any file in the pad's folder but the pad and its
// backup (the lock is in the lock folder).
func checkLeftOnly(t *testing.T, path, when string) {
	t.Helper()
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		switch e.Name() {
		case filepath.Base(path), filepath.Base(BackupPath(path)):
		default:
			t.Errorf("%s: left behind: %s", when, e.Name())
		}
	}
}

// A save killed (SIGKILL; TerminateProcess on Windows) at each of its
// stages leaves the old pad or the new one, and the previous backup or the
// newer one, never a backup that is the live pad. The next save succeeds
// and leaves nothing behind.
func TestSaveKilledAtEveryStage(t *testing.T) {
	for i, stage := range saveStages {
		t.Run(stage, func(t *testing.T) {
			path, v0, v1 := padVersions(t)
			runKilled(t, path, stage, "KILL")
			p, err := Load(path)
			if err != nil {
				t.Fatalf("the pad does not load: %v", err)
			}
			renamed := i >= 3
			wantRounds, wantBak := 1, v0
			if renamed {
				wantRounds = 2
			}
			if i >= 4 {
				wantBak = v1
			}
			if len(p.Rounds) != wantRounds {
				t.Errorf("the pad holds %d rounds, want %d", len(p.Rounds), wantRounds)
			}
			if bak, _ := os.ReadFile(BackupPath(path)); !bytes.Equal(bak, wantBak) {
				t.Errorf("the backup is not the version before the pad:\n%s", bak)
			}
			if st, err := os.Stat(path); err == nil {
				if bst, err := os.Stat(BackupPath(path)); err == nil && os.SameFile(st, bst) {
					t.Errorf("the backup is a link to the live pad")
				}
			}
			before, _ := os.ReadFile(path)
			if _, err := Update(path, func(p *Pad) error { _, err := p.Add(NewTotalsRound([]int{0, 0}, -1)); return err }); err != nil {
				t.Fatalf("the next save: %v", err)
			}
			if bak, _ := os.ReadFile(BackupPath(path)); !bytes.Equal(bak, before) {
				t.Errorf("after the next save the backup is not the pad before it")
			}
			checkLeftOnly(t, path, "after the next save")
		})
	}
}
