package serve

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/ssh"

	"tabletop/engine/i18n"
)

// The lobby: an SSH user that is no seat's (and not WatchUser) joins it
// when the server has one (Config.NewTable). There a person opens a table
// ("new mojo Ann,Ben,bot:greedy") and is given its seats' codes, or joins
// a seat or the spectators of any open table with a code ("join k7p2xq").
// Tables opened in the lobby have no SSH users: their seats are joined in
// the lobby only.

// lobbyRef marks a connection let into the lobby.
type lobbyRef struct{}

// maxLobbyLines bounds the lines a lobby session may type.
const maxLobbyLines = 200

// runLobby runs the lobby on sess, reading conn, until the person leaves
// or the connection drops. A person who joins a table comes back to the
// lobby when they leave it (Ctrl-C or quit) or it ends.
func (srv *Server) runLobby(sess ssh.Session, lang string, conn *connInput) {
	_, winch, isPty := sess.Pty()
	// The lobby stops reading when the server stops.
	in := &lobbyInput{r: conn.reader(srv.stopped), echo: isPty, w: sess}
	say := func(id string, args i18n.Args) {
		fmt.Fprintln(sess, i18n.Say(lang, id, args))
	}
	say("serve.word.lobby-welcome", nil)
	stop := drainWindows(winch)
	defer func() { stop() }()
	for n := 0; n < maxLobbyLines; n++ {
		fmt.Fprint(sess, i18n.Say(lang, "serve.word.lobby-prompt", nil)+" ")
		line, err := in.line()
		if err != nil {
			if srv.isClosed() {
				fmt.Fprintln(sess)
				say("serve.word.lobby-closed", nil)
			}
			return
		}
		fields := strings.Fields(cleanLine(line))
		if len(fields) == 0 {
			continue
		}
		switch strings.ToLower(fields[0]) {
		case "quit", "exit", "leave":
			return
		case "help", "?":
			say("serve.word.lobby-help", nil)
		case "lang":
			if len(fields) > 1 {
				if l, ok := i18n.Parse(fields[1]); ok {
					lang = l
					say("serve.word.language", i18n.Args{"Lang": i18n.Name(lang)})
					continue
				}
			}
			say("serve.word.languages", i18n.Args{"Known": strings.Join(i18n.Languages(), ", ")})
		case "new":
			srv.lobbyNew(sess, lang, fields[1:])
		case "join":
			if len(fields) != 2 {
				say("serve.word.lobby-help", nil)
				continue
			}
			ref, ok := srv.lobbyCode(sess, lang, fields[1])
			if !ok {
				continue
			}
			stop()
			conn.unread(in.take())
			var seated bool
			lang, seated = srv.seat(sess, ref, lang, conn)
			if sess.Context().Err() != nil || srv.isClosed() {
				return
			}
			if seated {
				say("serve.word.lobby-back", nil)
			} else {
				say("serve.word.table-ended", nil)
			}
			stop = drainWindows(winch)
		default:
			say("serve.word.lobby-unknown", i18n.Args{"Word": fields[0]})
		}
	}
}

// lobbyCode finds the seat a code typed in the lobby is for, limited per
// address as a code typed to log in is: a wrong code, and an address that
// must wait, get one line that says so (and how long to wait).
func (srv *Server) lobbyCode(w ssh.Session, lang, code string) (seatRef, bool) {
	addr := host(w.RemoteAddr())
	if wait := srv.lim.wait(addr); wait > 0 {
		fmt.Fprintln(w, waitLine(lang, wait))
		return seatRef{}, false
	}
	ref, ok := srv.byCode(code)
	if !ok {
		line := say(lang, "serve.word.lobby-no-code", nil)
		if wait := srv.lim.failed(addr); wait > 0 {
			line += " " + waitLine(lang, wait)
		}
		fmt.Fprintln(w, line)
		return seatRef{}, false
	}
	srv.lim.succeeded(addr)
	return ref, true
}

// waitLine tells an address that must wait how long.
func waitLine(lang string, wait time.Duration) string {
	secs := int((wait + time.Second - 1) / time.Second)
	long := say(lang, "serve.word.seconds", i18n.Args{"Count": secs})
	if secs >= 120 {
		long = say(lang, "serve.word.minutes", i18n.Args{"Count": (secs + 59) / 60})
	}
	return say(lang, "serve.word.code-wait", i18n.Args{"Wait": long})
}

