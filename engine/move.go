package engine

// MaxMoveCards is the most cards one Move can name.
const MaxMoveCards = 16

// Move is one decision of one player, as a compact comparable value. The
// meaning of every field is the ruleset's: Kind says what sort of move it is,
// Cards[:N] are card codes in the order the move names them, and Arg holds
// small extra parameters (a pile, a draw source, a Curtain action ...).
//
// Moves are plain values so that legal-move generation can fill a caller's
// buffer without allocating, and so that two moves compare with ==.
type Move struct {
	Kind  uint8
	N     uint8
	Cards [MaxMoveCards]uint8
	Arg   [4]uint8
}

// CardList returns the cards the move names.
func (m *Move) CardList() []uint8 { return m.Cards[:m.N] }

// AddCard appends a card code; it reports false when the move is full.
func (m *Move) AddCard(c uint8) bool {
	if int(m.N) >= MaxMoveCards {
		return false
	}
	m.Cards[m.N] = c
	m.N++
	return true
}
