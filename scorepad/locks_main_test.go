package scorepad

import (
	"testing"

	"tabletop/internal/locktest"
)

// TestMain runs the tests with a lock folder of their own
// (internal/locktest), not the tester's cache folder.
func TestMain(m *testing.M) { locktest.Main(m) }
