// Package locktest gives a test binary, and every process it starts, a
// lock folder of its own (filelock.DirEnv), so that tests leave no lock
// in the tester's cache folder.
package locktest

import (
	"fmt"
	"os"
	"testing"

	"tabletop/engine/filelock"
)

// ownEnv names the lock folder a test binary made, in its environment and
// so in that of the processes it starts: a test binary started by another
// (to be killed, or to hold a lock) shares its folder, and its locks.
const ownEnv = "TABLETOP_LOCKTEST_DIR"

// Use sets the lock folder to a new temporary folder for this process and
// the processes it starts, and returns the function that removes it (at
// the end of TestMain). A test binary started by another keeps the
// folder of the one that started it, and leaves it to that one to remove.
func Use() (cleanup func()) {
	if dir := os.Getenv(ownEnv); dir != "" && os.Getenv(filelock.DirEnv) == dir {
		return func() {}
	}
	dir, err := os.MkdirTemp("", "tabletop-locks-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv(filelock.DirEnv, dir)
	os.Setenv(ownEnv, dir)
	return func() { os.RemoveAll(dir) }
}

// Main is a TestMain that runs the tests with a lock folder of their own
// (Use).
func Main(m *testing.M) {
	cleanup := Use()
	code := m.Run()
	cleanup()
	os.Exit(code)
}
