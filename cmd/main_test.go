package cmd

import (
	"runtime/debug"
	"testing"

	"tabletop/internal/locktest"
)

// TestMain runs the tests with the collector running a quarter as often:
// they play many short games with small heaps, and collecting less saves
// a tenth of their CPU.
func TestMain(m *testing.M) {
	debug.SetGCPercent(400)
	locktest.Main(m) // a lock folder of the tests' own
}
