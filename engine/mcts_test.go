package engine

import "testing"

// nimLeaf ends a nim rollout when someone took the last stone.
func nimLeaf(st, _ State, vals []float64) bool {
	s := st.(*nim)
	if s.winner < 0 {
		return false
	}
	for i := range vals[:s.cfg.Players] {
		vals[i] = 0
	}
	vals[s.winner] = 1
	return true
}

// TestMCTSFindsNimWins: with random rollouts the search finds the move
// that leaves a multiple of four stones, in every position that has one.
func TestMCTSFindsNimWins(t *testing.T) {
	for _, left := range []int{2, 3, 5, 6, 7, 9, 10, 11} {
		s := &nim{cfg: Config{Players: 2}, left: left, winner: -1}
		legal := s.LegalMoves(nil)
		a := NewMCTS(MCTSConfig{Iterations: 3000, Leaf: nimLeaf}, 1)
		if got, want := int(a.Choose(s, legal).Kind), left%4; got != want {
			t.Errorf("%d stones left: takes %d, want %d", left, got, want)
		}
	}
}

// TestMCTSReproducible: the same seed gives the same moves.
func TestMCTSReproducible(t *testing.T) {
	s := &nim{cfg: Config{Players: 3}, left: 21, winner: -1}
	legal := s.LegalMoves(nil)
	for seed := range uint64(5) {
		a := NewMCTS(MCTSConfig{Iterations: 50, Leaf: nimLeaf}, seed)
		b := NewMCTS(MCTSConfig{Iterations: 50, Leaf: nimLeaf}, seed)
		if a.Choose(s, legal) != b.Choose(s, legal) {
			t.Errorf("seed %d: two searches chose differently", seed)
		}
	}
}
