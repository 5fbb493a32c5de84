package fileio

import (
	"os"
	"path/filepath"
)

// SameFile reports whether paths a and b name one file: the same path
// once made absolute, or, when both are there, the same file by the
// system (a link, another spelling).
func SameFile(a, b string) bool {
	absA, errA := filepath.Abs(a)
	absB, errB := filepath.Abs(b)
	if errA == nil && errB == nil && absA == absB {
		return true
	}
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(sa, sb)
}

// RelativeTo is target (a path from the current folder) as the file at
// file records it: from file's folder, with forward slashes, so that the
// two may move together. An absolute path stays absolute, and so does one
// that cannot be made relative (another drive on Windows).
func RelativeTo(file, target string) string {
	if target == "" || filepath.IsAbs(target) {
		return target
	}
	dir, err1 := filepath.Abs(filepath.Dir(file))
	abs, err2 := filepath.Abs(target)
	if err1 != nil || err2 != nil {
		return filepath.ToSlash(target)
	}
	if rel, err := filepath.Rel(dir, abs); err == nil {
		return filepath.ToSlash(rel)
	}
	return abs
}

// FromFile is a path the file at file records (RelativeTo) as a path from
// the current folder: resolved next to file unless it is absolute.
func FromFile(file, recorded string) string {
	if recorded == "" || filepath.IsAbs(recorded) {
		return recorded
	}
	return filepath.Join(filepath.Dir(file), filepath.FromSlash(recorded))
}
