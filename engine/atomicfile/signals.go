package atomicfile

import (
	"os"
	"os/signal"
	"sync"
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
	// idle is signalled when depth falls to 0.
	idle *sync.Cond
}

// relay is what listens for the stop signals; its goroutine (watch) takes
// the signals and the changes of who else listens one at a time, so that
// each signal is judged by who listened when it came.
var relay struct {
	ch   chan os.Signal
	reqs chan func()
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
			signal.Notify(relay.ch, s)
		}
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

// stopAt gives s its usual effect, ending the process once no write is in
// progress, unless a handler of the program's own gets it.
func stopAt(s os.Signal) {
	if relay.others[s] > 0 {
		return
	}
	go func() {
		held.Lock()
		for held.depth > 0 {
			held.idle.Wait()
		}
		redeliver(s) // with the lock held: no write starts
	}()
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
	defer func() {
		held.Lock()
		held.depth--
		if held.depth == 0 {
			held.idle.Broadcast()
		}
		held.Unlock()
	}()
	return fn()
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
