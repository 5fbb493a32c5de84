package fileio

import (
	"errors"
	"os"
	"path/filepath"
	"tabletop/engine/atomicfile"
	"tabletop/engine/i18n"
)

// ErrNotRegular is a path that is there but is not a regular file (a
// folder, a device such as /dev/null, a FIFO, a socket): the tool neither
// reads nor replaces one.
var ErrNotRegular = errors.New("not a regular file")

// ErrReadOnly is a file without write permission: the tool does not
// replace it (as editors and git refuse to).
var ErrReadOnly = errors.New("the file is read-only")

// WriteTarget returns the file a write to path replaces: path itself, or
// the file its symbolic links lead to (so that the link stays a link), and
// that file's details (nil when there is none yet). It refuses a path that
// is not a regular file and a read-only file; errors are *InputError
// naming path, wrapping ErrNotRegular or ErrReadOnly.
func WriteTarget(path string) (string, os.FileInfo, error) {
	target := path
	if lst, err := os.Lstat(path); err == nil && lst.Mode()&os.ModeSymlink != 0 {
		resolved, err := filepath.EvalSymlinks(path)
		if err != nil {
			return "", nil, NewInputError(path, 0, "engine.error.broken-link", i18n.Args{"Reason": OSReason(err), "Err": err})
		}
		target = resolved
	}
	st, err := os.Stat(target)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return target, nil, nil
	case err != nil:
		return "", nil, NewInputError(path, 0, "engine.error.cannot-write", i18n.Args{"Reason": OSReason(err), "Err": err})
	case !st.Mode().IsRegular():
		return "", nil, NewInputError(path, 0, "engine.error.not-regular-write", i18n.Args{"Kind": kindPhrase(st.Mode()), "Err": ErrNotRegular})
	case st.Mode().Perm()&0o222 == 0:
		return "", nil, NewInputError(path, 0, "engine.error.read-only", i18n.Args{"Err": ErrReadOnly})
	}
	return target, st, nil
}

// WriteFileAtomic replaces path with data so that a crash leaves either the
// old file or the new one, never half of one: write a temporary file in the
// same folder, sync it, rename it over path (atomicfile.ReplaceFile), sync
// the folder where the system allows it. A symbolic link is followed and
// its target written; a path that is not a regular file, or is read-only,
// is refused (WriteTarget). An existing file keeps its mode; a new one gets
// perm less the umask; a private perm (atomicfile.Private) is set exactly,
// on a new file and over an existing one. SIGINT, SIGTERM and SIGHUP wait until the write is
// done or undone (atomicfile.WithSignalsHeld), so no temporary file is left
// behind.
// Works on Linux, macOS and Windows. Errors other than WriteTarget's are
// the operating system's, for the caller to wrap.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) error {
	return atomicfile.WithSignalsHeld(func() error {
		target, old, err := WriteTarget(path)
		if err != nil {
			return err
		}
		name, err := atomicfile.WriteTemp(target, data, perm, old)
		if err != nil {
			return NewInputError(path, 0, "engine.error.cannot-write", i18n.Args{"Reason": OSReason(err), "Err": err})
		}
		defer os.Remove(name) // no-op once renamed
		if err := atomicfile.ReplaceFile(name, target); err != nil {
			return err
		}
		atomicfile.SyncDir(filepath.Dir(target))
		return nil
	})
}

// CheckWritable reports, before any work is done, whether WriteFileAtomic
// could write path: what WriteTarget refuses, and a folder that is missing
// or not writable (a temporary file is made there and removed, with the
// stop signals held back as in WriteFileAtomic). Errors are *InputError
// naming path.
func CheckWritable(path string) error {
	target, old, err := WriteTarget(path)
	if err != nil {
		return err
	}
	return atomicfile.WithSignalsHeld(func() error {
		name, err := atomicfile.WriteTemp(target, nil, 0o666, old)
		if err != nil {
			return NewInputError(path, 0, "engine.error.cannot-write", i18n.Args{"Reason": OSReason(err), "Err": err})
		}
		os.Remove(name)
		return nil
	})
}
