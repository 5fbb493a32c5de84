//go:build unix

package scorepad

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"tabletop/engine/fileio"
	"testing"
)

func addOne(path string) error {
	_, err := Update(path, func(p *Pad) error { _, err := p.Add(NewTotalsRound([]int{1, 1}, -1)); return err })
	return err
}

// A pad that is a symbolic link: the target is written (with its backup
// beside it) and the link stays a link.
func TestSaveFollowsSymlink(t *testing.T) {
	target := newMojoFile(t)
	before, _ := os.ReadFile(target)
	link := filepath.Join(t.TempDir(), "link.yaml")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	if err := addOne(link); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced by a regular file")
	}
	if p, err := Load(target); err != nil || len(p.Rounds) != 1 {
		t.Fatalf("the target was not written: %v", err)
	}
	if bak, _ := os.ReadFile(BackupPath(target)); !bytes.Equal(bak, before) {
		t.Errorf("the target's backup is not its previous version")
	}
	if _, err := os.Lstat(BackupPath(link)); err == nil {
		t.Errorf("a backup was made beside the link")
	}
	p, _ := New(Mojo, []string{"Cy", "Dee"}, nil, 0)
	if err := Create(link, p, true); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("--force replaced the link with a regular file")
	}
}

// Anything that is not a regular file is neither read nor replaced: a
// device, a FIFO (which must not hang), a folder.
func TestRefusesNonRegularFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	p, _ := New(Mojo, []string{"Ann", "Ben"}, nil, 0)
	for _, path := range []string{os.DevNull, fifo, dir} {
		if _, err := Load(path); !errors.Is(err, fileio.ErrNotRegular) {
			t.Errorf("Load(%s) = %v, want a refusal", path, err)
		}
		if err := Create(path, p, true); !errors.Is(err, fileio.ErrNotRegular) {
			t.Errorf("Create(%s, force) = %v, want a refusal", path, err)
		}
		if err := addOne(path); !errors.Is(err, fileio.ErrNotRegular) {
			t.Errorf("Update(%s) = %v, want a refusal", path, err)
		}
	}
	if st, err := os.Stat(os.DevNull); err != nil || st.Mode()&os.ModeDevice == 0 {
		t.Fatalf("%s is no longer a device", os.DevNull)
	}
}

// A new pad is created with the umask applied; an existing pad keeps its
// mode; a read-only pad is refused and left as it is.
func TestSaveModes(t *testing.T) {
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	path := newMojoFile(t)
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("a new pad under umask 077 has mode %v, want -rw-------", st.Mode().Perm())
	}
	syscall.Umask(0o022)
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := addOne(path); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o640 {
		t.Errorf("a saved pad has mode %v, want its own -rw-r-----", st.Mode().Perm())
	}
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	err := addOne(path)
	if !errors.Is(err, fileio.ErrReadOnly) || !strings.Contains(err.Error(), "read-only") {
		t.Errorf("Update of a read-only pad = %v, want a refusal", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Errorf("the read-only pad was changed")
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o444 {
		t.Errorf("the read-only pad's mode changed to %v", st.Mode().Perm())
	}
}
