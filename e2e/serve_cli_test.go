package e2e

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"tabletop/engine"
)

// serve's bad input: one line naming what and where, exit 2.
func TestServeBadInput(t *testing.T) {
	dir := t.TempDir()
	keys := filepath.Join(dir, "keys.txt")
	os.WriteFile(keys, []byte("# seats\nAnn ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGb2nLQzCjB6Hf5/MSQCKnmxhC6EU0J3n6KhrX6G/yVy ann@home\nBen not-a-key\n"), 0o644)
	key := []string{"--host-key", filepath.Join(dir, "hk")}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "mojo"}, "serve: name the seats with --players"},
		{[]string{"serve", "mojo", "--players", "bot:greedy,bot:random"}, "names no person"},
		{[]string{"serve", "mojo", "--players", "Ann,Ben", "--authorized-keys", keys}, "keys.txt:3: expected a seat's name and a public key"},
		{[]string{"serve", "mojo", "--players", "Ann,Ben", "--bot-after", "soon"}, `--bot-after: "soon" is not a length of time`},
		{[]string{"serve", "mojo", "--players", "Ann,Ben", "--listen", "127.0.0.1:99999"}, "--listen 127.0.0.1:99999:"},
		{[]string{"serve", "mojo", "--players", "Ann,Ben", "--login-time", "soon"}, `--login-time: "soon" is not a length of time`},
		{[]string{"serve", "mojo", "--players", "Ann,Ben", "--max-conns-per-addr", "0"}, "--max-conns-per-addr: 0 is not a count of 1 or more"},
		{[]string{"serve", "--lobby", "--max-env-bytes", "-1"}, "--max-env-bytes: -1 is not a count of 1 or more"},
		{[]string{"serve", "--resume", filepath.Join(dir, "none.yaml")}, "none.yaml"},
	} {
		r := runEnv(t, dir, "", []string{"XDG_CONFIG_HOME=" + dir}, append(tc.args, key...)...)
		expectBadInput(t, r, tc.want)
	}
	if _, err := os.Stat(filepath.Join(dir, "hk")); err == nil {
		t.Error("a host key was made for a table that did not open")
	}
}

// servedTable is a serve process and what it printed as it opened.
type servedTable struct {
	cmd    *exec.Cmd
	seats  []map[string]any
	stdout *bufio.Reader
	stderr *strings.Builder
}

