//go:build unix

package atomicfile

import (
	"os"
	"os/signal"
	"syscall"
	"time"
)

// stopSignals are the signals that end a program by default and that a
// write holds back: Ctrl-C, kill's default and a closed terminal.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// redeliver gives a held signal its usual effect: the process ends as if
// it had arrived just now. The signal may reach another thread a moment
// later, so the process waits for it (and exits with the shell's code for
// that signal if it somehow survives).
func redeliver(s os.Signal) {
	sig, ok := s.(syscall.Signal)
	if !ok {
		return
	}
	signal.Reset(s)
	_ = syscall.Kill(os.Getpid(), sig)
	time.Sleep(2 * time.Second)
	os.Exit(128 + int(sig))
}
