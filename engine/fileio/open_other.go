//go:build !unix

package fileio

import "os"

// openReadFlags open a file for reading (Windows has no FIFO files).
const openReadFlags = os.O_RDONLY
