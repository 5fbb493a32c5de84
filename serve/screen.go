package serve

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/screens"
)

// screen is a session on a terminal: a bubbletea program, made of the
// screen kit's parts, that shows the table as the seat sees it, the moves
// as they happen, whose turn it is and the seat's moves to choose from,
// and reads a line typed at any time: a move chosen from the list (Enter
// on an empty line) or typed in notation, "?" (or F1) for the moves and
// a hint, "lang CODE", "quit".
type screen struct {
	ss      *session
	width   int
	height  int
	snap    *snapshot
	events  screens.Pane
	input   screens.Input
	list    screens.List
	recalls bool // the history holds the seat's moves in the log
	bye     string
	quit    bool
}

// wakeMsg tells the program that the table pushed something.
type wakeMsg struct{}

// Bounds of a screen: events kept, a terminal's size, the rows of the
// moves' list.
const (
	maxEvents = 400
	maxWidth  = 400
	maxHeight = 200
	listRows  = 8
	// minList is the fewest rows the list keeps on a small terminal.
	minList = 3
)

func newScreen(ss *session, width, height int) *screen {
	sc := &screen{ss: ss}
	sc.events.Max = maxEvents
	sc.events.Indent = "    "
	sc.input.Prompt = "> "
	sc.input.Style = screens.Style{Colour: ss.colour}
	sc.input.Candidates = sc.candidates
	sc.resize(width, height)
	return sc
}

func (sc *screen) resize(w, h int) { sc.width, sc.height = fitSize(w, h) }

// fitSize is the size a screen draws for on a terminal of w×h: at least
// 20×8, at most maxWidth×maxHeight.
func fitSize(w, h int) (int, int) {
	return min(max(w, 20), maxWidth), min(max(h, 8), maxHeight)
}

// frame is a screen's lines in w×h: the last h, each cut to w.
func frame(lines []string, w, h int) string {
	if len(lines) > h {
		lines = lines[len(lines)-h:]
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, w, "…")
	}
	return strings.Join(lines, "\n")
}

func (sc *screen) Init() tea.Cmd { return nil }

func (sc *screen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		sc.resize(msg.Width, msg.Height)
	case wakeMsg:
		u := sc.ss.take()
		if u.dropped > 0 {
			sc.events.Add(sc.ss.dim(say(sc.ss.language(), "serve.word.dropped", i18n.Args{"Count": u.dropped})))
		}
		sc.events.Add(u.lines...)
		if u.snap != nil {
			sc.show(u.snap)
		}
		if u.closed {
			sc.bye, sc.quit = u.bye, true
			return sc, tea.Quit
		}
	case tea.KeyMsg:
		sc.key(msg)
	}
	return sc, nil
}

// show takes a new snapshot: the list keeps its cursor while the moves
// are the same, and a hint puts it on the best move.
func (sc *screen) show(sn *snapshot) {
	same := sc.snap != nil && sc.snap.version == sn.version && len(sc.snap.moves) == len(sn.moves)
	items := make([]screens.Item, len(sn.moves))
	for i, o := range sn.moves {
		items[i] = screens.Item{Text: o.text, Label: o.label}
	}
	sc.list.Set(items, same)
	if len(sn.hint) > 0 {
		sc.list.Select(sn.hint[0])
	}
	if !sc.recalls && sn.played != nil {
		sc.input.History.Load(sn.played)
		sc.recalls = true
		sc.ss.recalled.Store(true)
	}
	sc.snap = sn
}

// candidates are the lines Tab completes to: the seat's moves now, from
// the one under the cursor on (Tab twice on an empty line puts it on the
// line, to edit), and the words of the line protocol.
func (sc *screen) candidates() []string {
	items := sc.list.Items
	var out []string
	for i := range items {
		out = append(out, items[(sc.list.Sel+i)%len(items)].Text)
	}
	return append(out, "?", "lang ", "quit")
}

func (sc *screen) key(k tea.KeyMsg) {
	switch k.Type {
	case tea.KeyCtrlC:
		sc.send("quit")
	case tea.KeyCtrlD:
		if sc.input.Value() == "" {
			sc.send("quit")
		}
	case tea.KeyF1:
		sc.send("?")
	case tea.KeyPgUp, tea.KeyPgDown:
		sc.events.Key(k, sc.width, sc.layout(screens.Style{}).events)
	default:
		// The line typed, or on an empty line the move under the cursor.
		if text, entered := screens.LineKey(k, &sc.input, &sc.list); entered {
			sc.events.Bottom()
			if text != "" {
				sc.send(text)
			}
		}
	}
}

