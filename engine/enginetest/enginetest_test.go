package enginetest

import (
	"sync"
	"testing"
)

var sink []byte

// CodeAllocsPerRun counts the code's allocations exactly, and the same
// number every time for code that starts goroutines and waits for them
// (the runtime's own allocations for them left out: issue 19, D15).
func TestCodeAllocsPerRun(t *testing.T) {
	if got := CodeAllocsPerRun(5, func() { sink = make([]byte, 100) }); got != 1 {
		t.Errorf("one allocation a run counted %v", got)
	}
	if got := CodeAllocsPerRun(5, func() {}); got != 0 {
		t.Errorf("no allocation counted %v", got)
	}
	spawn := func() {
		var wg sync.WaitGroup
		ch := make(chan int)
		for i := range 8 {
			wg.Go(func() { ch <- i })
		}
		for range 8 {
			<-ch
		}
		wg.Wait()
	}
	first := CodeAllocsPerRun(3, spawn)
	for range 10 {
		if got := CodeAllocsPerRun(3, spawn); got != first {
			t.Fatalf("goroutines: %v allocations, then %v", first, got)
		}
	}
}
