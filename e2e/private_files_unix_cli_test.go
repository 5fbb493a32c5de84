//go:build unix

package e2e

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"os"
	"path/filepath"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

// A game log holds every hidden card (issue 28.2): play --log writes it
// 0600, and the resume rewrites it 0600 though it was left 0644.
func TestPlayLogIsPrivate(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "play", "mojo", "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--log", "full.yaml", "--quiet")
	checkMode(t, filepath.Join(dir, "full.yaml"), 0o600)
	cutGame(t, filepath.Join(dir, "full.yaml"), filepath.Join(dir, "game.yaml"), 10)
	if err := os.Chmod(filepath.Join(dir, "game.yaml"), 0o644); err != nil {
		t.Fatal(err)
	}
	mustRun(t, dir, "play", "--resume", "game.yaml", "--quiet")
	checkMode(t, filepath.Join(dir, "game.yaml"), 0o600)
}

// A host key other users may read is refused, with the fix named (issue
// 28.2): one line, exit 2, nothing served.
func TestServeRefusesSharedHostKey(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	key := filepath.Join(dir, "hk")
	_, priv, _ := ed25519.GenerateKey(rand.Reader)
	block, err := gossh.MarshalPrivateKey(priv, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(key, pem.EncodeToMemory(block), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(key, 0o644); err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{
		"en": "can be read by other users (mode 0644): make it private with chmod 600 " + key,
		"fr": "est lisible par d'autres utilisateurs (mode 0644)\u00a0: rendez-la privée avec chmod 600 " + key,
	} {
		expectBadInput(t, run(t, dir, "--lang", lang, "serve", "mojo", "--players", "Ann,Ben", "--listen", "127.0.0.1:0", "--host-key", key), want)
	}
}

func checkMode(t *testing.T, path string, want os.FileMode) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != want {
		t.Errorf("%s has mode %04o, want %04o", filepath.Base(path), st.Mode().Perm(), want)
	}
}
