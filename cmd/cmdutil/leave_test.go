package cmdutil

import (
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

// A signal cancels the leaving's context and makes its error the
// signal's exit code; a read of a line prompt waiting for input gives up.
func TestLeavingReaderGivesUp(t *testing.T) {
	sig := make(chan os.Signal, 1)
	l := NewLeaving(sig, func(code int) { t.Errorf("the handler ended the process (%d)", code) })
	defer l.Stop()
	in, typing := io.Pipe()
	defer typing.Close()
	r := l.Reader(in)
	go typing.Write([]byte("play 8\n"))
	buf := make([]byte, 64)
	n, err := r.Read(buf)
	if err != nil || string(buf[:n]) != "play 8\n" {
		t.Fatalf("read %q, %v", buf[:n], err)
	}
	if l.Err() != nil {
		t.Fatalf("an error before any signal: %v", l.Err())
	}
	read := make(chan error, 1)
	go func() { _, err := r.Read(buf); read <- err }()
	sig <- os.Interrupt
	err = <-read
	if ExitCode(err) != 130 || !IsLeaving(err) {
		t.Fatalf("the waiting read: %v (exit %d), want exit 130", err, ExitCode(err))
	}
	if err.Error() != "" {
		t.Errorf("Main would print %q", err.Error())
	}
	select {
	case <-l.Context().Done():
	default:
		t.Error("the context is not cancelled")
	}
	if _, err := r.Read(buf); ExitCode(err) != 130 {
		t.Errorf("a read after leaving: %v", err)
	}
}

// A command that does not return after a signal is ended by the handler
// after its force function; a second signal does not wait.
func TestLeavingForced(t *testing.T) {
	for _, second := range []bool{false, true} {
		sig := make(chan os.Signal, 2)
		exited := make(chan int, 1)
		l := NewLeaving(sig, func(code int) { exited <- code })
		if !second {
			l.after = 10 * time.Millisecond
		} else {
			l.after = time.Hour
		}
		var forced strings.Builder
		l.OnForce(func() { forced.WriteString("saved") })
		sig <- os.Interrupt
		if second {
			<-l.Context().Done()
			sig <- os.Interrupt
		}
		if code := <-exited; code != 130 {
			t.Errorf("second %v: exit %d, want 130", second, code)
		}
		if forced.String() != "saved" {
			t.Errorf("second %v: the force function did not run", second)
		}
		l.Stop()
	}
}

// A command that returns before the handler's time is not ended by it.
func TestLeavingStopped(t *testing.T) {
	sig := make(chan os.Signal, 1)
	l := NewLeaving(sig, func(code int) { t.Errorf("ended with %d after Stop", code) })
	l.after = 20 * time.Millisecond
	sig <- os.Interrupt
	<-l.Context().Done()
	l.Stop()
	time.Sleep(50 * time.Millisecond) // past the handler's time: it must not fire
	var nilLeave *Leaving
	if nilLeave.Err() != nil || nilLeave.Context().Err() != nil || nilLeave.Reader(os.Stdin) != os.Stdin {
		t.Error("a nil leaving is not inert")
	}
}
