package serve

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/ssh"

	"tabletop/engine/i18n"
)

// The lobby's bounds on its tables: a table where no person is seated
// ends after Config.TableIdle, and a connection, and an address, have at
// most Config.LobbyTables and LobbyTablesPerAddr tables open.

// The defaults of the lobby's bounds.
const (
	DefaultTableIdle          = 10 * time.Minute
	DefaultLobbyTables        = 4
	DefaultLobbyTablesPerAddr = 16
)

// opener is who opened a table in the lobby: the address and the SSH
// connection (its session ID).
type opener struct {
	addr, conn string
}

// openerOf is the lobby connection of sess.
func openerOf(sess ssh.Session) opener {
	return opener{addr: host(sess.RemoteAddr()), conn: sess.Context().SessionID()}
}

// lobby reports whether the table was opened in the lobby.
func (t *Table) lobby() bool { return t.cfg.opener.conn != "" }

// botShare is the share of the bots' slots the table's searches take
// (slots): its opener's address for a table opened in the lobby (one
// address's tables take one turn between them), else its own.
func (t *Table) botShare() string {
	if t.lobby() {
		return "lobby " + t.cfg.opener.addr
	}
	return fmt.Sprintf("table %p", t)
}

func (srv *Server) tableIdle() time.Duration {
	return orDefault(srv.cfg.TableIdle, DefaultTableIdle)
}

func (srv *Server) lobbyTables() (perConn, perAddr int) {
	return orDefault(srv.cfg.LobbyTables, DefaultLobbyTables), orDefault(srv.cfg.LobbyTablesPerAddr, DefaultLobbyTablesPerAddr)
}

// orDefault is v, or def when v is not positive.
func orDefault[T int | time.Duration](v, def T) T {
	if v > 0 {
		return v
	}
	return def
}

// openFor opens a lobby table for cfg.opener: the tables that have been
// idle long enough end first (so that they free their place), then the
// opener's tables are counted, and the table opened, as one step.
func (srv *Server) openFor(cfg TableConfig) (*Table, error) {
	srv.lobbyMu.Lock()
	defer srv.lobbyMu.Unlock()
	srv.endIdleTables()
	perConn, perAddr := srv.lobbyTables()
	conn, addr := 0, 0
	for _, t := range srv.Tables() {
		if !t.lobby() {
			continue
		}
		if t.cfg.opener == cfg.opener {
			conn++
		}
		if t.cfg.opener.addr == cfg.opener.addr {
			addr++
		}
	}
	switch {
	case conn >= perConn:
		return nil, i18n.NewError("serve.error.lobby-tables", i18n.Args{"Count": perConn})
	case addr >= perAddr:
		return nil, i18n.NewError("serve.error.lobby-tables-addr", i18n.Args{"Count": perAddr})
	}
	return srv.Open(cfg)
}

// idleMsg asks a lobby table to end if no person has been seated at it
// for Config.TableIdle; it answers whether it ends.
type idleMsg struct{ ends chan bool }

// endIdleTables ends the lobby tables where no person has been seated for
// Config.TableIdle by the server's clock, and waits for them to end. A
// table ends so by itself too, on its own timer; this makes it so on the
// clock's word (a clock set forward), before the tables are counted.
func (srv *Server) endIdleTables() {
	now := srv.now()
	for _, t := range srv.Tables() {
		if at := t.idleAt(); at.IsZero() || now.Before(at) {
			continue
		}
		m := idleMsg{ends: make(chan bool, 1)}
		if !t.send(m) {
			continue
		}
		select {
		case ends := <-m.ends:
			if ends {
				<-t.done
			}
		case <-t.done:
		}
	}
}

// idleAt is when the table ends for want of a seated person (zero: a
// person is seated, or the table was not opened in the lobby), as its
// goroutine last noted it.
func (t *Table) idleAt() time.Time {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.idleEnd
}

// noteIdle notes when the table ends for want of a seated person: the
// table's idle time after the last person left, or after it opened if no
// one has sat (run's goroutine, or newTable).
func (t *Table) noteIdle() {
	var end time.Time
	if t.lobby() {
		var since time.Time // the latest time a seat was left (or the table opened)
		for i, n := range t.present {
			if n > 0 {
				since = time.Time{}
				break
			}
			if t.absent[i].After(since) {
				since = t.absent[i]
			}
		}
		if !since.IsZero() {
			end = since.Add(t.srv.tableIdle())
		}
	}
	t.mu.Lock()
	t.idleEnd = end
	t.mu.Unlock()
}

// endIfIdle ends the table (as the host's stop does: run saves a game
// with a move made) when no person has been seated at it for
// Config.TableIdle by now. A game over ends as it does (run).
func (t *Table) endIfIdle(now time.Time) bool {
	at := t.idleAt()
	if at.IsZero() || now.Before(at) || t.s.IsTerminal() {
		return false
	}
	t.stopping, t.idled = true, true
	return true
}

// idleEnded tells the host that a table ended for want of a seated
// person, and where its game was saved.
func (t *Table) idleEnded(res Result) {
	args := i18n.Args{"Game": t.rs.Title(), "Players": strings.Join(t.names, ", "), "Wait": howLong(t.srv.cfg.Lang, t.srv.tableIdle())}
	t.srv.hostf("serve.word.host-idle", args)
	if res.Saved != "" {
		t.srv.hostf("serve.word.host-idle-saved", i18n.Args{"Path": res.Saved})
	}
}
