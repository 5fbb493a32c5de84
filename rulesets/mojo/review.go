package mojo

import "tabletop/engine/review"

// What a review of a game asks (the capability Review).
var (
	_ review.Orienter       = Ruleset{}
	_ review.TotalsAppender = (*State)(nil)
)

// LowTotalWins is true: the lowest total wins (mojo.game-end).
func (Ruleset) LowTotalWins() bool { return true }

// AppendTotals appends every seat's running total to buf (Totals, without
// allocating).
func (s *State) AppendTotals(buf []int) []int {
	for i := range int(s.np) {
		buf = append(buf, int(s.totals[i]))
	}
	return buf
}
