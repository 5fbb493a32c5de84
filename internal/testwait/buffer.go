package testwait

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

// Buffer collects what one goroutine writes (a command's output, a
// server's host messages) while a test reads it from another.
type Buffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

// Write appends p.
func (s *Buffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// String returns everything written so far.
func (s *Buffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// WaitFor polls until the buffer holds text, failing t past Timeout.
func (s *Buffer) WaitFor(t testing.TB, text string) {
	t.Helper()
	deadline := time.Now().Add(Timeout())
	for !strings.Contains(s.String(), text) {
		if time.Now().After(deadline) {
			t.Fatalf("never saw %q:\n%s", text, s.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}
