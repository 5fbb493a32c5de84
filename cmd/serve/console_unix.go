//go:build unix

package serve

import (
	"os/signal"
	"syscall"
)

// ignoreTerminalReads keeps a read of the terminal from stopping serve when
// it runs in the background (SIGTTIN): the read fails instead, and serve's
// console ends.
func ignoreTerminalReads() { signal.Ignore(syscall.SIGTTIN) }
