package play

import (
	"errors"
	"io"
	"strings"
	"sync"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/screens"
)

// playScreen is play on a terminal: one bubbletea program of the screen
// kit's parts, on the alternate screen for the whole game. It shows the
// table as the person to move sees it, the moves as they happen, the
// person's moves to choose from and one input line that takes typing at
// any time; the game's goroutine tells it what happens (send) and reads
// the lines a person submits at their prompt (line). With several people
// at the screen, every person's hand comes after a hand-over page that
// shows none, and a hand is drawn only while its person is asked.
type playScreen struct {
	prog  *tea.Program
	out   func(tea.Msg) // how the game tells the program (prog.Send)
	lines chan string   // lines submitted at a person's prompt
	stop  chan struct{} // closed when a person stops the game (stopErr)
	done  chan struct{} // closed when the program has ended
	lv    cmdutil.GameLeaver

	mu      sync.Mutex
	stopErr error // cmdutil.ErrCtrlC, errQuit: why the game stops
	runErr  error // the program's own error, once done
}

// startPlayScreen starts the screen on the terminal in (keys) and out
// (drawn), in lang; colour paints it.
func startPlayScreen(lv cmdutil.GameLeaver, in io.Reader, out io.Writer, lang, title string, colour bool) *playScreen {
	ps := &playScreen{lines: make(chan string, 1), stop: make(chan struct{}), done: make(chan struct{}), lv: lv}
	m := newPlayModel(ps, lang, title, colour)
	if cols, rows, ok := screenSize(out); ok {
		m.resize(cols, rows)
	}
	ps.prog = tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(out), tea.WithAltScreen(),
		tea.WithoutSignalHandler(), tea.WithContext(lv.Context()))
	ps.out = ps.prog.Send
	go func() {
		_, err := ps.prog.Run()
		ps.mu.Lock()
		ps.runErr = err
		ps.mu.Unlock()
		close(ps.done)
	}()
	return ps
}

// newPlayModel is the screen's model for ps at 80×24, in lang, titled
// title; colour paints it.
func newPlayModel(ps *playScreen, lang, title string, colour bool) *playModel {
	m := &playModel{ps: ps, lang: lang, st: screens.Style{Colour: colour}, game: title}
	m.events.Max = maxEvents
	m.events.Indent = "    "
	m.input.Prompt = "> "
	m.input.Style = m.st
	m.input.Candidates = m.candidates
	m.resize(80, 24)
	return m
}

// send tells the screen something (a no-op once it has ended).
func (ps *playScreen) send(msg tea.Msg) { ps.out(msg) }

// close ends the program and waits until the terminal is given back.
func (ps *playScreen) close() {
	ps.prog.Quit()
	<-ps.done
}

// halt stops the game with err (once): the game's goroutine notices at
// its next move or prompt (stopped).
func (ps *playScreen) halt(err error) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.stopErr == nil {
		ps.stopErr = err
		close(ps.stop)
	}
}

// stopped is why a person stopped the game (nil: they did not, or there
// is no screen).
func (ps *playScreen) stopped() error {
	if ps == nil {
		return nil
	}
	ps.mu.Lock()
	defer ps.mu.Unlock()
	return ps.stopErr
}

// errScreenEnded is the screen's program ending before the game did
// without an error of its own.
var errScreenEnded = errors.New("the screen ended before the game did")

// line waits for the next line submitted at the prompt; the error is a
// stop, a signal or the program's end.
func (ps *playScreen) line() (string, error) {
	select {
	case l := <-ps.lines:
		return l, nil
	case <-ps.stop:
		return "", ps.stopped()
	case <-ps.lv.Context().Done():
		return "", ps.lv.Err()
	case <-ps.done:
		if err := ps.stopped(); err != nil {
			return "", err
		}
		if err := ps.lv.Err(); err != nil {
			return "", err
		}
		ps.mu.Lock()
		defer ps.mu.Unlock()
		if ps.runErr != nil {
			return "", ps.runErr
		}
		return "", errScreenEnded
	}
}

