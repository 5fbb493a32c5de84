//go:build !unix

package cmd

// ignoreTerminalReads does nothing where a background read of the
// terminal stops no process.
func ignoreTerminalReads() {}
