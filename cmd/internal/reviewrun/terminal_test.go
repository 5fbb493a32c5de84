//go:build unix

package reviewrun

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"

	"tabletop/cmd/internal/progress"
	"tabletop/engine/review"
	"tabletop/internal/testwait"
)

// On a terminal the judging's progress is drawn as a bar with the count of
// decisions judged (their number told by the judging, not the moves') and
// erased once every decision is judged; off a terminal nothing is drawn
// and the judging is told of no progress.
func TestJudgeBarOnTerminal(t *testing.T) {
	master, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer master.Close()
	defer func(d time.Duration) { progress.Delay = d }(progress.Delay)
	progress.Delay = 0
	var screen testwait.Buffer
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
			if done < 3 { // the last clears the bar at once
				screen.WaitFor(t, fmt.Sprintf("(%d/3", done))
			}
		}
		return nil
	}
	judgeWith(judge, make([]review.Point, 5), review.Options{}, tty, "judging", "")
	tty.Close()
	<-read
	out := screen.String()
	last := strings.LastIndex(out, "2/3")
	if progressed != 3 || last < 0 || !strings.Contains(out, "judging") || !strings.Contains(out, "33%") {
		t.Fatalf("no bar of the decisions judged (%d told): %q", progressed, out)
	}
	// Erased: the last line drawn is blanks, the cursor back at its start.
	lines := strings.Split(out, "\r")
	if len(lines) < 3 || lines[len(lines)-1] != "" || strings.TrimSpace(lines[len(lines)-2]) != "" {
		t.Errorf("the bar is not erased at the end: %q", out[last:])
	}
	progressed = 0
	var piped bytes.Buffer
	judgeWith(judge, nil, review.Options{}, &piped, "judging", "")
	if progressed != 0 || piped.Len() != 0 {
		t.Errorf("off a terminal: %d told, %q drawn", progressed, piped.String())
	}
}
