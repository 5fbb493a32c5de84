package serve

import (
	"net"
	"sync"
	"time"
)

// Failed codes are limited per address: freeTries wrong codes, then one
// more only after a wait that doubles with every further wrong code (from
// firstWait up to maxWait). A right code forgets the address's failures;
// so does maxWait without a failure.
const (
	freeTries = 5
	firstWait = 2 * time.Second
	maxWait   = 10 * time.Minute
	// maxTracked bounds the addresses remembered: beyond it the oldest
	// quiet ones are forgotten first.
	maxTracked = 10000
)

// limiter counts the wrong codes of every address.
type limiter struct {
	mu   sync.Mutex
	now  func() time.Time
	seen map[string]*failures
}

type failures struct {
	n     int       // wrong codes in a row
	last  time.Time // the last one
	until time.Time // no try is heard before
}

func newLimiter(now func() time.Time) *limiter {
	return &limiter{now: now, seen: map[string]*failures{}}
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

// allowed reports whether a code from addr may be tried now.
func (l *limiter) allowed(addr string) bool { return l.wait(addr) == 0 }

// wait is how long addr must wait before its next code is heard (0: it
// may try one now).
func (l *limiter) wait(addr string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	f := l.seen[addr]
	if f == nil {
		return 0
	}
	return max(f.until.Sub(l.now()), 0)
}

// failed notes a wrong code from addr and returns how long it must now
// wait before the next (0: none).
func (l *limiter) failed(addr string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	f := l.seen[addr]
	if f == nil || now.Sub(f.last) > maxWait {
		if len(l.seen) >= maxTracked {
			l.forgetOld(now)
		}
		f = &failures{}
		l.seen[addr] = f
	}
	f.n++
	f.last = now
	if f.n >= freeTries {
		wait := firstWait << min(f.n-freeTries, 20)
		f.until = now.Add(min(wait, maxWait))
	}
	return max(f.until.Sub(now), 0)
}

// succeeded forgets addr's wrong codes.
func (l *limiter) succeeded(addr string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.seen, addr)
}

// forgetOld drops the addresses quiet for maxWait, or, when there are
// none, half of them (the map's order), so that the table stays bounded.
func (l *limiter) forgetOld(now time.Time) {
	for a, f := range l.seen {
		if now.Sub(f.last) > maxWait {
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
