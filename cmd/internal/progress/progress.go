// Package progress draws a long run's progress on a terminal: a bar with
// the count, the rate and the time left (schollz/progressbar, which fits
// the terminal's width), for sim's games and review's decisions. The
// workers only store how many are done; a ticker draws the bar ten times
// a second, once the run has lasted Delay, so a short run prints nothing.
package progress

import (
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/schollz/progressbar/v3"
)

// Delay is how long a run lasts before its bar is drawn.
var Delay = time.Second

// Bar is a progress bar being drawn; a nil Bar draws nothing.
type Bar struct {
	done  atomic.Int64
	total atomic.Int64
	quit  chan struct{}
	wg    sync.WaitGroup
}

// Start draws on w, once the run has lasted Delay, the bar of total
// steps: desc names them ("games"), its their rate ("games/s"; "" for
// none, which leaves the bar more room on a narrow terminal).
func Start(w io.Writer, total int, desc, its string) *Bar {
	p := &Bar{quit: make(chan struct{})}
	p.total.Store(int64(total))
	delay := Delay
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		wait := time.NewTimer(delay)
		defer wait.Stop()
		select {
		case <-p.quit:
			return
		case <-wait.C:
		}
		opts := []progressbar.Option{
			progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription(desc),
			progressbar.OptionShowCount(),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionSetWidth(30),
			progressbar.OptionThrottle(100 * time.Millisecond),
			progressbar.OptionClearOnFinish(),
		}
		if its != "" {
			opts = append(opts, progressbar.OptionShowIts(), progressbar.OptionSetItsString(its))
		}
		bar := progressbar.NewOptions(total, opts...)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			if n := int(p.total.Load()); n != bar.GetMax() {
				bar.ChangeMax(n)
			}
			_ = bar.Set(int(p.done.Load()))
			select {
			case <-p.quit:
				_ = bar.Clear()
				return
			case <-tick.C:
			}
		}
	}()
	return p
}

// Update records that done steps are finished: the largest count told
// wins, from any goroutine, without a lock.
func (p *Bar) Update(done int) {
	for p != nil {
		old := p.done.Load()
		if int64(done) <= old || p.done.CompareAndSwap(old, int64(done)) {
			return
		}
	}
}

// Total changes the number of steps to total (when it is known once the
// run has begun: the decisions a review judges among its moves).
func (p *Bar) Total(total int) {
	if p != nil {
		p.total.Store(int64(total))
	}
}

// Stop removes the bar.
func (p *Bar) Stop() {
	if p == nil {
		return
	}
	close(p.quit)
	p.wg.Wait()
}
