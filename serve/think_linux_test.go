package serve

import (
	"runtime"
	"syscall"
	"testing"
)

// A bot's search runs at a lower priority than the sessions (a higher
// nice value), on a thread of its own: the caller's is unchanged.
func TestAsideLowersTheSearchsPriority(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	nice := func() int {
		prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
		if err != nil {
			t.Fatal(err)
		}
		return 20 - prio
	}
	before := nice()
	if before >= 19 {
		t.Skip("already at the lowest priority")
	}
	var during int
	aside(func() { during = nice() })
	if want := min(before+botNice, 19); during != want || nice() != before {
		t.Fatalf("nice %d in the search (want %d), %d after (want %d)", during, want, nice(), before)
	}
}
