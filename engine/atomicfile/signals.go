package atomicfile

import (
	"os"
	"os/signal"
	"sync"
	"time"
)

// Signals and writes. Go's runtime ends a process at a signal nobody
// listens for in the thread that takes it, some time after it has seen
// that nobody listens: listening only while a write is in progress
// (signal.Notify, then Stop) lets a signal that came just before still end
// the process in the middle of the write that starts meanwhile, leaving
// its temporary file. So this package listens for the stop signals from
// the start of the program to its end, and gives a signal its usual effect
// itself: once no write is in progress, with no new write started
// meanwhile. A part of the program that handles a stop signal itself
// listens through Notify and Stop (never signal.Notify), which tell this
// package that the signal is handled elsewhere.

// held counts the writes in progress (WithSignalsHeld).
var held struct {
	sync.Mutex
	depth int
	// ending is a signal that ends the process once no write is in
	// progress (nil: none came).
	ending os.Signal
	// idle is signalled when depth falls to 0.
	idle *sync.Cond
}

// relay is what listens for the stop signals; its goroutine (watch) takes
// the signals and the changes of who else listens one at a time, so that
// each signal is judged by who listened when it came.
var relay struct {
	ch chan os.Signal
	// watched are the signals ch gets: the stop signals not ignored.
	watched []os.Signal
	reqs    chan func()
	// others counts, for each signal, the channels of the program's own
	// handlers (Notify) that get it; by are the signals of each channel.
	others map[os.Signal]int
	by     map[chan<- os.Signal][]os.Signal
}

func init() {
	held.idle = sync.NewCond(&held.Mutex)
	relay.ch = make(chan os.Signal, 8)
	relay.reqs = make(chan func())
	relay.others = map[os.Signal]int{}
	relay.by = map[chan<- os.Signal][]os.Signal{}
	for _, s := range stopSignals {
		if !signal.Ignored(s) { // signals the process ignores stay ignored
			relay.watched = append(relay.watched, s)
		}
	}
	if len(relay.watched) > 0 {
		signal.Notify(relay.ch, relay.watched...)
	}
	go watch()
}

func watch() {
	for {
		select {
		case s := <-relay.ch:
			stopAt(s)
		case req := <-relay.reqs:
			req()
		}
	}
}

// stopAt gives s its usual effect, unless a handler of the program's own
// gets it: the process ends now if no write is in progress, else as the
// last one returns (WithSignalsHeld).
func stopAt(s os.Signal) {
	if relay.others[s] > 0 {
		return
	}
	held.Lock()
	if held.ending == nil {
		held.ending = s
	}
	writing := held.depth > 0
	held.Unlock()
	if !writing {
		go func() {
			held.Lock()
			for held.depth > 0 {
				held.idle.Wait()
			}
			redeliver(held.ending) // with the lock held: no write starts
		}()
	}
}

// settle has every stop signal sent so far judged (stopAt) before it
// returns: it waits (up to a second) while the kernel holds one for a
// thread to take (pendingIn, where the system tells); signal.Stop waits
// until the signals the runtime took are on their channels, relay.ch
// among them; the relay's goroutine then takes those.
func settle() {
	if len(relay.watched) == 0 {
		return
	}
	for wait := time.Duration(0); wait < time.Second && pendingIn(relay.watched); wait += time.Millisecond {
		time.Sleep(time.Millisecond)
	}
	probe := make(chan os.Signal, 1)
	signal.Notify(probe, relay.watched...) // no change: relay.ch has them
	signal.Stop(probe)
	do(drain)
}

// drain judges the signals that came before a change of who listens.
func drain() {
	for {
		select {
		case s := <-relay.ch:
			stopAt(s)
		default:
			return
		}
	}
}

// Notify is signal.Notify for a part of the program that handles a stop
// signal (SIGINT, SIGTERM, SIGHUP; Ctrl-C on Windows) itself: until Stop(c),
// such a signal goes to c and no longer ends the process, even after a
// write in progress. A signal that came just before Notify may still end
// it, as it would have.
func Notify(c chan<- os.Signal, sigs ...os.Signal) {
	do(func() {
		signal.Notify(c, sigs...)
		drain()
		for _, s := range sigs {
			relay.others[s]++
		}
		relay.by[c] = append(relay.by[c], sigs...)
	})
}

// Stop is signal.Stop for a channel given to Notify: the signals go back
// to their usual effect.
func Stop(c chan<- os.Signal) {
	do(func() {
		drain()
		for _, s := range relay.by[c] {
			relay.others[s]--
		}
		delete(relay.by, c)
		signal.Stop(c)
	})
}

// do runs f on the relay's goroutine, between two signals.
func do(f func()) {
	done := make(chan struct{})
	relay.reqs <- func() { f(); close(done) }
	<-done
}

// WithSignalsHeld runs fn (a write to disk) with the stop signals (SIGINT,
// SIGTERM, SIGHUP; Ctrl-C on Windows) held back: one that arrives
// meanwhile takes effect once fn and any other held write have returned,
// so that a write is never cut short between its temporary file and its
// rename. Signals the process ignores stay ignored. Calls may nest and run
// in parallel.
func WithSignalsHeld(fn func() error) error {
	held.Lock()
	held.depth++
	held.Unlock()
	defer release()
	return fn()
}

// release ends a held write. The last one to end has the signals sent
// meanwhile judged first (settle), and ends the process at one of them.
func release() {
	for {
		held.Lock()
		if held.depth > 1 { // another write ends later
			held.depth--
			held.Unlock()
			return
		}
		held.Unlock()
		settle()
		held.Lock()
		if held.depth == 1 {
			held.depth = 0
			if held.ending != nil {
				redeliver(held.ending) // with the lock held: no write starts
			}
			held.idle.Broadcast()
			held.Unlock()
			return
		}
		held.Unlock() // a write started meanwhile
	}
}

// ExitAfterHeldWrites ends the process with code once no write held by
// WithSignalsHeld is in progress, and keeps new ones from starting
// meanwhile: a program that leaves on a signal from its own handler
// (Notify) never cuts a write short.
func ExitAfterHeldWrites(code int) {
	held.Lock()
	for held.depth > 0 {
		held.idle.Wait()
	}
	os.Exit(code) // with the lock held: no write starts
}
