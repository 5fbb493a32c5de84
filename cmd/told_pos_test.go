package cmd

import (
	"errors"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
)

// A usage error told from the commands' catalogue keeps exit code 2 and
// wraps its Err argument.
func TestUsageMsg(t *testing.T) {
	inner := i18n.NewError("engine.refuse.no-seat", i18n.Args{"Seat": 7})
	err := cmdutil.UsageError(cmdutil.CLIError("table-error.reading", i18n.Args{"Err": inner}))
	if cmdutil.ExitCode(err) != cmdutil.ExitUsage {
		t.Errorf("exit %d", cmdutil.ExitCode(err))
	}
	if !errors.Is(err, inner) {
		t.Error("does not wrap its Err")
	}
	if got, want := err.Error(), "reading the table's lines: seat 7 is not at this table"; got != want {
		t.Errorf("en %q, want %q", got, want)
	}
	if got, want := i18n.ErrorIn("pl", err), "nie udało się czytać wierszy stołu: przy tym stole nie ma miejsca 7"; got != want {
		t.Errorf("pl %q, want %q", got, want)
	}
}
