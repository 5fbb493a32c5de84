//go:build unix

package filelock

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// tempDir is the lock folder when the user has no cache folder: one of
// the user's own in the system's temporary folder.
func tempDir() string {
	return filepath.Join(os.TempDir(), fmt.Sprintf("tabletop-locks-%d", os.Getuid()))
}

// checkPrivate refuses a lock folder in the shared temporary folder that
// is a link, another user's, or open to others: another user could then
// take the locks, or replace them.
func checkPrivate(dir string) error {
	fi, err := os.Lstat(dir)
	if err != nil {
		return err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.IsDir() || !ok || int(st.Uid) != os.Getuid() || fi.Mode().Perm()&0o077 != 0 {
		return &os.PathError{Op: "lock folder", Path: dir, Err: os.ErrPermission}
	}
	return nil
}
