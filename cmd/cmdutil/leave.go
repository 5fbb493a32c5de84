package cmdutil

import (
	"context"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"golang.org/x/term"

	"tabletop/engine/atomicfile"
)

// Leaving is how an interactive command leaves at a signal. Leaving has
// one meaning in every interactive command (play, table, the pad and
// score forms, replay --show, sim), written in the README's exit codes:
//
//   - on purpose (play's quit, table's quit, replay's q): what there is is
//     saved, exit 0;
//   - Ctrl-C (the key in a form, or SIGINT on a line prompt): what there is
//     is saved, exit 130;
//   - SIGTERM, SIGHUP (a closed terminal): saved too, exit 128 + the
//     signal's number (143, 129). Windows has Ctrl-C only.
//
// A signal does not end the process where it lands. It cancels the
// command's leaving context, and the command notices at its next form
// (forms run with the context and without bubbletea's own signal
// handler), line read (Leaving.Reader) or step (Leaving.Err), saves on its
// own goroutine and returns Leaving.Err(), whose exit code Main returns.
// When the command does not get there within forceAfter (a step that takes
// long, a screen that does not run with the context), or at a second
// signal, the handler ends the process itself: it calls the command's
// force function (OnForce: a save that is safe from another goroutine),
// then exits once no file write is in progress (atomicfile.ExitAfterHeldWrites).
type Leaving struct {
	ctx    context.Context
	cancel context.CancelFunc
	exit   func(code int)
	after  time.Duration

	mu    sync.Mutex
	sig   os.Signal
	force func()
	done  chan struct{}
	once  sync.Once
	stop  func()
}

// forceAfter is how long a command has, after a signal, to save and return
// by itself before the handler ends the process.
const forceAfter = 3 * time.Second

// StartLeaving catches the signals that leave (SIGINT, SIGTERM and SIGHUP;
// Ctrl-C on Windows) until Stop, through atomicfile.Notify: they then no
// longer end the process on their own, not even after a write of a file
// that held them back; the command decides.
func StartLeaving() *Leaving {
	ch := make(chan os.Signal, 2)
	atomicfile.Notify(ch, LeaveSignals...)
	// A screen still up when the handler ends the process would leave the
	// terminal as it set it (raw, the cursor hidden): put it back as it
	// was when the command started.
	restore := func() {}
	if fd := int(os.Stdin.Fd()); term.IsTerminal(fd) {
		if st, err := term.GetState(fd); err == nil {
			restore = func() {
				_ = term.Restore(fd, st)
				if IsTerminal(os.Stderr) {
					fmt.Fprint(os.Stderr, "\x1b[?25h\r\n") // the cursor shown, on a new line
				}
			}
		}
	}
	l := NewLeaving(ch, func(code int) {
		restore()
		atomicfile.ExitAfterHeldWrites(code)
	})
	l.stop = func() { atomicfile.Stop(ch) }
	return l
}

// NewLeaving leaves at the signals sent on sigs, ending the process with
// exit when the command does not (tests give their own).
func NewLeaving(sigs <-chan os.Signal, exit func(code int)) *Leaving {
	ctx, cancel := context.WithCancel(context.Background())
	l := &Leaving{ctx: ctx, cancel: cancel, exit: exit, after: forceAfter, done: make(chan struct{})}
	go l.watch(sigs)
	return l
}

func (l *Leaving) watch(sigs <-chan os.Signal) {
	var first os.Signal
	select {
	case first = <-sigs:
	case <-l.done:
		return
	}
	l.mu.Lock()
	l.sig = first
	l.mu.Unlock()
	l.cancel()
	timer := time.NewTimer(l.after)
	defer timer.Stop()
	select {
	case <-l.done:
		return // the command saved and returned by itself
	case <-timer.C:
	case <-sigs:
	}
	l.mu.Lock()
	force := l.force
	l.mu.Unlock()
	if force != nil {
		force()
	}
	l.exit(SignalCode(first))
}

// Stop ends the watch: the command has returned (nil-safe).
func (l *Leaving) Stop() {
	if l == nil {
		return
	}
	l.once.Do(func() {
		close(l.done)
		if l.stop != nil {
			l.stop()
		}
		l.cancel()
	})
}

// OnForce sets what the handler saves when it ends the process itself: it
// runs on the handler's goroutine, while the command may still run.
func (l *Leaving) OnForce(f func()) {
	if l == nil {
		return
	}
	l.mu.Lock()
	l.force = f
	l.mu.Unlock()
}

// Context is cancelled when a signal arrives (nil-safe: never cancelled).
func (l *Leaving) Context() context.Context {
	if l == nil {
		return context.Background()
	}
	return l.ctx
}

// Err is the error to return after a signal (its exit code 128 + the
// signal's number, nothing printed by Main), nil before one.
func (l *Leaving) Err() error {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.sig == nil {
		return nil
	}
	return &ExitError{Code: SignalCode(l.sig), Err: ErrLeft}
}

// Signal is the signal that arrived (nil: none yet).
func (l *Leaving) Signal() os.Signal {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.sig
}

// Interrupted is err (a message to print) with Ctrl-C's exit code, or the
// signal's when one arrived.
func (l *Leaving) Interrupted(err error) error {
	code := ExitInterrupted
	if s := l.Signal(); s != nil {
		code = SignalCode(s)
	}
	return &ExitError{Code: code, Err: err}
}

// Reader returns r whose reads give up, with Err, once a signal arrives
// (a read of a line prompt blocks until Enter otherwise). Forms on a
// terminal read the terminal itself, never this.
func (l *Leaving) Reader(r io.Reader) io.Reader {
	if l == nil {
		return r
	}
	return &leaveReader{r: r, l: l, res: make(chan readResult, 1)}
}

type leaveReader struct {
	r       io.Reader
	l       *Leaving
	res     chan readResult
	pending bool
	buf     []byte
}

type readResult struct {
	n   int
	err error
}

func (lr *leaveReader) Read(p []byte) (int, error) {
	if err := lr.l.Err(); err != nil {
		return 0, err
	}
	if len(p) == 0 {
		return 0, nil
	}
	if !lr.pending {
		lr.buf = make([]byte, len(p))
		buf := lr.buf
		lr.pending = true
		go func() {
			n, err := lr.r.Read(buf)
			lr.res <- readResult{n, err}
		}()
	}
	select {
	case r := <-lr.res:
		lr.pending = false
		// The read was started by this call, into a buffer of len(p).
		return copy(p, lr.buf[:r.n]), r.err
	case <-lr.l.Context().Done():
		return 0, lr.l.Err()
	}
}
