package testwait

import (
	"fmt"
	"strings"
	"testing"
)

// TestBufferWaitsForAnotherGoroutine: WaitFor returns once another
// goroutine has written the text, and String holds every write.
func TestBufferWaitsForAnotherGoroutine(t *testing.T) {
	var b Buffer
	go func() {
		for i := range 100 {
			fmt.Fprintf(&b, "line %d\n", i)
		}
	}()
	b.WaitFor(t, "line 99\n")
	if n := strings.Count(b.String(), "\n"); n != 100 {
		t.Errorf("%d lines, want 100", n)
	}
}