// The messages the game sends the screen.
type (
	// screenLines are lines of the game everyone at the screen may read.
	screenLines []string
	// screenTurn asks a person for a move: after the pages before it (a
	// person's cards to see, a hand-over), the table as they see it, what
	// they are told, and their moves.
	screenTurn struct {
		seen, pass []string
		title      string
		view       []screens.Line
		status     []string
		items      []screens.Item
	}
	// screenAnswer answers a line: what to tell, and the move to put the
	// cursor on (a hint's best; "" none).
	screenAnswer struct {
		lines []string
		best  string
	}
	// screenHistory are the lines people at the screen typed before, as
	// a resumed game's log records them, oldest first: ↑↓ recall them.
	screenHistory []string
	// screenWait is the game between prompts: whose move it is, and the
	// table as the only person at the screen sees it (nil: no hand shown).
	screenWait struct {
		title  string
		view   []screens.Line
		status string
	}
)

// Bounds of the screen: events kept, a terminal's size, the list's rows.
const (
	maxEvents  = 2000
	minWidth   = 20
	minHeight  = 8
	moveRows   = 8
	fewestMove = 3
)

// page is what the screen asks for now.
type page int

const (
	pageTable page = iota // the table and the moves
	pageSeen              // the last person's cards, before the hand-over
	pagePass              // the hand-over to the next person
)

// playModel is the screen's bubbletea model.
type playModel struct {
	ps            *playScreen
	lang          string
	st            screens.Style
	game          string // the game's title
	width, height int
	events        screens.Pane
	input         screens.Input
	list          screens.List
	page          page
	turn          *screenTurn // the person asked now (nil: nobody)
	sent          bool        // a line was handed to the game, not yet answered
	title         string
	view          []screens.Line
	status        []string
}

func (m *playModel) resize(w, h int) {
	m.width, m.height = max(w, minWidth), max(h, minHeight)
}

func (m *playModel) Init() tea.Cmd { return nil }

func (m *playModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.resize(msg.Width, msg.Height)
	case screenLines:
		m.events.Add(msg...)
	case screenHistory:
		m.input.History.Load(msg)
	case screenWait:
		m.turn, m.sent, m.page = nil, false, pageTable
		m.list.Set(nil, false)
		m.title, m.view, m.status = msg.title, msg.view, []string{msg.status}
	case screenTurn:
		m.turn, m.sent = &msg, false
		m.list.Set(msg.items, false)
		m.page = pageTable
		switch {
		case len(msg.seen) > 0:
			m.page = pageSeen
		case len(msg.pass) > 0:
			m.page = pagePass
		}
		m.showPage()
	case screenAnswer:
		m.sent = false
		m.events.Answer(msg.lines...)
		if msg.best != "" {
			m.list.Select(msg.best)
		}
	case tea.KeyMsg:
		return m, m.key(msg)
	}
	return m, nil
}

// showPage shows the page of the turn: the hand only on the table's.
func (m *playModel) showPage() {
	t := m.turn
	switch m.page {
	case pageSeen:
		m.title, m.view, m.status = m.game, nil, t.seen
	case pagePass:
		m.title, m.view, m.status = m.game, nil, t.pass
	default:
		m.title, m.view, m.status = t.title, t.view, t.status
	}
}

func (m *playModel) key(k tea.KeyMsg) tea.Cmd {
	switch k.Type {
	case tea.KeyCtrlC:
		m.ps.halt(cmdutil.ErrCtrlC)
		return tea.Quit
	case tea.KeyCtrlD:
		if m.input.Value() == "" {
			m.submit("quit")
		}
	case tea.KeyF1:
		if m.page == pageTable {
			m.submit("?")
		}
	case tea.KeyPgUp, tea.KeyPgDown:
		m.events.Key(k, m.width, m.layout().events)
	default:
		// Enter turns a page before the hand whatever the line; at the
		// table it submits the line, or the move under the cursor.
		if text, entered := screens.LineKey(k, &m.input, &m.list); entered {
			m.events.Bottom()
			m.submit(text)
		}
	}
	return nil
}

// submit hands a line to the game at a person's prompt; on a page before
// the hand, Enter turns the page. quit stops the game at any time; any
// other line while nobody here is asked is answered with whose move it is.
func (m *playModel) submit(text string) {
	quit := strings.EqualFold(text, "quit") || strings.EqualFold(text, "exit")
	switch {
	case m.turn != nil && m.page != pageTable && !quit:
		if m.page == pageSeen && len(m.turn.pass) > 0 {
			m.page = pagePass
		} else {
			m.page = pageTable
		}
		m.showPage()
	case m.turn != nil && !m.sent:
		m.sent = true
		m.ps.lines <- text
	case quit:
		m.ps.halt(errQuit)
	case text != "" && len(m.status) > 0:
		m.events.Answer(m.status[0])
	}
}

