package review

// What a game implements for a review, beyond engine.Ruleset and
// engine.State (the capability Review of engine/capability).

// Orienter is a ruleset that says which way its totals count, so that a
// review tells the points a move cost in the game's direction: Mojo's
// lowest total wins, Makoto's highest. Without it a higher total is
// taken to be better.
type Orienter interface {
	// LowTotalWins reports whether the lowest total wins the game.
	LowTotalWins() bool
}

// TotalsAppender is a state that reads every seat's total without
// allocating (the same as Totals), for the end of each of a review's
// rollouts. Without it the review calls Totals.
type TotalsAppender interface {
	// AppendTotals appends every seat's running total to buf and returns
	// it.
	AppendTotals(buf []int) []int
}
