package serve

import (
	"fmt"
	"os"
	"runtime/debug"
	"testing"

	"tabletop/internal/locktest"
	_ "tabletop/internal/testtmp" // the tests' temporary files in memory
	"tabletop/internal/testwait"
)

// srcDir is the package's source folder, where the tests started.
var srcDir string

// TestMain runs the package's tests in a temporary folder: a table that
// stops saves its game as GAME-SEED.yaml in the current folder, as play
// does, and the tests must leave nothing in the source tree. No tabletop
// config file of the tester's is read. Most tests wait on connections and
// on the clock (a wrong code's wait, a bot's turn) more than they compute:
// unless -parallel is given, 8 parallel tests run at once, not one a core.
func TestMain(m *testing.M) {
	testwait.Parallel(8)
	// Whole games with small heaps: the collector runs a quarter as
	// often, for the tests' CPU.
	debug.SetGCPercent(400)
	var err error
	if srcDir, err = os.Getwd(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	dir, err := os.MkdirTemp("", "tabletop-serve-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := os.Chdir(dir); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("TABLETOP_CONFIG", "")
	cleanup := locktest.Use()
	code := m.Run()
	cleanup()
	os.RemoveAll(dir)
	os.Exit(code)
}
