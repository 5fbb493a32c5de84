package serve

import (
	"crypto/ed25519"
	"crypto/rand"
	"crypto/rsa"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	gossh "golang.org/x/crypto/ssh"

	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
)

// HostKeyName is the host key's file in the user's configuration folder
// (os.UserConfigDir()/tabletop).
const HostKeyName = "ssh_host_ed25519_key"

// DefaultHostKeyPath is where the host key is kept when no file is named:
// os.UserConfigDir()/tabletop/ssh_host_ed25519_key.
func DefaultHostKeyPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "tabletop", HostKeyName), nil
}

// ErrHostKeyShared is a host key other users may read (issue 28.2): who
// reads it can pose as this server.
var ErrHostKeyShared = errors.New("host key readable by other users")

// ErrHostKeyWeak is an RSA host key shorter than minRSABits (issue 28.19):
// too short to be safe.
var ErrHostKeyWeak = errors.New("RSA host key too short")

// minRSABits is the shortest RSA host key accepted.
const minRSABits = 2048

// LoadHostKey reads the private host key in path, or makes a new Ed25519
// key there (with its folder, readable by the owner only) when there is no
// such file, so that clients see the same key every time. made says
// whether it was made now. A key other users may read (a group or other
// bit in its mode, on Unix-like systems) is refused: ErrHostKeyShared; so
// is an RSA key shorter than 2048 bits: ErrHostKeyWeak.
func LoadHostKey(path string) (signer gossh.Signer, made bool, err error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		signer, err = makeHostKey(path)
		return signer, err == nil, err
	}
	if err != nil {
		return nil, false, i18n.NewError("serve.error.host-key-read", i18n.Args{"File": path, "Err": err})
	}
	if st, err := os.Stat(path); err == nil && readableByOthers(st) {
		return nil, false, i18n.NewError("serve.error.host-key-shared", i18n.Args{"File": path, "Mode": fmt.Sprintf("%04o", st.Mode().Perm()), "Err": ErrHostKeyShared})
	}
	signer, err = gossh.ParsePrivateKey(data)
	if err != nil {
		return nil, false, i18n.NewError("serve.error.host-key-bad", i18n.Args{"File": path, "Err": err})
	}
	if bits := rsaBits(signer.PublicKey()); bits > 0 && bits < minRSABits {
		return nil, false, i18n.NewError("serve.error.host-key-weak", i18n.Args{"File": path, "Bits": bits, "Err": ErrHostKeyWeak})
	}
	return signer, false, nil
}

// rsaBits is the length of an RSA key's modulus (0: not an RSA key).
func rsaBits(key gossh.PublicKey) int {
	if ck, ok := key.(gossh.CryptoPublicKey); ok {
		if k, ok := ck.CryptoPublicKey().(*rsa.PublicKey); ok {
			return k.N.BitLen()
		}
	}
	return 0
}

func makeHostKey(path string) (gossh.Signer, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	block, err := gossh.MarshalPrivateKey(priv, "tabletop serve")
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, i18n.NewError("serve.error.host-key-write", i18n.Args{"File": path, "Err": err})
	}
	if err := fileio.WriteFileAtomic(path, pem.EncodeToMemory(block), 0o600); err != nil {
		return nil, i18n.NewError("serve.error.host-key-write", i18n.Args{"File": path, "Err": err})
	}
	return gossh.NewSignerFromKey(priv)
}

// Fingerprint is the host key's SHA256 fingerprint as ssh prints it.
func Fingerprint(signer gossh.Signer) string { return gossh.FingerprintSHA256(signer.PublicKey()) }
