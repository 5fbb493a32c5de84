// Package atomicfile replaces a file so that a crash leaves either the old
// file or the new one, never half of one: the new version is written,
// synced, to a temporary file beside the file (WriteTemp, TempPrefix) and
// renamed over it (ReplaceFile), then the folder is synced (SyncDir).
// SIGINT, SIGTERM and SIGHUP wait while such a write is in progress
// (WithSignalsHeld), and the temporary files a killed writer left are
// removed under the file's lock (RemoveStaleTemps). It works on Linux,
// macOS and Windows; its errors are the operating system's.
package atomicfile

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// TempPrefix is how the temporary files of a write to target begin
// (".NAME.tmp-"), for a writer that removes those a killed process left.
func TempPrefix(target string) string { return "." + filepath.Base(target) + ".tmp-" }

// Private is the mode of a file holding hidden cards (game logs, saves,
// table journals): its owner alone reads it (issue 28.2).
const Private os.FileMode = 0o600

// WriteTemp writes data, synced, to a new file beside target named
// TempPrefix(target) and a random suffix, and returns its name. The file
// gets the mode of old (target as it is now); with old nil it is created
// with perm and the umask applies, like any new file. A private perm (no
// group or other bits, like Private) is what the file gets, exactly,
// whatever old's mode: a file once readable by others is not kept so.
func WriteTemp(target string, data []byte, perm os.FileMode, old os.FileInfo) (string, error) {
	dir := filepath.Dir(target)
	var f *os.File
	var err error
	for range 100 {
		name := filepath.Join(dir, TempPrefix(target)+strconv.FormatUint(rand.Uint64()%1e9, 10))
		f, err = os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
		if !errors.Is(err, os.ErrExist) {
			break
		}
	}
	if err != nil {
		return "", err
	}
	name := f.Name()
	fail := func(err error) (string, error) {
		f.Close()
		os.Remove(name)
		return "", err
	}
	if _, err := f.Write(data); err != nil {
		return fail(err)
	}
	if mode, set := tempMode(perm, old); set {
		if err := f.Chmod(mode); err != nil {
			return fail(err)
		}
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(name)
		return "", err
	}
	return name, nil
}

// tempMode is the mode WriteTemp gives its file, and whether it must be
// set (a new file with a shared perm keeps what the umask left).
func tempMode(perm os.FileMode, old os.FileInfo) (os.FileMode, bool) {
	switch {
	case perm&0o077 == 0:
		return perm, true
	case old != nil:
		return old.Mode().Perm(), true
	}
	return 0, false
}

// SyncDir flushes a folder's entries (a rename) to disk where the system
// allows it; errors are ignored (Windows cannot sync a folder).
func SyncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

// RemoveStaleTemps deletes the temporary files (TempPrefix) a writer of
// target killed mid-write left beside it. Only the lock's holder writes
// them, and the caller holds the lock of target (filelock.Lock), so none
// of them is in use.
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
