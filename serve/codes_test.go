package serve_test

import (
	"io"
	"net"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	cmdserve "tabletop/cmd/serve"
	"tabletop/internal/testwait"
	. "tabletop/serve"
)

// banners keeps the banners a client is sent while it logs in.
type banners struct {
	mu    sync.Mutex
	lines []string
}

func (b *banners) add(msg string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.lines = append(b.lines, strings.TrimSuffix(msg, "\n"))
	return nil
}

func (b *banners) last() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.lines) == 0 {
		return ""
	}
	return b.lines[len(b.lines)-1]
}

// login logs in as user with code as password from the loopback address
// from (such as 127.0.0.2; "": any), and returns the last banner told
// and the error.
func login(t *testing.T, addr, from, user, code string) (string, error) {
	t.Helper()
	var b banners
	cfg := dialConfig(user, code)
	cfg.BannerCallback = b.add
	d := net.Dialer{Timeout: 10 * time.Second}
	if from != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(from)}
	}
	nc, err := d.Dial("tcp", addr)
	if err != nil {
		t.Skipf("cannot connect from %s: %v", from, err)
	}
	c, chans, reqs, err := gossh.NewClientConn(nc, addr, cfg)
	if err != nil {
		nc.Close()
		return b.last(), err
	}
	gossh.NewClient(c, chans, reqs).Close()
	return b.last(), nil
}

// Issue 28.3: a login with another code (the spectators') clears none of
// an address's wrong codes, and the wait is told in words.
func TestOtherLoginsClearNoWrongCodes(t *testing.T) {
	var offset atomic.Int64
	now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
	srv, addr := startServer(t, Config{Now: now})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
	ann := tab.Seats()[0]
	for i := range 5 {
		told, err := login(t, addr, "", ann.User, "nope22")
		want := "That code is wrong."
		if i == 4 {
			want += " Try again in 2 seconds."
		}
		if err == nil || told != want {
			t.Fatalf("wrong code %d: %v, told %q, want %q", i+1, err, told, want)
		}
	}
	offset.Add(int64(time.Minute))
	if _, err := login(t, addr, "", WatchUser, tab.WatchCode()); err != nil {
		t.Fatalf("the spectators' code: %v", err)
	}
	if told, err := login(t, addr, "", ann.User, "nope33"); err == nil || told != "That code is wrong. Try again in 4 seconds." {
		t.Fatalf("the wrong code after a login as %s: %v, told %q", WatchUser, err, told)
	}
}

// A person typing codes (keyboard-interactive, as OpenSSH asks) is told
// a wrong code and the wait in words, and a right code typed during the
// wait is let in at its end.
func TestKeyboardTellsWrongCodesAndWaits(t *testing.T) {
	var held holds
	srv, addr := startServer(t, Config{CodeTries: 2, After: held.after})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
	ann := tab.Seats()[0]
	var told []string
	answers := []string{"nope22", "nope33", ann.Code}
	cfg := &gossh.ClientConfig{User: ann.User, HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second,
		Auth: []gossh.AuthMethod{gossh.KeyboardInteractive(func(_, instruction string, questions []string, _ []bool) ([]string, error) {
			told = append(told, instruction)
			if len(questions) == 0 {
				return nil, nil
			}
			a := answers[0]
			answers = answers[1:]
			return []string{a}, nil
		})}}
	c, err := tryDial(addr, cfg, nil, 0, 0)
	if err != nil {
		t.Fatalf("the right code after two wrong ones: %v (told %q)", err, told)
	}
	c.conn.Close()
	want := []string{"", "That code is wrong.", "That code is wrong. Try again in 2 seconds."}
	if strings.Join(told, "|") != strings.Join(want, "|") {
		t.Errorf("told %q, want %q", told, want)
	}
	held.heldOnce(t, 2*time.Second)
}

// An address that must wait longer than a code is held is told how long,
// and refused; after that wait its code is heard.
func TestLongWaitIsToldAndEnds(t *testing.T) {
	var offset atomic.Int64
	now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
	srv, addr := startServer(t, Config{Now: now, CodeTries: 1})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
	ann := tab.Seats()[0]
	waits := []string{"2 seconds", "4 seconds", "8 seconds", "16 seconds"}
	for _, w := range waits {
		if told, _ := login(t, addr, "", ann.User, "nope22"); told != "That code is wrong. Try again in "+w+"." {
			t.Fatalf("told %q, want a wait of %s", told, w)
		}
		offset.Add(int64(16 * time.Second))
	}
	offset.Add(-int64(16 * time.Second))
	if told, err := login(t, addr, "", ann.User, ann.Code); err == nil || told != "Too many wrong codes from your address: try again in 16 seconds." {
		t.Fatalf("the right code during a long wait: %v, told %q", err, told)
	}
	offset.Add(int64(16 * time.Second))
	if _, err := login(t, addr, "", ann.User, ann.Code); err != nil {
		t.Fatalf("the right code after the wait: %v", err)
	}
}

