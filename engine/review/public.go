package review

import "tabletop/engine"

// PublicSamples is how many hands of the seat a public point (a table
// journal's) is judged over: each a deal of every unknown card consistent
// with the table, the seat's own included, with which the move made was
// legal, judged as a log's decision with an equal share of the budget.
const PublicSamples = 8

// publicTries bounds the deals tried for each sample kept: a move whose
// cards a random hand seldom holds (four cards named) is rejected often,
// and a deal costs little.
const publicTries = 500

// samples deals PublicSamples states for the public point p, each with
// seat's choices on it; fewer when the deals tried rarely allow the move
// made (none when none did: the point is not judged).
func (w *worker) samples(p Point, seed uint64) []judgeCase {
	w.ready(p.Before)
	rng := engine.NewRNG(seed)
	var cases []judgeCase
	for try := 0; try < PublicSamples*publicTries && len(cases) < PublicSamples; try++ {
		p.Before.CloneInto(w.det)
		if det, ok := w.det.(engine.Determinizer); ok {
			det.Determinize(p.Seat, &rng)
		}
		w.det.CloneInto(w.play)
		if apply(w.play, p.Seat, candidate{move: p.Move}, p.Anytime) != nil {
			continue
		}
		root := w.det.Clone()
		cands, played := candidatesOf(root, p.Seat, p.Move, p.Anytime)
		cases = append(cases, judgeCase{root: root, cands: cands, played: played})
	}
	return cases
}
