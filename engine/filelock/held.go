package filelock

import (
	"errors"
	"sync"
)

// ErrHeldHere is Lock's refusal of a lock this process holds with TryLock
// (for a session): waiting for it would wait for ever (one file in two
// roles, such as a table journal that names itself as its pad).
var ErrHeldHere = errors.New("this run of tabletop already holds the lock")

// errBusyHere is claim's answer, without waiting, when another holder of
// this process has the lock.
var errBusyHere = errors.New("held by another holder of this process")

// A holder is a lock this process holds, or is taking.
type holder struct {
	session bool          // taken by TryLock: held for a while
	gone    chan struct{} // closed when it is let go
}

var (
	heldMu sync.Mutex
	held   = map[string]*holder{} // by lock path
)

// claim makes the caller this process's one holder of the lock at path,
// before it takes the lock itself: a writer (Lock: wait) waits for
// another writer of this process and is refused a session's lock
// (ErrHeldHere); TryLock (!wait) is told errBusyHere at once. release lets
// the claim go.
func claim(path string, wait bool) (release func(), err error) {
	for {
		heldMu.Lock()
		h := held[path]
		if h == nil {
			h = &holder{session: !wait, gone: make(chan struct{})}
			held[path] = h
			heldMu.Unlock()
			var once sync.Once
			return func() {
				once.Do(func() {
					heldMu.Lock()
					delete(held, path)
					heldMu.Unlock()
					close(h.gone)
				})
			}, nil
		}
		heldMu.Unlock()
		switch {
		case !wait:
			return nil, errBusyHere
		case h.session:
			return nil, ErrHeldHere
		}
		<-h.gone
	}
}
