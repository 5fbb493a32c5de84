// Package testdepth is the one depth switch of the module's tests. Every
// package with tests imports it, so that every test binary accepts -long
// and `go test ./... -long` runs each package's full sweeps (more seeds,
// more option sets, kills by the hundred); the environment variable
// TABLETOP_TEST_LONG=1 asks for the same. The default sweeps are smaller
// and check the same things.
package testdepth

import (
	"flag"
	"os"
)

// EnvVar names the environment variable that asks for the full sweeps
// when set to 1, as -long does.
const EnvVar = "TABLETOP_TEST_LONG"

// long is the -long flag, registered in every test binary that imports
// this package.
var long = flag.Bool("long", false, "run the tests' full sweeps (as "+EnvVar+"=1 does)")

// Long reports whether the tests run their full sweeps: -long was given,
// or $TABLETOP_TEST_LONG is 1. Call it from a test, after the flags are
// parsed.
func Long() bool { return *long || os.Getenv(EnvVar) == "1" }

// Sweep is long when the tests run their full sweeps, else short: the
// size of a sweep (seeds, games, kills), or anything else that grows
// with -long.
func Sweep[T any](short, long T) T {
	if Long() {
		return long
	}
	return short
}
