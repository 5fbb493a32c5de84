//go:build !linux

package atomicfile

import "os"

// pendingIn reports whether one of sigs waits in the kernel for a thread
// to take it: this system does not tell, so it says no.
func pendingIn([]os.Signal) bool { return false }
