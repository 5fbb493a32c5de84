package serve

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"tabletop/engine/i18n"
	"tabletop/internal/lineread"
)

// Console reads the host's commands from r, one a line, and answers them
// on Config.Host, in the host's language:
//
//	help          the commands
//	tables        the open tables, with their numbers
//	code NAME     a new code for the seat of NAME (a person's name or
//	              SSH user; watch: the spectators'); the old one stops
//	              working, who is seated stays
//	code N NAME   the same at table N (in a lobby, where several tables
//	              may have a seat of that name)
//
// It reads in the background; from the call on, the host's alarms of
// wrong codes (Config.CodeAlarm) name its command. It stops at r's end or
// on a failure to read, and when the server stops; the server goes on
// either way. The channel is closed when it has stopped.
func (srv *Server) Console(r io.Reader) <-chan struct{} {
	done := make(chan struct{})
	if r == nil {
		close(done)
		return done
	}
	srv.console.Store(true)
	go func() {
		defer close(done)
		defer srv.console.Store(false)
		in := lineread.New(r, lineread.Options{Max: maxLineBytes})
		for {
			l, err := in.Next()
			if srv.isClosed() {
				return
			}
			srv.hostLines(srv.command(l.Text))
			if err != nil {
				return
			}
		}
	}()
	return done
}

// hostLines writes lines to the host, together.
func (srv *Server) hostLines(lines []string) {
	if srv.cfg.Host == nil || len(lines) == 0 {
		return
	}
	srv.hostMu.Lock()
	defer srv.hostMu.Unlock()
	for _, l := range lines {
		fmt.Fprintln(srv.cfg.Host, l)
	}
}

// command answers one line typed on the console.
func (srv *Server) command(line string) []string {
	lang := srv.cfg.Lang
	one := func(id string, args i18n.Args) []string { return []string{say(lang, id, args)} }
	fields := strings.Fields(cleanLine(line))
	if len(fields) == 0 {
		return nil
	}
	switch strings.ToLower(fields[0]) {
	case "help", "?":
		return one("serve.word.console-help", nil)
	case "tables":
		return srv.tableLines()
	case "code":
		if len(fields) == 1 {
			return one("serve.word.console-help", nil)
		}
		return one(srv.newCode(fields[1:]))
	}
	return one("serve.word.console-unknown", i18n.Args{"Word": fields[0]})
}

// tableLines lists the open tables with their numbers.
func (srv *Server) tableLines() []string {
	lang := srv.cfg.Lang
	var out []string
	for _, t := range srv.Tables() {
		out = append(out, say(lang, "serve.word.console-table", i18n.Args{"Num": t.num, "Game": t.rs.Title(), "Players": i18n.Join(lang, t.names, ", ")}))
	}
	if len(out) == 0 {
		out = append(out, say(lang, "serve.word.console-no-tables", nil))
	}
	return out
}

// newCode gives the seat words name (after the table's number, when
// the first of several) a new code, and says it (a message's id and
// arguments).
func (srv *Server) newCode(words []string) (string, i18n.Args) {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	tables := srv.tables
	if n, err := strconv.Atoi(words[0]); err == nil && len(words) > 1 {
		i := slices.IndexFunc(srv.tables, func(t *Table) bool { return t.num == n })
		if i < 0 {
			return "serve.word.console-no-table", i18n.Args{"Num": n}
		}
		tables, words = srv.tables[i:i+1], words[1:]
	}
	name := strings.Join(words, " ")
	var found []seatRef
	for _, t := range tables {
		if strings.EqualFold(name, WatchUser) {
			found = append(found, seatRef{t, -1})
		}
		for i, st := range t.cfg.Seats {
			if strings.EqualFold(strings.Join(strings.Fields(st.Name), " "), name) || st.User != "" && strings.EqualFold(st.User, name) {
				found = append(found, seatRef{t, i})
			}
		}
	}
	switch {
	case len(found) == 0:
		return "serve.word.console-no-seat", i18n.Args{"Name": i18n.Player(name)}
	case len(found) > 1:
		return "serve.word.console-which", i18n.Args{"Name": i18n.Player(name)}
	}
	ref := found[0]
	t := ref.table
	if ref.seat < 0 {
		t.watch = newCode()
		delete(srv.wrong, seatRef{seat: -1})
		return "serve.word.console-new-watch-code", i18n.Args{"Num": t.num, "Code": t.watch}
	}
	st := &t.cfg.Seats[ref.seat]
	switch {
	case st.Bot != "":
		return "serve.word.console-bot", i18n.Args{"Name": i18n.Player(st.Name)}
	case st.Key != nil:
		return "serve.word.console-key", i18n.Args{"Name": i18n.Player(st.Name)}
	}
	st.Code = newCode()
	delete(srv.wrong, ref)
	return "serve.word.console-new-code", i18n.Args{"Name": i18n.Player(st.Name), "Num": t.num, "Code": st.Code}
}
