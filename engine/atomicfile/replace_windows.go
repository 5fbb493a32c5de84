//go:build windows

package atomicfile

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// errorSharingViolation is Windows' ERROR_SHARING_VIOLATION.
const errorSharingViolation syscall.Errno = 32

// ReplaceFile renames from over to, replacing to if it exists. On Windows
// os.Rename does replace an existing file (MoveFileEx with
// MOVEFILE_REPLACE_EXISTING), but it fails while another process has the
// target open without delete sharing (someone reading the pad at that
// moment, a virus scanner); such a failure is retried for about two
// seconds before it is returned.
func ReplaceFile(from, to string) error {
	var err error
	for range 40 {
		err = os.Rename(from, to)
		if err == nil || !busy(err) {
			return err
		}
		time.Sleep(50 * time.Millisecond)
	}
	return err
}

// busy reports whether err is Windows saying the file is in use.
func busy(err error) bool {
	var errno syscall.Errno
	return errors.As(err, &errno) && (errno == syscall.ERROR_ACCESS_DENIED || errno == errorSharingViolation)
}
