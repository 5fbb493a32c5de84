package cmdutil

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/urfave/cli/v2"
)

// GameLeaver is the Leaver of a command that saves a game itself (play):
// it also tells the game's context, cancelled at a signal, and saves from
// the handler (OnForce) when the game does not notice in time.
type GameLeaver interface {
	Leaver
	// OnForce sets what the handler saves when it ends the process
	// itself: it runs on the handler's goroutine, while the command may
	// still run.
	OnForce(func())
	// Context is cancelled when a signal arrives.
	Context() context.Context
}

// FormIO is where a form reads and writes, and how.
type FormIO struct {
	In         io.Reader
	Out        io.Writer
	Accessible bool
	// Keys are the form's key bindings with their help in the form's
	// language (nil: huh's own).
	Keys *huh.KeyMap
	// Alt draws the form on the terminal's alternate screen.
	Alt bool
}

// RunForm runs a huh form so that it leaves as every interactive command
// does: with l's context and without bubbletea's own signal handler (a
// SIGTERM would submit the form as it stands). Ctrl-C in the form is
// ErrCtrlC, a signal l.Err(); f's reader and writer are given again, as
// huh's WithProgramOptions replaces them.
func RunForm(l GameLeaver, form *huh.Form, f FormIO) error {
	opts := []tea.ProgramOption{tea.WithOutput(os.Stderr), tea.WithReportFocus(), tea.WithoutSignalHandler()}
	if f.Alt {
		opts = append(opts, tea.WithAltScreen())
	}
	form = form.WithProgramOptions(opts...).WithAccessible(f.Accessible).WithInput(f.In).WithOutput(f.Out)
	if f.Keys != nil {
		form = form.WithKeyMap(f.Keys)
	}
	err := form.RunWithContext(l.Context())
	if lerr := l.Err(); lerr != nil {
		return lerr
	}
	if errors.Is(err, huh.ErrUserAborted) {
		return ErrCtrlC
	}
	return err
}

// AccessibleFlag asks with plain prompts instead of forms (play, the pad's
// and score's forms).
func AccessibleFlag() cli.Flag {
	return &cli.BoolFlag{
		Name:    "accessible",
		Usage:   "ask with plain prompts instead of a form",
		EnvVars: []string{"ACCESSIBLE"},
	}
}

// WriteJSONLine prints v as one line of JSON (JSON Lines: serve, table).
func WriteJSONLine(w io.Writer, v any) error {
	return json.NewEncoder(w).Encode(v)
}
