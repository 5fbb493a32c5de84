package serve

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/ssh"

	"tabletop/engine/i18n"
	"tabletop/internal/lineread"
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
// or the connection drops: on a terminal as a screen (runLobbyScreen),
// else as lines. A person who joins a table comes back to the lobby when
// they leave it (Ctrl-C or quit) or it ends.
func (srv *Server) runLobby(sess ssh.Session, lang string, conn *connInput) {
	if _, _, isPty := sess.Pty(); isPty {
		srv.runLobbyScreen(sess, lang, conn)
		return
	}
	// The lobby stops reading when the server stops.
	in := lineread.New(conn.reader(srv.stopped), lineread.Options{Max: maxLineBytes, Raw: true})
	lines := func(out []string) {
		for _, l := range out {
			fmt.Fprintln(sess, l)
		}
	}
	lines([]string{say(lang, "serve.word.lobby-welcome", nil)})
	for n := 0; n < maxLobbyLines; n++ {
		fmt.Fprint(sess, say(lang, "serve.word.lobby-prompt", nil)+" ")
		l, err := in.Next()
		line := l.Text
		if err != nil {
			if srv.isClosed() {
				fmt.Fprintln(sess)
				lines([]string{say(lang, "serve.word.lobby-closed", nil)})
			}
			return
		}
		out, act := srv.lobbyLine(openerOf(sess), &lang, line)
		lines(out)
		switch act.kind {
		case lobbyLeave:
			return
		case lobbyJoin:
			conn.unread(in.Rest())
			var seated bool
			lang, seated = srv.seat(sess, act.ref, lang, conn)
			if sess.Context().Err() != nil || srv.isClosed() {
				return
			}
			lines([]string{srv.lobbyBack(lang, seated)})
		}
	}
}

// lobbyBack is what a person back in the lobby from a table reads: seated
// is false when the table had ended before they sat.
func (srv *Server) lobbyBack(lang string, seated bool) string {
	if seated {
		return say(lang, "serve.word.lobby-back", nil)
	}
	return say(lang, "serve.word.table-ended", nil)
}

// lobbyAct is what a line typed in the lobby asks for beyond its answer.
type lobbyAct struct {
	kind int
	ref  seatRef // the seat to join
}

// The kinds of lobbyAct.
const (
	lobbyStay = iota
	lobbyLeave
	lobbyJoin
)

// lobbyLine answers a line typed in the lobby on who's connection, in
// *lang (which "lang" switches), with the lines to show and what to do
// next.
func (srv *Server) lobbyLine(who opener, lang *string, line string) ([]string, lobbyAct) {
	fields := strings.Fields(cleanLine(line))
	if len(fields) == 0 {
		return nil, lobbyAct{}
	}
	one := func(id string, args i18n.Args) []string { return []string{say(*lang, id, args)} }
	switch strings.ToLower(fields[0]) {
	case "quit", "exit", "leave":
		return nil, lobbyAct{kind: lobbyLeave}
	case "help", "?":
		return one("serve.word.lobby-help", nil), lobbyAct{}
	case "lang":
		if len(fields) > 1 {
			if l, ok := i18n.Parse(fields[1]); ok {
				*lang = l
				return one("serve.word.language", i18n.Args{"Lang": i18n.Name(l)}), lobbyAct{}
			}
		}
		return one("serve.word.languages", i18n.Args{"Known": strings.Join(i18n.Languages(), ", ")}), lobbyAct{}
	case "new":
		return srv.lobbyNew(*lang, who, fields[1:]), lobbyAct{}
	case "join":
		if len(fields) != 2 {
			return one("serve.word.lobby-help", nil), lobbyAct{}
		}
		ref, told := srv.lobbyCode(who.addr, *lang, fields[1])
		if told != "" {
			return []string{told}, lobbyAct{}
		}
		return nil, lobbyAct{kind: lobbyJoin, ref: ref}
	}
	return one("serve.word.lobby-unknown", i18n.Args{"Word": fields[0]}), lobbyAct{}
}

// lobbyCode finds the seat a code typed in the lobby from addr is for,
// limited per address as a code typed to log in is (limiter): a wrong
// code, and an address that must wait, get one line that says so (and
// how long to wait), told instead.
func (srv *Server) lobbyCode(addr, lang, code string) (ref seatRef, told string) {
	for {
		turn, wait, ok := srv.lim.book(addr, 0)
		if !ok {
			return seatRef{}, waitLine(lang, wait)
		}
		right, wait, again := srv.lim.check(turn, func() bool {
			var found bool
			ref, found = srv.byCode(code)
			return found
		})
		switch {
		case again:
			continue
		case right:
			return ref, ""
		}
		line := say(lang, "serve.word.lobby-no-code", nil)
		if wait > 0 {
			line += " " + waitLine(lang, wait)
		}
		return seatRef{}, line
	}
}

// waitLine tells an address that must wait how long.
func waitLine(lang string, wait time.Duration) string {
	return say(lang, "serve.word.code-wait", i18n.Args{"Wait": howLong(lang, wait)})
}

// howLong says a wait in whole seconds, or in minutes from two minutes
// on (rounded up).
func howLong(lang string, wait time.Duration) string {
	secs := int((wait + time.Second - 1) / time.Second)
	if secs >= 120 {
		return say(lang, "serve.word.minutes", i18n.Args{"Count": (secs + 59) / 60})
	}
	return say(lang, "serve.word.seconds", i18n.Args{"Count": secs})
}

// lobbyNew opens a table for who from the words of "new GAME PLAYERS
// ...", and returns the lines that tell the codes of its seats. Lobby
// tables idle for Config.TableIdle end first; a connection, or an
// address, that has its tables open (Config.LobbyTables,
// LobbyTablesPerAddr) is refused.
func (srv *Server) lobbyNew(lang string, who opener, words []string) []string {
	cfg, err := srv.cfg.NewTable(words)
	if err == nil {
		cfg.NoUsers = true
		cfg.opener = who
		var t *Table
		if t, err = srv.openFor(cfg); err == nil {
			out := []string{say(lang, "serve.word.lobby-opened", i18n.Args{"Game": t.rs.Title(), "Players": seated(lang, t.names)})}
			for _, st := range t.Seats() {
				if st.Code != "" {
					out = append(out, "  "+say(lang, "serve.word.lobby-code", i18n.Args{"Name": i18n.Player(st.Name), "Code": st.Code}))
				}
			}
			out = append(out, "  "+say(lang, "serve.word.lobby-code", i18n.Args{"Name": say(lang, "serve.word.lobby-spectators", nil), "Code": t.WatchCode()}),
				say(lang, "serve.word.lobby-give", nil))
			srv.hostf("serve.word.host-opened", i18n.Args{"Game": t.rs.Title(), "Players": strings.Join(t.names, ", ")})
			return out
		}
	}
	return []string{i18n.ErrorIn(lang, err)}
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
