// Package lineread reads lines of input with a bound on their length:
// the one way play, table and serve read a line typed or piped to them.
package lineread

import (
	"bufio"
	"errors"
	"io"
	"unicode/utf8"
)

// ErrLeft is what Next returns in Raw mode when Ctrl-C or Ctrl-D is typed.
var ErrLeft = errors.New("the person left")

// Options say how a Reader reads.
type Options struct {
	// Max is the longest line, in bytes without its end, taken whole.
	Max int
	// Keep is how many bytes of a longer line's beginning Next hands
	// over (the rest is skipped); 0 keeps Max.
	Keep int
	// Raw reads keys from a terminal without a line discipline: Backspace
	// (DEL or Ctrl-H) takes back a character, escape sequences and other
	// control characters are skipped, Enter is "\r", "\n" or "\r\n", and
	// Ctrl-C or Ctrl-D return ErrLeft.
	Raw bool
}

// Line is one line read.
type Line struct {
	// Text is the line without its end ("\n" or "\r\n"); of a line longer
	// than Max, its first Keep bytes.
	Text string
	// Whole is false when the line was longer than Max.
	Whole bool
	// Size is how many bytes of input the line took, its end included.
	Size int
}

// Reader reads the lines of an input.
type Reader struct {
	br   *bufio.Reader
	o    Options
	buf  []byte
	size int
	long bool
}

// New returns a Reader of r read as o says.
func New(r io.Reader, o Options) *Reader {
	if o.Keep <= 0 {
		o.Keep = o.Max
	}
	return &Reader{br: bufio.NewReaderSize(r, 4096), o: o}
}

// Next returns the next line. At the end of the input it returns what
// was read after the last line end (Size 0 when nothing) with io.EOF; a
// failure to read is returned as it is.
func (r *Reader) Next() (Line, error) {
	r.buf, r.size, r.long = r.buf[:0], 0, false
	var err error
	if r.o.Raw {
		err = r.raw()
	} else {
		err = r.cooked()
	}
	return r.line(), err
}

// keep adds b to the line, as far as Keep allows (Max+2 to see an end
// "\r\n" of a line of Max bytes).
func (r *Reader) keep(b []byte) {
	if room := max(r.o.Max+2, r.o.Keep) - len(r.buf); room > 0 {
		r.buf = append(r.buf, b[:min(len(b), room)]...)
	}
}

// line is the Line read, from the bytes kept.
func (r *Reader) line() Line {
	text := r.buf
	if !r.o.Raw {
		if n := len(text); n > 0 && text[n-1] == '\n' {
			text = text[:n-1]
		}
		if n := len(text); n > 0 && text[n-1] == '\r' {
			text = text[:n-1]
		}
	}
	whole := !r.long && len(text) <= r.o.Max && (r.o.Raw || len(r.buf) == r.size)
	if !whole {
		text = text[:min(len(text), r.o.Keep)]
	}
	return Line{Text: string(text), Whole: whole, Size: r.size}
}

// cooked reads up to and including the next "\n".
func (r *Reader) cooked() error {
	for {
		chunk, err := r.br.ReadSlice('\n')
		r.size += len(chunk)
		r.keep(chunk)
		if err != bufio.ErrBufferFull {
			return err
		}
	}
}

// raw reads keys up to the next Enter.
func (r *Reader) raw() error {
	esc := 0 // inside an escape sequence: 1 after ESC, 2 after ESC [ or ESC O
	for {
		c, err := r.br.ReadByte()
		if err != nil {
			return err
		}
		r.size++
		switch {
		case esc == 1:
			esc = 0
			if c == '[' || c == 'O' {
				esc = 2
			}
		case esc == 2:
			if c >= 0x40 && c <= 0x7e {
				esc = 0
			}
		case c == 0x1b:
			esc = 1
		case c == '\r' || c == '\n':
			if c == '\r' && r.br.Buffered() > 0 {
				if next, _ := r.br.Peek(1); next[0] == '\n' {
					_, _ = r.br.Discard(1)
					r.size++
				}
			}
			return nil
		case c == 0x03 || c == 0x04:
			r.buf = r.buf[:0]
			return ErrLeft
		case c == 0x7f || c == 0x08:
			if len(r.buf) > 0 {
				_, size := utf8.DecodeLastRune(r.buf)
				r.buf = r.buf[:len(r.buf)-size]
			}
		case c < 0x20:
		default:
			if len(r.buf) < r.o.Max {
				r.buf = append(r.buf, c)
			} else {
				r.long = true
			}
		}
	}
}

// Rest returns what was read from the input but not yet taken as a line,
// and forgets it: the Reader is done, and whoever reads on starts there.
func (r *Reader) Rest() []byte {
	b, _ := r.br.Peek(r.br.Buffered())
	b = append([]byte(nil), b...)
	_, _ = r.br.Discard(len(b))
	return b
}
