package serve

import (
	"net"
	"sync"
	"time"
)

// Codes are guessed slower than a game lasts, and a person with the right
// code always gets in (issue 28.3, 28.8):
//
//   - Per address: Config.CodeTries wrong codes are free; after them the
//     address's next code (right or wrong: the answer tells nothing sooner)
//     is checked only after a wait, firstWait doubled with every further
//     wrong code up to maxWait. A code typed before its turn is held until
//     then when that is at most maxHold away, else refused with the wait
//     told; a right code is let in at its turn. Nothing clears an
//     address's wrong codes but time: maxWait after the last.
//   - Across all addresses: beyond Config.CodeBudget wrong codes a minute,
//     no address has free tries (its first wrong code makes it wait). A
//     right code is never refused for others' wrong codes.
//   - Per seat: every Config.CodeAlarm wrong codes for one seat the host is
//     told, and may give the seat a new code (Console).
const (
	firstWait = 2 * time.Second
	maxWait   = 10 * time.Minute
	// maxHold is the longest a code typed before its turn is held: a
	// connection has longer than that to log in.
	maxHold = 10 * time.Second
	// maxTracked bounds the addresses remembered: beyond it the oldest
	// quiet ones are forgotten first.
	maxTracked = 10000
)

// The defaults of Config's code limits.
const (
	DefaultCodeTries  = 5
	DefaultCodeBudget = 60
	DefaultCodeAlarm  = 10
)

// limiter counts the wrong codes of every address, and of all.
type limiter struct {
	mu     sync.Mutex
	now    func() time.Time
	tries  int     // free wrong codes per address
	budget float64 // wrong codes a minute, from all addresses
	left   float64 // of the budget, now
	filled time.Time
	seen   map[string]*failures
}

type failures struct {
	n    int       // wrong codes
	last time.Time // the last one
	next time.Time // no code is checked before
}

func newLimiter(now func() time.Time, tries, budget int) *limiter {
	return &limiter{now: now, tries: tries, budget: float64(budget), left: float64(budget), seen: map[string]*failures{}}
}

// host is the address without its port.
func host(addr net.Addr) string {
	if addr == nil {
		return ""
	}
	h, _, err := net.SplitHostPort(addr.String())
	if err != nil {
		return addr.String()
	}
	return h
}

// turn is a check booked by book.
type turn struct {
	addr string
	// next, when set, is the turn after this one, booked with it: it is
	// given back when this code is right and no one booked after it.
	at, next time.Time
}

// state is addr's failures, nil when there are none to remember (mu held).
func (l *limiter) state(addr string, now time.Time) *failures {
	f := l.seen[addr]
	if f != nil && now.Sub(f.last) > maxWait && !f.next.After(now) {
		delete(l.seen, addr)
		return nil
	}
	return f
}

// wait is how long addr must wait before its next code is checked (0: it
// may try one now).
func (l *limiter) wait(addr string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if f := l.state(addr, now); f != nil {
		return max(f.next.Sub(now), 0)
	}
	return 0
}

// book books addr's next check: it may be made after wait. When that is
// longer than most, nothing is booked (ok false): the person is told the
// wait.
func (l *limiter) book(addr string, most time.Duration) (t turn, wait time.Duration, ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	f := l.state(addr, now)
	if f == nil || !f.next.After(now) {
		return turn{addr: addr, at: now}, 0, true
	}
	wait = f.next.Sub(now)
	if wait > most {
		return turn{}, wait, false
	}
	// The turn after this one is as far as a wrong code now would put it,
	// so that codes held together are checked one wait apart.
	t = turn{addr: addr, at: f.next}
	f.next = f.next.Add(l.waitAfter(f.n+1, l.tries))
	t.next = f.next
	return t, wait, true
}

// check checks a code at its turn t: right reports whether it is right.
// A wrong code is counted for its address and in the budget; wait is how
// long the address must then wait before its next code. again is true
// when the turn was taken meanwhile (by a wrong code from the same
// address): nothing was checked, book again.
func (l *limiter) check(t turn, right func() bool) (ok bool, wait time.Duration, again bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	f := l.state(t.addr, now)
	if t.next.IsZero() && f != nil && f.next.After(now) {
		return false, 0, true
	}
	if right() {
		if f != nil && !t.next.IsZero() && f.next.Equal(t.next) {
			f.next = t.at
		}
		return true, 0, false
	}
	if f == nil {
		if len(l.seen) >= maxTracked {
			l.forgetOld(now)
		}
		f = &failures{}
		l.seen[t.addr] = f
	}
	f.n++
	f.last = now
	free := l.tries
	if !l.spend(now) {
		free = 1
	}
	if f.n >= free {
		if next := now.Add(l.waitAfter(f.n, free)); next.After(f.next) {
			f.next = next
		}
	}
	return false, max(f.next.Sub(now), 0), false
}

// waitAfter is the wait after an address's n-th wrong code when free of
// them are free.
func (l *limiter) waitAfter(n, free int) time.Duration {
	if n < free {
		return 0
	}
	return min(firstWait<<min(n-free, 20), maxWait)
}

// spend takes a wrong code from the budget, refilled continuously; it
// reports whether there was one left.
func (l *limiter) spend(now time.Time) bool {
	if !l.filled.IsZero() {
		l.left = min(l.budget, l.left+l.budget*float64(now.Sub(l.filled))/float64(time.Minute))
	}
	l.filled = now
	if l.left < 1 {
		return false
	}
	l.left--
	return true
}

// forgetOld drops the addresses quiet for maxWait, or, when there are
// none, half of them (the map's order), so that the table stays bounded.
func (l *limiter) forgetOld(now time.Time) {
	for a, f := range l.seen {
		if now.Sub(f.last) > maxWait && !f.next.After(now) {
			delete(l.seen, a)
		}
	}
	for a := range l.seen {
		if len(l.seen) < maxTracked/2 {
			break
		}
		delete(l.seen, a)
	}
}

// inputBucket paces the lines a session may send: burst at once, then
// one every inputEvery; a faster sender is made to wait (its lines are
// read later), so that no line is lost.
type inputBucket struct {
	tokens float64
	last   time.Time
}

const (
	inputBurst = 50
	inputEvery = 10 * time.Millisecond
)

// take takes a token at now and returns how long to wait before the line
// may be heard (0: at once).
func (b *inputBucket) take(now time.Time) time.Duration {
	if b.last.IsZero() {
		b.tokens = inputBurst
	} else {
		b.tokens = min(inputBurst, b.tokens+float64(now.Sub(b.last))/float64(inputEvery))
	}
	b.last = now
	b.tokens--
	if b.tokens >= 0 {
		return 0
	}
	return time.Duration(-b.tokens * float64(inputEvery))
}
