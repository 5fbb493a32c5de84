package cmdutil

import (
	"errors"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Exit codes (CLI.md).
const (
	ExitOK      = 0
	ExitVerdict = 1 // a rules verdict against the input
	ExitUsage   = 2 // bad input or usage
)

// ExitError carries an exit code with its message.
type ExitError struct {
	Code int
	Err  error
}

func (e *ExitError) Error() string { return e.Err.Error() }
func (e *ExitError) Unwrap() error { return e.Err }

// UsageError is err as bad input or usage: exit 2.
func UsageError(err error) error { return &ExitError{Code: ExitUsage, Err: err} }

// VerdictError is a rules verdict against the input: exit 1.
func VerdictError(err error) error { return &ExitError{Code: ExitVerdict, Err: err} }

// LogVerdict is err, of replaying a game log (engine.Replay), with
// replay's exit code: a move or record that does not replay
// (*engine.ReplayError) is a verdict on the log (1), whatever refused it;
// anything else (a set-up that cannot be built) is as it is (bad input,
// 2). Nil stays nil.
func LogVerdict(err error) error {
	var re *engine.ReplayError
	if errors.As(err, &re) {
		return VerdictError(err)
	}
	return err
}

// CLIError is an error saying message id of the commands' catalogue
// (cmd/locales/cli.LANG.yaml) with args, told in the person's language at
// the edge; an argument "Err" that is an error is also what it wraps.
func CLIError(id string, args i18n.Args) error { return i18n.NewError("cli."+id, args) }

// ErrSilent ends a command with its exit code already decided and nothing
// more to print.
var ErrSilent = errors.New("")

// ExitCode maps an error to the process exit code: explicit codes first,
// then rule errors (1) and everything else (2: bad input).
func ExitCode(err error) int {
	if err == nil {
		return ExitOK
	}
	var ee *ExitError
	if errors.As(err, &ee) {
		return ee.Code
	}
	var pe *engine.ParseError
	if errors.As(err, &pe) {
		return ExitUsage
	}
	if _, ok := engine.AsRuleError(err); ok {
		return ExitVerdict
	}
	if errors.Is(err, engine.ErrResultMismatch) {
		return ExitVerdict
	}
	return ExitUsage
}

// ExitInterrupted is the exit code of Ctrl-C: 128 + SIGINT's number.
const ExitInterrupted = 130

// ErrLeft is a command left by Ctrl-C or a signal: it has said what it
// saved, so nothing more is printed.
var ErrLeft = errors.New("")

// ErrCtrlC is Ctrl-C pressed in a form or on a key prompt (a key in raw
// mode, not a signal).
var ErrCtrlC error = &ExitError{Code: ExitInterrupted, Err: ErrLeft}

// IsLeaving reports whether err is a command left by Ctrl-C or a signal.
func IsLeaving(err error) bool {
	var ee *ExitError
	return errors.As(err, &ee) && ee.Code > 128
}
