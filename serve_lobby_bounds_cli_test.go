package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"tabletop/internal/testwait"
)

// lockedBuffer collects a process's output while the test reads it;
// more is told of each write.
type lockedBuffer struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	more chan struct{}
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	select {
	case b.more <- struct{}{}:
	default:
	}
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

var lobbySavedIn = regexp.MustCompile(`Its game so far is saved in (\S+) \(open its table again with: tabletop serve --resume `)

// serve --lobby --lobby-tables 2 --table-idle 1s: a connection's third
// table is refused in words; a table where no person has been seated for
// a second ends by itself and the host is told (a table where the bot
// moved is saved, with its resume command), after which the
// connection opens tables again. A count below 1 is refused, exit 2.
func TestServeLobbyCapsTablesAndEndsIdleOnes(t *testing.T) {
	dir := t.TempDir()
	env := []string{"XDG_CONFIG_HOME=" + dir}
	expectBadInput(t, runEnv(t, dir, "", env, "serve", "--lobby", "--lobby-tables", "0"), "--lobby-tables: 0 is not a count of 1 or more")
	expectBadInput(t, runEnv(t, dir, "", env, "serve", "--lobby", "--table-idle", "0s"), `--table-idle: "0s" is not a length of time`)

	c := exec.Command(binary, "serve", "--lobby", "--json", "--listen", "127.0.0.1:0", "--bot-pause", "0s", "--lobby-tables", "2", "--table-idle", "1s")
	c.Dir = dir
	c.Env = append(os.Environ(), "NO_COLOR=1", "LC_ALL=", "LC_MESSAGES=", "LANG=C", "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	out, _ := c.StdoutPipe()
	host := &lockedBuffer{more: make(chan struct{}, 1)}
	c.Stderr = host
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Process.Kill(); c.Wait() })
	var open struct{ Port int }
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || json.Unmarshal([]byte(line), &open) != nil || open.Port == 0 {
		t.Fatalf("lobby line %q: %v; stderr:\n%s", line, err, host)
	}
	cfg := &gossh.ClientConfig{User: "lobby", Auth: []gossh.AuthMethod{gossh.Password("")},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second}
	conn, err := gossh.Dial("tcp", "127.0.0.1:"+itoa(open.Port), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	sess, _ := conn.NewSession()
	in, _ := sess.StdinPipe()
	lobby, _ := sess.StdoutPipe()
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(lobby)
	readUntil := func(want string) {
		t.Helper()
		var got strings.Builder
		for {
			l, err := r.ReadString('\n')
			got.WriteString(l)
			if err != nil {
				t.Fatalf("no %q in:\n%s", want, got.String())
			}
			if strings.Contains(l, want) {
				return
			}
		}
	}
	const opened = "A code stays valid until the table ends."
	io.WriteString(in, "new mojo bot:greedy,Pi\n")
	readUntil(opened)
	io.WriteString(in, "new mojo Pi,Qi\n")
	readUntil(opened)
	io.WriteString(in, "new mojo Pi,Qi\n")
	readUntil("this connection already has 2 tables open, the most it may: open another once one of them ends")

	// Both tables end by themselves a second on: the host is told.
	deadline := time.After(testwait.Timeout())
	for strings.Count(host.String(), "ended: no one had been seated at it for 1 second.") < 2 {
		select {
		case <-host.more:
		case <-deadline:
			t.Fatalf("the idle tables did not end; stderr:\n%s", host)
		}
	}
	m := lobbySavedIn.FindStringSubmatch(host.String())
	if m == nil || strings.Count(host.String(), "Its game so far is saved") != 1 {
		t.Fatalf("want the bot's table saved, once; stderr:\n%s", host)
	}
	if _, err := os.Stat(filepath.Join(dir, m[1])); err != nil {
		t.Fatalf("the saved game: %v", err)
	}
	io.WriteString(in, "new mojo Pi,Qi\n")
	readUntil(opened)
}
