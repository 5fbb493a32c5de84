package mojo

import (
	"tabletop/engine"
	"tabletop/engine/mcts"
)

// DefaultMCTSIterations is the search budget of the "mcts" bot, in
// iterations a move.
const DefaultMCTSIterations = 3000

// NewMCTS returns the "mcts" bot: information-set Monte Carlo tree search
// (mcts.Bot) over iterations determinizations a move, with greedy
// rollouts to the end of the round.
func NewMCTS(iterations int, seed uint64) *mcts.Bot {
	return mcts.New(mcts.Config{
		Name:       mcts.Name(iterations, DefaultMCTSIterations),
		Iterations: iterations,
		Policy:     NewGreedy(mcts.PolicySeed(seed)),
		Epsilon:    0.1,
		Leaf:       mctsLeaf,
	}, seed)
}

// roundScale is the round score difference that counts as a whole game
// won or lost in a rollout's value.
const roundScale = 24.0

// mctsLeaf stops a rollout when the game is over (the winners share a
// value of 1) or when the round that was being played at root has ended:
// then a seat's value is 0.5 plus how far its round score is below the
// average, scaled; a round a position cannot score is worth 0.5 to all.
func mctsLeaf(st, root engine.State, vals []float64) bool {
	s, r := st.(*State), root.(*State)
	if s.phase == phasePlay && s.nRounds == r.nRounds {
		return false
	}
	n := int(s.np)
	if s.phase == phaseOver {
		var w [MaxPlayers]bool
		best, k := s.totals[0], 0
		for i := range n {
			best = min(best, s.totals[i])
		}
		for i := range n {
			w[i] = s.totals[i] == best
			if w[i] {
				k++
			}
		}
		for i := range n {
			vals[i] = 0
			if w[i] {
				vals[i] = 1 / float64(k)
			}
		}
		return true
	}
	if s.nRounds == r.nRounds {
		for i := range n {
			vals[i] = 0.5
		}
		return true
	}
	rec := s.roundAt(int(r.nRounds))
	mean := 0.0
	for i := range n {
		mean += float64(rec.scores[i])
	}
	mean /= float64(n)
	for i := range n {
		vals[i] = min(max(0.5+(mean-float64(rec.scores[i]))/(2*roundScale), 0), 1)
	}
	return true
}
