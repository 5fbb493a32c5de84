//go:build !unix

package signaltest

// Unignore does nothing where a program started does not inherit ignored
// signals as Unix-like systems do.
func Unignore() {}
