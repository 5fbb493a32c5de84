package cmd

import "os"

// onLeaveSignals calls leave with the exit code of a leave signal that
// arrives (128 + its number, leave_unix.go) until stop is called: the
// table screen and prompt leave through the same mechanism as every
// interactive command (leave.go), with the journal complete. Writes of the
// journal and the pad finish first (atomicfile.WithSignalsHeld); leave decides.
func onLeaveSignals(leave func(code int)) (stop func()) {
	l := startLeaving()
	done := make(chan struct{})
	go func() {
		select {
		case <-l.Context().Done():
			if sig := l.Signal(); sig != nil { // not Stop's cancel
				leave(signalExitCode(sig))
			}
		case <-done:
		}
	}()
	return func() {
		close(done)
		l.Stop()
	}
}

// signalExitCode is the shell's exit code for a process ended by s.
func signalExitCode(s os.Signal) int { return signalCode(s) }
