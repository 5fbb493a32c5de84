package fileio

import (
	// Every test binary accepts -long (go test ./... -long): see
	// internal/testdepth.
	_ "tabletop/internal/testdepth"
	// The tests' temporary files are in memory: see internal/testtmp.
	_ "tabletop/internal/testtmp"
)
