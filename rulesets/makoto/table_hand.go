package makoto

import (
	"errors"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

var _ engine.HandTeller = (*State)(nil)

// TellHand returns a copy of s in which seat holds exactly the cards words
// name (engine.HandTeller). They must be as many as seat holds, include
// every card known to be in that hand (taken from the Curtain in sight of
// all), be cards of this player count's game and, with every card seen
// elsewhere, make no more copies of a card than the game has
// (makoto.cards).
func (s *State) TellHand(seat int, words []string) (engine.State, error) {
	told, err := ParseCards(strings.Join(words, " "))
	if err != nil {
		return nil, cardRefusal(err)
	}
	su := s.p.setup
	for _, c := range told {
		switch {
		case c.Value() > su.MaxValue:
			return nil, engine.Refuse("makoto.cards", "makoto.refuse.not-in-play", i18n.Args{"Card": c.String(), "Players": su.Players, "Max": su.MaxValue})
		case c.Sword() && !su.Swords:
			return nil, engine.Refuse("makoto.cards", "makoto.refuse.no-swords", i18n.Args{"Card": c.String(), "Players": su.Players})
		}
	}
	who := s.seatStr(int8(seat))
	if n := s.handSize(seat); len(told) != n {
		return nil, engine.Refuse(engine.RuleToldHand, "makoto.refuse.told-count", i18n.Args{"Who": who, "Count": n, "Got": len(told)})
	}
	var m engine.Multiset
	addAll(&m, told)
	for c := uint8(1); c <= 2*MaxValue; c++ {
		known := s.hands[seat].Count(c)
		if m.Count(c) < known {
			return nil, engine.Refuse(engine.RuleToldHand, "makoto.refuse.told-known", i18n.Args{"Who": who, "Count": known, "Card": Card(c).String(), "Got": m.Count(c)})
		}
		if got := s.knownCopies(c) - known + m.Count(c); got > su.Copies(Card(c)) {
			return nil, engine.Refuse("makoto.cards", "makoto.refuse.told-too-many", i18n.Args{"Got": got, "Card": Card(c).String(), "Copies": su.Copies(Card(c))})
		}
	}
	cp := s.Clone().(*State)
	cp.hands[seat] = m
	cp.unknown[seat] = 0
	return cp, nil
}

// cardRefusal is a card that cannot be read, as a refusal of makoto.cards
// told in every language.
func cardRefusal(err error) *engine.RuleError {
	if te := (*i18n.ToldError)(nil); errors.As(err, &te) {
		return engine.Refuse("makoto.cards", te.Msg, te.Args)
	}
	return engine.Violation("makoto.cards", "%v", err)
}
