package atomicfile

import (
	"os"
	"os/signal"
	"sync"
)

// RedeliverHeldSignals says whether a signal held during a write ends the
// program once the write is done (the default: the program had no handler
// of its own, so the signal would have ended it). A program that handles
// SIGINT or SIGTERM itself (signal.NotifyContext) sets it to false: its
// own channel gets the signal as well, and it decides what to do.
var RedeliverHeldSignals = true

// held counts the writes in progress that hold SIGINT and SIGTERM.
var held struct {
	sync.Mutex
	depth int
	ch    chan os.Signal
	// idle is signalled when depth falls to 0 (ExitAfterHeldWrites).
	idle *sync.Cond
}

func init() { held.idle = sync.NewCond(&held.Mutex) }

// WithSignalsHeld runs fn (a write to disk) with SIGINT and SIGTERM (Ctrl-C
// on Windows) held back: one that arrives meanwhile takes effect once fn
// and any other held write have returned, so that a write is never cut
// short between its temporary file and its rename. Signals the process
// ignores stay ignored. Calls may nest and run in parallel.
func WithSignalsHeld(fn func() error) error {
	held.Lock()
	if held.depth == 0 {
		held.ch = make(chan os.Signal, 1)
		for _, s := range stopSignals {
			if !signal.Ignored(s) {
				signal.Notify(held.ch, s)
			}
		}
	}
	held.depth++
	held.Unlock()
	defer func() {
		held.Lock()
		defer held.Unlock()
		held.depth--
		if held.depth > 0 {
			return
		}
		held.idle.Broadcast()
		signal.Stop(held.ch)
		select {
		case s := <-held.ch:
			if RedeliverHeldSignals {
				redeliver(s)
			}
		default:
		}
	}()
	return fn()
}

// ExitAfterHeldWrites ends the process with code once no write held by
// WithSignalsHeld is in progress, and keeps new ones from starting
// meanwhile: a program that leaves on a signal from its own handler
// (RedeliverHeldSignals false) never cuts a write short.
func ExitAfterHeldWrites(code int) {
	held.Lock()
	for held.depth > 0 {
		held.idle.Wait()
	}
	os.Exit(code)
}
