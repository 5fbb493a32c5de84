//go:build unix

package fileio

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// WriteFileAtomic follows a symbolic link, applies the umask to a new file,
// keeps an existing file's mode, refuses a read-only file and anything
// that is not a regular file; ReadLimited refuses a FIFO without waiting.
func TestWriteFileAtomicFiles(t *testing.T) {
	dir := t.TempDir()
	old := syscall.Umask(0o027)
	defer syscall.Umask(old)
	path := filepath.Join(dir, "new.yaml")
	if err := WriteFileAtomic(path, []byte("a\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o640 {
		t.Errorf("new file under umask 027: mode %v, want -rw-r-----", st.Mode().Perm())
	}
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink("new.yaml", link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(link, []byte("b\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced")
	}
	if got, _ := os.ReadFile(path); string(got) != "b\n" {
		t.Errorf("the target holds %q", got)
	}
	os.Chmod(path, 0o444)
	if err := WriteFileAtomic(link, []byte("c\n"), 0o666); !errors.Is(err, ErrReadOnly) {
		t.Errorf("write to a read-only file = %v", err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	for _, p := range []string{fifo, os.DevNull, dir} {
		if err := WriteFileAtomic(p, []byte("x"), 0o666); !errors.Is(err, ErrNotRegular) {
			t.Errorf("write to %s = %v, want ErrNotRegular", p, err)
		}
		if _, err := ReadLimited(p); !errors.Is(err, ErrNotRegular) {
			t.Errorf("read of %s = %v, want ErrNotRegular", p, err)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3 {
		t.Errorf("left behind: %v", entries)
	}
}
