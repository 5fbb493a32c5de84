package main

import (
	"bufio"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"encoding/pem"
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

// authorizedKey is a new public key's authorized_keys text and its signer.
func authorizedKey(t *testing.T) (string, gossh.Signer) {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	signer, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(gossh.MarshalAuthorizedKey(signer.PublicKey()))), signer
}

// Issue 28.4: a seat's name may hold spaces ("Ann Ben KEY" is Ann Ben's
// key, not Ann's with an option Ben); authorized_keys options are refused
// with the file and line, not ignored.
func TestServeAuthorizedKeysNamesAndOptions(t *testing.T) {
	dir := t.TempDir()
	key, signer := authorizedKey(t)
	keys := filepath.Join(dir, "keys.txt")
	os.WriteFile(keys, []byte("# seats\nAnn Ben "+key+" ann@home\n"), 0o600)
	st := startServe(t, dir, nil, "mojo", "--players", "Ann,Ann Ben", "--authorized-keys", keys)
	byName := map[string]map[string]any{}
	for _, s := range st.seats {
		byName[s["name"].(string)] = s
	}
	if byName["Ann Ben"]["key"] != true || byName["Ann"]["key"] == true || byName["Ann"]["code"] == nil {
		t.Fatalf("seat lines %v", st.seats)
	}
	port := int(byName["Ann Ben"]["port"].(float64))
	cfg := &gossh.ClientConfig{User: byName["Ann Ben"]["user"].(string), Auth: []gossh.AuthMethod{gossh.PublicKeys(signer)},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second}
	conn, err := gossh.Dial("tcp", "127.0.0.1:"+itoa(port), cfg)
	if err != nil {
		t.Fatalf("Ann Ben with her key: %v", err)
	}
	conn.Close()
	cfg.User = byName["Ann"]["user"].(string)
	if conn, err := gossh.Dial("tcp", "127.0.0.1:"+itoa(port), cfg); err == nil {
		conn.Close()
		t.Fatal("Ann let in with Ann Ben's key")
	}

	for _, tc := range []struct{ line, want string }{
		{`Ann from="10.0.0.1" ` + key, `keys.txt:2: from="10.0.0.1": authorized_keys options are not supported here`},
		{`Ann command="echo ssh-ed25519 x",no-pty ` + key, `keys.txt:2: command="echo ssh-ed25519 x",no-pty: authorized_keys options are not supported`},
		{`Ann Ben restrict ` + key, `keys.txt:2: restrict: authorized_keys options are not supported`},
		{`restrict ` + key, `keys.txt:2: restrict: authorized_keys options are not supported`},
		{`Ann Cy ` + key, `keys.txt:2: "Ann Cy" is not a person at this table (Ann, Ann Ben)`},
	} {
		os.WriteFile(keys, []byte("# seats\n"+tc.line+"\n"), 0o600)
		r := runEnv(t, dir, "", []string{"XDG_CONFIG_HOME=" + dir}, "serve", "mojo", "--players", "Ann,Ann Ben", "--authorized-keys", keys, "--host-key", filepath.Join(dir, "hk"))
		expectBadInput(t, r, tc.want)
	}
}

// Issue 28.19: an RSA host key shorter than 2048 bits is refused, with
// the fix named.
func TestServeRefusesAShortRSAHostKey(t *testing.T) {
	dir := t.TempDir()
	k, err := rsa.GenerateKey(rand.Reader, 1024)
	if err != nil {
		t.Fatal(err)
	}
	block, err := gossh.MarshalPrivateKey(k, "")
	if err != nil {
		t.Fatal(err)
	}
	hk := filepath.Join(dir, "hk")
	os.WriteFile(hk, pem.EncodeToMemory(block), 0o600)
	r := runEnv(t, dir, "", nil, "serve", "mojo", "--players", "Ann,Ben", "--host-key", hk, "--listen", "127.0.0.1:0")
	expectBadInput(t, r, "host key "+hk+" is an RSA key of 1024 bits, too short to be safe (2048 at least): make a new one with ssh-keygen -t ed25519")
}

