package mojo

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/tableplay"
)

var _ tableplay.HandTeller = (*State)(nil)

// TellHand returns a copy of s in which seat holds exactly the values
// words name (tableplay.HandTeller): the cards in hand, or in Mojo Time the
// face-down cards. They must be as many as seat holds there, include every
// card known to be there (taken from a discard pile in sight of all), and
// with every card seen elsewhere make no more copies of a value than the
// deck has (mojo.deck).
func (s *State) TellHand(seat int, words []string) (engine.State, error) {
	vals := make([]uint8, len(words))
	for i, w := range words {
		v, err := parseValue(w)
		if err != nil {
			return nil, err
		}
		vals[i] = uint8(v)
	}
	c := s.Clone().(*State)
	who := s.cfg.Who(seat)
	zone, held := &c.hand[seat], i18n.Message("mojo.word.in-hand", i18n.Args{"Count": int(c.hand[seat].size)})
	if zone.size == 0 && c.down[seat].size > 0 {
		zone, held = &c.down[seat], i18n.Message("mojo.word.face-down", i18n.Args{"Count": int(c.down[seat].size)})
	}
	if len(vals) != int(zone.size) {
		return nil, engine.Refuse(tableplay.RuleToldHand, "mojo.refuse.told-count", i18n.Args{"Who": who, "Holding": held, "Got": len(vals)})
	}
	var told cards
	for _, v := range vals {
		told.add(v)
	}
	for v := range uint8(NumValues) {
		if told.n[v] < zone.n[v] {
			return nil, engine.Refuse(tableplay.RuleToldHand, "mojo.refuse.told-known", i18n.Args{"Who": who, "Count": int(zone.n[v]), "Card": v, "Got": int(told.n[v])})
		}
		if got := int(c.knownTotal(v)) - int(zone.n[v]) + int(told.n[v]); got > Copies(int(v)) {
			return nil, engine.Refuse("mojo.deck", "mojo.refuse.told-too-many", i18n.Args{"Count": got, "Card": v, "Copies": Copies(int(v))})
		}
	}
	*zone = told
	return c, nil
}
