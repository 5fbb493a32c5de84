package engine

import (
	"os"
	"path/filepath"
)

// WriteFileAtomic replaces path with data so that a crash leaves either the
// old file or the new one, never half of one: write a temporary file in the
// same folder, sync it, rename it over path (ReplaceFile), sync the folder
// where the system allows it. Works on Linux, macOS and Windows. Errors are
// the operating system's, for the caller to wrap.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	defer os.Remove(name) // no-op once renamed
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := ReplaceFile(name, path); err != nil {
		return err
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}
