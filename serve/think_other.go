//go:build !linux

package serve

// lowerThreadPriority does nothing where a thread has no priority of its
// own to lower.
func lowerThreadPriority(int) {}
