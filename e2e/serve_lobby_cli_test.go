package e2e

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
	"syscall"
	"testing"
	"time"

	"tabletop/internal/testwait"
)

var lobbyJoin = regexp.MustCompile(`  (\S+): join (\w+)`)

// serve --lobby stopped with Ctrl-C, as serve without the lobby: every
// game with a move made is saved and its resume command printed, a table
// with no move is not saved, and the exit is 130; in every language.
// SIGTERM and SIGHUP save as Ctrl-C does, exit 143 and 129 (issue 28.14).
func TestServeLobbyCtrlCSavesEveryGameAndExits130(t *testing.T) {
	for _, tc := range []struct {
		locale, saved string
		sig           syscall.Signal
		code          int
	}{
		{"C", "the game so far is saved in ", syscall.SIGINT, 130},
		{"pl_PL.UTF-8", "dotychczasowa gra jest zapisana w ", syscall.SIGINT, 130},
		{"fr_FR.UTF-8", "la partie jusqu'ici est enregistrée dans ", syscall.SIGINT, 130},
		{"ru_RU.UTF-8", "игра до сих пор сохранена в ", syscall.SIGINT, 130},
		{"C", "the game so far is saved in ", syscall.SIGTERM, 143},
		{"C", "the game so far is saved in ", syscall.SIGHUP, 129},
	} {
		t.Run(tc.locale+" "+tc.sig.String(), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			stderr := &lockedBuffer{}
			c, port := startLobby(t, dir, tc.locale, stderr, "--bot-pause", "0s")
			in, readUntil := dialLobbyLines(t, port)
			// A table where the bot moves first, and one where nothing moves.
			io.WriteString(in, "new mojo bot:greedy,Ann\n")
			joins := lobbyJoin.FindAllStringSubmatch(readUntil(": join ", 2), -1)
			io.WriteString(in, "new mojo Ann,Ben\n")
			readUntil(": join ", 3)
			// Watch the first table until the bot has moved.
			io.WriteString(in, "join "+joins[len(joins)-1][2]+"\n")
			readUntil("Greedy: ", 1)
			c.Process.Signal(tc.sig)
			err := c.Wait()
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != tc.code {
				t.Fatalf("%v: %v, want exit %d; stderr:\n%s", tc.sig, err, tc.code, stderr.String())
			}
			saved, _ := filepath.Glob(filepath.Join(dir, "mojo-*.yaml"))
			if len(saved) != 1 {
				t.Fatalf("saved %v; stderr:\n%s", saved, stderr.String())
			}
			name := filepath.Base(saved[0])
			want := tc.saved + name + " "
			if strings.Count(stderr.String(), tc.saved) != 1 || !strings.Contains(stderr.String(), want) ||
				!strings.Contains(stderr.String(), "tabletop serve --resume "+name+")") {
				t.Fatalf("want one %q with its resume command; stderr:\n%s", want, stderr.String())
			}
		})
	}
}

// startLobby runs serve --lobby --json in dir, in locale, with args, its
// stderr to stderr, and returns it and the port it listens on.
func startLobby(t *testing.T, dir, locale string, stderr io.Writer, args ...string) (*exec.Cmd, int) {
	t.Helper()
	c := exec.Command(binary, append([]string{"serve", "--lobby", "--json", "--listen", "127.0.0.1:0"}, args...)...)
	c.Dir = dir
	c.Env = append(os.Environ(), "NO_COLOR=1", "LC_ALL=", "LC_MESSAGES=", "LANG="+locale, "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	out, _ := c.StdoutPipe()
	c.Stderr = stderr
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Process.Kill(); c.Wait() })
	var open struct{ Port int }
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || json.Unmarshal([]byte(line), &open) != nil || open.Port == 0 {
		t.Fatalf("lobby line %q: %v; stderr:\n%s", line, err, stderr)
	}
	return c, open.Port
}

// dialLobbyLines joins the lobby of a serve on port in line mode: in is
// what is typed, readUntil reads lines until n of them hold want, and
// returns them.
func dialLobbyLines(t *testing.T, port int) (in io.Writer, readUntil func(want string, n int) string) {
	t.Helper()
	_, in, lobby := dialShell(t, port, "lobby", "")
	r := bufio.NewReader(lobby)
	return in, func(want string, n int) string {
		t.Helper()
		var got strings.Builder
		for n > 0 {
			l, err := r.ReadString('\n')
			got.WriteString(l)
			if err != nil {
				t.Fatalf("no %q in:\n%s", want, got.String())
			}
			if strings.Contains(l, want) {
				n--
			}
		}
		return got.String()
	}
}

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
	if b.more != nil {
		select {
		case b.more <- struct{}{}:
		default:
		}
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

	host := &lockedBuffer{more: make(chan struct{}, 1)}
	_, port := startLobby(t, dir, "C", host, "--bot-pause", "0s", "--lobby-tables", "2", "--table-idle", "1s")
	in, readLines := dialLobbyLines(t, port)
	readUntil := func(want string) { t.Helper(); readLines(want, 1) }
	const opened = "A code stays valid until the table ends."
	io.WriteString(in, "new mojo bot:greedy,Pi\n")
	readUntil(opened)
	io.WriteString(in, "new mojo Pi,Qi\n")
	readUntil(opened)
	io.WriteString(in, "new mojo Pi,Qi\n")
	readUntil("this connection already has 2 tables open, the most it may: open another once one of them ends")

	// Both tables end by themselves a second on: the host is told.
	deadline := time.After(testwait.Timeout())
	for strings.Count(host.String(), "ended: no one had been seated at it for 1 second.") < 2 || !strings.Contains(host.String(), "Its game so far is saved") {
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
