//go:build !unix

package cmdutil

import "os"

// LeaveSignals are the signals that leave an interactive command: Ctrl-C
// (Windows has no SIGTERM or SIGHUP to catch).
var LeaveSignals = []os.Signal{os.Interrupt}

// SignalCode is the exit code of leaving at s: Ctrl-C's, 130.
func SignalCode(os.Signal) int { return ExitInterrupted }
