package cmd

import (
	"context"
	"errors"
	"io"
	"os"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"

	"tabletop/cmd/cmdutil"
)

// leaving is cmdutil.Leaving for the commands still in this package,
// nil-safe as it is: a nil leaving never leaves.
type leaving struct{ l *cmdutil.Leaving }

// startLeaving catches the signals that leave until Stop
// (cmdutil.StartLeaving).
func startLeaving() *leaving { return &leaving{cmdutil.StartLeaving()} }

// newLeaving leaves at the signals sent on sigs, ending the process with
// exit when the command does not (cmdutil.NewLeaving).
func newLeaving(sigs <-chan os.Signal, exit func(code int)) *leaving {
	return &leaving{cmdutil.NewLeaving(sigs, exit)}
}

// of is the cmdutil.Leaving of l (nil for none).
func (l *leaving) of() *cmdutil.Leaving {
	if l == nil {
		return nil
	}
	return l.l
}

func (l *leaving) Stop()                        { l.of().Stop() }
func (l *leaving) OnForce(f func())             { l.of().OnForce(f) }
func (l *leaving) Context() context.Context     { return l.of().Context() }
func (l *leaving) Err() error                   { return l.of().Err() }
func (l *leaving) Signal() os.Signal            { return l.of().Signal() }
func (l *leaving) Reader(r io.Reader) io.Reader { return l.of().Reader(r) }
func (l *leaving) reader(r io.Reader) io.Reader { return l.of().Reader(r) }
func (l *leaving) interrupted(err error) error  { return l.of().Interrupted(err) }

// ExitInterrupted is the exit code of Ctrl-C: 128 + SIGINT's number.
const ExitInterrupted = cmdutil.ExitInterrupted

// errCtrlC is Ctrl-C pressed in a form (cmdutil.ErrCtrlC).
var errCtrlC = cmdutil.ErrCtrlC

// leaveSignals are the signals that leave an interactive command
// (cmdutil.LeaveSignals).
var leaveSignals = cmdutil.LeaveSignals

// signalCode is the exit code of leaving at s (cmdutil.SignalCode).
func signalCode(s os.Signal) int { return cmdutil.SignalCode(s) }

// isLeaving reports whether err is a command left by Ctrl-C or a signal.
func isLeaving(err error) bool { return cmdutil.IsLeaving(err) }

// runForm runs a huh form so that it leaves as every interactive command
// does: with the leaving context and without bubbletea's own signal
// handler (a SIGTERM would submit the form as it stands). Ctrl-C in the
// form is errCtrlC, a signal l.Err(); f's reader and writer are given
// again, as huh's WithProgramOptions replaces them.
func runForm(l *leaving, form *huh.Form, f formIO) error {
	form = form.WithProgramOptions(formOptions(f)...).
		WithAccessible(f.accessible).WithInput(f.in).WithOutput(f.out).WithKeyMap(formKeyMap(f.lang))
	err := form.RunWithContext(l.Context())
	if lerr := l.Err(); lerr != nil {
		return lerr
	}
	if errors.Is(err, huh.ErrUserAborted) {
		return errCtrlC
	}
	return err
}

// formOptions are the program options of a form run as f says.
func formOptions(f formIO) []tea.ProgramOption {
	opts := []tea.ProgramOption{tea.WithOutput(os.Stderr), tea.WithReportFocus(), tea.WithoutSignalHandler()}
	if f.alt {
		opts = append(opts, tea.WithAltScreen())
	}
	return opts
}
