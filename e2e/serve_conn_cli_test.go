package e2e

import (
	"bufio"
	"errors"
	"io"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// serve's caps on connections and sessions, from the command line (issue
// 28.5, 28.6): connections that only wait are closed for a person who
// logs in, a connection has one session, a session keeps the environment
// variables its caps allow.
func TestServeConnectionCaps(t *testing.T) {
	dir := t.TempDir()
	st := startServe(t, dir, nil, "mojo", "--players", "Ann,Ben", "--max-conns", "2", "--max-conns-per-addr", "2", "--max-env", "1", "--login-time", "1m")
	s := st.seats[0]
	addr := "127.0.0.1:" + itoa(int(s["port"].(float64)))
	// Two connections that send a version line and wait fill the caps.
	var idle []net.Conn
	for range 2 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		io.WriteString(c, "SSH-2.0-idle\r\n")
		c.SetReadDeadline(time.Now().Add(time.Minute))
		if line, err := bufio.NewReader(c).ReadString('\n'); err != nil || !strings.HasPrefix(line, "SSH-2.0-") {
			t.Fatalf("an idle connection was not taken: %q, %v", line, err)
		}
		idle = append(idle, c)
	}
	cfg := &gossh.ClientConfig{User: s["user"].(string), Auth: []gossh.AuthMethod{gossh.Password(s["code"].(string))},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second}
	conn, err := gossh.Dial("tcp", addr, cfg)
	if err != nil {
		t.Fatalf("Ann was kept out by two idle connections: %v", err)
	}
	defer conn.Close()
	// The oldest idle connection made room.
	idle[0].SetReadDeadline(time.Now().Add(time.Minute))
	if _, err := io.Copy(io.Discard, idle[0]); errors.Is(err, os.ErrDeadlineExceeded) { // an end, or a reset
		t.Errorf("the oldest idle connection was not closed: %v", err)
	}
	sess, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	var oc *gossh.OpenChannelError
	if _, err := conn.NewSession(); !errors.As(err, &oc) || !strings.Contains(oc.Message, "One session per connection") {
		t.Errorf("a second session: %v", err)
	}
	if err := sess.Setenv("NO_COLOR", "1"); err != nil {
		t.Errorf("the first variable: %v", err)
	}
	if err := sess.Setenv("LANG", "pl_PL.UTF-8"); err == nil {
		t.Error("a variable past --max-env 1 was kept")
	}
}
