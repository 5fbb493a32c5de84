package serve_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	cmdserve "tabletop/cmd/serve"
	"tabletop/internal/testwait"
	. "tabletop/serve"
)

// lobbyOpen types "new mojo Pi,Qi" in the lobby on c and waits, from at,
// for want (the codes' last line, or a refusal); it returns the offset
// after it.
func lobbyOpen(c *client, at int, want string) int {
	c.t.Helper()
	c.send("new mojo Pi,Qi")
	return c.waitFor(at, want)
}

var watchLine = regexp.MustCompile(`(?m)^  the spectators: join (\S+)$`)

const lobbyGive = "A code stays valid until the table ends."

// A lobby connection opens 4 tables at most, and an address its cap, each
// refusal said in words; a lobby table where no person is seated ends once
// it has been so for the idle time (by the server's clock, set forward
// here), its spectators told why, while a table with a person seated
// stays, until they leave and the idle time passes again.
func TestLobbyTablesAreCappedAndIdleOnesEnd(t *testing.T) {
	var offset atomic.Int64
	now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
	host := &testwait.Buffer{}
	srv, addr := startServer(t, Config{NewTable: cmdserve.NewTable(0), Now: now, Host: host, LobbyTablesPerAddr: 6})
	c1 := dial(t, addr, dialConfig("lobby", ""), nil, 0, 0)
	at := c1.waitFor(0, "lobby> ")
	first := at
	for range DefaultLobbyTables {
		at = lobbyOpen(c1, at, lobbyGive)
	}
	codes := joinLine.FindAllStringSubmatch(c1.text()[first:at], -1)  // Pi and Qi, per table
	watch := watchLine.FindAllStringSubmatch(c1.text()[first:at], -1) // the spectators', per table
	at = lobbyOpen(c1, at, "this connection already has 4 tables open, the most it may: open another once one of them ends\n")
	c2 := dial(t, addr, dialConfig("lobby", ""), nil, 0, 0)
	at2 := c2.waitFor(0, "lobby> ")
	at2 = lobbyOpen(c2, at2, lobbyGive)
	at2 = lobbyOpen(c2, at2, lobbyGive)
	at2 = lobbyOpen(c2, at2, "your address already has 6 tables open (its connections together), the most it may: open another once one of them ends\n")
	if n := len(srv.Tables()); n != 6 {
		t.Fatalf("%d tables open, want 6", n)
	}

	// Pi sits at c1's first table; a spectator watches its second.
	pi := dial(t, addr, dialConfig("lobby", ""), nil, 0, 0)
	pi.waitFor(0, "lobby> ")
	pi.send("join " + codes[0][2])
	piAt := pi.waitFor(0, "you are Pi")
	watcher := dial(t, addr, dialConfig("lobby", ""), nil, 0, 0)
	watcher.waitFor(0, "lobby> ")
	watcher.send("join " + watch[1][1])
	watchAt := watcher.waitFor(0, "you are watching")

	// Ten minutes on: the five tables without a seated person end when
	// the next table is asked for, Pi's stays.
	offset.Store(int64(DefaultTableIdle))
	at2 = lobbyOpen(c2, at2, lobbyGive)
	watcher.waitFor(watchAt, "No one had been seated at this table for 10 minutes: it has ended.")
	tables := srv.Tables()
	if len(tables) != 2 || tables[0].Seats()[0].Code != codes[0][2] {
		t.Fatalf("%d tables open, want Pi's and the one just opened", len(tables))
	}
	if n := strings.Count(host.String(), "ended: no one had been seated at it for 10 minutes."); n != 5 {
		t.Fatalf("the host was told of %d tables ended, want 5:\n%s", n, host.String())
	}
	// c1 has one table open now: it may open three more.
	for range 3 {
		at = lobbyOpen(c1, at, lobbyGive)
	}
	at = lobbyOpen(c1, at, "this connection already has 4 tables open")

	// Pi leaves: the table ends ten minutes later, not before.
	pi.send("quit")
	pi.waitFor(piAt, "You are back in the lobby")
	offset.Store(int64(2*DefaultTableIdle - 30*time.Second))
	lobbyOpen(c2, at2, lobbyGive)
	if !slices.Contains(srv.Tables(), tables[0]) {
		t.Fatal("Pi's table ended less than 10 minutes after Pi left")
	}
	offset.Store(int64(2 * DefaultTableIdle))
	lobbyOpen(c1, at, lobbyGive)
	if slices.Contains(srv.Tables(), tables[0]) {
		t.Fatal("Pi's table still open 10 minutes after Pi left")
	}
}

// A lobby table ends on its own timer too, without anyone asking for a
// table: the host is told.
func TestIdleLobbyTableEndsByItself(t *testing.T) {
	host := &testwait.Buffer{}
	srv, addr := startServer(t, Config{NewTable: cmdserve.NewTable(0), Host: host, TableIdle: 50 * time.Millisecond})
	c := dial(t, addr, dialConfig("lobby", ""), nil, 0, 0)
	lobbyOpen(c, c.waitFor(0, "lobby> "), lobbyGive)
	tables := srv.Tables()
	if len(tables) != 1 {
		t.Fatalf("%d tables open, want 1", len(tables))
	}
	select {
	case <-tables[0].Done():
	case <-time.After(testTimeout):
		t.Fatal("the idle table did not end")
	}
	if want := "The table of Mojo for Pi, Qi ended: no one had been seated at it for 1 second."; !strings.Contains(host.String(), want) {
		t.Fatalf("the host was not told %q:\n%s", want, host.String())
	}
}

// The refusal of a connection's fifth table, on the lobby's screen at
// 80×24 and 50×15, in every language.
func TestLobbyScreenRefusesAFifthTable(t *testing.T) {
	refusals := map[string]string{
		"en": "this connection already has 4 tables open, the most it may: open another once one of them ends",
		"pl": "to połączenie ma już otwarte 4 stoły, najwięcej, ile może: następny otworzysz, gdy któryś z nich się skończy",
		"fr": "cette connexion a déjà 4 tables ouvertes, le plus qu'elle puisse avoir\u00a0: vous en ouvrirez une autre quand l'une d'elles sera finie",
		"ru": "у этого соединения уже открыто 4 стола, больше нельзя: новый можно будет открыть, когда один из них закончится",
	}
	words := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for _, w := range lobbyWords {
		for _, size := range kitSizes {
			t.Run(fmt.Sprintf("%s %dx%d", w.lang, size[0], size[1]), func(t *testing.T) {
				t.Parallel()
				srv, c := dialLobby(t, w.locale, size[0], size[1])
				waitScreen(t, c, w.prompt)
				for k := 1; k <= DefaultLobbyTables; k++ {
					c.typeKeys("new mojo Pi,Qi\r")
					c.waitScreen(fmt.Sprintf("%d tables open", k), func(string) bool { return len(srv.Tables()) == k })
				}
				c.typeKeys("new mojo Pi,Qi\r")
				want := words(refusals[w.lang])
				c.waitScreen(fmt.Sprintf("%q", want), func(sc string) bool { return strings.Contains(words(sc), want) })
				if n := len(srv.Tables()); n != DefaultLobbyTables {
					t.Fatalf("%d tables open, want %d", n, DefaultLobbyTables)
				}
			})
		}
	}
}
