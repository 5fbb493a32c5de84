package play

import (
	"io"
	"os"

	"golang.org/x/term"
)

// screenSize returns the columns and rows of the terminal w writes to;
// ok is false when w is not a terminal.
func screenSize(w io.Writer) (cols, rows int, ok bool) {
	f, isFile := w.(*os.File)
	if !isFile {
		return 0, 0, false
	}
	cols, rows, err := term.GetSize(int(f.Fd()))
	if err != nil || cols <= 0 || rows <= 0 {
		return 0, 0, false
	}
	return cols, rows, true
}

// choice is one answer of play's move form (accessible prompts): the
// line the list shows (key), what it says in full (label: the move and
// what it does) and the answer it stands for.
type choice struct {
	key, label string
	value      int
}

// moveLayout is play's move form for accessible prompts: its title, what
// the person sees of the table and is told (headline), and the choices.
type moveLayout struct {
	title, headline string
	choices         []choice
}
