package engine

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"tabletop/engine/i18n"

	"github.com/gofrs/flock"
)

// The files tabletop keeps (pads, table journals, game logs) share one way
// of writing: a writer holds the file's lock, LockPath, while it writes;
// under it, the temporary files a writer killed mid-write left beside the
// file (TempPrefix) are removed, since no living writer can own them; then
// the new version is written to a fresh temporary file and renamed over the
// file (WriteTemp, ReplaceFile).

// LockPath is the lock file that serialises the writers of the file at
// target: "FILE.lock" beside it. It stays on disk: removing it would let
// two writers lock different files.
func LockPath(target string) string { return target + ".lock" }

// Lock takes an exclusive lock on LockPath(target), waiting for another
// writer to finish, and returns the function that releases it. It works
// the same on Linux, macOS and Windows (github.com/gofrs/flock: flock(2)
// there, LockFileEx here). The lock is on a separate file because on
// Windows a locked file cannot be replaced by the rename that saves it.
// Errors are the operating system's, for the caller to tell.
func Lock(target string) (unlock func(), err error) {
	fl := flock.New(LockPath(target), flock.SetPermissions(0o666))
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
	fl := flock.New(LockPath(target), flock.SetPermissions(0o666))
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

// LockTarget is the file whose lock guards path: path itself, or the file
// its symbolic links lead to (as WriteTarget), so that a link and its
// target share one lock. A path that does not resolve is its own target.
func LockTarget(path string) string {
	if lst, err := os.Lstat(path); err == nil && lst.Mode()&os.ModeSymlink != 0 {
		if resolved, err := filepath.EvalSymlinks(path); err == nil {
			return resolved
		}
	}
	return path
}

// RemoveStaleTemps deletes the temporary files (TempPrefix) a writer of
// target killed mid-write left beside it. Only the lock's holder writes
// them, and the caller holds Lock(target), so none of them is in use.
func RemoveStaleTemps(target string) {
	dir := filepath.Dir(target)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := TempPrefix(target)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), prefix) {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// WriteFileHeld is WriteFileAtomic for a file whose lock (Lock) the caller
// holds: the temporary files a killed writer left are removed first.
func WriteFileHeld(path string, data []byte, perm os.FileMode) error {
	RemoveStaleTemps(LockTarget(path))
	return WriteFileAtomic(path, data, perm)
}

// WriteFileLocked is WriteFileAtomic under the file's lock (Lock), with the
// temporary files a killed writer left removed first. A path that cannot
// be written is refused before the lock is taken (WriteTarget); a lock
// that cannot be taken is an *InputError naming path.
func WriteFileLocked(path string, data []byte, perm os.FileMode) error {
	target, _, err := WriteTarget(path)
	if err != nil {
		return err
	}
	unlock, err := Lock(target)
	if err != nil {
		return NewInputError(path, 0, "engine.error.cannot-lock", i18n.Args{"Reason": OSReason(err), "Err": err})
	}
	defer unlock()
	return WriteFileHeld(path, data, perm)
}
