package cmd

import (
	"errors"
	"io"
	"os"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/cellbuf"
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

// choice is one answer of play's move form: the line the list shows
// (key), what it says in full (label: the move and what it does) and the
// answer it stands for.
type choice struct {
	key, label string
	value      int
}

// The answers that turn the move form's pages.
const (
	nextPage = -3
	prevPage = -4
)

// moveLayout is play's move form on a terminal, drawn on the alternate
// screen: the title, what the person sees of the table, the list of
// choices one line each, and under it what the choice under the cursor
// does in full. The list is never taller than the terminal: huh's list
// scrolls badly (the choice under the cursor jumps to the top, empty
// lines under it), so a list that does not fit is shown a page at a time,
// turned by a choice at each end.
type moveLayout struct {
	title string
	// view is the table as the person sees it, shown when the terminal
	// has room for it, headline and every choice; headline is the top card and the
	// hand (and what the person is told privately).
	view, headline string
	choices        []choice
	// at is the value of the choice the cursor starts on (the hint's
	// best move); the first choice's when no choice has it.
	at   int
	out  io.Writer // the terminal, for its size
	lang string
}

// tight is huh's theme with no blank line between the list and what
// the choice under the cursor does.
var tight = func() *huh.Theme {
	t := huh.ThemeCharm()
	t.FieldSeparator = lipgloss.NewStyle().SetString("\n")
	return t
}()

// frame is the columns a huh field's border and padding take.
const frame = 2

// footer is the rows under the form: a blank line and the key help.
const footer = 2

// pick shows the form a page at a time with f and l, and returns the
// value of the choice made. A resize draws the page again, laid out for
// the new size, the cursor where it was.
func (l moveLayout) pick(lv *leaving, f formIO) (int, error) {
	page, at := -1, l.at
	if !slices.ContainsFunc(l.choices, func(c choice) bool { return c.value == at }) && len(l.choices) > 0 {
		at = l.choices[0].value
	}
	for {
		fields, value, n, rows := l.page(page, at)
		// The form's height is the terminal's (less a spare row): huh
		// would size it before what the choice does is first told.
		form := huh.NewForm(huh.NewGroup(fields...)).WithTheme(tight).WithHeight(rows - 1)
		resized, err := runRelaid(lv, form, f)
		if err != nil {
			return 0, err
		}
		switch {
		case resized && (*value == nextPage || *value == prevPage):
			page, at = n, nextPage // this page again, from its first choice
		case resized:
			page, at = -1, *value // the page that holds it at the new size
		case *value == nextPage:
			page, at = n+1, nextPage // the page's first choice
		case *value == prevPage:
			page, at = n-1, prevPage // the page's last choice
		default:
			return *value, nil
		}
	}
}

// relaid is a form that stops when the terminal is resized, to be laid
// out again for its new size: huh keeps the heights it was given.
type relaid struct {
	form    *huh.Form
	size    tea.WindowSizeMsg
	resized bool
}

func (r *relaid) Init() tea.Cmd { return r.form.Init() }

func (r *relaid) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if ws, ok := msg.(tea.WindowSizeMsg); ok {
		if r.size.Width > 0 && ws != r.size {
			r.resized = true
			return r, tea.Quit
		}
		r.size = ws
	}
	m, cmd := r.form.Update(msg)
	if f, ok := m.(*huh.Form); ok {
		r.form = f
	}
	return r, cmd
}

func (r *relaid) View() string {
	if r.resized {
		return ""
	}
	return r.form.View()
}

// runRelaid runs form with f as runForm does; resized is true when it
// stopped for a resize.
func runRelaid(l *leaving, form *huh.Form, f formIO) (resized bool, err error) {
	form = form.WithKeyMap(formKeyMap(f.lang))
	form.SubmitCmd, form.CancelCmd = tea.Quit, tea.Interrupt
	r := &relaid{form: form}
	opts := append(formOptions(f), tea.WithInput(f.in), tea.WithOutput(f.out), tea.WithContext(l.Context()))
	_, err = tea.NewProgram(r, opts...).Run()
	if lerr := l.Err(); lerr != nil {
		return false, lerr
	}
	if r.resized {
		return true, nil
	}
	if errors.Is(err, tea.ErrInterrupted) || r.form.State == huh.StateAborted {
		return false, errCtrlC
	}
	return false, err
}

