package e2e

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/rsa"
	"encoding/pem"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
	// The binary, stopped after the tests' wait: a serve that took the
	// key would run on.
	ctx, cancel := context.WithTimeout(context.Background(), testwait.Timeout())
	defer cancel()
	c := exec.CommandContext(ctx, binary, "serve", "mojo", "--players", "Ann,Ben", "--host-key", hk, "--listen", "127.0.0.1:0")
	c.Dir = dir
	c.Env = append(append(os.Environ(), runEnvironment...), "LANG=C")
	var out, errb strings.Builder
	c.Stdout, c.Stderr = &out, &errb
	err = c.Run()
	r := result{stdout: out.String(), stderr: errb.String()}
	if ee, ok := err.(*exec.ExitError); ok {
		r.code = ee.ExitCode()
	}
	expectBadInput(t, r, "host key "+hk+" is an RSA key of 1024 bits, too short to be safe (2048 at least): make a new one with ssh-keygen -t ed25519")
}

// The code limits are flags: each at least 1.
func TestServeCodeFlags(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"--code-tries", "--code-budget", "--code-alarm"} {
		r := runEnv(t, dir, "", nil, "serve", "mojo", "--players", "Ann,Ben", f, "0", "--host-key", filepath.Join(dir, "hk"))
		expectBadInput(t, r, f+": 0 is not a count of 1 or more")
	}
}