// candidates are the lines Tab completes to: the moves from the one under
// the cursor on, "?" and quit.
func (m *playModel) candidates() []string {
	items := m.list.Items
	out := make([]string, 0, len(items)+2)
	for i := range items {
		out = append(out, items[(m.list.Sel+i)%len(items)].Text)
	}
	return append(out, "?", "quit")
}

// keys are the keys that work now, in the order the help shows them, and
// the order in which they give way: leaving stays to the end.
func (m *playModel) keys() (keys, drops []string) {
	if m.page != pageTable || m.turn == nil {
		return []string{screens.KeyScroll, screens.KeyLeave}, []string{screens.KeyScroll}
	}
	keys = []string{screens.KeyChoose, screens.KeyPlay, screens.KeyHint, screens.KeyComplete,
		screens.KeyRecallCtrl, screens.KeyScroll, screens.KeyQuit, screens.KeyLeave}
	drops = []string{screens.KeyRecallCtrl, screens.KeyScroll, screens.KeyComplete, screens.KeyChoose,
		screens.KeyQuit, screens.KeyHint, screens.KeyPlay}
	return keys, drops
}

// playLayout is how the screen's rows are shared out now.
type playLayout struct {
	view   []string // the title and the table
	events int      // the moves' rows
	status []string // whose move, what the person is told
	list   int      // the moves' list
	detail []string // the move under the cursor in full, when cut
	help   []string
}

// layout shares the rows out. On a small terminal the table gives way
// first, by rank (screens.FitView: the hand, the top card or trick and
// the others' counts last), then the list to its fewest rows; the events
// keep two rows.
func (m *playModel) layout() playLayout {
	w := m.width
	var lo playLayout
	for _, s := range m.status {
		lo.status = append(lo.status, screens.Wrap(s, w, "  ")...)
	}
	if offered := m.input.OfferedView(m.lang, w); offered != "" {
		lo.status = append(lo.status, offered)
	}
	keys, drops := m.keys()
	most := 1
	if m.height >= 20 {
		most = 2
	}
	lo.help = screens.Help(m.lang, keys, drops, w, most)
	if m.page == pageTable {
		lo.list = m.list.Rows(moveRows)
	}
	if sel := m.list.Sel; sel < len(m.list.Items) && m.page == pageTable {
		if label := m.list.Items[sel].Label; ansi.StringWidth(label)+2 > w {
			lo.detail = screens.Wrap("  "+label, w, "    ")
			lo.detail = lo.detail[:min(len(lo.detail), max(3, m.height/3))]
		}
	}
	avail := m.height - len(lo.status) - len(lo.detail) - 1 - len(lo.help) - 1 // the input line, the rule
	if avail-lo.list < 4 {
		lo.list = min(lo.list, max(fewestMove, avail-4))
	}
	avail -= lo.list
	view := append([]screens.Line{{Text: m.st.Bold(m.title), Rank: engine.ViewCount}}, m.view...)
	full := len(screens.FitView(view, w, m.height, "    "))
	lo.view = screens.FitView(view, w, max(1, min(full, avail-2)), "    ")
	lo.events = max(0, avail-len(lo.view))
	return lo
}

// View draws the screen: the title and the table, a rule, the moves so
// far, whose move it is, the moves to choose from, the line being typed
// and the keys that work now; exactly its height, none wider than it.
func (m *playModel) View() string {
	w := m.width
	lo := m.layout()
	lines := append([]string{}, lo.view...)
	lines = append(lines, m.st.Dim(strings.Repeat("─", w)))
	lines = append(lines, m.events.View(w, lo.events)...)
	for i, s := range lo.status {
		if i == 0 && m.turn != nil {
			s = m.st.Wrap("1;33", s)
		}
		lines = append(lines, s)
	}
	if m.page == pageTable {
		lines = append(lines, m.list.View(m.lang, m.st, w, lo.list)...)
	}
	lines = append(lines, lo.detail...)
	lines = append(lines, m.input.View(w))
	for _, h := range lo.help {
		lines = append(lines, m.st.Dim(h))
	}
	if len(lines) > m.height {
		lines = lines[len(lines)-m.height:]
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, w, "…")
	}
	return strings.Join(lines, "\n")
}
