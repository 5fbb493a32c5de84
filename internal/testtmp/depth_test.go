package testtmp

// Every test binary accepts -long (go test ./... -long): see
// internal/testdepth.
import _ "tabletop/internal/testdepth"
