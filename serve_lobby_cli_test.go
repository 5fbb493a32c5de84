package main

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
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
			c := exec.Command(binary, "serve", "--lobby", "--json", "--listen", "127.0.0.1:0", "--bot-pause", "0s")
			c.Dir = dir
			c.Env = append(os.Environ(), "NO_COLOR=1", "LC_ALL=", "LC_MESSAGES=", "LANG="+tc.locale, "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
			out, _ := c.StdoutPipe()
			var stderr strings.Builder
			c.Stderr = &stderr
			if err := c.Start(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { c.Process.Kill(); c.Wait() })
			var open struct{ Port int }
			line, err := bufio.NewReader(out).ReadString('\n')
			if err != nil || json.Unmarshal([]byte(line), &open) != nil || open.Port == 0 {
				t.Fatalf("lobby line %q: %v; stderr:\n%s", line, err, stderr.String())
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
			// readUntil reads lines until one holds want, and returns them.
			readUntil := func(want string, n int) string {
				var got strings.Builder
				for n > 0 {
					l, err := r.ReadString('\n')
					if err != nil {
						t.Fatalf("no %q in:\n%s", want, got.String())
					}
					got.WriteString(l)
					if strings.Contains(l, want) {
						n--
					}
				}
				return got.String()
			}
			// A table where the bot moves first, and one where nothing moves.
			io.WriteString(in, "new mojo bot:greedy,Ann\n")
			joins := lobbyJoin.FindAllStringSubmatch(readUntil(": join ", 2), -1)
			io.WriteString(in, "new mojo Ann,Ben\n")
			readUntil(": join ", 3)
			// Watch the first table until the bot has moved.
			io.WriteString(in, "join "+joins[len(joins)-1][2]+"\n")
			readUntil("Greedy: ", 1)
			c.Process.Signal(tc.sig)
			err = c.Wait()
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
