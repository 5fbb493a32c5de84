package scorepad

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/gofrs/flock"

	"tabletop/engine"
)

// Load reads and checks the pad at path (see Parse). Files larger than
// engine.MaxInputBytes are refused.
func Load(path string) (*Pad, error) {
	data, err := engine.ReadLimited(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// BackupPath is where Save keeps the previous version of the pad at path.
func BackupPath(path string) string { return path + ".bak" }

// LockPath is the lock file that serialises writers of the pad at path.
func LockPath(path string) string { return path + ".lock" }

// ErrExists is returned by Create when a pad is already there.
var ErrExists = errors.New("a file is already there")

// ErrTooLarge is returned by a save that would write a pad larger than
// engine.MaxInputBytes, which Load would refuse.
var ErrTooLarge = errors.New("the pad would be too large")

// Create writes a new pad at path. Unless force, an existing file is
// refused with ErrExists (wrapped); with force it is replaced and kept as
// the backup.
func Create(path string, p *Pad, force bool) error {
	unlock, err := lock(path)
	if err != nil {
		return err
	}
	defer unlock()
	if _, err := os.Lstat(path); err == nil && !force {
		return fmt.Errorf("%s: %w (use --force to replace it)", path, ErrExists)
	}
	return save(path, p)
}

// Update changes the pad at path under its lock: it loads the pad (so a
// round added meanwhile by another process is kept), calls fn, and saves
// the result atomically with the previous version as the backup. When fn
// or the load fails nothing is written.
func Update(path string, fn func(*Pad) error) (*Pad, error) {
	unlock, err := lock(path)
	if err != nil {
		return nil, err
	}
	defer unlock()
	p, err := Load(path)
	if err != nil {
		return nil, err
	}
	if err := fn(p); err != nil {
		return nil, err
	}
	if err := save(path, p); err != nil {
		return nil, err
	}
	return p, nil
}

// lock takes an exclusive lock on the pad's lock file (FILE.lock), waiting
// for another writer to finish. It works the same on Linux, macOS and
// Windows (github.com/gofrs/flock: flock(2) there, LockFileEx here). The
// lock is on a separate file, not the pad, because on Windows a locked
// file cannot be replaced by the rename that saves the pad. The lock file
// stays on disk: removing it would let two writers lock different files.
func lock(path string) (unlock func(), err error) {
	fl := flock.New(LockPath(path), flock.SetPermissions(0o644))
	for {
		err = fl.Lock()
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		fl.Close()
		return nil, &engine.InputError{File: path, Msg: "cannot lock the pad: " + err.Error(), Err: err}
	}
	return func() { _ = fl.Close() }, nil // Close unlocks, then closes the file
}

// save writes the pad atomically: a temporary file in the same folder,
// synced, then the current file linked as the backup, then the rename over
// the pad and a sync of the folder. A crash at any moment leaves either
// the old pad or the new one at path. The caller holds the lock.
func save(path string, p *Pad) error {
	data, err := p.Marshal()
	if err != nil {
		return err
	}
	if len(data) > engine.MaxInputBytes {
		return &engine.InputError{File: path, Msg: fmt.Sprintf("the pad would grow to %.1f MiB, over the %d MiB a pad may hold; nothing was written (start a new pad)", float64(len(data))/(1<<20), engine.MaxInputBytes>>20), Err: ErrTooLarge}
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	removeStaleTemps(dir, base)
	mode := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		mode = st.Mode().Perm()
	}
	// The backup is the version on disk now; the new one replaces it at once.
	if err := backup(path, dir, base); err != nil {
		return err
	}
	if err := engine.WriteFileAtomic(path, data, mode); err != nil {
		return fmt.Errorf("%s: cannot write the pad: %w", path, err)
	}
	return nil
}

// backup makes FILE.bak the current version of the pad, atomically: a hard
// link (or a copy where links are not possible) under a temporary name,
// renamed over the old backup.
func backup(path, dir, base string) error {
	if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	tmp := filepath.Join(dir, "."+base+".bak-tmp")
	os.Remove(tmp)
	if err := os.Link(path, tmp); err != nil {
		if err := copyFile(path, tmp); err != nil {
			return fmt.Errorf("%s: cannot keep a backup: %w", path, err)
		}
	}
	err := engine.ReplaceFile(tmp, BackupPath(path))
	// When FILE.bak is already a link to FILE (an earlier save was killed
	// between its backup and its write), rename does nothing and leaves
	// the temporary name behind (POSIX rename), so it is removed either way.
	os.Remove(tmp)
	if err != nil {
		return fmt.Errorf("%s: cannot keep a backup: %w", path, err)
	}
	return nil
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
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
// killed mid-save. Only lock holders create them, and the caller holds the
// lock, so none of them is in use.
func removeStaleTemps(dir, base string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + base + ".tmp-"
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), prefix) {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("%s: cannot sync the folder: %w", dir, err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) {
		return fmt.Errorf("%s: cannot sync the folder: %w", dir, err)
	}
	return nil
}
