package fileio

import (
	"os"
	"tabletop/engine/atomicfile"
	"tabletop/engine/filelock"
	"tabletop/engine/i18n"
)

// The files tabletop keeps (pads, table journals, game logs) share one way
// of writing: a writer holds the file's lock (filelock.Lock, in the
// user's lock folder) while it writes; under it, the temporary files a writer killed mid-write left
// beside the file (atomicfile.TempPrefix) are removed, since no living
// writer can own them; then the new version is written to a fresh
// temporary file and renamed over the file (atomicfile.WriteTemp,
// atomicfile.ReplaceFile).

// WriteFileHeld is WriteFileAtomic for a file whose lock (filelock.Lock)
// the caller holds: the temporary files a killed writer left are removed
// first.
func WriteFileHeld(path string, data []byte, perm os.FileMode) error {
	atomicfile.RemoveStaleTemps(filelock.Target(path))
	return WriteFileAtomic(path, data, perm)
}

// WriteFileLocked is WriteFileAtomic under the file's lock
// (filelock.Lock), with the temporary files a killed writer left removed
// first. A path that cannot
// be written is refused before the lock is taken (WriteTarget); a lock
// that cannot be taken is an *InputError naming path.
func WriteFileLocked(path string, data []byte, perm os.FileMode) error {
	target, _, err := WriteTarget(path)
	if err != nil {
		return err
	}
	unlock, err := filelock.Lock(target)
	if err != nil {
		return NewInputError(path, 0, "engine.error.cannot-lock", i18n.Args{"Reason": OSReason(err), "Err": err})
	}
	defer unlock()
	return WriteFileHeld(path, data, perm)
}
