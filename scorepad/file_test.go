package scorepad

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"tabletop/engine"
	"tabletop/engine/filelock"
)

func newMojoFile(t *testing.T) string {
	t.Helper()
	p, err := New(Mojo, []string{"Ann", "Ben"}, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "night.yaml")
	if err := Create(path, p, false); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestCreateRefusesExisting(t *testing.T) {
	path := newMojoFile(t)
	before, _ := os.ReadFile(path)
	p, _ := New(Mojo, []string{"Cy", "Dee"}, nil, 0)
	if err := Create(path, p, false); !errors.Is(err, ErrExists) {
		t.Fatalf("Create over a pad = %v, want ErrExists", err)
	}
	after, _ := os.ReadFile(path)
	if !bytes.Equal(before, after) {
		t.Fatalf("the refused Create changed the pad")
	}
	if err := Create(path, p, true); err != nil {
		t.Fatal(err)
	}
	bak, _ := os.ReadFile(BackupPath(path))
	if !bytes.Equal(bak, before) {
		t.Errorf("--force did not keep the old pad as the backup")
	}
}

// Update keeps the previous version as FILE.bak, and a failing change
// writes nothing.
func TestUpdateBackupAndFailure(t *testing.T) {
	path := newMojoFile(t)
	v0, _ := os.ReadFile(path)
	if _, err := Update(path, func(p *Pad) error { _, err := p.Add(NewTotalsRound([]int{1, 2}, -1)); return err }); err != nil {
		t.Fatal(err)
	}
	v1, _ := os.ReadFile(path)
	if bak, _ := os.ReadFile(BackupPath(path)); !bytes.Equal(bak, v0) {
		t.Errorf("backup is not the previous version")
	}
	boom := errors.New("boom")
	if _, err := Update(path, func(p *Pad) error { p.Rounds = nil; return boom }); !errors.Is(err, boom) {
		t.Fatalf("Update = %v, want boom", err)
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, v1) {
		t.Errorf("a failed Update changed the pad")
	}
	if bak, _ := os.ReadFile(BackupPath(path)); !bytes.Equal(bak, v0) {
		t.Errorf("a failed Update changed the backup")
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if e.Name() != "night.yaml" && e.Name() != "night.yaml.bak" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// Writers in parallel never lose a round: each Update reloads under the lock.
func TestUpdateConcurrent(t *testing.T) {
	path := newMojoFile(t)
	const workers, each = 4, 25
	var wg sync.WaitGroup
	errs := make(chan error, workers*each)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range each {
				_, err := Update(path, func(p *Pad) error {
					_, err := p.Add(NewTotalsRound([]int{0, 0}, -1))
					return err
				})
				if err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	p, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Rounds) != workers*each {
		t.Fatalf("%d rounds, want %d", len(p.Rounds), workers*each)
	}
}

// A save killed between its backup and its write leaves FILE.bak a hard
// link to FILE; the next save must not leave its temporary link behind
// (renaming one link of a file over another does nothing).
func TestSaveAfterAKilledSave(t *testing.T) {
	path := newMojoFile(t)
	os.Remove(BackupPath(path))
	if err := os.Link(path, BackupPath(path)); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	if _, err := Update(path, func(p *Pad) error { _, err := p.Add(NewTotalsRound([]int{1, 2}, -1)); return err }); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		switch e.Name() {
		case "night.yaml", "night.yaml.bak":
		default:
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// A save never writes a pad larger than Load reads: the add that would
// cross fileio.MaxInputBytes is refused and the pad stays as it was.
func TestSaveRefusesOversizedPad(t *testing.T) {
	var names []string
	for i := range 8 {
		names = append(names, strings.Repeat(string(rune('A'+i)), engine.MaxNameLen))
	}
	p, err := New(Mojo, names, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "night.yaml")
	if err := Create(path, p, false); err != nil {
		t.Fatal(err)
	}
	for len(p.Rounds) < 7500 {
		p.Rounds = append(p.Rounds, NewTotalsRound(make([]int, 8), -1))
	}
	before, _ := os.ReadFile(path)
	_, err = Update(path, func(q *Pad) error { q.Rounds = p.Rounds; return nil })
	if err == nil || !strings.Contains(err.Error(), "MiB") {
		t.Fatalf("Update to %d rounds = %v, want a refusal naming the limit", len(p.Rounds), err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Errorf("the refused save changed the pad")
	}
	if _, err := Load(path); err != nil {
		t.Errorf("the pad no longer loads: %v", err)
	}
}

// Update of a missing pad says so and leaves no lock file behind.
func TestUpdateMissingPad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nope.yaml")
	if _, err := Update(path, func(*Pad) error { return nil }); err == nil || !strings.Contains(err.Error(), "cannot read") {
		t.Fatalf("Update(missing) = %v", err)
	}
	if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 0 {
		t.Errorf("left behind: %v", entries)
	}
}

// A pad whose lock this process holds for a table session (LockJournal:
// one file given as the journal and as the pad) is refused at once, in
// words, never waited for (issue 28.16).
func TestUpdateRefusesALockThisSessionHolds(t *testing.T) {
	path := newMojoFile(t)
	unlock, err := LockJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	_, err = Update(path, func(p *Pad) error { return nil })
	if !errors.Is(err, filelock.ErrHeldHere) || !strings.Contains(err.Error(), "cannot lock the pad: this run of tabletop already holds its lock") {
		t.Fatalf("Update of a pad this process holds as a journal: %v", err)
	}
}
