//go:build !unix

package serve

// ignoreTerminalReads does nothing where a background read of the
// terminal stops no process.
func ignoreTerminalReads() {}
