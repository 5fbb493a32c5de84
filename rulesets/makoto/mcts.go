package makoto

import (
	"tabletop/engine"
	"tabletop/engine/mcts"
)

// DefaultMCTSIterations is the search budget of the "mcts" bot, in
// iterations a move.
const DefaultMCTSIterations = 2000

// NewMCTS returns the "mcts" bot: information-set Monte Carlo tree search
// (mcts.Bot) over iterations determinizations a move, with greedy
// rollouts to the end of the game.
func NewMCTS(iterations int, seed uint64) *mcts.Bot {
	return mcts.New(mcts.Config{
		Name:       mcts.Name(iterations, DefaultMCTSIterations),
		Iterations: iterations,
		Policy:     NewGreedy(mcts.PolicySeed(seed)),
		Epsilon:    0.1,
		Leaf:       mctsLeaf,
	}, seed)
}

// gameScale is the score difference that counts as a whole game won or
// lost in a rollout's value.
const gameScale = 120.0

// winWeight is the share of a rollout's value that comes from winning; the
// rest rewards the score margin, which is less noisy.
const winWeight = 0.7

// mctsLeaf stops a rollout when the game being played at root has ended.
// A seat's value blends winning (shared wins split) with its score in that
// game against the average: totals once the series is over, the game's
// scores when the series goes on.
func mctsLeaf(st, root engine.State, vals []float64) bool {
	s, r := st.(*State), root.(*State)
	if s.phase != phaseOver && s.gamesDone == r.gamesDone {
		return false
	}
	n := int(s.n)
	var sc [MaxPlayers]float64
	if s.phase == phaseOver {
		for p := range n {
			sc[p] = float64(s.totals[p])
		}
	} else {
		g := int(r.game)
		for p := range n {
			sc[p] = float64(s.scores[g][p])
		}
	}
	best, k, mean := sc[0], 0, 0.0
	for p := range n {
		best = max(best, sc[p])
		mean += sc[p]
	}
	mean /= float64(n)
	for p := range n {
		if sc[p] == best {
			k++
		}
	}
	for p := range n {
		v := min(max(0.5+(sc[p]-mean)/(2*gameScale), 0), 1) * (1 - winWeight)
		if sc[p] == best {
			v += winWeight / float64(k)
		}
		vals[p] = v
	}
	return true
}
