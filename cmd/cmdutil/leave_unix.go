//go:build unix

package cmdutil

import (
	"os"
	"syscall"
)

// LeaveSignals are the signals that leave an interactive command: Ctrl-C,
// kill's default and a closed terminal.
var LeaveSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// SignalCode is the exit code of leaving at s: 128 + its number.
func SignalCode(s os.Signal) int {
	if n, ok := s.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return ExitInterrupted
}
