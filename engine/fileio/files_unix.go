//go:build unix

package fileio

import (
	"errors"
	"syscall"
	"tabletop/engine/i18n"
	"time"
)

// pollerFiles is how many file descriptors the Go runtime's poller takes
// when it starts (an epoll or kqueue descriptor, and one to wake it).
const pollerFiles = 2

// StartFiles starts the Go runtime's poller of file descriptors now,
// while the process holds almost none: the runtime starts it with the
// first file opened (or timer set), and when the limit of open files
// (ulimit -n) leaves no descriptor for it then, the process dies with a
// runtime dump (issue 19, D13). With fewer than pollerFiles descriptors
// free it returns an error naming the limit instead; any later failure
// to open a file is an ordinary error (OSReason names the limit).
func StartFiles() error {
	var fds []int
	var err error
	for range pollerFiles {
		var fd int
		if fd, err = syscall.Open("/", syscall.O_RDONLY|syscall.O_CLOEXEC, 0); err != nil {
			break
		}
		fds = append(fds, fd)
	}
	for _, fd := range fds {
		syscall.Close(fd)
	}
	if errors.Is(err, syscall.EMFILE) {
		return i18n.NewError("engine.error.too-few-files", i18n.Args{"Limit": fileLimit()})
	}
	// Setting a timer starts the poller, which timers rely on (another
	// failure to open "/" is not the limit's: the poller may start).
	time.AfterFunc(time.Hour, func() {}).Stop()
	return nil
}

// fileLimit is the limit of open files (ulimit -n), -1 when unknown.
func fileLimit() int64 {
	var l syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l) != nil || l.Cur > 1<<40 {
		return -1
	}
	return int64(l.Cur)
}
