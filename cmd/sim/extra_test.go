package sim

import (
	"bytes"
	"sync"
	"testing"
)

// TestSimProgressQuietOnShortRuns: a run shorter than a second draws no
// bar, and updates from several workers at once are safe.
func TestSimProgressQuietOnShortRuns(t *testing.T) {
	var buf bytes.Buffer
	p := startProgress(&buf, 1000, "games", "games/s")
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < 1000; i += 2 {
				p.update(i + 1)
			}
		}()
	}
	wg.Wait()
	p.stop()
	if buf.Len() != 0 || p.done.Load() != 1000 {
		t.Fatalf("short run printed %q, done %d", buf.String(), p.done.Load())
	}
	var none *progress
	none.stop() // no bar: nothing to stop
}
