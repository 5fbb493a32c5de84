package engine

// AnytimeMover is implemented by a state in which a seat may make some moves when it is not that seat's turn (the Makoto lid, makoto.lid).
type AnytimeMover interface {
	// AnytimeMoves appends to buf the moves seat may make now out of turn, and returns it.
	AnytimeMoves(seat int, buf []Move) []Move
	// ApplyAnytime plays m for seat out of turn; a move seat may not make now is a *RuleError and changes nothing.
	ApplyAnytime(seat int, m Move) error
}
