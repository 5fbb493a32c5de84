package review

import (
	"math"
	"slices"

	"tabletop/engine"
)

// judgeCase judges seat's choices on one fully dealt state: a race over
// about budget rollouts (race), then, when the loss found lies near the
// mistake's threshold, more deals for the best and the played choice
// alone (refine).
func (w *worker) judgeCase(c judgeCase, seat int, anytime, open bool, budget int, seed uint64) verdict {
	w.ready(c.root)
	k := len(c.cands)
	players := c.root.NumPlayers()
	r := caseRun{w: w, c: c, seat: seat, anytime: anytime, open: open, seed: seed, players: players, lowWins: w.lowWins,
		shares: make([]float64, k*players), totals: make([]float64, k), wins: make([][]float64, k)}
	alive := r.race(budget)
	best := slices.MinFunc(alive, r.better)
	if best != c.played {
		best = r.refine(best, budget)
	}
	n := float64(r.deals)
	v := verdict{best: best, bestText: c.cands[best].text, bestNone: c.cands[best].none, chances: make([]float64, players)}
	v.loss = 100 * (r.shares[best*players+seat] - r.shares[c.played*players+seat]) / n
	v.points = (r.totals[best] - r.totals[c.played]) / n
	if r.lowWins {
		v.points = -v.points
	}
	for s := range players {
		v.chances[s] = 100 * r.shares[c.played*players+s] / n
	}
	return v
}

// raceBatches is how many batches of deals a race's budget is cut into,
// when no choice drops out.
const raceBatches = 8

// minBatch is the fewest deals of a race's batch; raceFrom the deals a
// choice is played out on before any may drop out.
const (
	minBatch = 8
	raceFrom = 16
)

// raceZ is how many standard errors of the difference behind the leader a
// choice must be to drop out of a race.
const raceZ = 2.5

// race plays every choice out on batches of the same deals while more than
// one is left and budget rollouts are not spent, dropping after each
// batch the choices that are clearly worse than the leader (raceZ
// standard errors of their paired difference behind it); it returns the
// choices left. The choice played, once dropped, is still played out on
// every deal (to be measured against the best), but that weighs nothing
// in the race: the race is the same whichever choice was played.
func (r *caseRun) race(budget int) []int {
	k := len(r.c.cands)
	alive := make([]int, k)
	for i := range alive {
		alive[i] = i
	}
	batch := max(minBatch, budget/(raceBatches*k))
	which := make([]int, 0, k+1)
	for used := 0; used == 0 || len(alive) > 1 && used < budget; used += batch * len(alive) {
		which = append(which[:0], alive...)
		if !slices.Contains(alive, r.c.played) {
			which = append(which, r.c.played)
		}
		r.play(batch, which)
		if r.deals < raceFrom {
			continue
		}
		lead := slices.MinFunc(alive, r.better)
		alive = slices.DeleteFunc(alive, func(i int) bool {
			d, se := pairLoss(r.wins[lead], r.wins[i])
			return i != lead && d > raceZ*se
		})
	}
	return alive
}

// caseRun is one case being judged: every choice's sums over the deals it
// was played out on, and the seat's win share on each of them.
type caseRun struct {
	w             *worker
	c             judgeCase
	seat, players int
	anytime, open bool
	lowWins       bool
	seed          uint64
	// deals is how many deals the choices still judged were played on.
	deals int
	// shares[i*players+s] is seat s's win shares summed after choice i;
	// totals[i] the judging seat's totals summed; wins[i] its win share
	// on each deal.
	shares, totals []float64
	wins           [][]float64
}

// play plays the next n deals out after each choice of which.
func (r *caseRun) play(n int, which []int) {
	w, p := r.w, r.players
	for d := r.deals; d < r.deals+n; d++ {
		rollSeed := w.deal(r.c.root, r.seat, r.open, engine.DeriveSeed(r.seed, uint64(d)))
		for _, i := range which {
			was := r.shares[i*p+r.seat]
			r.totals[i] += w.playOut(r.seat, r.c.cands[i], r.anytime, rollSeed, r.shares[i*p:(i+1)*p])
			r.wins[i] = append(r.wins[i], r.shares[i*p+r.seat]-was)
		}
	}
	r.deals += n
}

// better orders choice a before choice b when a has the higher chance
// (then the better expected total, then the order of the legal moves).
func (r *caseRun) better(a, b int) int {
	wa, wb := r.shares[a*r.players+r.seat], r.shares[b*r.players+r.seat]
	switch {
	case wa != wb:
		return cmpDesc(wa, wb)
	case r.totals[a] != r.totals[b] && r.lowWins:
		return cmpDesc(r.totals[b], r.totals[a])
	case r.totals[a] != r.totals[b]:
		return cmpDesc(r.totals[a], r.totals[b])
	}
	return a - b
}

// refineZ is how many standard errors from MistakeAt a loss must
// lie to be settled: a loss nearer is measured on more deals.
const refineZ = 2.5

// RefineFactor bounds the deals a decision whose loss lies near MistakeAt
// is measured on: at most RefineFactor times the budget, for the
// best and the played choice alone.
const RefineFactor = 16

// refine measures the best choice against the played one alone: on at
// least a quarter of budget deals in all, then, while the loss lies
// within refineZ standard errors of the mistake's threshold, on twice the
// deals, as long as they stay within RefineFactor times budget; it
// returns the better of the two.
func (r *caseRun) refine(best, budget int) int {
	played := r.c.played
	pair := []int{best, played}
	least := budget / 4
	for {
		loss, se := pairLoss(r.wins[best], r.wins[played])
		switch {
		case r.deals < least:
			r.play(least-r.deals, pair)
		case nearMark(loss, se) && 2*r.deals <= RefineFactor*budget:
			r.play(r.deals, pair)
		default:
			if r.better(best, played) > 0 {
				return played
			}
			return best
		}
	}
}

// pairLoss is the mean of a - b, in percentage points, and its standard
// error.
func pairLoss(a, b []float64) (mean, se float64) {
	n := float64(len(a))
	var sum, sq float64
	for i := range a {
		d := a[i] - b[i]
		sum += d
		sq += d * d
	}
	mean = sum / n
	v := max(0, sq/n-mean*mean) / max(1, n-1)
	return 100 * mean, 100 * math.Sqrt(v)
}

// nearMark reports whether loss lies within refineZ standard errors se of
// a mark's threshold.
func nearMark(loss, se float64) bool {
	return math.Abs(loss-MistakeAt) < refineZ*se
}

// cmpDesc orders a before b when a is the greater.
func cmpDesc(a, b float64) int {
	if a > b {
		return -1
	}
	return 1
}
