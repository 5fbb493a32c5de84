package table

import (
	"bytes"
	"fmt"
	"io"

	tea "github.com/charmbracelet/bubbletea"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
)

// screen follows the game on the table screen until it is left: quit or
// Ctrl-D (exit 0), Ctrl-C (130) or a signal (128 + its number). The
// journal is complete after every line, so leaving only restores the
// terminal, prints the table and says how to resume.
func (r *session) screen(in io.Reader, out, errOut io.Writer) error {
	r.st = r.o.ScreenStyle
	var greeting bytes.Buffer
	r.greetLine(&greeting)
	m := newScreenModel(r, string(bytes.TrimRight(greeting.Bytes(), "\n")))
	p := tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(out), tea.WithAltScreen(), tea.WithoutSignalHandler())
	stop := onLeaveSignals(r.o.StartLeaving, func(code int) { p.Send(leaveMsg{code: code}) })
	_, err := p.Run()
	stop()
	if m.err != nil {
		return m.err
	}
	if err != nil && !m.left {
		return cmdutil.UsageError(i18n.At("table", err))
	}
	r.out, r.st = out, r.o.Style(out)
	r.printStatus(out)
	fmt.Fprintln(errOut, r.o.kept())
	if m.exit != exitQuit {
		return &cmdutil.ExitError{Code: m.exit, Err: cmdutil.ErrSilent}
	}
	return nil
}
