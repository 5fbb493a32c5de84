//go:build !linux

package testtmp

// memDir returns "": only Linux has a memory file system where anyone
// may write (/dev/shm); elsewhere the system's temporary folder is kept.
func memDir() string { return "" }
