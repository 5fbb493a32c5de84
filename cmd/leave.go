package cmd

import (
	"context"
	"io"
	"os"

	"github.com/charmbracelet/huh"

	"tabletop/cmd/cmdutil"
)

// leaving is cmdutil.Leaving for the commands still in this package,
// nil-safe as it is: a nil leaving never leaves.
type leaving struct{ l *cmdutil.Leaving }

// startLeaving catches the signals that leave until Stop
// (cmdutil.StartLeaving).
func startLeaving() *leaving { return &leaving{cmdutil.StartLeaving()} }

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

// isLeaving reports whether err is a command left by Ctrl-C or a signal.
func isLeaving(err error) bool { return cmdutil.IsLeaving(err) }

// runForm runs a huh form so that it leaves as every interactive command
// does (cmdutil.RunForm), with its key help in f's language.
func runForm(l *leaving, form *huh.Form, f formIO) error {
	return cmdutil.RunForm(l, form, cmdutil.FormIO{In: f.in, Out: f.out, Accessible: f.accessible, Keys: formKeyMap(f.lang), Alt: f.alt})
}
