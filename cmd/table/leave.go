package table

import "tabletop/cmd/cmdutil"

// onLeaveSignals calls leave with the exit code of a leave signal that
// arrives (128 + its number) until stop is called, the signals caught by
// start (nil: none): the table screen and prompt leave through the same
// mechanism as every interactive command (cmdutil.Leaving), with the journal
// complete. Writes of the journal and the pad finish first
// (atomicfile.WithSignalsHeld); leave decides.
func onLeaveSignals(start func() cmdutil.GameLeaver, leave func(code int)) (stop func()) {
	if start == nil {
		return func() {}
	}
	l := start()
	done := make(chan struct{})
	go func() {
		select {
		case <-l.Context().Done():
			if err := l.Err(); err != nil { // a signal, not Stop's cancel
				leave(cmdutil.ExitCode(err))
			}
		case <-done:
		}
	}()
	return func() {
		close(done)
		l.Stop()
	}
}
