//go:build unix

package fileio

import (
	"os"
	"syscall"
)

// openReadFlags open a file for reading without waiting: a FIFO with no
// writer would otherwise block the open forever.
const openReadFlags = os.O_RDONLY | syscall.O_NONBLOCK
