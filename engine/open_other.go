//go:build !unix

package engine

import "os"

// openReadFlags open a file for reading (Windows has no FIFO files).
const openReadFlags = os.O_RDONLY
