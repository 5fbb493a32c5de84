// Package testtmp puts a test binary's temporary files (t.TempDir,
// os.MkdirTemp, os.CreateTemp, and those of the processes the tests start)
// in memory where the system offers a memory file system with room, in
// which programs may run, by setting TMPDIR as the binary starts. tabletop
// syncs every file it writes and the folder it renames it in: on a disk
// that costs milliseconds a write (6.6 ms on an ext4 virtual disk, 40 µs
// on tmpfs), which the tests that play whole games or write in a loop wait
// for thousands of times. What the tests check does not change: the
// writes, syncs, renames, locks and permissions are the same calls, on
// another file system. A TMPDIR the tester set is kept.
//
// A package whose tests write through tabletop's atomic writes imports it
// in a test file: import _ "tabletop/internal/testtmp".
package testtmp

import "os"

// MinFree is the room a memory file system needs to be used: the tests
// write little, but must never be the ones to fill it.
const MinFree = 1 << 30

func init() {
	if dir, ok := choose(os.Getenv("TMPDIR"), memDir()); ok {
		os.Setenv("TMPDIR", dir)
	}
}

// choose returns the folder to set TMPDIR to, given the TMPDIR the binary
// was started with and the memory file system's folder ("": none): none
// (false) when TMPDIR is set or no memory file system has room.
func choose(tmpdir, mem string) (string, bool) {
	if tmpdir != "" || mem == "" {
		return "", false
	}
	return mem, true
}
