// Package filelock serialises the writers of a file, across processes:
// a writer holds the lock of the file, on a separate file FILE.lock beside
// it (Path), while it writes. It works the same on Linux, macOS and
// Windows (github.com/gofrs/flock).
package filelock

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"

	"github.com/gofrs/flock"
)

// Path is the lock file that serialises the writers of the file at
// target: "FILE.lock" beside it. It stays on disk: removing it would let
// two writers lock different files.
func Path(target string) string { return target + ".lock" }

// Lock takes an exclusive lock on Path(target), waiting for another
// writer to finish, and returns the function that releases it. It works
// the same on Linux, macOS and Windows (github.com/gofrs/flock: flock(2)
// there, LockFileEx here). The lock is on a separate file because on
// Windows a locked file cannot be replaced by the rename that saves it.
// Errors are the operating system's, for the caller to tell.
func Lock(target string) (unlock func(), err error) {
	fl := flock.New(Path(target), flock.SetPermissions(0o666))
	for {
		err = fl.Lock()
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		fl.Close()
		return nil, err
	}
	return func() { _ = fl.Close() }, nil // Close unlocks, then closes the file
}

// TryLock takes the lock Lock takes only if nobody holds it: held is true
// when another process (or another holder in this one) has it, and then
// nothing is locked.
func TryLock(target string) (unlock func(), held bool, err error) {
	fl := flock.New(Path(target), flock.SetPermissions(0o666))
	var ok bool
	for {
		ok, err = fl.TryLock()
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil || !ok {
		fl.Close()
		return nil, err == nil, err
	}
	return func() { _ = fl.Close() }, false, nil
}

// Target is the file whose lock guards path: path itself, or the file
// its symbolic links lead to (as fileio.WriteTarget), so that a link and
// its target share one lock. A path that does not resolve is its own target.
func Target(path string) string {
	if lst, err := os.Lstat(path); err == nil && lst.Mode()&os.ModeSymlink != 0 {
		if resolved, err := filepath.EvalSymlinks(path); err == nil {
			return resolved
		}
	}
	return path
}
