//go:build unix

package e2e

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// pad show, replay and validate on a FIFO with no writer are refused at
// once instead of waiting forever; --force never replaces a device; a
// read-only pad is refused with exit 2 and left as it is; a symlinked pad
// stays a link. (The 30-second guard only stops a hung run; it is no
// timing assertion.)
func TestFilesThatAreNotWhatTheySeem(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	for _, args := range [][]string{
		{"pad", "show", "fifo.yaml"},
		{"pad", "add", "fifo.yaml", "--score", "Ann=1", "--score", "Ben=1"},
		{"replay", "fifo.yaml"},
		{"validate", "fifo.yaml", "discard 8"},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		cmd := exec.CommandContext(ctx, binary, args...)
		cmd.Dir = dir
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		cancel()
		if ctx.Err() == context.DeadlineExceeded {
			t.Fatalf("%v on a FIFO hangs", args)
		}
		ee, _ := err.(*exec.ExitError)
		if ee == nil || ee.ExitCode() != 2 || !strings.Contains(errb.String(), "not a regular file") {
			t.Errorf("%v on a FIFO: %v, stderr %q", args, err, errb.String())
		}
	}

	expectBadInput(t, run(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben", "--file", os.DevNull, "--force"), "not a regular file")
	if st, err := os.Stat(os.DevNull); err != nil || st.Mode()&os.ModeDevice == 0 {
		t.Fatalf("%s is no longer a device", os.DevNull)
	}

	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben", "--file", "ro.yaml")
	ro := filepath.Join(dir, "ro.yaml")
	os.Chmod(ro, 0o444)
	before := readFile(t, ro)
	expectBadInput(t, run(t, dir, "pad", "add", "ro.yaml", "--score", "Ann=1", "--score", "Ben=1"), "read-only")
	expectBadInput(t, run(t, dir, "pad", "undo", "ro.yaml"), "read-only")
	expectBadInput(t, run(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben", "--file", "ro.yaml", "--force"), "read-only")
	if readFile(t, ro) != before {
		t.Errorf("the read-only pad changed")
	}

	os.Symlink("ro.yaml", filepath.Join(dir, "link.yaml"))
	os.Chmod(ro, 0o644)
	mustRun(t, dir, "pad", "add", "link.yaml", "--score", "Ann=1", "--score", "Ben=1")
	if st, err := os.Lstat(filepath.Join(dir, "link.yaml")); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the symlinked pad was replaced by a regular file")
	}
	if !strings.Contains(readFile(t, ro), "Ann: 1") {
		t.Errorf("the link's target was not written")
	}
}

// A new pad respects the umask.
func TestPadNewRespectsUmask(t *testing.T) {
	t.Parallel()
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	dir := t.TempDir()
	// The binary, which inherits the umask (a test worker has its own).
	mustRunBinary(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben", "--file", "p.yaml")
	for _, name := range []string{"p.yaml"} {
		if st, err := os.Stat(filepath.Join(dir, name)); err != nil || st.Mode().Perm()&0o077 != 0 {
			t.Errorf("%s under umask 077: %v %v", name, st.Mode(), err)
		}
	}
}
