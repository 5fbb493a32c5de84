//go:build unix

package cmd

import (
	"os"
	"syscall"
)

// leaveSignals are the signals that leave an interactive command: Ctrl-C,
// kill's default and a closed terminal.
var leaveSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// signalCode is the exit code of leaving at s: 128 + its number.
func signalCode(s os.Signal) int {
	if n, ok := s.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return ExitInterrupted
}
