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
	"github.com/charmbracelet/x/ansi"
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

// pick shows the form with f, a page at a time, and returns the value of
// the choice made. One program shows every page: a page is turned, and a
// resized terminal gets the page laid out again for its size (huh keeps
// the heights it was given), without leaving the alternate screen or
// losing a key typed meanwhile.
func (l moveLayout) pick(lv *leaving, f formIO) (int, error) {
	at := l.at
	if !slices.ContainsFunc(l.choices, func(c choice) bool { return c.value == at }) && len(l.choices) > 0 {
		at = l.choices[0].value
	}
	cols, rows, ok := screenSize(l.out)
	if !ok {
		cols, rows = 80, 24
	}
	p := &pages{l: l, lang: f.lang}
	p.start = p.show(-1, at, tea.WindowSizeMsg{Width: cols, Height: rows})
	opts := append(formOptions(f), tea.WithInput(f.in), tea.WithOutput(f.out), tea.WithContext(lv.Context()))
	_, err := tea.NewProgram(p, opts...).Run()
	if lerr := lv.Err(); lerr != nil {
		return 0, lerr
	}
	if errors.Is(err, tea.ErrInterrupted) || p.form.State == huh.StateAborted {
		return 0, errCtrlC
	}
	if err != nil {
		return 0, err
	}
	return *p.value, nil
}

// pages is the move form's program: the form of the page shown.
type pages struct {
	l    moveLayout
	lang string
	form *huh.Form
	// value is the answer of the page shown, n its number.
	value *int
	n     int
	size  tea.WindowSizeMsg // the size it is laid out for
	start tea.Cmd           // starts the first page's form
}

// show lays out page n (n < 0: the page that holds at) for size, the
// cursor on the choice whose value is at; cmd starts its form.
func (p *pages) show(n, at int, size tea.WindowSizeMsg) tea.Cmd {
	fields, value, n := p.l.page(n, at, size.Width, size.Height)
	// The form's height is the terminal's (less a spare row): huh would
	// size it before what the choice does is first told.
	form := huh.NewForm(huh.NewGroup(fields...)).WithTheme(tight).WithHeight(size.Height - 1).WithKeyMap(formKeyMap(p.lang))
	form.SubmitCmd, form.CancelCmd = nil, tea.Interrupt
	p.form, p.value, p.n, p.size = form, value, n, size
	init := form.Init()
	m, cmd := form.Update(size)
	if f, ok := m.(*huh.Form); ok {
		p.form = f
	}
	return tea.Batch(init, cmd)
}

func (p *pages) Init() tea.Cmd { return p.start }

func (p *pages) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if ws, ok := msg.(tea.WindowSizeMsg); ok && ws != p.size {
		at := *p.value
		if at == nextPage || at == prevPage {
			return p, p.show(p.n, nextPage, ws) // this page again, from its first choice
		}
		return p, p.show(-1, at, ws) // the page that holds it at the new size
	}
	m, cmd := p.form.Update(msg)
	if f, ok := m.(*huh.Form); ok {
		p.form = f
	}
	if p.form.State != huh.StateCompleted {
		return p, cmd
	}
	switch *p.value {
	case nextPage:
		return p, p.show(p.n+1, nextPage, p.size) // from its first choice
	case prevPage:
		return p, p.show(p.n-1, prevPage, p.size) // from its last
	}
	return p, tea.Quit
}

func (p *pages) View() string {
	if p.form.State == huh.StateCompleted {
		return ""
	}
	return p.form.View()
}

// page returns the fields of page n of the form at cols×rows (n < 0:
// the page that holds the choice at), the cursor on the choice whose
// value is at (nextPage: the page's first, prevPage: its last), where
// the answer will be, and the page's number.
func (l moveLayout) page(n, at, cols, rows int) ([]huh.Field, *int, int) {
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
		// One row each: a key too wide (another person's move at any
		// moment) ends in "…", and is told whole under the list.
		opts[i] = huh.NewOption(ansi.Truncate(c.key, max(cols-frame-2, 10), "…"), c.value)
	}
	// No height: huh sizes the list to its choices and never scrolls it.
	list := huh.NewSelect[int]().Title(l.title).Options(opts...).Value(value)
	if desc != "" {
		list.Description(desc)
	}
	full := huh.NewNote().DescriptionFunc(func() string {
		text := ""
		for _, ch := range shown {
			if ch.value == *value {
				text = ch.label
			}
		}
		if n := lines(text, cols); n < tall {
			text += strings.Repeat("\n", tall-n)
		}
		return text
	}, value)
	return []huh.Field{list, full}, value, n
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
