package replay

import (
	"bufio"
	"io"
	"os"

	"golang.org/x/term"
)

// The keys replay --show steps with.
type stepKey int

const (
	keyOther stepKey = iota
	keyNext
	keyBack
	keyQuit
	keyCtrlC
)

// keyReader reads one key at a time from a terminal, each in raw mode so
// that no Enter is needed; from anything else, one line per key (its first
// letter: "b" back, "q" quit, else next).
type keyReader struct {
	in  io.Reader
	fd  int
	raw bool
	buf *bufio.Reader
	// pending are keys read with an earlier key (a terminal may send
	// several in one read), to give before reading again.
	pending []byte
}

func newKeyReader(in io.Reader, tty io.Reader) *keyReader {
	k := &keyReader{in: in, buf: bufio.NewReader(in)}
	if f, ok := tty.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		k.fd, k.raw = int(f.Fd()), true
	}
	return k
}

// next waits for a key.
func (k *keyReader) next() (stepKey, error) {
	if !k.raw {
		line, err := k.buf.ReadString('\n')
		if err != nil && line == "" {
			return keyOther, err
		}
		return lineKey(line), nil
	}
	for {
		for len(k.pending) > 0 {
			n := keyLen(k.pending)
			key := rawKey(k.pending[:n])
			k.pending = k.pending[n:]
			if key != keyOther {
				return key, nil
			}
		}
		old, err := term.MakeRaw(k.fd)
		if err != nil {
			return keyOther, err
		}
		b := make([]byte, 64)
		n, rerr := k.in.Read(b)
		_ = term.Restore(k.fd, old)
		if rerr != nil {
			return keyOther, rerr
		}
		k.pending = append(k.pending, b[:n]...)
	}
}

// keyLen is the length of the first key in b: an arrow's escape sequence
// (ESC [ X, ESC O X), a lone Esc, or one character.
func keyLen(b []byte) int {
	if b[0] == 0x1b && len(b) >= 3 && (b[1] == '[' || b[1] == 'O') {
		return 3
	}
	if b[0] < 0x80 {
		return 1
	}
	n := 1
	for n < len(b) && b[n]&0xc0 == 0x80 {
		n++
	}
	return n
}

// rawKey names the key whose bytes a terminal sent.
func rawKey(b []byte) stepKey {
	switch string(b) {
	case "\r", "\n", " ", "n", "j", "\x1b[C", "\x1b[B", "\x1bOC", "\x1bOB":
		return keyNext
	case "b", "p", "k", "\x7f", "\x1b[D", "\x1b[A", "\x1bOD", "\x1bOA":
		return keyBack
	case "q", "Q", "\x1b", "\x04":
		return keyQuit
	case "\x03":
		return keyCtrlC
	}
	return keyOther
}

// lineKey names the key a typed line stands for.
func lineKey(line string) stepKey {
	switch trimmed := []rune(line); {
	case len(trimmed) > 0 && (trimmed[0] == 'q' || trimmed[0] == 'Q'):
		return keyQuit
	case len(trimmed) > 0 && (trimmed[0] == 'b' || trimmed[0] == 'B'):
		return keyBack
	}
	return keyNext
}
