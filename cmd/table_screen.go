package cmd

import (
	"bytes"
	"strings"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
)

// tableScreen is the table mode on a terminal: the table at the top,
// redrawn after every line, the last answers in the middle, and one input
// line at the bottom that takes the line protocol of the piped mode
// (validator/TABLE.md), with completion and recall.
type tableScreen struct {
	r       *tableRun
	input   textinput.Model
	log     []string // the answers so far, as the piped mode prints them
	scroll  int      // log rows scrolled back from the newest
	mark    int      // where in the log the newest answer starts
	follow  bool     // show the newest answer from its start when it does not fit
	hist    history
	offered []string // what the last Tab offered
	width   int
	height  int
	// left is set once the screen ends: exit is its exit code (0: quit,
	// 130: Ctrl-C, 128+n: signal n), err an error that ended it.
	left bool
	exit int
	err  error
}

// leaveMsg ends the screen from outside, as a signal does: the journal is
// complete after every line, so leaving needs only the exit code.
type leaveMsg struct{ code int }

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

func newTableScreen(r *tableRun, greeting string) *tableScreen {
	in := textinput.New()
	in.Cursor.SetMode(cursor.CursorStatic)
	in.Focus()
	m := &tableScreen{r: r, input: in, width: screenWidth, height: screenHeight}
	m.log = append(m.log, greeting)
	m.prompt()
	return m
}

func (m *tableScreen) Init() tea.Cmd { return nil }

func (m *tableScreen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.prompt()
		return m, nil
	case leaveMsg:
		return m.leave(msg.code)
	case tea.KeyMsg:
		if cmd, done := m.key(msg); done {
			return m, cmd
		}
	}
	var cmd tea.Cmd
	before := m.input.Value()
	m.input, cmd = m.input.Update(msg)
	if m.input.Value() != before {
		m.offered = nil
	}
	return m, cmd
}

// key handles the screen's own keys; done is false for a key the input
// line takes.
func (m *tableScreen) key(k tea.KeyMsg) (tea.Cmd, bool) {
	switch k.Type {
	case tea.KeyCtrlC:
		_, cmd := m.leave(exitInterrupt)
		return cmd, true
	case tea.KeyCtrlD:
		if m.input.Value() != "" {
			return nil, false
		}
		_, cmd := m.leave(exitQuit)
		return cmd, true
	case tea.KeyEnter:
		line := strings.TrimSpace(m.input.Value())
		m.input.Reset()
		m.offered = nil
		if line == "" {
			return nil, true
		}
		m.hist.add(line)
		return m.submit(line), true
	case tea.KeyTab:
		m.complete()
		return nil, true
	case tea.KeyUp:
		if l, ok := m.hist.back(m.input.Value()); ok {
			m.setInput(l)
		}
		return nil, true
	case tea.KeyDown:
		if l, ok := m.hist.forward(); ok {
			m.setInput(l)
		}
		return nil, true
	case tea.KeyPgUp:
		m.follow = false
		m.scroll += max(1, m.logRows()-1)
		return nil, true
	case tea.KeyPgDown:
		m.follow = false
		m.scroll = max(0, m.scroll-max(1, m.logRows()-1))
		return nil, true
	case tea.KeyEsc:
		m.setInput("")
		return nil, true
	case tea.KeyF1:
		// The hint, for the cards typed on the line if any.
		line := strings.TrimSpace("? " + strings.TrimSpace(m.input.Value()))
		m.setInput("")
		return m.submit(line), true
	case tea.KeyCtrlZ:
		return m.submit("undo"), true
	}
	return nil, false
}

// submit answers one line as the piped mode does and shows the answer.
func (m *tableScreen) submit(line string) tea.Cmd {
	if strings.EqualFold(line, "quit") {
		_, cmd := m.leave(exitQuit)
		return cmd
	}
	var buf bytes.Buffer
	m.r.out = &buf
	prompt := m.input.Prompt
	if err := m.r.handle(line); err != nil {
		m.err = err
		_, cmd := m.leave(exitQuit)
		return cmd
	}
	m.mark, m.follow = len(m.log), true
	if a := m.r.last; a.OK && a.Query {
		// A question is answered without repeating it: say what was asked.
		m.log = append(m.log, m.r.st.Bold(prompt+line))
	}
	if text := strings.TrimRight(buf.String(), "\n"); text != "" {
		m.log = append(m.log, strings.Split(text, "\n")...)
	}
	m.prompt()
	return nil
}

// leave ends the screen with exit code code.
func (m *tableScreen) leave(code int) (tea.Model, tea.Cmd) {
	m.left, m.exit = true, code
	return m, tea.Quit
}

// complete completes the input line with Tab, and keeps what it offered
// when the candidates differ further.
func (m *tableScreen) complete() {
	line, offered := completeLine(m.input.Value(), tableCandidates(m.r.sess))
	m.setInput(line)
	m.offered = nil
	if len(offered) > 1 {
		m.offered = offered
	}
}

func (m *tableScreen) setInput(s string) {
	m.input.SetValue(s)
	m.input.CursorEnd()
	m.offered = nil
}

// prompt shows whose line a line without a name is, and fits the input
// to the width.
func (m *tableScreen) prompt() {
	m.input.Prompt = "> "
	if who := m.r.sess.Status().ToMove; who != "" {
		m.input.Prompt = who + "> "
	}
	m.input.Width = max(1, m.width-len([]rune(m.input.Prompt))-1)
}
