package atomicfile

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// pendingIn reports whether one of sigs was sent to the process and waits
// in the kernel for a thread to take it (ShdPnd in /proc/self/status).
// When that cannot be read it says no.
func pendingIn(sigs []os.Signal) bool {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return false
	}
	for line := range strings.Lines(string(data)) {
		hex, ok := strings.CutPrefix(line, "ShdPnd:")
		if !ok {
			continue
		}
		set, err := strconv.ParseUint(strings.TrimSpace(hex), 16, 64)
		if err != nil {
			return false
		}
		for _, s := range sigs {
			if n, ok := s.(syscall.Signal); ok && n >= 1 && n <= 64 && set&(1<<(n-1)) != 0 {
				return true
			}
		}
		return false
	}
	return false
}
