//go:build unix

package fileio

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"tabletop/engine/atomicfile"
)

// Files holding hidden cards are written atomicfile.Private (issue 28.2):
// 0600 when new, whatever the umask, and 0600 again over a file another
// user could read — the temporary file too, before its rename; a shared
// perm keeps an existing file's mode.
func TestPrivateWrites(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	writers := map[string]func(string, []byte, os.FileMode) error{
		"WriteFileAtomic": WriteFileAtomic, "WriteFileLocked": WriteFileLocked, "WriteFileHeld": WriteFileHeld,
	}
	for name, write := range writers {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.yaml")
			if err := write(path, []byte("a"), atomicfile.Private); err != nil {
				t.Fatal(err)
			}
			wantMode(t, path, 0o600, "a new private file")
			if err := os.Chmod(path, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := write(path, []byte("b"), atomicfile.Private); err != nil {
				t.Fatal(err)
			}
			wantMode(t, path, 0o600, "a private file rewritten over mode 0644")
			if err := write(path, []byte("c"), 0o666); err != nil {
				t.Fatal(err)
			}
			wantMode(t, path, 0o600, "a shared write over a 0600 file")
			if err := os.Chmod(path, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := write(path, []byte("d"), 0o666); err != nil {
				t.Fatal(err)
			}
			wantMode(t, path, 0o644, "a shared write over a 0644 file")
		})
	}
	t.Run("WriteTemp", func(t *testing.T) {
		syscall.Umask(0o277) // would leave 0400 of a new 0600
		defer syscall.Umask(0o022)
		target := filepath.Join(t.TempDir(), "game.yaml")
		if err := os.WriteFile(target, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chmod(target, 0o644)
		st, _ := os.Stat(target)
		for _, old := range []os.FileInfo{nil, st} {
			tmp, err := atomicfile.WriteTemp(target, []byte("x"), atomicfile.Private, old)
			if err != nil {
				t.Fatal(err)
			}
			wantMode(t, tmp, 0o600, "a private temporary file")
			os.Remove(tmp)
		}
	})
}

func wantMode(t *testing.T, path string, want os.FileMode, what string) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != want {
		t.Errorf("%s has mode %04o, want %04o", what, st.Mode().Perm(), want)
	}
}
