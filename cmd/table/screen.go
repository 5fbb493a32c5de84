package table

import (
	"bytes"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"tabletop/engine"
	"tabletop/screens"
	"tabletop/validator"
)

// screenModel is the table mode on a terminal, made of the screen kit's
// parts: the table at the top, redrawn after every line, the answers in
// the middle, the hint's moves to choose from, and one input line at the
// bottom that takes the line protocol of the piped mode
// (validator/TABLE.md). A line is answered off the update loop (its
// journal and pad written, a hint searched): lines typed meanwhile wait
// their turn, and the screen shows the table as the last answer left it.
type screenModel struct {
	r      *session
	input  screens.Input
	pane   screens.Pane
	list   screens.List // the hint's moves, best first
	table  shown
	width  int
	height int
	busy   bool     // a line is being answered
	queue  []string // lines typed while one is answered
	// left is set once the screen ends: exit is its exit code (0: quit,
	// 130: Ctrl-C, 128+n: signal n), err an error that ended it; leaving
	// is an exit code waiting for the line being answered.
	left    bool
	leaving int
	exit    int
	err     error
}

// shown is what the screen shows of the table, taken after every
// answer (View never reads the session).
type shown struct {
	lines      []screens.Line
	who        string   // the player to move ("": none)
	over       bool     // the game is over
	candidates []string // what Tab completes to
}

// leaveMsg ends the screen from outside, as a signal does: the journal is
// complete after every line, so leaving needs only the exit code.
type leaveMsg struct{ code int }

// answeredMsg is a line answered: what the piped mode would print, the
// answer, and an error that ends the screen.
type answeredMsg struct {
	line   string
	text   string
	answer validator.Answer
	err    error
}

// Exit codes of leaving the screen.
const (
	exitQuit      = 0
	exitInterrupt = 130 // Ctrl-C: 128 + SIGINT
)

// Default size before the terminal tells its own.
const (
	screenWidth  = 80
	screenHeight = 24
)

func newScreenModel(r *session, greeting string) *screenModel {
	m := &screenModel{r: r, width: screenWidth, height: screenHeight, leaving: -1}
	m.pane.Indent = "     "
	m.input.Style = screens.Style{Colour: r.st.On}
	m.input.Candidates = func() []string { return m.table.candidates }
	// ↑ recalls the lines of the game so far, a resumed one's too.
	m.input.History.Load(r.sess.Lines())
	m.pane.Add(greeting)
	m.refresh()
	return m
}

func (m *screenModel) Init() tea.Cmd { return nil }

func (m *screenModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
	case leaveMsg:
		return m, m.leave(msg.code)
	case answeredMsg:
		return m, m.answered(msg)
	case tea.KeyMsg:
		return m, m.key(msg)
	}
	return m, nil
}

// key handles a key: the screen's own, the list's, the pane's, or the
// input line's.
func (m *screenModel) key(k tea.KeyMsg) tea.Cmd {
	switch k.Type {
	case tea.KeyCtrlC:
		return m.leave(exitInterrupt)
	case tea.KeyCtrlD:
		if m.input.Value() == "" {
			return m.leave(exitQuit)
		}
		return nil
	case tea.KeyEnter:
		// The line typed, or on an empty line the hint's move under the cursor.
		if line := m.list.Enter(&m.input); line != "" {
			return m.submit(line)
		}
		return nil
	case tea.KeyUp, tea.KeyDown:
		// ↑↓ choose from the hint's moves while the line is empty, else go
		// through the lines typed before.
		if m.list.Key(k, &m.input) {
			return nil
		}
	case tea.KeyPgUp, tea.KeyPgDown:
		m.pane.Key(k, m.width, m.paneRows())
		return nil
	case tea.KeyEsc:
		m.input.Clear()
		m.list.Set(nil, false)
		return nil
	case tea.KeyF1:
		// The hint, for the cards typed on the line if any.
		line := strings.TrimSpace("? " + strings.TrimSpace(m.input.Value()))
		m.input.Set("")
		return m.submit(line)
	case tea.KeyCtrlZ:
		return m.submit("undo")
	}
	m.input.Key(k)
	return nil
}

// submit answers one line as the piped mode does, off the update loop,
// after the lines before it.
func (m *screenModel) submit(line string) tea.Cmd {
	if m.busy {
		m.queue = append(m.queue, line)
		return nil
	}
	if strings.EqualFold(line, "quit") {
		return m.leave(exitQuit)
	}
	m.busy = true
	r := m.r
	return func() tea.Msg {
		var buf bytes.Buffer
		r.out = &buf
		err := r.handle(line)
		return answeredMsg{line: line, text: buf.String(), answer: r.last, err: err}
	}
}

// answered shows a line's answer, and answers the next line typed.
func (m *screenModel) answered(msg answeredMsg) tea.Cmd {
	m.busy = false
	if msg.err != nil {
		m.err = msg.err
		return m.leave(exitQuit)
	}
	var lines []string
	a := msg.answer
	if a.OK && a.Query {
		// A question is answered without repeating it: say what was asked.
		lines = append(lines, m.r.st.Bold(m.input.Prompt+msg.line))
	}
	if text := strings.TrimRight(msg.text, "\n"); text != "" {
		lines = append(lines, strings.Split(text, "\n")...)
	}
	if len(lines) > 0 {
		m.pane.Answer(lines...)
	}
	switch {
	case a.OK && a.Query && len(a.Advice) > 0:
		// The hint's moves, the cursor on the best.
		items := make([]screens.Item, len(a.Advice))
		for i, ad := range a.Advice {
			items[i] = screens.Item{Text: ad.Move, Label: ad.Move}
		}
		m.list.Set(items, false)
		m.list.Select(a.Advice[0].Move)
	case a.OK && !a.Query && !a.Ignored:
		m.list.Set(nil, false)
	}
	m.refresh()
	if m.leaving >= 0 {
		return m.leave(m.leaving)
	}
	if len(m.queue) > 0 {
		next := m.queue[0]
		m.queue = m.queue[1:]
		return m.submit(next)
	}
	return nil
}

// leave ends the screen with exit code code, once the line being
// answered is.
func (m *screenModel) leave(code int) tea.Cmd {
	if m.busy {
		m.leaving = code
		return nil
	}
	m.left, m.exit = true, code
	return tea.Quit
}

// refresh takes what the screen shows of the table: its lines, whose
// line a line without a name is, and what Tab completes to.
func (m *screenModel) refresh() {
	r, lang := m.r, m.r.o.Lang
	s := r.sess.Status()
	rs, _ := engine.Lookup(r.o.Journal.Game)
	title := r.o.waitingText(s)
	if rs != nil {
		title = rs.Title() + " · " + title
	}
	lines := []screens.Line{{Text: r.st.Bold(title), Rank: engine.ViewHand}}
	for i, l := range s.Lines {
		rank := engine.ViewOther
		if i < len(s.Ranks) {
			rank = s.Ranks[i]
		}
		lines = append(lines, screens.Line{Text: "  " + l.In(lang), Rank: rank})
	}
	lines = append(lines, screens.Line{Text: "  " + r.o.totalsText(s), Rank: engine.ViewCount})
	m.table = shown{lines: lines, who: s.ToMove, over: s.Over, candidates: candidates(r.sess)}
	m.input.Prompt = s.ToMove + "> "
}
