package review

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"tabletop/engine"
)

// candidate is one choice of a decision: a move, or (out of turn) making
// none now.
type candidate struct {
	move engine.Move
	none bool
	text string
}

// candidatesOf returns seat's distinct choices on s by notation (its
// legal moves, or out of turn its moves out of turn and making none) and
// the index of the move played among them.
func candidatesOf(s engine.State, seat int, played engine.Move, anytime bool) ([]candidate, int) {
	var moves []engine.Move
	if am, ok := s.(engine.AnytimeMover); ok && anytime {
		moves = am.AnytimeMoves(seat, nil)
	} else {
		moves = s.LegalMoves(nil)
	}
	cands := make([]candidate, 0, len(moves)+1)
	for _, m := range moves {
		txt := s.MoveString(m)
		if !slices.ContainsFunc(cands, func(c candidate) bool { return c.text == txt }) {
			cands = append(cands, candidate{move: m, text: txt})
		}
	}
	txt := s.MoveString(played)
	at := slices.IndexFunc(cands, func(c candidate) bool { return c.text == txt })
	if at < 0 {
		at = len(cands)
		cands = append(cands, candidate{move: played, text: txt})
	}
	if anytime {
		cands = append(cands, candidate{none: true})
	}
	return cands, at
}

// apply makes c for seat on s.
func apply(s engine.State, seat int, c candidate, anytime bool) error {
	switch am, ok := s.(engine.AnytimeMover); {
	case c.none:
		return nil
	case anytime && ok:
		return am.ApplyAnytime(seat, c.move)
	}
	return s.Apply(c.move)
}

// task is one decision to judge: a log point's choices, or a public
// point's samples, each with its choices.
type task struct {
	p     Point
	seed  uint64
	cases []judgeCase
}

// judgeCase is one fully dealt state of a decision (the log's, or a
// sample of a public point) with the seat's choices on it.
type judgeCase struct {
	root   engine.State
	cands  []candidate
	played int
}

// verdict is one case judged.
type verdict struct {
	best          int
	loss, points  float64
	chances       []float64
	bestText      string
	bestNone      bool
	bestCaseIndex int
}

// Judge judges every point of o.Seat (every seat's when it is
// negative) that had more than one choice: forced moves are not judged.
// The decisions are in the order of points.
//
// Each decision is judged from the seat's view (Options.Open: with every
// card known; Point.Public: over the hands the table allows): the
// candidates are the seat's distinct moves by notation (out of turn: its
// moves out of turn and making none), each applied to the same sampled
// deals and played out to the game's end by RolloutBot with the same
// seeds (common random numbers, so that the candidates' differences are
// not the deals'); a race drops the candidates clearly behind the best
// and gives the deals to the others, and the best is then measured
// against the move played on more deals, the more the nearer the loss
// lies to MistakeAt (DefaultBudget says how a budget is spent). A
// candidate's chance is the seat's mean win share (1/k when k seats share
// the win); the best has the highest (ties: the better expected total,
// then the order of the legal moves). Decision d is seeded with
// engine.DeriveSeed(o.Seed, d.Number) and judged alone, so the result is
// the same on any number of workers, and the best found does not depend
// on the move played: a game played by the review's own best moves
// reviews with the same seed as all best.
func Judge(points []Point, o Options) []Decision {
	if o.Budget <= 0 {
		o.Budget = DefaultBudget
	}
	tasks := prepare(points, o)
	out := make([]Decision, len(tasks))
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, len(tasks))
	var (
		next atomic.Int64
		mu   sync.Mutex
		done int
		wg   sync.WaitGroup
	)
	for range workers {
		wg.Go(func() {
			var w worker
			for {
				i := int(next.Add(1) - 1)
				if i >= len(tasks) {
					return
				}
				out[i] = w.judge(&tasks[i], o)
				if o.Progress != nil {
					mu.Lock()
					done++
					o.Progress(done, len(tasks))
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	return out
}

// prepare lists the decisions to judge: the points of o.Seat with their
// choices (a public point's on its samples), forced ones left out.
func prepare(points []Point, o Options) []task {
	var tasks []task
	var w worker
	for _, p := range points {
		if o.Seat >= 0 && p.Seat != o.Seat {
			continue
		}
		t := task{p: p, seed: engine.DeriveSeed(o.Seed, uint64(p.Number))}
		if p.Public {
			t.cases = w.samples(p, t.seed)
		} else {
			cands, played := candidatesOf(p.Before, p.Seat, p.Move, p.Anytime)
			t.cases = []judgeCase{{root: p.Before, cands: cands, played: played}}
		}
		if slices.ContainsFunc(t.cases, func(c judgeCase) bool { return len(c.cands) > 1 }) {
			tasks = append(tasks, t)
		}
	}
	return tasks
}

// judge judges one decision: each of its cases with an equal share of
// the budget, the loss, points and chances averaged, the best the one
// most cases found (ties: the first found).
func (w *worker) judge(t *task, o Options) Decision {
	p := t.p
	d := Decision{Point: p, Played: p.Before.MoveString(p.Move), Chances: make([]float64, p.Before.NumPlayers())}
	budget := max(1, o.Budget/len(t.cases))
	votes := map[string]int{}
	var verdicts []verdict
	for i, c := range t.cases {
		v := w.judgeCase(c, p.Seat, p.Anytime, o.Open, budget, engine.DeriveSeed(t.seed, uint64(i)))
		v.bestCaseIndex = i
		verdicts = append(verdicts, v)
		votes[v.bestText]++
		d.Loss += v.loss
		d.Points += v.points
		for s, x := range v.chances {
			d.Chances[s] += x
		}
	}
	n := float64(len(t.cases))
	d.Loss /= n
	d.Points /= n
	for s := range d.Chances {
		d.Chances[s] /= n
	}
	best := verdicts[0]
	for _, v := range verdicts[1:] {
		if votes[v.bestText] > votes[best.bestText] {
			best = v
		}
	}
	d.Best, d.BestNone = best.bestText, best.bestNone
	c := t.cases[best.bestCaseIndex]
	if !best.bestNone {
		s := c.root.Clone()
		if apply(s, p.Seat, c.cands[best.best], p.Anytime) == nil {
			d.BestEffects = s.Effects()
		}
	}
	d.Mark = MarkOf(d.Loss)
	return d
}
