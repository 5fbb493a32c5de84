package serve_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"tabletop/internal/testwait"
	. "tabletop/serve"
)

// Sessions go through wish's logging middleware: a line as each starts
// and as it ends, to Config.Log.
func TestSessionsAreLoggedByWish(t *testing.T) {
	log := &testwait.Buffer{}
	srv, addr := startServer(t, Config{Log: log})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
	ann := tab.Seats()[0]
	c := dial(t, addr, dialConfig(ann.User, ann.Code), nil, 0, 0)
	c.waitFor(0, "you are Ann")
	c.close()
	deadline := time.Now().Add(testTimeout)
	for !strings.Contains(log.String(), " disconnect ") {
		if time.Now().After(deadline) {
			t.Fatalf("log:\n%s", log.String())
		}
		time.Sleep(poll)
	}
	if !strings.Contains(log.String(), "ann connect 127.0.0.1:") {
		t.Fatalf("log:\n%s", log.String())
	}
}

// A screen is told the terminal's new size (wish's bubbletea middleware)
// and draws to it.
func TestScreenFollowsTheWindowsSize(t *testing.T) {
	srv, addr := startServer(t, Config{})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
	ann := tab.Seats()[0]
	c := dial(t, addr, dialConfig(ann.User, ann.Code), nil, 80, 24)
	at := c.waitFor(0, strings.Repeat("─", 80))
	if err := c.sess.WindowChange(24, 60); err != nil {
		t.Fatal(err)
	}
	// A rule of 60 columns, no more, is drawn after the resize (the
	// height kept: the rules give way on a small screen).
	rule := regexp.MustCompile(`(^|[^─])─{60}([^─]|$)`)
	deadline := time.Now().Add(testTimeout)
	for !rule.MatchString(c.text()[at:]) {
		if time.Now().After(deadline) {
			t.Fatalf("no rule of 60 columns after the resize:\n%s", c.text()[at:])
		}
		time.Sleep(poll)
	}
}

// A session that panics (here the lobby's "new") is ended by wish's
// recover middleware, and told in the log; the server goes on.
func TestAPanicEndsItsSessionOnly(t *testing.T) {
	log := &testwait.Buffer{}
	_, addr := startServer(t, Config{Log: log, NewTable: func([]string) (TableConfig, error) { panic("a bug in new") }})
	c := dial(t, addr, dialConfig("lobby", ""), nil, 0, 0)
	c.waitFor(0, "lobby> ")
	c.send("new mojo Ann,Ben")
	c.waitEOF()
	if !strings.Contains(log.String(), "panic: a bug in new") {
		t.Fatalf("log:\n%s", log.String())
	}
	again := dial(t, addr, dialConfig("lobby", ""), nil, 0, 0)
	again.waitFor(0, "lobby> ")
}
