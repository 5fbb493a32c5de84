package mojo

// Unknown is the card code of a card whose value the table has not seen: a
// card in a hidden hand, a face-down card nobody has named, a card drawn
// from a draw pile whose order is not known. Card codes 0..MaxValue are the
// values themselves.
const Unknown = NumValues

// MaxPlayers is the most seats a game can have (mojo.players).
const MaxPlayers = 8

// MinPlayers is the fewest seats a game can have (mojo.players).
const MinPlayers = 2

// HandSize is the number of cards dealt to each player (mojo.setup).
const HandSize = 8

// cards is a multiset of card codes, Unknown included: n[v] copies of value
// v and n[Unknown] cards of unknown value. It is a small fixed-size value.
type cards struct {
	n    [NumValues + 1]uint8
	size uint8
}

func (c *cards) add(v uint8) {
	c.n[v]++
	c.size++
}

// take removes one card of value v, a known one if held, otherwise an
// unknown one (the caller has checked that this is possible).
func (c *cards) take(v uint8) {
	if c.n[v] > 0 {
		c.n[v]--
	} else {
		c.n[Unknown]--
	}
	c.size--
}

// known reports whether every card's value is known.
func (c *cards) known() bool { return c.n[Unknown] == 0 }

// list returns the known values in ascending order (not for the hot path).
func (c *cards) list() []int {
	out := make([]int, 0, c.size)
	for v := range NumValues {
		for range c.n[v] {
			out = append(out, v)
		}
	}
	return out
}

// fullDeck is the 78 number cards in value order (mojo.deck).
var fullDeck = func() (d [DeckSize]uint8) {
	i := 0
	for v := range NumValues {
		for range copiesOf[v] {
			d[i] = uint8(v)
			i++
		}
	}
	return d
}()
