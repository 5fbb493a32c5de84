package fileio

import (
	"os"
	"path/filepath"
	"testing"
)

// A locked write removes the temporary files a killed writer left, and
// only those of its own file, and leaves no lock beside the file: the
// lock is in the lock folder (issue 28.22).
func TestLockedWriteRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "j.yaml")
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
	want := []string{".k.yaml.tmp-3", "j.yaml"}
	if len(names) != len(want) {
		t.Fatalf("files %v, want %v", names, want)
	}
	for i := range want {
		if names[i] != want[i] {
			t.Fatalf("files %v, want %v", names, want)
		}
	}
}
