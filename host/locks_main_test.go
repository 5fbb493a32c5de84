package host

import (
	"os"
	"testing"

	"tabletop/internal/locktest"
)

// TestMain runs the tests with a lock folder of their own
// (internal/locktest), not the tester's cache folder.
func TestMain(m *testing.M) {
	cleanup := locktest.Use()
	code := m.Run()
	cleanup()
	os.Exit(code)
}
