//go:build !unix

package fileio

// StartFiles does nothing where file descriptors have no limit to check
// (see files_unix.go).
func StartFiles() error { return nil }

// fileLimit is the limit of open files: unknown here.
func fileLimit() int64 { return -1 }
