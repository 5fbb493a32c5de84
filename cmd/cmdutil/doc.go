// Package cmdutil is what every command of tabletop's command line shares:
// the factory a command is built from (its streams, its language and what
// it needs from the application), the exit codes and errors a command
// returns, and the helpers that print its results (JSON, styles, wrapped
// text). A command lives in its own package under cmd (cmd/validate, …)
// with a NewCmdX(f, runF) constructor; package cmd registers them.
package cmdutil