// send hands a line to the table; the session ends when the table has.
func (sc *screen) send(text string) {
	if !sc.ss.table.send(inputMsg{s: sc.ss, text: text}) {
		sc.ss.close("")
	}
}

// keys are the keys that work now, in the order the help shows them, and
// the order in which they give way: leaving stays to the end.
func (sc *screen) keys() (keys, drops []string) {
	sn := sc.snap
	switch {
	case sc.ss.seat < 0 || sn == nil || sn.over:
		return []string{screens.KeyScroll, screens.KeyLeave}, []string{screens.KeyScroll}
	case len(sn.moves) == 0:
		return []string{screens.KeyComplete, screens.KeyRecall, screens.KeyScroll, screens.KeyLeave},
			[]string{screens.KeyScroll, screens.KeyRecall, screens.KeyComplete}
	}
	keys = []string{screens.KeyChoose, screens.KeyPlay}
	if sn.turn {
		keys = append(keys, screens.KeyHint)
	}
	keys = append(keys, screens.KeyComplete, screens.KeyRecallCtrl, screens.KeyScroll, screens.KeyLeave)
	drops = []string{screens.KeyRecallCtrl, screens.KeyScroll, screens.KeyComplete, screens.KeyChoose, screens.KeyHint, screens.KeyPlay}
	return keys, drops
}

// layout is how the screen's rows are shared out now: the table's rows,
// the rules between the parts (0 or 2), the events' rows, the rows above
// the list (whose move it is...), the list's rows, and the keys' help.
type layout struct {
	view          []string
	rules, events int
	status        []string
	list          int
	help          []string
}

// layout shares the screen's rows out. On a small terminal the parts give
// way in this order: the rules between them, the events but the last, the
// list but its first rows, then the table's lines by rank
// (screens.FitView): what is not the seat's hand, the top card or trick,
// or the others' counts goes first.
func (sc *screen) layout(st screens.Style) layout {
	ss, w, lang := sc.ss, sc.width, sc.ss.language()
	t := ss.table
	title := t.rs.Title()
	if ss.seat >= 0 {
		title += " · " + t.names[ss.seat]
	} else {
		title += " · " + say(lang, "serve.word.spectator", nil)
	}
	view := []screens.Line{{Text: st.Bold(title), Rank: engine.ViewCount}}
	var lo layout
	if sn := sc.snap; sn != nil {
		view = append(view, sn.parts...)
		line := sn.status
		if sn.turn {
			line = st.Wrap("1;33", line)
		} else {
			line = st.Bold(line)
		}
		lo.status = append(lo.status, line)
		if sn.anytime {
			lo.status = append(lo.status, say(lang, "serve.word.anytime-head", nil))
		}
	}
	if offered := sc.input.OfferedView(lang, w); offered != "" {
		lo.status = append(lo.status, st.Dim(offered))
	}
	keys, drops := sc.keys()
	most := 1
	if sc.height >= 20 {
		most = 2
	}
	lo.help = screens.Help(lang, keys, drops, w, most)
	avail := sc.height - len(lo.status) - 1 - len(lo.help)
	full := len(screens.FitView(view, w, maxHeight, "    "))
	lo.list = sc.list.Rows(listRows)
	lo.rules, lo.events = 2, avail-full-lo.list-2
	if lo.events < 2 {
		lo.rules, lo.events = 0, avail-full-lo.list
	}
	if lo.events < 1 && lo.list > minList {
		lo.list = max(minList, lo.list-(1-lo.events))
		lo.events = avail - full - lo.list
	}
	if lo.events < 1 {
		lo.events = min(1, max(avail-lo.list, 0))
	}
	lo.view = screens.FitView(view, w, max(avail-lo.list-lo.events-lo.rules, 0), "    ")
	lo.events = max(avail-len(lo.view)-lo.list-lo.rules, 0)
	return lo
}

// View draws the screen: the title and the table, the latest events,
// whose move it is, the moves to choose from, the line being typed and
// the keys that work now.
func (sc *screen) View() string {
	if sc.quit {
		return ""
	}
	w, lang := sc.width, sc.ss.language()
	st := screens.Style{Colour: sc.ss.colour}
	lo := sc.layout(st)
	lines := lo.view
	rule := st.Dim(strings.Repeat("─", w))
	if lo.rules > 0 {
		lines = append(lines, rule)
	}
	lines = append(lines, sc.events.View(w, lo.events)...)
	if lo.rules > 0 {
		lines = append(lines, rule)
	}
	lines = append(lines, lo.status...)
	lines = append(lines, sc.list.View(lang, st, w, lo.list)...)
	lines = append(lines, sc.input.View(w))
	for _, h := range lo.help {
		lines = append(lines, st.Dim(h))
	}
	return frame(lines, w, sc.height)
}
