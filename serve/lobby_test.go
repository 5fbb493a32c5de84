package serve_test

import (
	"regexp"
	"strings"
	"testing"

	cmdserve "tabletop/cmd/serve"
	. "tabletop/serve"
)

var joinLine = regexp.MustCompile(`(?m)^  (\S+): join (\S+)$`)

// The lobby: a user that is no seat's comes in without a code, opens a
// table with "new" and is given the seats' codes; "join CODE" takes a seat
// (a wrong code is refused) on lines or on a terminal, and the game is
// played to its end.
func TestLobbyOpensAndJoinsATable(t *testing.T) {
	t.Parallel() // its own server
	srv, addr := startServer(t, Config{NewTable: cmdserve.NewTable(0)})
	host := dial(t, addr, dialConfig("lobby", ""), nil, 0, 0)
	host.waitFor(0, "lobby> ")
	host.send("new mojo Ann,Ben,bot:greedy nonsense")
	at := host.waitFor(0, `option "nonsense": want KEY=VALUE`)
	host.send("new mojo Ann,Ben,bot:greedy")
	end := host.waitFor(at, "A code stays valid until the table ends.")
	codes := map[string]string{}
	for _, m := range joinLine.FindAllStringSubmatch(host.text()[at:end], -1) {
		codes[m[1]] = m[2]
	}
	if len(codes) != 2 || codes["Ann"] == "" || codes["Ben"] == "" || !strings.Contains(host.text(), "  the spectators: join ") {
		t.Fatalf("codes %v in:\n%s", codes, host.text())
	}
	host.send("join nope99")
	host.waitFor(end, "No open table has a seat with that code.")
	host.send("join " + codes["Ann"])
	done := host.waitFor(end, "you are Ann")

	ben := dial(t, addr, dialConfig("ben", "whatever"), nil, 100, 30)
	ben.waitFor(0, "lobby>")
	ben.keys("join " + codes["Ben"] + "\r")
	ben.waitFor(0, "you are Ben")

	var tab *Table
	for _, x := range srv.Tables() {
		tab = x
	}
	if tab == nil || tab.Seats()[0].User != "" {
		t.Fatalf("the lobby's table: %v", tab)
	}
	ann := newPlayer(host, tab, 0, 5)
	ann.done = done
	errs := make(chan error, 1)
	go func() { errs <- driveScreen(ben, "Ben") }()
	// Back in the lobby once the game is over and they leave: they quit it.
	go func() {
		host.waitFor(done, "You are back in the lobby")
		host.send("quit")
	}()
	runPlayers(t, ann)
	if err := <-errs; err != nil {
		t.Fatal(err)
	}
	<-tab.Done()
	if res := tab.Result(); !res.Over || !ann.shadow.Equal(res.State) {
		t.Fatalf("result %+v", res)
	}
}
