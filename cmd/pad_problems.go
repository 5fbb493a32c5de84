package cmd

import (
	"errors"
	"fmt"
	"io"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
	"tabletop/scorepad"
)

// printPadProblems prints a pad's faults, one line each, when it has
// several, and says that 'pad fix' corrects scores and totals that do not
// add up. It reports whether it printed the error.
func printPadProblems(w io.Writer, err error, lang string) bool {
	var ps *scorepad.Problems
	file, arith := scorepad.Arithmetic(err)
	fix := "tabletop pad fix " + file
	switch {
	case errors.As(err, &ps):
		for _, ie := range ps.List {
			fmt.Fprintf(w, "tabletop: %s\n", cmdutil.OneLine(i18n.ErrorIn(lang, ie)))
		}
		if arith {
			fmt.Fprintf(w, "tabletop: %s\n", tr(lang, "padfault.fix-them", i18n.Args{"Command": fix}))
		}
		return true
	case arith:
		fmt.Fprintf(w, "tabletop: %s\n", tr(lang, "padfault.fix-it", i18n.Args{"Error": cmdutil.OneLine(i18n.ErrorIn(lang, err)), "Command": fix}))
		return true
	}
	return false
}
