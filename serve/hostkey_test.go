package serve_test

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/pem"
	"errors"
	"os"
	"path/filepath"
	"testing"

	gossh "golang.org/x/crypto/ssh"

	. "tabletop/serve"
)

// Issue 28.19: an RSA host key is taken from 2048 bits on, and refused
// below (ErrHostKeyWeak).
func TestShortRSAHostKeysAreRefused(t *testing.T) {
	for _, tc := range []struct {
		bits int
		weak bool
	}{{1024, true}, {2048, false}} {
		k, err := rsa.GenerateKey(rand.Reader, tc.bits)
		if err != nil {
			t.Fatal(err)
		}
		block, err := gossh.MarshalPrivateKey(k, "")
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "hk")
		if err := os.WriteFile(path, pem.EncodeToMemory(block), 0o600); err != nil {
			t.Fatal(err)
		}
		_, _, err = LoadHostKey(path)
		if errors.Is(err, ErrHostKeyWeak) != tc.weak || !tc.weak && err != nil {
			t.Errorf("an RSA key of %d bits: %v", tc.bits, err)
		}
	}
}