// drainWindows takes the terminal's new sizes while the lobby, which has
// no use for them, runs (the connection's requests wait on them
// otherwise), until stop is called (once or more).
func drainWindows(winch <-chan ssh.Window) (stop func()) {
	quit, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-quit:
				return
			case _, ok := <-winch:
				if !ok {
					<-quit
					return
				}
			}
		}
	}()
	var once sync.Once
	return func() {
		once.Do(func() { close(quit) })
		<-done
	}
}

// lobbyNew opens a table from the words of "new GAME PLAYERS ...", and
// tells the codes of its seats.
func (srv *Server) lobbyNew(w io.Writer, lang string, words []string) {
	cfg, err := srv.cfg.NewTable(words)
	if err == nil {
		cfg.NoUsers = true
		var t *Table
		if t, err = srv.Open(cfg); err == nil {
			fmt.Fprintln(w, i18n.Say(lang, "serve.word.lobby-opened", i18n.Args{"Game": t.rs.Title(), "Players": i18n.Join(lang, t.names, ", ")}))
			for _, st := range t.Seats() {
				if st.Code != "" {
					fmt.Fprintln(w, "  "+i18n.Say(lang, "serve.word.lobby-code", i18n.Args{"Name": st.Name, "Code": st.Code}))
				}
			}
			fmt.Fprintln(w, "  "+i18n.Say(lang, "serve.word.lobby-code", i18n.Args{"Name": i18n.Say(lang, "serve.word.spectators", nil), "Code": t.WatchCode()}))
			fmt.Fprintln(w, i18n.Say(lang, "serve.word.lobby-give", nil))
			srv.hostf("serve.word.host-opened", i18n.Args{"Game": t.rs.Title(), "Players": strings.Join(t.names, ", ")})
			return
		}
	}
	fmt.Fprintln(w, i18n.ErrorIn(lang, err))
}

// byCode finds the seat, or the spectators, a code is for.
func (srv *Server) byCode(code string) (seatRef, bool) {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	for _, t := range srv.tables {
		for i, st := range t.cfg.Seats {
			if sameCode(code, st.Code) {
				return seatRef{t, i}, true
			}
		}
		if sameCode(code, t.watch) {
			return seatRef{t, -1}, true
		}
	}
	return seatRef{}, false
}

// lobbyInput reads typed lines: on a terminal it echoes what is typed and
// takes back a character on Backspace, as a terminal in cooked mode does.
type lobbyInput struct {
	r    io.Reader
	w    io.Writer
	echo bool
	buf  []byte // read but not yet taken
}

var errLeft = errors.New("the person left the lobby")

// line returns the next line typed, without its end.
func (in *lobbyInput) line() (string, error) {
	var line []byte
	esc := 0 // inside an escape sequence: 1 after ESC, 2 after ESC [
	for {
		if len(in.buf) == 0 {
			b := make([]byte, 256)
			n, err := in.r.Read(b)
			if n == 0 && err != nil {
				return "", err
			}
			in.buf = b[:n]
		}
		c := in.buf[0]
		in.buf = in.buf[1:]
		switch {
		case esc == 1:
			esc = 0
			if c == '[' || c == 'O' {
				esc = 2
			}
		case esc == 2:
			if c >= 0x40 && c <= 0x7e {
				esc = 0
			}
		case c == 0x1b:
			esc = 1
		case c == '\r' || c == '\n':
			if c == '\r' && len(in.buf) > 0 && in.buf[0] == '\n' {
				in.buf = in.buf[1:]
			}
			if in.echo {
				io.WriteString(in.w, "\n")
			}
			return string(line), nil
		case c == 0x03 || c == 0x04:
			return "", errLeft
		case c == 0x7f || c == 0x08:
			if len(line) > 0 {
				_, size := utf8.DecodeLastRune(line)
				line = line[:len(line)-size]
				if in.echo {
					io.WriteString(in.w, "\b \b")
				}
			}
		case c < 0x20:
		default:
			if len(line) < maxLineBytes {
				line = append(line, c)
				if in.echo {
					in.w.Write([]byte{c})
				}
			}
		}
	}
}

// take returns what was read but not taken, and forgets it.
func (in *lobbyInput) take() []byte {
	b := in.buf
	in.buf = nil
	return b
}
