package serve

import "syscall"

// lowerThreadPriority raises the nice value of the calling OS thread by
// n (Linux gives each thread its own); a refusal leaves it as it is.
func lowerThreadPriority(n int) {
	tid := syscall.Gettid()
	if prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, tid); err == nil {
		// The raw system call returns 20 - nice.
		syscall.Setpriority(syscall.PRIO_PROCESS, tid, min(20-prio+n, 19))
	}
}
