package serve_test

import (
	"bufio"
	"errors"
	"io"
	"net"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	. "tabletop/serve"
)

// idleConn opens a TCP connection from the address ip to addr that sends
// an SSH version line and nothing more, as an attacker holding a slot
// does. accepted is true when the server answered with its own version
// line (it counts the connection), false when it closed it at once.
func idleConn(t *testing.T, ip, addr string) (conn net.Conn, accepted bool) {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: testTimeout}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		if ip != "127.0.0.1" {
			t.Skipf("no connection from %s (%v): only some systems (Linux) route all of 127.0.0.0/8 to this machine", ip, err)
		}
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	if _, err := io.WriteString(conn, "SSH-2.0-idle\r\n"); err != nil {
		return conn, false
	}
	conn.SetReadDeadline(time.Now().Add(testTimeout))
	line, err := bufio.NewReader(conn).ReadString('\n')
	return conn, err == nil && strings.HasPrefix(line, "SSH-2.0-")
}

// closedByServer waits until the server closes conn (an end, or a reset
// when it closed before it read all that was sent), and fails when it
// does not within the test's deadline.
func closedByServer(t *testing.T, conn net.Conn, what string) {
	t.Helper()
	conn.SetReadDeadline(time.Now().Add(testTimeout))
	if _, err := io.Copy(io.Discard, conn); errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("%s was not closed: %v", what, err)
	}
}

// Connections that only send a version line cannot keep a person with
// the right code out (issue 28.6): an address has a share well below
// the cap in all, and when the cap is full of connections that have not
// logged in, a new one closes the oldest of them.
func TestIdleConnectionsDoNotHoldTheDoor(t *testing.T) {
	for _, tc := range []struct {
		name         string
		cfg          Config
		addrs, conns int // conns idle connections from each of addrs addresses
	}{
		{"the attack: 8 addresses of 32, the default caps", Config{}, 8, 32},
		{"the cap full of idle connections", Config{MaxConns: 6, MaxConnsPerAddr: 3}, 2, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv, addr := startServer(t, tc.cfg)
			tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
			ann := tab.Seats()[0]
			var first net.Conn
			for a := range tc.addrs {
				ip := net.IPv4(127, 0, 0, byte(2+a)).String()
				for range tc.conns {
					conn, _ := idleConn(t, ip, addr)
					if first == nil {
						first = conn
					}
				}
			}
			c, err := tryDial(addr, dialConfig(ann.User, ann.Code), nil, 0, 0)
			if err != nil {
				t.Fatalf("Ann with the right code from another address: %v", err)
			}
			c.t = t
			t.Cleanup(c.close)
			c.waitFor(0, "you are Ann")
			// The oldest connection that had not logged in made room.
			closedByServer(t, first, "the oldest idle connection")
		})
	}
}

// A connection that has not logged in within Config.LoginTime is closed.
func TestLoginWindowCloses(t *testing.T) {
	t.Parallel() // its own server: its login window runs out beside the other tests
	_, addr := startServer(t, Config{LoginTime: 200 * time.Millisecond})
	conn, accepted := idleConn(t, "127.0.0.1", addr)
	if !accepted {
		t.Fatal("the connection was refused at once")
	}
	closedByServer(t, conn, "a connection that did not log in")
}

// annSession opens a session, not started, on a connection to Ann's seat
// at a table of Ann and Ben on a new server at addr.
func annSession(t *testing.T) (conn *gossh.Client, sess *gossh.Session, addr string) {
	t.Helper()
	srv, addr := startServer(t, Config{})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
	ann := tab.Seats()[0]
	conn, err := gossh.Dial("tcp", addr, dialConfig(ann.User, ann.Code))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	sess, err = conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	return conn, sess, addr
}

// A connection has one session channel (issue 28.5): every other is
// refused, with a line that says why, and the first one plays on.
func TestOneSessionChannelPerConnection(t *testing.T) {
	conn, first, _ := annSession(t)
	for i := range 50 {
		s, err := conn.NewSession()
		var oc *gossh.OpenChannelError
		if err == nil {
			s.Close()
			t.Fatalf("session channel %d was opened", i+2)
		}
		if !errors.As(err, &oc) || oc.Reason != gossh.Prohibited || !strings.Contains(oc.Message, "One session per connection") {
			t.Fatalf("session channel %d: %v", i+2, err)
		}
	}
	out, _ := first.StdoutPipe()
	if _, err := first.StdinPipe(); err != nil { // open, as a person's
		t.Fatal(err)
	}
	if err := first.Shell(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 4096)
	got := ""
	for !strings.Contains(got, "you are Ann") {
		n, err := out.Read(buf)
		got += string(buf[:n])
		if err != nil {
			t.Fatalf("the first session: %v; received %q", err, got)
		}
	}
}

