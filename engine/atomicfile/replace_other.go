//go:build !windows

package atomicfile

import "os"

// ReplaceFile renames from over to, replacing to if it exists; on Unix
// rename(2) does this atomically. (The Windows version retries while the
// target is in use.)
func ReplaceFile(from, to string) error { return os.Rename(from, to) }
