package serve

import (
	"strings"
	"tabletop/engine/i18n"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
)

// screen is a session on a terminal: a bubbletea program that shows the
// table as the seat sees it, the moves as they happen, whose turn it is
// and the seat's moves to choose from, and reads a move chosen from the
// list or typed in notation.
type screen struct {
	ss     *session
	width  int
	height int
	snap   *snapshot
	events []string
	back   int // lines scrolled back from the newest
	input  []rune
	sel    int
	bye    string
	quit   bool
}

// wakeMsg tells the program that the table pushed something.
type wakeMsg struct{}

// Bounds of a screen: events kept, a terminal's size.
const (
	maxEvents = 400
	maxWidth  = 400
	maxHeight = 200
	listRows  = 8
)

func newScreen(ss *session, width, height int) *screen {
	sc := &screen{ss: ss}
	sc.resize(width, height)
	return sc
}

func (sc *screen) resize(w, h int) {
	sc.width, sc.height = min(max(w, 20), maxWidth), min(max(h, 8), maxHeight)
}

func (sc *screen) Init() tea.Cmd { return nil }

func (sc *screen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		sc.resize(msg.Width, msg.Height)
	case wakeMsg:
		u := sc.ss.take()
		if u.dropped > 0 {
			sc.add(sc.ss.dim(say(sc.ss.language(), "serve.word.dropped", i18n.Args{"Count": u.dropped})))
		}
		for _, l := range u.lines {
			sc.add(l)
		}
		if u.snap != nil {
			if sc.snap == nil || sc.snap.version != u.snap.version || len(sc.snap.moves) != len(u.snap.moves) {
				sc.sel = 0
			}
			sc.snap = u.snap
		}
		if u.closed {
			sc.bye, sc.quit = u.bye, true
			return sc, tea.Quit
		}
	case tea.KeyMsg:
		return sc, sc.key(msg)
	}
	return sc, nil
}

// add keeps an event line.
func (sc *screen) add(line string) {
	sc.events = append(sc.events, line)
	if len(sc.events) > maxEvents {
		sc.events = sc.events[len(sc.events)-maxEvents:]
	}
}

func (sc *screen) key(k tea.KeyMsg) tea.Cmd {
	moves := 0
	if sc.snap != nil {
		moves = len(sc.snap.moves)
	}
	switch k.Type {
	case tea.KeyCtrlC, tea.KeyCtrlD:
		sc.send("quit")
		return nil
	case tea.KeyUp:
		if sc.sel > 0 {
			sc.sel--
		}
	case tea.KeyDown:
		if sc.sel < moves-1 {
			sc.sel++
		}
	case tea.KeyPgUp:
		sc.back = min(sc.back+sc.height/2, max(len(sc.events)-1, 0))
	case tea.KeyPgDown:
		sc.back = max(sc.back-sc.height/2, 0)
	case tea.KeyEsc:
		sc.input = nil
	case tea.KeyBackspace:
		if len(sc.input) > 0 {
			sc.input = sc.input[:len(sc.input)-1]
		}
	case tea.KeyTab:
		if sc.sel < moves {
			sc.input = []rune(sc.snap.moves[sc.sel].text)
		}
	case tea.KeyEnter:
		text := cleanLine(string(sc.input))
		if text == "" && sc.sel < moves {
			text = sc.snap.moves[sc.sel].text
		}
		sc.input = nil
		sc.back = 0
		if text != "" {
			sc.send(text)
		}
	case tea.KeySpace:
		sc.typed([]rune{' '})
	case tea.KeyRunes:
		if len(sc.input) == 0 && string(k.Runes) == "?" {
			sc.send("?")
			return nil
		}
		sc.typed(k.Runes)
	}
	return nil
}

