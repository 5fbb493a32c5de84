package makoto

import "tabletop/engine/review"

// What a review of a game asks (the capability Review).
var (
	_ review.Orienter       = (*Ruleset)(nil)
	_ review.TotalsAppender = (*State)(nil)
)

// LowTotalWins is false: the highest total wins (makoto.winner).
func (*Ruleset) LowTotalWins() bool { return false }

// AppendTotals appends every seat's running total to buf (Totals, without
// allocating).
func (s *State) AppendTotals(buf []int) []int {
	for p := range int(s.n) {
		buf = append(buf, int(s.totals[p]))
	}
	return buf
}
