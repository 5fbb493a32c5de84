package filelock

import (
	"path/filepath"
	"testing"
)

// TryLock is refused while the lock is held and free once released.
func TestTryLock(t *testing.T) {
	file := filepath.Join(t.TempDir(), "j.yaml")
	unlock, held, err := TryLock(file)
	if err != nil || held {
		t.Fatalf("first TryLock: held %v, %v", held, err)
	}
	if _, held, err := TryLock(file); err != nil || !held {
		t.Fatalf("second TryLock while held: held %v, %v", held, err)
	}
	unlock()
	unlock, held, err = TryLock(file)
	if err != nil || held {
		t.Fatalf("TryLock after release: held %v, %v", held, err)
	}
	unlock()
}
