package cmdtest

import "tabletop/engine/scoring"

// Entry is a round as a person enters it: the cards of each field (one
// list per seat, or one list) and the seats each field names (the tests
// of score and pad).
func Entry(cards map[string][][]string, seats map[string][]int) scoring.Entry {
	var e scoring.Entry
	for k, v := range cards {
		e.SetCards(k, v...)
	}
	for k, v := range seats {
		e.SetSeats(k, v...)
	}
	return e
}