// startServe runs tabletop serve with --json and reads its seat lines.
func startServe(t *testing.T, dir string, env []string, args ...string) *servedTable {
	t.Helper()
	cmd := exec.Command(binary, append([]string{"serve", "--json", "--listen", "127.0.0.1:0"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "LC_ALL=", "LC_MESSAGES=", "LANG=C", "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	cmd.Env = append(cmd.Env, env...)
	out, _ := cmd.StdoutPipe()
	st := &servedTable{cmd: cmd, stdout: bufio.NewReader(out), stderr: &strings.Builder{}}
	cmd.Stderr = st.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for {
		line, err := st.stdout.ReadString('\n')
		if err != nil {
			t.Fatalf("serve printed no seats: %v; stderr:\n%s", err, st.stderr)
		}
		var seat map[string]any
		if err := json.Unmarshal([]byte(line), &seat); err != nil {
			t.Fatalf("not a JSON line: %q", line)
		}
		st.seats = append(st.seats, seat)
		if seat["watch"] == true {
			return st
		}
	}
}

// joinLines logs in to a seat of st in line mode.
func joinLines(t *testing.T, st *servedTable, seat int) (*gossh.Session, io.Writer, *bufio.Reader) {
	t.Helper()
	s := st.seats[seat]
	port := int(s["port"].(float64))
	sess, in, out := dialShell(t, port, s["user"].(string), s["code"].(string))
	if !strings.Contains(s["join"].(string), "ssh -p "+itoa(port)+" "+s["user"].(string)+"@127.0.0.1") {
		t.Errorf("join line %q", s["join"])
	}
	return sess, in, bufio.NewReader(out)
}

// dialShell logs in to the server on port as user with code (no
// terminal) and starts its shell: the session, its input and its output.
func dialShell(t *testing.T, port int, user, code string) (*gossh.Session, io.WriteCloser, io.Reader) {
	t.Helper()
	cfg := &gossh.ClientConfig{User: user, Auth: []gossh.AuthMethod{gossh.Password(code)},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second}
	conn, err := gossh.Dial("tcp", "127.0.0.1:"+itoa(port), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	sess, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	in, _ := sess.StdinPipe()
	out, _ := sess.StdoutPipe()
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	return sess, in, out
}

func itoa(n int) string { return strconv.Itoa(n) }

// playMoves answers prompts by asking "?" and playing the first legal
// move listed, moves times (0: until the session ends).
func playMoves(t *testing.T, in io.Writer, out *bufio.Reader, moves int) {
	t.Helper()
	answerPrompts(t, in, out, moves == 0, func(made int, _ []string) bool { return moves > 0 && made >= moves })
}

// moveLine is a move as a line-mode session shows it: "Ann: play 3".
var moveLine = regexp.MustCompile(`^(Ann|Ben|Greedy): `)

// answerPrompts answers prompts as playMoves does until done holds of the
// moves made and the move lines seen (moveLine), which it returns; the
// session's end is an error unless untilEnd.
func answerPrompts(t *testing.T, in io.Writer, out *bufio.Reader, untilEnd bool, done func(made int, seen []string) bool) []string {
	t.Helper()
	const prompt = "quit leaves the table): "
	made := 0
	var seen []string
	var line strings.Builder
	listing := false
	for !done(made, seen) {
		b, err := out.ReadByte()
		if err != nil {
			if untilEnd {
				return seen
			}
			t.Fatalf("the session ended after %d moves, %d move lines: %v", made, len(seen), err)
		}
		if b != '\n' {
			line.WriteByte(b)
			if strings.HasSuffix(line.String(), prompt) {
				io.WriteString(in, "?\n")
				line.Reset()
			}
			continue
		}
		l := line.String()
		line.Reset()
		switch {
		case moveLine.MatchString(l):
			seen = append(seen, l)
		case l == "legal moves:":
			listing = true
		case listing && strings.HasPrefix(l, "  "):
			move, _, _ := strings.Cut(strings.TrimSpace(l), " — ")
			io.WriteString(in, move+"\n")
			made++
			listing = false
		}
	}
	return seen
}

// serve end to end: the join lines as JSON, a game stopped with Ctrl-C and
// saved, the table opened again with new codes and the same host key, the
// game played to its end, the log replays and the pad holds its rounds.
func TestServeStopResumeAndPlayToTheEnd(t *testing.T) {
	dir := t.TempDir()
	log, pad := filepath.Join(dir, "game.yaml"), filepath.Join(dir, "pad.yaml")
	st := startServe(t, dir, nil, "mojo", "--players", "Ann,bot:greedy", "--seed", "3", "--log", log, "--pad", pad, "--bot-pause", "0s")
	if len(st.seats) != 2 || st.seats[0]["name"] != "Ann" || st.seats[0]["user"] != "ann" || st.seats[1]["user"] != "watch" {
		t.Fatalf("seat lines %v", st.seats)
	}
	_, in, out := joinLines(t, st, 0)
	playMoves(t, in, out, 3)
	time.Sleep(100 * time.Millisecond)
	st.cmd.Process.Signal(syscall.SIGINT)
	err := st.cmd.Wait()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
		t.Fatalf("Ctrl-C: %v; stderr:\n%s", err, st.stderr)
	}
	stderr1 := st.stderr.String()
	if !strings.Contains(stderr1, "A new host key was made in "+filepath.Join(dir, "config", "tabletop", "ssh_host_ed25519_key")) ||
		!strings.Contains(stderr1, "the game so far is saved in "+log) {
		t.Fatalf("stderr:\n%s", stderr1)
	}
	l, err := engine.LoadLog(log)
	if err != nil || len(l.Moves) < 3 {
		t.Fatalf("saved log: %v, %v", l, err)
	}

	again := startServe(t, dir, nil, "--resume", log, "--bot-pause", "0s")
	if again.seats[0]["code"] == st.seats[0]["code"] {
		t.Error("the table opened again with the same code")
	}
	_, in, out = joinLines(t, again, 0)
	playMoves(t, in, out, 0)
	var sum struct {
		Over    bool
		Winners []string
		Moves   int
	}
	line, err := again.stdout.ReadString('\n')
	if err != nil || json.Unmarshal([]byte(line), &sum) != nil || !sum.Over || len(sum.Winners) == 0 {
		t.Fatalf("result line %q: %v; stderr:\n%s", line, err, again.stderr)
	}
	if err := again.cmd.Wait(); err != nil {
		t.Fatalf("serve: %v; stderr:\n%s", err, again.stderr)
	}
	stderr2 := again.stderr.String()
	if strings.Contains(stderr2, "A new host key") || keyLine(stderr1) != keyLine(stderr2) || keyLine(stderr1) == "" {
		t.Errorf("the host key changed:\n%s\n%s", stderr1, stderr2)
	}
	if r := run(t, dir, "replay", log); r.code != 0 {
		t.Errorf("replay: %s%s", r.stdout, r.stderr)
	}
	if r := run(t, dir, "pad", "show", pad); r.code != 0 {
		t.Errorf("pad show: %s%s", r.stdout, r.stderr)
	}
}

func keyLine(stderr string) string {
	for _, l := range strings.Split(stderr, "\n") {
		if strings.HasPrefix(l, "Host key SHA256:") {
			return l
		}
	}
	return ""
}
