package cmd

import (
	"os"
	"os/signal"
	"syscall"

	"tabletop/engine"
)

// leaveSignals end a table session on a terminal: Ctrl-C sent as a
// signal, kill's SIGTERM, and SIGHUP when the terminal is closed.
var leaveSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// onLeaveSignals calls leave with the exit code of a leave signal that
// arrives (128 + its number) until stop is called. Writes of the journal
// and the pad finish first: the signal is not redelivered after them
// (engine.WithSignalsHeld), leave decides.
func onLeaveSignals(leave func(code int)) (stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, leaveSignals...)
	engine.RedeliverHeldSignals = false
	done := make(chan struct{})
	go func() {
		select {
		case s := <-ch:
			leave(signalExitCode(s))
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
		engine.RedeliverHeldSignals = true
	}
}

// signalExitCode is the shell's exit code for a process ended by s.
func signalExitCode(s os.Signal) int {
	if n, ok := s.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return exitInterrupt
}
