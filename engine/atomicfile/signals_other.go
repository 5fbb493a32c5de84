//go:build !unix

package atomicfile

import "os"

// stopSignals are the signals that end a program by default and that a
// write holds back: Ctrl-C.
var stopSignals = []os.Signal{os.Interrupt}

// redeliver gives a held signal its usual effect: the process ends, with
// the exit code shells give an interrupted program.
func redeliver(os.Signal) { os.Exit(130) }