// Issue 28.3: beyond the budget of wrong codes a minute, from all
// addresses, an address waits after its first wrong code; a right code
// from another address is let in at once.
func TestWrongCodeBudgetSpansAddresses(t *testing.T) {
	srv, addr := startServer(t, Config{CodeBudget: 3})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
	ann, ben := tab.Seats()[0], tab.Seats()[1]
	for _, from := range []string{"127.0.0.2", "127.0.0.3", "127.0.0.4"} {
		if told, _ := login(t, addr, from, ann.User, "nope22"); told != "That code is wrong." {
			t.Fatalf("from %s within the budget: told %q", from, told)
		}
	}
	if told, _ := login(t, addr, "127.0.0.5", ann.User, "nope22"); told != "That code is wrong. Try again in 2 seconds." {
		t.Fatalf("beyond the budget: told %q", told)
	}
	if _, err := login(t, addr, "127.0.0.6", ben.User, ben.Code); err != nil {
		t.Fatalf("a right code beyond the budget: %v", err)
	}
}

var newCodeLine = regexp.MustCompile(`New code for Ann \(table 1\): (\S+)\.`)

// waitHost waits until the host was told want.
func waitHost(t *testing.T, host *testwait.Buffer, want string) {
	t.Helper()
	deadline := time.After(testTimeout)
	for !strings.Contains(host.String(), want) {
		select {
		case <-time.After(poll):
		case <-deadline:
			t.Fatalf("the host was not told %q:\n%s", want, host)
		}
	}
}

// Issue 28.3: after CodeAlarm wrong codes for a seat the host is told
// (with the command that gives a new code, once the console reads), and
// gives the seat a new code on the console: the old one stops working,
// the person seated stays, the new one lets in. The console's end stops
// the console only.
func TestHostGivesASeatANewCode(t *testing.T) {
	host := &testwait.Buffer{}
	srv, addr := startServer(t, Config{Host: host, CodeAlarm: 3, CodeTries: 100})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
	ann, ben := tab.Seats()[0], tab.Seats()[1]
	seated := dial(t, addr, dialConfig(ann.User, ann.Code), nil, 0, 0)
	at := seated.waitFor(0, "you are Ann")
	for range 3 {
		login(t, addr, "", ann.User, "nope22")
	}
	waitHost(t, host, "3 wrong codes for Ann (user ann): someone may be guessing that seat's code.")
	r, w := io.Pipe()
	console := srv.Console(r)
	for range 3 {
		login(t, addr, "", ann.User, "nope22")
	}
	waitHost(t, host, "6 wrong codes for Ann (user ann): type code ann here to give that seat a new code.")
	for _, line := range []string{"help", "tables", "code Cy", "code 2 Ann", "code watch", "code ann", "nonsense"} {
		io.WriteString(w, line+"\n")
	}
	w.Close()
	<-console
	out := host.String()
	for _, want := range []string{
		"Commands here: tables lists the open tables;", "1. Mojo: Ann, Ben", "No open table has a seat Cy (tables lists them).",
		"No open table has the number 2 (tables lists them).", "New code for the spectators (table 1): ", "nonsense: not a command here (type help).",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the console did not say %q:\n%s", want, out)
		}
	}
	m := newCodeLine.FindStringSubmatch(out)
	if m == nil || m[1] == ann.Code || tab.Seats()[0].Code != m[1] {
		t.Fatalf("no new code for Ann:\n%s", out)
	}
	if _, err := login(t, addr, "", ann.User, ann.Code); err == nil {
		t.Error("the old code still lets in")
	}
	seated.send("?")
	seated.waitFor(at, "hint, best first")
	// The console has ended; the server goes on.
	c := dial(t, addr, dialConfig(ben.User, ben.Code), nil, 0, 0)
	c.waitFor(0, "you are Ben")
}

// Issue 28.3: in the lobby, joining the table you opened clears none of
// the wrong codes typed there.
func TestLobbyJoinsClearNoWrongCodes(t *testing.T) {
	var offset atomic.Int64
	now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
	_, addr := startServer(t, Config{Now: now, NewTable: cmdserve.NewTable(0)})
	c := dial(t, addr, dialConfig("lobby", ""), nil, 0, 0)
	c.waitFor(0, "lobby> ")
	c.send("new mojo Ann,Ben")
	end := c.waitFor(0, "A code stays valid until the table ends.")
	code := joinLine.FindStringSubmatch(c.text())[2]
	for range 5 {
		c.send("join nope99")
		end = c.waitFor(end, "No open table has a seat with that code.")
	}
	offset.Add(int64(time.Minute))
	c.send("join " + code)
	end = c.waitFor(end, "you are Ann")
	c.send("quit")
	end = c.waitFor(end, "You are back in the lobby")
	c.send("join nope99")
	c.waitFor(end, "No open table has a seat with that code. Too many wrong codes from your address: try again in 4 seconds.")
}
