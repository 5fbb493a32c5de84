package cmd

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"tabletop/engine/i18n"

	tea "github.com/charmbracelet/bubbletea"
)

// screen follows the game on the table screen until it is left: quit or
// Ctrl-D (exit 0), Ctrl-C (130) or a signal (128 + its number). The
// journal is complete after every line, so leaving only restores the
// terminal, prints the table and says how to resume.
func (r *tableRun) screen(in io.Reader, out, errOut io.Writer) error {
	r.st = screenStyle()
	var greeting bytes.Buffer
	r.greetLine(&greeting)
	m := newTableScreen(r, string(bytes.TrimRight(greeting.Bytes(), "\n")))
	p := tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(out), tea.WithAltScreen(), tea.WithoutSignalHandler())
	stop := onLeaveSignals(func(code int) { p.Send(leaveMsg{code: code}) })
	_, err := p.Run()
	stop()
	if m.err != nil {
		return m.err
	}
	if err != nil && !m.left {
		return usageError(i18n.At("table", err))
	}
	r.out, r.st = out, styleFor(out)
	r.printStatus(out)
	fmt.Fprintln(errOut, tr(r.o.Lang, "table.kept", map[string]any{"Path": r.o.Path, "Self": selfCommand()}))
	if m.exit != exitQuit {
		return &exitError{Code: m.exit, Err: errSilent}
	}
	return nil
}

// screenStyle colours the screen unless NO_COLOR (or the config file) turns
// colour off or the terminal is dumb.
func screenStyle() style {
	noColor := colourOff()
	return style{On: !noColor && os.Getenv("TERM") != "dumb"}
}
