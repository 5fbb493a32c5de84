//go:build unix

package fileio

import (
	"os"
	"testing"

	"tabletop/internal/locktest"
	"tabletop/internal/signaltest"
)

func TestMain(m *testing.M) {
	signaltest.Writer(func(target string) error {
		if err := CheckWritable(target); err != nil {
			return err
		}
		if err := WriteFileLocked(target, []byte("round: 1\n"), 0o666); err != nil {
			return err
		}
		return WriteFileAtomic(target, []byte("round: 2\n"), 0o666)
	})
	cleanup := locktest.Use()
	code := m.Run()
	cleanup()
	os.Exit(code)
}

// A writer that checks that it can write a file (CheckWritable), writes it
// under its lock (WriteFileLocked) and without (WriteFileAtomic), again
// and again, stopped by SIGINT, SIGTERM or SIGHUP at random moments, ends
// by the signal and never leaves a temporary file, or a lock, beside the
// file.
func TestWritesLeaveNoTempAtSignals(t *testing.T) {
	signaltest.Stop(t, 25)
}
