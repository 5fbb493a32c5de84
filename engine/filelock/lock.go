// Package filelock serialises the writers of a file, across processes:
// a writer holds the lock of the file while it writes. The lock is a file
// of its own in the user's lock folder (Dir), named from the file's
// absolute path (Path), so that nothing is left beside the user's files
// and two spellings of one file share one lock. It works the same on
// Linux, macOS and Windows (github.com/gofrs/flock).
package filelock

import (
	"errors"
	"path/filepath"
	"syscall"

	"github.com/gofrs/flock"
)

// Lock takes an exclusive lock on Path(target), waiting for another
// writer to finish, and returns the function that releases it. It works
// the same on Linux, macOS and Windows (github.com/gofrs/flock: flock(2)
// there, LockFileEx here). The lock is not the file itself because the
// rename that saves a file makes a new file, and on Windows a locked file
// cannot be replaced by that rename. A writer of this process is waited
// for as one of another process; a lock this process holds with TryLock
// (for a whole session) is never waited for: Lock refuses it at once with
// ErrHeldHere, since this process would wait on itself. Errors are the
// operating system's, or ErrHeldHere, for the caller to tell.
func Lock(target string) (unlock func(), err error) {
	path, err := lockPath(target)
	if err != nil {
		return nil, err
	}
	release, err := claim(path, true)
	if err != nil {
		return nil, err
	}
	fl := open(path)
	for {
		err = fl.Lock()
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	return done(fl, release, err)
}

// TryLock takes the lock Lock takes only if nobody holds it: held is true
// when another process (or another holder in this one) has it, and then
// nothing is locked. A lock taken by TryLock is one this process holds
// for a while (a session): Lock refuses it rather than wait for it.
func TryLock(target string) (unlock func(), held bool, err error) {
	path, err := lockPath(target)
	if err != nil {
		return nil, false, err
	}
	release, err := claim(path, false)
	if errors.Is(err, errBusyHere) {
		return nil, true, nil
	}
	if err != nil {
		return nil, false, err
	}
	fl := open(path)
	var ok bool
	for {
		ok, err = fl.TryLock()
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err == nil && !ok {
		fl.Close()
		release()
		return nil, true, nil
	}
	unlock, err = done(fl, release, err)
	return unlock, false, err
}

// lockPath is the lock of target (Path), its folder made.
func lockPath(target string) (string, error) {
	dir, err := Dir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, name(target)), nil
}

// open returns the lock at path, not yet taken: only its holder may open
// it.
func open(path string) *flock.Flock { return flock.New(path, flock.SetPermissions(0o600)) }

// done is the unlock function of the lock fl once taken, or err with
// everything let go.
func done(fl *flock.Flock, release func(), err error) (func(), error) {
	if err != nil {
		fl.Close()
		release()
		return nil, err
	}
	return func() {
		_ = fl.Close() // Close unlocks, then closes the file
		release()
	}, nil
}
