package cmdtest

import (
	"bytes"
	"errors"
	"testing"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
)

// WantUsage fails t unless the command line args gave a usage error (exit
// 2) saying message id of a catalogue ("cli.arg.table-players"; "": any
// message) without running the command.
func WantUsage(t testing.TB, args []string, err error, ran bool, id string) {
	t.Helper()
	var ie *i18n.Error
	if cmdutil.ExitCode(err) != cmdutil.ExitUsage || ran || id != "" && (!errors.As(err, &ie) || ie.Msg.ID != id) {
		t.Fatalf("%q: err %v (exit %d), ran %v; want a usage error %s", args, err, cmdutil.ExitCode(err), ran, id)
	}
}

// Captured runs the command build makes with args (cmdtest.Run), its runF
// keeping the options it is called with instead of running, and returns
// them (nil: runF not called), its output and what the command returned.
func Captured[O any](build func(runF func(*O) error) *cli.Command, args ...string) (*O, *bytes.Buffer, error) {
	var got *O
	var out bytes.Buffer
	err := Run(build(func(o *O) error { got = o; return nil }), &out, args...)
	return got, &out, err
}