// The code limits are flags: each at least 1.
func TestServeCodeFlags(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"--code-tries", "--code-budget", "--code-alarm"} {
		r := runEnv(t, dir, "", nil, "serve", "mojo", "--players", "Ann,Ben", f, "0", "--host-key", filepath.Join(dir, "hk"))
		expectBadInput(t, r, f+": want a whole number of 1 or more, got 0")
	}
}

// lockedLines are the lines a process writes, read as they come.
type lockedLines struct {
	mu   sync.Mutex
	text strings.Builder
	more chan struct{} // a line came
}

func newLockedLines(r io.Reader) *lockedLines {
	l := &lockedLines{more: make(chan struct{}, 1)}
	go func() {
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			l.mu.Lock()
			l.text.WriteString(sc.Text() + "\n")
			l.mu.Unlock()
			select {
			case l.more <- struct{}{}:
			default:
			}
		}
	}()
	return l
}

// waitFor waits until the lines match re, and returns the match.
func (l *lockedLines) waitFor(t *testing.T, re *regexp.Regexp) []string {
	t.Helper()
	deadline := time.After(testwait.Timeout())
	for {
		l.mu.Lock()
		m := re.FindStringSubmatch(l.text.String())
		text := l.text.String()
		l.mu.Unlock()
		if m != nil {
			return m
		}
		select {
		case <-l.more:
		case <-deadline:
			t.Fatalf("no %v in:\n%s", re, text)
		}
	}
}

// Issue 28.3: after --code-alarm wrong codes for a seat the host reads it
// on serve's terminal, and types code NAME there: the old code stops
// working, the new one lets in; the end of serve's input stops nothing.
func TestServeHostGivesANewCode(t *testing.T) {
	dir := t.TempDir()
	c := exec.Command(binary, "serve", "mojo", "--players", "Ann,Ben", "--json", "--listen", "127.0.0.1:0", "--code-alarm", "2")
	c.Dir = dir
	c.Env = append(os.Environ(), "NO_COLOR=1", "LC_ALL=", "LC_MESSAGES=", "LANG=C", "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	stdin, _ := c.StdinPipe()
	stdout, _ := c.StdoutPipe()
	stderr, _ := c.StderrPipe()
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Process.Kill(); c.Wait() })
	host := newLockedLines(stderr)
	var ann map[string]any
	out := bufio.NewReader(stdout)
	for ann == nil {
		line, err := out.ReadString('\n')
		if err != nil {
			t.Fatalf("no seat lines: %v", err)
		}
		var seat map[string]any
		if json.Unmarshal([]byte(line), &seat) == nil && seat["name"] == "Ann" {
			ann = seat
		}
	}
	go io.Copy(io.Discard, out)
	port := itoa(int(ann["port"].(float64)))
	dialAnn := func(code string) error {
		cfg := &gossh.ClientConfig{User: "ann", Auth: []gossh.AuthMethod{gossh.Password(code)},
			HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second}
		conn, err := gossh.Dial("tcp", "127.0.0.1:"+port, cfg)
		if err == nil {
			conn.Close()
		}
		return err
	}
	for range 2 {
		if dialAnn("nope22") == nil {
			t.Fatal("a wrong code let in")
		}
	}
	host.waitFor(t, regexp.MustCompile(`2 wrong codes for Ann \(user ann\): type code ann here to give that seat a new code\.`))
	io.WriteString(stdin, "code ann\n")
	m := host.waitFor(t, regexp.MustCompile(`New code for Ann \(table 1\): (\S+)\. The old one no longer works; whoever is seated stays\.`))
	if err := dialAnn(ann["code"].(string)); err == nil {
		t.Error("the old code still lets in")
	}
	stdin.Close()
	if err := dialAnn(m[1]); err != nil {
		t.Fatalf("the new code, after serve's input ended: %v", err)
	}
}
