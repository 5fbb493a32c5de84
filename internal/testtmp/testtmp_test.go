package testtmp

import (
	"os"
	"path/filepath"
	"testing"
)

func TestChoose(t *testing.T) {
	for _, c := range []struct {
		tmpdir, mem, want string
		ok                bool
	}{
		{"", "/dev/shm", "/dev/shm", true},
		{"", "", "", false},
		{"/home/ann/tmp", "/dev/shm", "", false}, // the tester's TMPDIR is kept
		{"/home/ann/tmp", "", "", false},
	} {
		if got, ok := choose(c.tmpdir, c.mem); got != c.want || ok != c.ok {
			t.Errorf("choose(%q, %q) = %q, %v; want %q, %v", c.tmpdir, c.mem, got, ok, c.want, c.ok)
		}
	}
}

// The temporary folders of this binary are in the memory file system when
// there is one (the tester set no TMPDIR: go test sets none), and files
// are written, synced and renamed there.
func TestTempDirInMemory(t *testing.T) {
	dir := t.TempDir()
	switch mem, tmp := memDir(), os.Getenv("TMPDIR"); {
	case mem != "" && tmp == "":
		t.Errorf("TMPDIR is not set, though %s has room", mem)
	case mem != "" && tmp == mem && filepath.Dir(filepath.Dir(dir)) != mem:
		t.Errorf("t.TempDir() = %s, not in %s", dir, mem)
	}
	f, err := os.Create(filepath.Join(dir, "a"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString("x"); err != nil {
		t.Fatal(err)
	}
	if err := f.Sync(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(f.Name(), filepath.Join(dir, "b")); err != nil {
		t.Fatal(err)
	}
}
