package filelock

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// DirEnv names the environment variable that, when set, is the lock
// folder (Dir) instead of the user's cache folder: for tests, or a user
// whose cache folder is not where locks should be.
const DirEnv = "TABLETOP_LOCK_DIR"

// Dir is the folder of the locks, made (0700) when missing:
// $TABLETOP_LOCK_DIR when set, else tabletop/locks in the user's cache
// folder (os.UserCacheDir: $XDG_CACHE_HOME or ~/.cache on Linux,
// ~/Library/Caches on macOS, %LocalAppData% on Windows), else, when there
// is none or it cannot be made (no home folder, or a read-only one), a
// folder of the user's own in the system's temporary folder
// (tabletop-locks-UID on Unix-like systems, which must be the user's and
// closed to others; tabletop-locks on Windows, whose temporary folder is
// the user's). The error says why no folder could be made.
func Dir() (string, error) {
	if d := os.Getenv(DirEnv); d != "" {
		if abs, err := filepath.Abs(d); err == nil {
			d = abs
		}
		return d, os.MkdirAll(d, 0o700)
	}
	if c, err := os.UserCacheDir(); err == nil {
		dir := filepath.Join(c, "tabletop", "locks")
		if os.MkdirAll(dir, 0o700) == nil {
			return dir, nil
		}
	}
	dir := tempDir()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return dir, err
	}
	return dir, checkPrivate(dir)
}

// Path is the lock of the file at target, in the lock folder (Dir): named
// from target's absolute path, cleaned, with its symbolic links resolved
// (those of its folder when the file is not there yet), as the file's
// name with unusual characters replaced and a hash of the whole path
// (night.yaml-0123456789abcdef.lock), so that two spellings of one file
// share one lock. On Windows and macOS, whose file names ignore case by
// default, the path is compared without case. The lock stays on disk:
// removing it while a writer may hold it would let two writers lock
// different files.
func Path(target string) string {
	dir, _ := Dir()
	return filepath.Join(dir, name(target))
}

// name is the name of target's lock in the lock folder (Path).
func name(target string) string {
	key := canonical(target)
	sum := sha256.Sum256([]byte(key))
	return stem(filepath.Base(key)) + "-" + hex.EncodeToString(sum[:8]) + ".lock"
}

// canonical is the absolute path of target that Path names its lock from.
func canonical(target string) string {
	abs, err := filepath.Abs(target)
	if err != nil {
		abs = filepath.Clean(target)
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	} else if dir, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		abs = filepath.Join(dir, filepath.Base(abs))
	}
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		abs = strings.ToLower(abs)
	}
	return abs
}

// maxStem is the most bytes of a file's name a lock's name keeps.
const maxStem = 40

// stem is name as a lock's name shows it: letters, digits, '.', '-' and
// '_' kept, anything else '_', at most maxStem bytes.
func stem(name string) string {
	b := []byte(name)
	if len(b) > maxStem {
		b = b[:maxStem]
	}
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
			b[i] = '_'
		}
	}
	return string(b)
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
