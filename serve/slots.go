package serve

import "sync"

// slots share a few searches at once (hints, or bots' moves) fairly
// between shares (an address, a table's opener): a slot that frees goes to
// the share that waits with the fewest searches running, and among those
// to the one served least recently; within a share, first come first
// served. So a share that asks without end (a flood of hints from one
// address) gets one turn in each round, and another share's request is
// served once the searches running and at most one turn of each other
// waiting share are done, never behind the whole flood.
type slots struct {
	mu      sync.Mutex
	free    int
	turn    uint64                // counts the slots given
	shares  map[string]*slotShare // shares that wait or run
	waiting int                   // requests waiting, all shares
}

// slotShare is one share's requests waiting, its searches running and
// when it was last given a slot.
type slotShare struct {
	queue   []chan struct{}
	running int
	last    uint64
}

func newSlots(n int) *slots {
	return &slots{free: max(n, 1), shares: map[string]*slotShare{}}
}

// take asks for a slot for share: the channel is closed once it is given
// (at once when one is free and no one waits). Each slot given is
// returned with release(share).
func (s *slots) take(share string) <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	sh := s.shares[share]
	if sh == nil {
		sh = &slotShare{}
		s.shares[share] = sh
	}
	ch := make(chan struct{})
	sh.queue = append(sh.queue, ch)
	s.waiting++
	s.give()
	return ch
}

// acquire waits for a slot for share.
func (s *slots) acquire(share string) { <-s.take(share) }

// release returns a slot share was given.
func (s *slots) release(share string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sh := s.shares[share]
	sh.running--
	s.free++
	if sh.running == 0 && len(sh.queue) == 0 {
		delete(s.shares, share)
	}
	s.give()
}

// give hands the free slots to the waiting requests, fairly (mu held).
func (s *slots) give() {
	for s.free > 0 && s.waiting > 0 {
		var next *slotShare
		for _, sh := range s.shares {
			if len(sh.queue) > 0 && (next == nil || sh.running < next.running ||
				sh.running == next.running && sh.last < next.last) {
				next = sh
			}
		}
		ch := next.queue[0]
		next.queue = next.queue[1:]
		next.running++
		s.turn++
		next.last = s.turn
		s.free--
		s.waiting--
		close(ch)
	}
}
