package table

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
)

// prompt follows the game with a plain prompt on a terminal that has no
// table screen (--accessible for a screen reader, or output not to a
// terminal): the lines are read and answered as the piped mode does, each
// after a prompt naming the player to move, and nothing is redrawn; a line
// longer than maxTableLine is refused and the session goes on. quit or the
// end of input (Ctrl-D) leaves with exit 0, a signal with 128 + its number
// (Ctrl-C: 130); the journal is complete after every line.
func (r *session) prompt(in io.Reader, errOut io.Writer) error {
	var mu sync.Mutex // a signal waits for the line being answered
	kept := r.o.kept()
	stop := onLeaveSignals(r.o.StartLeaving, func(code int) {
		mu.Lock()
		fmt.Fprintln(errOut)
		fmt.Fprintln(errOut, kept)
		osExit(code)
	})
	defer stop()
	lr := newTableReader(in, maxTableLine)
	for {
		who := r.sess.Status().ToMove
		fmt.Fprint(errOut, who+"> ")
		l, err := lr.Next()
		if err != nil && err != io.EOF {
			fmt.Fprintln(errOut)
			return cmdutil.UsageError(cmdutil.CLIError("table-error.reading", i18n.Args{"Err": err}))
		}
		if err == io.EOF && l.Size == 0 {
			fmt.Fprintln(errOut)
			break
		}
		line, whole := tableLine(l)
		if whole && strings.EqualFold(strings.TrimSpace(line), "quit") {
			break
		}
		mu.Lock()
		if whole {
			err = r.handle(line)
		} else {
			err = r.tooLong(line)
		}
		mu.Unlock()
		if err != nil {
			return err
		}
	}
	fmt.Fprintln(errOut, kept)
	return nil
}

// osExit ends the process (a variable, so that tests need not).
var osExit = os.Exit
