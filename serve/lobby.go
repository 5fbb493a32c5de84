package serve

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
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

// runLobby runs the lobby on sess until it joins a table (then the table's
// session runs on) or leaves.
func (srv *Server) runLobby(sess ssh.Session, lang string) {
	_, winch, isPty := sess.Pty()
	in := &lobbyInput{r: sess, echo: isPty, w: sess}
	say := func(id string, args i18n.Args) {
		fmt.Fprintln(sess, i18n.Say(lang, id, args))
	}
	say("serve.word.lobby-welcome", nil)
	for n := 0; n < maxLobbyLines; n++ {
		fmt.Fprint(sess, i18n.Say(lang, "serve.word.lobby-prompt", nil)+" ")
		line, err := in.line()
		if err != nil {
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
			addr := host(sess.RemoteAddr())
			if !srv.lim.allowed(addr) {
				say("serve.word.lobby-wait", nil)
				continue
			}
			ref, ok := srv.byCode(fields[1])
			if !ok {
				srv.lim.failed(addr)
				say("serve.word.lobby-no-code", nil)
				continue
			}
			srv.lim.succeeded(addr)
			srv.seat(sess, ref, lang, in.rest(), winch, isPty)
			return
		default:
			say("serve.word.lobby-unknown", i18n.Args{"Word": fields[0]})
		}
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
					fmt.Fprintf(w, "  %s: join %s\n", st.Name, st.Code)
				}
			}
			fmt.Fprintf(w, "  %s: join %s\n", i18n.Say(lang, "serve.word.spectators", nil), t.WatchCode())
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

// rest is what was read but not taken, followed by the rest of the input.
func (in *lobbyInput) rest() io.Reader {
	return io.MultiReader(bytes.NewReader(in.buf), in.r)
}
