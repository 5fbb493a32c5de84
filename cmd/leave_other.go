//go:build !unix

package cmd

import "os"

// leaveSignals are the signals that leave an interactive command: Ctrl-C
// (Windows has no SIGTERM or SIGHUP to catch).
var leaveSignals = []os.Signal{os.Interrupt}

// signalCode is the exit code of leaving at s: Ctrl-C's, 130.
func signalCode(os.Signal) int { return ExitInterrupted }