// page returns the fields of page n of the form (n < 0: the page that
// holds the choice at), the cursor on the choice whose value is at
// (nextPage: the page's first, prevPage: its last), where the answer
// will be, the page's number and the terminal's rows.
func (l moveLayout) page(n, at int) ([]huh.Field, *int, int, int) {
	cols, rows, ok := screenSize(l.out)
	if !ok {
		cols, rows = 80, 24
	}
	tall := 0
	for _, c := range l.choices {
		tall = max(tall, lines(c.label, cols))
	}
	// Under the list: a blank line, the choice in full, a blank line.
	below := 1 + tall + 1
	desc := l.headline
	if l.view != "" {
		withView := strings.Trim(l.view, "\n") + "\n\n" + l.headline
		if l.listRows(withView, below, cols, rows) >= len(l.choices) {
			desc = withView
		}
	}
	desc = strings.Trim(desc, "\n")
	room := l.listRows(desc, below, cols, rows)
	if n < 0 {
		n = l.pageWith(at, room)
	}
	shown := l.pageOf(n, room)
	value := new(int)
	if at == nextPage || at == prevPage {
		// The page's first choice, or its last: not a row that turns it.
		moves := slices.DeleteFunc(slices.Clone(shown), func(c choice) bool { return c.value == nextPage || c.value == prevPage })
		if at == nextPage {
			at = moves[0].value
		} else {
			at = moves[len(moves)-1].value
		}
	}
	*value = at
	opts := make([]huh.Option[int], len(shown))
	for i, c := range shown {
		opts[i] = huh.NewOption(c.key, c.value)
	}
	// No height: huh sizes the list to its choices and never scrolls it.
	list := huh.NewSelect[int]().Title(l.title).Options(opts...).Value(value)
	if desc != "" {
		list.Description(desc)
	}
	full := huh.NewNote().DescriptionFunc(func() string {
		c, _, ok := screenSize(l.out)
		if !ok {
			c = cols
		}
		text := ""
		for _, ch := range shown {
			if ch.value == *value {
				text = ch.label
			}
		}
		if n := lines(text, c); n < tall {
			text += strings.Repeat("\n", tall-n)
		}
		return text
	}, value)
	return []huh.Field{list, full}, value, n, rows
}

// pageWith is the number of the page that holds the choice whose value
// is at when rows of them fit.
func (l moveLayout) pageWith(at, rows int) int {
	for n := 0; ; n++ {
		page := l.pageOf(n, rows)
		for _, c := range page {
			if c.value == at && c.value != nextPage && c.value != prevPage {
				return n
			}
		}
		if page[len(page)-1].value != nextPage {
			return 0 // on no page: the first
		}
	}
}

// pageOf returns the choices of page n when rows of them fit: all of
// them when they fit at once, else as many as fit beside the rows that
// turn the pages.
func (l moveLayout) pageOf(n, rows int) []choice {
	if len(l.choices) <= rows {
		return l.choices
	}
	from, to := 0, 0
	for p := 0; p <= n && from < len(l.choices); p++ {
		from = to
		room := rows - 1 // the row to the next page
		if p > 0 {
			room-- // and the row back
		}
		to = from + max(1, room)
		if left := len(l.choices) - from; left <= room+1 {
			to = len(l.choices) // the last page needs no row to a next one
		}
	}
	var page []choice
	if from > 0 {
		earlier := tr(l.lang, "play.earlier-option", nil)
		page = append(page, choice{key: earlier, label: earlier, value: prevPage})
	}
	page = append(page, l.choices[from:to]...)
	if more := len(l.choices) - to; more > 0 {
		next := trN(l.lang, "play.more-option", more, nil)
		page = append(page, choice{key: next, label: next, value: nextPage})
	}
	return page
}

// listRows is how many choices the list shows at cols×rows under desc
// and above the below rows.
func (l moveLayout) listRows(desc string, below, cols, rows int) int {
	room := rows - footer - 1 - lines(desc, cols) - below - 1 // the title, and a spare row
	return max(1, min(len(l.choices), room))
}

// lines is how many rows text takes at cols columns, less the frame,
// wrapped as huh wraps it.
func lines(text string, cols int) int {
	if text == "" {
		return 0
	}
	return strings.Count(cellbuf.Wrap(text, max(cols-frame, 10), ",.-; "), "\n") + 1
}
