package mcts_test

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/mcts"
)

// nimLeaf ends a nim rollout when someone took the last stone.
func nimLeaf(st, _ engine.State, vals []float64) bool {
	w := st.Winners()
	if len(w) == 0 {
		return false
	}
	for i := range vals[:st.NumPlayers()] {
		vals[i] = 0
	}
	vals[w[0]] = 1
	return true
}

// TestMCTSFindsNimWins: with random rollouts the search finds the move
// that leaves a multiple of four stones, in every position that has one.
func TestMCTSFindsNimWins(t *testing.T) {
	for _, left := range []int{2, 3, 5, 6, 7, 9, 10, 11} {
		s := enginetest.NewNim(2, left)
		legal := s.LegalMoves(nil)
		a := mcts.New(mcts.Config{Iterations: 3000, Leaf: nimLeaf}, 1)
		if got, want := int(a.Choose(s, legal).Kind), left%4; got != want {
			t.Errorf("%d stones left: takes %d, want %d", left, got, want)
		}
	}
}

// TestMCTSReproducible: the same seed gives the same moves.
func TestMCTSReproducible(t *testing.T) {
	s := enginetest.NewNim(3, 21)
	legal := s.LegalMoves(nil)
	for seed := range uint64(5) {
		a := mcts.New(mcts.Config{Iterations: 50, Leaf: nimLeaf}, seed)
		b := mcts.New(mcts.Config{Iterations: 50, Leaf: nimLeaf}, seed)
		if a.Choose(s, legal) != b.Choose(s, legal) {
			t.Errorf("seed %d: two searches chose differently", seed)
		}
	}
}
