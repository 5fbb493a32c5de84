package serve

import (
	"context"
	"io"
	"sync"
)

// connInput is what a connection types, read by one goroutine and handed to
// one reader at a time: the lobby, then a table's session, then the lobby
// again. A reader that is done (its session ended) takes nothing more, so
// that what is typed next goes to the lobby, not to a screen that has
// quit.
type connInput struct {
	chunks chan []byte
	mu     sync.Mutex
	left   []byte // taken from chunks but not read
	err    error  // why the connection's input ended, once chunks is closed
}

// newConnInput reads r until it ends or ctx is done.
func newConnInput(ctx context.Context, r io.Reader) *connInput {
	in := &connInput{chunks: make(chan []byte)}
	go func() {
		defer close(in.chunks)
		for {
			b := make([]byte, 1024)
			n, err := r.Read(b)
			if n > 0 {
				select {
				case in.chunks <- b[:n]:
				case <-ctx.Done():
					return
				}
			}
			if err != nil {
				in.mu.Lock()
				in.err = err
				in.mu.Unlock()
				return
			}
		}
	}()
	return in
}

// unread puts b back before what is still to be read.
func (in *connInput) unread(b []byte) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.left = append(append([]byte(nil), b...), in.left...)
}

// reader reads the connection's input until done is closed; then it reads
// io.EOF and leaves the rest unread.
func (in *connInput) reader(done <-chan struct{}) io.Reader {
	return inputReader{in, done}
}

type inputReader struct {
	in   *connInput
	done <-chan struct{}
}

func (r inputReader) Read(p []byte) (int, error) {
	in := r.in
	select {
	case <-r.done:
		return 0, io.EOF
	default:
	}
	in.mu.Lock()
	if len(in.left) > 0 {
		n := copy(p, in.left)
		in.left = in.left[n:]
		in.mu.Unlock()
		return n, nil
	}
	in.mu.Unlock()
	select {
	case <-r.done:
		return 0, io.EOF
	case b, ok := <-in.chunks:
		if !ok {
			in.mu.Lock()
			defer in.mu.Unlock()
			if in.err == nil {
				return 0, io.EOF
			}
			return 0, in.err
		}
		select {
		case <-r.done:
			// Ended while it waited: what came is the next reader's.
			in.unread(b)
			return 0, io.EOF
		default:
		}
		n := copy(p, b)
		if n < len(b) {
			in.unread(b[n:])
		}
		return n, nil
	}
}
