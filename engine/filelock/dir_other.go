//go:build !unix

package filelock

import (
	"os"
	"path/filepath"
)

// tempDir is the lock folder when the user has no cache folder: one in
// the temporary folder, which is the user's own on Windows.
func tempDir() string { return filepath.Join(os.TempDir(), "tabletop-locks") }

// checkPrivate has nothing to check where folders have no Unix owner and
// mode.
func checkPrivate(string) error { return nil }