// typed adds the printable runes typed (or pasted) to the line.
func (sc *screen) typed(rs []rune) {
	for _, r := range rs {
		if len(sc.input) >= maxLine {
			break
		}
		if r == '\t' || r == '\n' || r == '\r' {
			r = ' '
		}
		if unicode.IsPrint(r) {
			sc.input = append(sc.input, r)
		}
	}
}

// send hands a line to the table; the session ends when the table has.
func (sc *screen) send(text string) {
	if !sc.ss.table.send(inputMsg{s: sc.ss, text: text}) {
		sc.ss.close("")
	}
}

// View draws the screen: the title, the table, the latest events, whose
// move it is, the moves to choose from, the line being typed and the keys.
func (sc *screen) View() string {
	if sc.quit {
		return ""
	}
	ss, w := sc.ss, sc.width
	lang := ss.language()
	var top, bottom []string
	t := ss.table
	title := t.rs.Title()
	if ss.seat >= 0 {
		title += " · " + t.names[ss.seat]
	} else {
		title += " · " + say(lang, "serve.word.spectator", nil)
	}
	top = append(top, ss.bold(title))
	if sc.snap != nil {
		top = append(top, splitLines(sc.snap.view)...)
	}
	top = append(top, ss.dim(strings.Repeat("─", w)))
	bottom = append(bottom, ss.dim(strings.Repeat("─", w)))
	if sn := sc.snap; sn != nil {
		status := sn.status
		if sn.turn {
			status = ss.wrap("1;33", status)
		} else {
			status = ss.bold(status)
		}
		bottom = append(bottom, status)
		if sn.anytime {
			bottom = append(bottom, say(lang, "serve.word.anytime-head", nil))
		}
		bottom = append(bottom, sc.list()...)
	}
	cursor := "_"
	if ss.colour {
		cursor = "\x1b[7m \x1b[0m"
	}
	bottom = append(bottom, "> "+string(sc.input)+cursor)
	keys := "serve.word.keys"
	if sc.snap != nil && sc.snap.over {
		keys = "serve.word.keys-over"
	}
	bottom = append(bottom, ss.dim(say(lang, keys, nil)))
	room := sc.height - len(top) - len(bottom)
	if room < 1 {
		// A small terminal: the table's view gives way first.
		cut := min(len(top)-1, 1-room)
		top = append(top[:1], top[1+cut:]...)
		room = max(sc.height-len(top)-len(bottom), 0)
	}
	lines := append(top, sc.eventRows(room)...)
	lines = append(lines, bottom...)
	if len(lines) > sc.height {
		lines = lines[len(lines)-sc.height:]
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, w, "…")
	}
	return strings.Join(lines, "\n")
}

// list is the window of the moves' list around the selected one.
func (sc *screen) list() []string {
	moves := sc.snap.moves
	first := max(0, min(sc.sel-listRows/2, len(moves)-listRows))
	var out []string
	for i := first; i < len(moves) && i < first+listRows; i++ {
		mark := "  "
		label := moves[i].label
		if i == sc.sel {
			mark = "▸ "
			label = sc.ss.wrap("7", label)
		}
		out = append(out, mark+label)
	}
	if len(moves) > listRows {
		out = append(out, sc.ss.dim(say(sc.ss.language(), "serve.word.more-moves", i18n.Args{"N": sc.sel + 1, "Total": len(moves)})))
	}
	return out
}

// eventRows are the newest events that fit in rows (back lines back),
// wrapped to the screen's width, padded to fill them.
func (sc *screen) eventRows(rows int) []string {
	if rows <= 0 {
		return nil
	}
	var out []string
	skip := sc.back
	for i := len(sc.events) - 1; i >= 0 && len(out) < rows; i-- {
		wrapped := splitLines(ansi.Wrap(sc.events[i], sc.width, ""))
		for j := len(wrapped) - 1; j >= 0 && len(out) < rows; j-- {
			if skip > 0 {
				skip--
				continue
			}
			out = append(out, wrapped[j])
		}
	}
	for len(out) < rows {
		out = append(out, "")
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}
