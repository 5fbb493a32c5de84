//go:build unix

package reviewrun

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/creack/pty"

	"tabletop/engine/review"
)

// On a terminal the judging's progress is drawn as a bar over itself and
// erased once every decision is judged; off a terminal nothing is drawn
// and the judging is told of no progress.
func TestJudgeBarOnTerminal(t *testing.T) {
	master, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer master.Close()
	var screen bytes.Buffer
	read := make(chan struct{})
	go func() { _, _ = io.Copy(&screen, master); close(read) }()
	progressed := 0
	judge := func(_ []review.Point, o review.Options) []review.Decision {
		if o.Progress == nil {
			return nil
		}
		for done := 1; done <= 3; done++ {
			o.Progress(done, 3)
			progressed++
		}
		return nil
	}
	judgeWith(judge, nil, review.Options{}, tty, "judging")
	tty.Close()
	<-read
	out := screen.String()
	last := strings.LastIndex(out, "3/3")
	if progressed != 3 || !strings.Contains(out, "\rjudging [") || !strings.Contains(out, "] 1/3") || last < 0 {
		t.Fatalf("no bar of the decisions judged (%d told): %q", progressed, out)
	}
	if !strings.HasSuffix(out, "\r"+strings.Repeat(" ", len("judging [] 3/3")+barWidth)+"\r") {
		t.Errorf("the bar is not erased at the end: %q", out)
	}
	progressed = 0
	var piped bytes.Buffer
	judgeWith(judge, nil, review.Options{}, &piped, "judging")
	if progressed != 0 || piped.Len() != 0 {
		t.Errorf("off a terminal: %d told, %q drawn", progressed, piped.String())
	}
}
