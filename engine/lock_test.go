package engine

import (
	"os"
	"path/filepath"
	"testing"
)

// TryLock is refused while the lock is held and free once released; a
// locked write removes the temporary files a killed writer left, and
// only those of its own file.
func TestLockAndStaleTemps(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "j.yaml")
	unlock, held, err := TryLock(file)
	if err != nil || held {
		t.Fatalf("first TryLock: held %v, %v", held, err)
	}
	if _, held, err := TryLock(file); err != nil || !held {
		t.Fatalf("second TryLock while held: held %v, %v", held, err)
	}
	unlock()
	unlock, held, err = TryLock(file)
	if err != nil || held {
		t.Fatalf("TryLock after release: held %v, %v", held, err)
	}
	unlock()

	for _, name := range []string{".j.yaml.tmp-1", ".j.yaml.tmp-22", ".k.yaml.tmp-3"} {
		os.WriteFile(filepath.Join(dir, name), []byte("half"), 0o644)
	}
	if err := WriteFileLocked(file, []byte("journal: 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		names = append(names, e.Name())
	}
	want := []string{".k.yaml.tmp-3", "j.yaml", "j.yaml.lock"}
	if len(names) != len(want) {
		t.Fatalf("files %v, want %v", names, want)
	}
	for i := range want {
		if names[i] != want[i] {
			t.Fatalf("files %v, want %v", names, want)
		}
	}
}
