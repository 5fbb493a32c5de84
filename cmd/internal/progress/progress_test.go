package progress

import (
	"bytes"
	"sync"
	"testing"
)

// TestQuietOnShortRuns: a run shorter than a second draws no
// bar, and updates from several workers at once are safe.
func TestQuietOnShortRuns(t *testing.T) {
	var buf bytes.Buffer
	p := Start(&buf, 1000, "games", "games/s")
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < 1000; i += 2 {
				p.Update(i + 1)
			}
		}()
	}
	wg.Wait()
	p.Stop()
	if buf.Len() != 0 || p.done.Load() != 1000 {
		t.Fatalf("short run printed %q, done %d", buf.String(), p.done.Load())
	}
	var none *Bar
	none.Update(1)
	none.Stop() // no bar: nothing to stop
}