// A session's environment is bounded (issue 28.5): a variable that does
// not fit in what is left of Config.MaxEnvBytes, or comes after MaxEnv of
// them, is refused and not kept (here a LANG after them is not taken);
// the variables before it are.
func TestEnvironmentIsBounded(t *testing.T) {
	srv, addr := startServer(t, Config{})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben", "Cy"}, nil, nil)
	lang := [2]string{"LANG", "pl_PL.UTF-8"}
	for i, tc := range []struct {
		name    string
		vars    [][2]string // sent in order, then lang
		refused []int       // the variables refused (lang: len(vars))
		welcome string      // in the session's language
	}{
		{"a big value", [][2]string{{"BIG", strings.Repeat("x", 200<<10)}}, []int{0}, "grasz jako"},
		{"the bytes in all", vars(DefaultMaxEnvBytes/1024, 1024), []int{DefaultMaxEnvBytes / 1024}, "you are"},
		{"the count", vars(DefaultMaxEnv, 4), []int{DefaultMaxEnv}, "you are"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			seat := tab.Seats()[i]
			var refused []int
			c, err := tryDialWith(addr, dialConfig(seat.User, seat.Code), nil, 0, 0, func(s *gossh.Session) error {
				for j, kv := range append(tc.vars, lang) {
					if s.Setenv(kv[0], kv[1]) != nil {
						refused = append(refused, j)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			c.t = t
			t.Cleanup(c.close)
			if !slices.Equal(refused, tc.refused) {
				t.Errorf("refused %v, want %v", refused, tc.refused)
			}
			c.waitFor(0, tc.welcome+" "+tab.Names()[i])
		})
	}
}

// vars is n environment variables of size bytes each, name and value
// (size at least 4).
func vars(n, size int) [][2]string {
	var out [][2]string
	for i := range n {
		name := "V" + strings.Repeat("A", i/26) + string(rune('A'+i%26))
		out = append(out, [2]string{name, strings.Repeat("v", size-len(name))})
	}
	return out
}

// A line typed without Enter is not played when the connection drops
// (issue 28.18), in line mode or on a terminal.
func TestUnfinishedLineIsNotPlayed(t *testing.T) {
	for _, cols := range []int{0, 80} {
		t.Run("cols "+strconv.Itoa(cols), func(t *testing.T) {
			srv, addr := startServer(t, Config{})
			tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
			ann, ben := tab.Seats()[0], tab.Seats()[1]
			a := dial(t, addr, dialConfig(ann.User, ann.Code), nil, cols, 24)
			b := dial(t, addr, dialConfig(ben.User, ben.Code), nil, 0, 0)
			if cols == 0 {
				a.waitFor(0, promptEnd(""))
			} else {
				a.waitFor(0, "Your move, Ann")
			}
			b.waitFor(0, "you are Ben")
			p := newPlayer(a, tab, 0, 1)
			move := p.shadow.MoveString(p.bot.Choose(p.shadow, p.shadow.LegalMoves(nil)))
			if _, err := io.WriteString(a.in, move); err != nil {
				t.Fatal(err)
			}
			a.close()
			at := b.waitFor(0, "Ann left the table; the seat waits for them.")
			if text := b.text()[:at]; strings.Contains(text, "Ann: "+move) {
				t.Fatalf("the unfinished line %q was played:\n%s", move, text)
			}
			again := dial(t, addr, dialConfig(ann.User, ann.Code), nil, 0, 0)
			again.waitFor(0, promptEnd(""))
			if strings.Contains(again.text(), "Ann: "+move) {
				t.Fatalf("Ann finds a move made:\n%s", again.text())
			}
		})
	}
}

// A window change before the shell request is taken, not a freeze
// (issue 28.21): the screen comes, drawn to the last size told.
func TestWindowChangeBeforeTheShell(t *testing.T) {
	srv, addr := startServer(t, Config{})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
	ann := tab.Seats()[0]
	type dialed struct {
		c   *client
		err error
	}
	done := make(chan dialed, 1)
	go func() {
		c, err := tryDialWith(addr, dialConfig(ann.User, ann.Code), nil, 70, 24, func(s *gossh.Session) error {
			for _, cols := range []int{60, 65, 70} {
				if err := s.WindowChange(24, cols); err != nil {
					return err
				}
			}
			return nil
		})
		done <- dialed{c, err}
	}()
	var c *client
	select {
	case d := <-done:
		if d.err != nil {
			t.Fatal(d.err)
		}
		c = d.c
	case <-time.After(testTimeout):
		t.Fatal("the shell request got no answer after a window change")
	}
	c.t = t
	t.Cleanup(c.close)
	rule := regexp.MustCompile(`(^|[^─])─{70}([^─]|$)`)
	deadline := time.Now().Add(testTimeout)
	for !rule.MatchString(c.text()) {
		if time.Now().After(deadline) {
			t.Fatalf("no rule of 70 columns:\n%s", c.text())
		}
		select {
		case <-c.more:
		case <-time.After(poll):
		}
	}
}

// A seat joined again while its first connection is still open replaces
// that connection, whoever joined in between: the server goes on (the
// replacing once dropped the sessions after it from the table's list
// while it went through that list, and the server stopped on a nil
// session).
func TestJoinAgainWithOthersAfter(t *testing.T) {
	srv, addr := startServer(t, Config{})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
	ann, ben := tab.Seats()[0], tab.Seats()[1]
	first := dial(t, addr, dialConfig(ann.User, ann.Code), nil, 0, 0)
	first.waitFor(0, promptEnd(""))
	b := dial(t, addr, dialConfig(ben.User, ben.Code), nil, 0, 0)
	b.waitFor(0, "you are Ben")
	again := dial(t, addr, dialConfig(ann.User, ann.Code), nil, 0, 0)
	first.waitFor(0, "This seat was joined again from another connection: this one closes.")
	again.waitFor(0, promptEnd(""))
	again.send("?")
	again.waitFor(0, "hint")
}
