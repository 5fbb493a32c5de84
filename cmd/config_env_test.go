package cmd

import "os"

// The package's tests see no config file of the tester's: the built-in
// defaults only (config is read once per process).
func init() { os.Setenv("TABLETOP_CONFIG", "") }
