//go:build !unix

package atomicfile

import "os"

var stopSignals = []os.Signal{os.Interrupt}

// redeliver gives a held signal its usual effect: the process ends, with
// the exit code shells give an interrupted program.
func redeliver(os.Signal) { os.Exit(130) }
