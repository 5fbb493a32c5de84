package serve

import (
	"bufio"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/host/gamewords"
	"tabletop/internal/lineread"
)

// session is one SSH session at a table: a seat's person, or a spectator.
// The table's goroutine pushes lines and snapshots into it; the session's
// own goroutine writes them, so that a slow connection never holds the
// table up.
type session struct {
	srv    *Server
	table  *Table
	seat   int // -1: a spectator
	addr   string
	screen bool // a terminal (bubbletea screen); else lines of text
	colour bool

	mu      sync.Mutex
	lang    string
	pending []string
	dropped int
	snap    *snapshot
	prompt  bool
	closed  bool
	bye     string
	wake    chan struct{}
	done    chan struct{} // closed when the session ends

	hinting atomic.Bool
	// recalled is set once the session's screen has loaded the seat's
	// moves into its history: later snapshots need not look them up.
	recalled atomic.Bool
}

// maxPending bounds the lines waiting for a slow connection: the oldest
// are dropped beyond it.
const maxPending = 2000

func newSession(srv *Server, t *Table, seat int, addr, lang string, screen, colour bool) *session {
	return &session{srv: srv, table: t, seat: seat, addr: addr, lang: lang, screen: screen, colour: colour, wake: make(chan struct{}, 1), done: make(chan struct{})}
}

// language is the session's language.
func (ss *session) language() string {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return ss.lang
}

func (ss *session) setLanguage(lang string) {
	ss.mu.Lock()
	ss.lang = lang
	ss.mu.Unlock()
}

// push adds lines to show, the snapshot to show now (nil: unchanged) and,
// when prompt is set, asks for the prompt again. It never blocks.
func (ss *session) push(lines []string, snap *snapshot, prompt bool) {
	ss.mu.Lock()
	if ss.closed {
		ss.mu.Unlock()
		return
	}
	ss.pending = append(ss.pending, lines...)
	if over := len(ss.pending) - maxPending; over > 0 {
		ss.pending = ss.pending[over:]
		ss.dropped += over
	}
	if snap != nil {
		ss.snap = snap
	}
	ss.prompt = ss.prompt || prompt
	ss.mu.Unlock()
	ss.poke()
}

func (ss *session) poke() {
	select {
	case ss.wake <- struct{}{}:
	default:
	}
}

// close ends the session, with a last line to show ("": none).
func (ss *session) close(bye string) {
	ss.mu.Lock()
	if !ss.closed {
		ss.closed, ss.bye = true, bye
		close(ss.done)
	}
	ss.mu.Unlock()
	ss.poke()
}

// update is what a session has to show since it last looked.
type update struct {
	lines   []string
	dropped int
	snap    *snapshot
	prompt  bool
	closed  bool
	bye     string
}

// take returns and forgets what there is to show.
func (ss *session) take() update {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	u := update{lines: ss.pending, dropped: ss.dropped, snap: ss.snap, prompt: ss.prompt, closed: ss.closed, bye: ss.bye}
	ss.pending, ss.dropped, ss.prompt = nil, 0, false
	return u
}

// Text styles, on a terminal that shows colours.
func (ss *session) bold(s string) string { return ss.wrap("1", s) }
func (ss *session) dim(s string) string  { return ss.wrap("2", s) }
func (ss *session) wrap(code, s string) string {
	if !ss.colour {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

// paint colours the cards in text.
func (ss *session) paint(rs engine.Ruleset, text string) string {
	if !ss.colour {
		return text
	}
	return gamewords.Colour(rs, true, text)
}

// maxLineBytes bounds a line read from a connection; a longer line is
// skipped.
const maxLineBytes = 4096

// readLines hands every line read from r to the table, at most inputBurst
// at once, until r ends. What follows the last line end is dropped: a line
// typed without Enter is not played when the connection drops.
func (ss *session) readLines(r io.Reader) {
	lr := lineread.New(r, lineread.Options{Max: maxLineBytes})
	var bucket inputBucket
	for {
		l, err := lr.Next()
		if err == nil && l.Whole {
			if wait := bucket.take(ss.srv.now()); wait > 0 {
				time.Sleep(wait)
			}
			if !ss.table.send(inputMsg{s: ss, text: cleanLine(l.Text)}) {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// runLines is a session without a terminal: what happens is written as
// lines of text and a line of move notation is read per move, as play
// reads one when its input is not a terminal.
func (ss *session) runLines(rw io.ReadWriter) {
	go func() {
		ss.readLines(rw)
		ss.close("")
	}()
	w := bufio.NewWriter(rw)
	shown := -1 // the version whose view was shown with a prompt
	var anytime string
	var last *snapshot
	prompted := false // the prompt ends the last line written
	for range ss.wake {
		u := ss.take()
		var out []string
		if u.dropped > 0 {
			out = append(out, say(ss.language(), "serve.word.dropped", i18n.Args{"Count": u.dropped}))
		}
		out = append(out, u.lines...)
		if sn := u.snap; sn != nil && !u.closed && !sn.over {
			if sn.turn && sn.version != shown {
				shown = sn.version
				out = append(out, "", indent(sn.view, "  "))
				u.prompt = true
			}
			if list := optionTexts(sn.moves); sn.anytime && list != anytime {
				out = append(out, say(ss.language(), "serve.word.anytime", i18n.Args{"Moves": list}))
			}
			if anytime = ""; sn.anytime {
				anytime = optionTexts(sn.moves)
			}
			last = sn
		}
		if len(out) > 0 && prompted {
			// A line that comes while the prompt waits goes below it (the
			// prompt is not repeated: one prompt, one line).
			w.WriteString("\n")
			prompted = false
		}
		for _, l := range out {
			w.WriteString(l + "\n")
		}
		if u.closed || u.snap != nil && u.snap.over {
			if u.bye != "" {
				w.WriteString(u.bye + "\n")
			}
			w.Flush()
			return
		}
		if last != nil && last.turn && u.prompt && !prompted {
			w.WriteString(say(ss.language(), "serve.word.prompt", i18n.Args{"Title": last.status}) + " ")
			prompted = true
		}
		if w.Flush() != nil {
			return
		}
	}
}

// optionTexts lists the moves' notation.
func optionTexts(opts []option) string {
	texts := make([]string, len(opts))
	for i, o := range opts {
		texts[i] = o.text
	}
	return strings.Join(texts, " · ")
}

// indent puts prefix before every line of text that is not empty.
func indent(text, prefix string) string {
	lines := splitLines(text)
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "\n")
}
