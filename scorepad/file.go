package scorepad

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"tabletop/engine/atomicfile"
	"tabletop/engine/fileio"
	"tabletop/engine/filelock"
	"tabletop/engine/i18n"
)

// Load reads and checks the pad at path (see Parse). Files larger than
// fileio.MaxInputBytes are refused.
func Load(path string) (*Pad, error) {
	data, err := fileio.ReadLimited(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// BackupPath is where Save keeps the previous version of the pad at path.
func BackupPath(path string) string { return path + ".bak" }

// LockPath is the lock file that serialises writers of the pad at path:
// in the user's lock folder, not beside the pad (filelock.Path).
func LockPath(path string) string { return filelock.Path(path) }

// ErrExists is returned by Create when a pad is already there.
var ErrExists = i18n.NewError("scorepad.error.already-there", nil)

// ErrTooLarge is returned by a save that would write a pad larger than
// fileio.MaxInputBytes, which Load would refuse.
var ErrTooLarge = errors.New("the pad would be too large")

// Create writes a new pad at path. Unless force, an existing file is
// refused with ErrExists (wrapped); with force it is replaced and kept as
// the backup, unless it is a table journal or a game log
// (fileio.CheckReplace), which force never replaces. A symbolic link is followed and its target written; a path
// that is not a regular file, or is read-only, is refused.
func Create(path string, p *Pad, force bool) error {
	if _, err := os.Lstat(path); err == nil && !force {
		return i18n.NewError("scorepad.error.exists", i18n.Args{"File": path, "Err": ErrExists})
	}
	target, _, err := fileio.WriteTarget(path)
	if err != nil {
		return err
	}
	unlock, err := lock(target)
	if err != nil {
		return err
	}
	defer unlock()
	if _, err := os.Lstat(path); err == nil && !force {
		return i18n.NewError("scorepad.error.exists", i18n.Args{"File": path, "Err": ErrExists})
	}
	if err := fileio.CheckReplace(path, fileio.KindPad); err != nil {
		return err
	}
	return save(path, p)
}

// Update changes the pad at path under its lock: it loads the pad (so a
// round added meanwhile by another process is kept), calls fn, and saves
// the result atomically with the previous version as the backup. When fn
// or the load fails nothing is written. A read-only pad is refused before
// anything else.
func Update(path string, fn func(*Pad) error) (*Pad, error) {
	return updateRaw(path, func(data []byte) (*Pad, bool, error) {
		p, err := Parse(path, data)
		if err != nil {
			return nil, false, err
		}
		if err := fn(p); err != nil {
			return nil, false, err
		}
		return p, true, nil
	})
}

// UpdateIf is Update for a change that may turn out to be none: fn
// reports whether it changed the pad, and when it did not nothing is
// written (the backup keeps the version before the last real change).
func UpdateIf(path string, fn func(*Pad) (changed bool, err error)) (*Pad, error) {
	return updateRaw(path, func(data []byte) (*Pad, bool, error) {
		p, err := Parse(path, data)
		if err != nil {
			return nil, false, err
		}
		changed, err := fn(p)
		if err != nil {
			return nil, false, err
		}
		return p, changed, nil
	})
}

// updateRaw reads the pad at path under its lock, calls fn with its bytes,
// and saves the pad fn returns when it says so.
func updateRaw(path string, fn func(data []byte) (p *Pad, save bool, err error)) (*Pad, error) {
	target, st, err := fileio.WriteTarget(path)
	if err != nil {
		return nil, err
	}
	if st == nil { // no pad: say so, without leaving a lock file for it
		_, err := Load(path)
		return nil, err
	}
	unlock, err := lock(target)
	if err != nil {
		return nil, err
	}
	defer unlock()
	data, err := fileio.ReadLimited(path)
	if err != nil {
		return nil, err
	}
	p, changed, err := fn(data)
	if err != nil {
		return nil, err
	}
	if changed {
		if err := save(path, p); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// lock takes the pad's lock (filelock.Lock: in the user's lock folder,
// where it stays), waiting for another writer to finish.
func lock(path string) (unlock func(), err error) {
	unlock, err = filelock.Lock(path)
	if err != nil {
		ie := fileio.NewInputError(path, 0, "scorepad.error.cannot-lock", i18n.Args{"Reason": fileio.OSError(err)})
		ie.Err = err
		return nil, ie
	}
	return unlock, nil
}

// Stages of a save, for tests that stop a save at each one (saveHook).
const (
	stageStart       = "start"        // stale temporary files removed, nothing written yet
	stageTemp        = "temp"         // the new pad is in a synced temporary file
	stageBackupTemp  = "backup-temp"  // the current pad is linked (or copied) under a temporary name
	stageRenamed     = "renamed"      // the new pad is in place
	stageBackupReady = "backup-ready" // the previous pad is the backup
)

// saveHook, when set (by tests), is called at each stage of a save.
var saveHook func(stage string)

func reach(stage string) {
	if saveHook != nil {
		saveHook(stage)
	}
}

// save writes the pad atomically and keeps the version it replaces as
// FILE.bak. The caller holds the lock. The steps: a temporary file with the
// new pad, synced; the current pad linked (or copied) under a second
// temporary name; the rename of the new pad over the old one; the rename of
// the second temporary name over FILE.bak; a sync of the folder. A process
// killed at any moment leaves the old pad or the new one at path and the
// previous backup or the newer one at FILE.bak, never a backup that is the
// live pad; the temporary names it leaves are removed by the next save.
// SIGINT, SIGTERM and SIGHUP wait until the save is done
// (atomicfile.WithSignalsHeld).
// A symbolic link is followed: its target and the target's backup are
// written, the link stays. A pad larger than Load reads is refused.
func save(path string, p *Pad) error {
	data, err := p.Marshal()
	if err != nil {
		return err
	}
	if len(data) > fileio.MaxInputBytes {
		ie := fileio.NewInputError(path, 0, "scorepad.error.too-large", i18n.Args{"Size": fmt.Sprintf("%.1f", float64(len(data))/(1<<20)), "MiB": fileio.MaxInputBytes >> 20})
		ie.Err = ErrTooLarge
		return ie
	}
	return atomicfile.WithSignalsHeld(func() error { return write(path, data) })
}

func write(path string, data []byte) error {
	target, old, err := fileio.WriteTarget(path)
	if err != nil {
		return err
	}
	dir := filepath.Dir(target)
	removeStaleTemps(target)
	reach(stageStart)
	tmp, err := atomicfile.WriteTemp(target, data, 0o666, old)
	if err != nil {
		return i18n.NewError("scorepad.error.cannot-write", i18n.Args{"File": path, "Reason": fileio.OSError(err), "Err": err})
	}
	defer os.Remove(tmp) // no-op once renamed
	reach(stageTemp)
	bakTmp := backupTemp(target)
	if old != nil {
		os.Remove(bakTmp)
		if err := os.Link(target, bakTmp); err != nil {
			if err := copyFile(target, bakTmp, old.Mode().Perm()); err != nil {
				return i18n.NewError("scorepad.error.cannot-backup", i18n.Args{"File": path, "Reason": fileio.OSError(err), "Err": err})
			}
		}
		defer os.Remove(bakTmp) // no-op once renamed
		reach(stageBackupTemp)
	}
	if err := atomicfile.ReplaceFile(tmp, target); err != nil {
		return i18n.NewError("scorepad.error.cannot-write", i18n.Args{"File": path, "Reason": fileio.OSError(err), "Err": err})
	}
	reach(stageRenamed)
	if old != nil {
		if err := atomicfile.ReplaceFile(bakTmp, BackupPath(target)); err != nil {
			return i18n.NewError("scorepad.error.backup-not-kept", i18n.Args{"File": path, "Reason": fileio.OSError(err), "Err": err})
		}
		reach(stageBackupReady)
	}
	atomicfile.SyncDir(dir)
	return nil
}

// backupTemp is the temporary name under which save keeps the current
// pad until it becomes the backup.
func backupTemp(target string) string {
	return filepath.Join(filepath.Dir(target), "."+filepath.Base(target)+".bak-tmp")
}

func copyFile(from, to string, perm os.FileMode) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// removeStaleTemps deletes temporary files left by a writer that was
// killed mid-save (atomicfile.RemoveStaleTemps, and the backup's temporary
// name). The caller holds the lock, so none of them is in use.
func removeStaleTemps(target string) {
	atomicfile.RemoveStaleTemps(target)
	os.Remove(backupTemp(target))
}
