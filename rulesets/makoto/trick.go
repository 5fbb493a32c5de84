package makoto

import (
	"slices"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// trickLog follows one trick turn by turn, as the rules own it: a trick
// starts with a play, each play must beat the one before (makoto.follow),
// the last player to play owns it, and a pass counts until someone plays
// again (makoto.trick.win).
type trickLog struct {
	top     Combo
	cards   []Card // the combination to beat
	earlier []Card // cards played before it in this trick
	owner   int
	passed  []int
	started bool
}

// add records seat's move m (played: its cards, for a play); name names
// the seat in messages.
func (t *trickLog) add(seat int, name string, m engine.Move, played []Card, players int) error {
	if !t.started {
		t.owner, t.started = -1, true
	}
	switch m.Kind {
	case KindPass, KindPassOracle:
		if t.owner < 0 {
			return i18n.NewError("makoto.error.history-lead", i18n.Args{"Who": i18n.Player(name)})
		}
		if seat == t.owner {
			return i18n.NewError("makoto.error.history-own-play", i18n.Args{"Who": i18n.Player(name)})
		}
		if !slices.Contains(t.passed, seat) {
			t.passed = append(t.passed, seat)
		}
	case KindPlay:
		combo, err := Classify(played, players)
		if err != nil {
			return i18n.NewError("makoto.error.history-not-combo", i18n.Args{"Who": i18n.Player(name), "Cards": cardsText(played), "Why": err})
		}
		if _, err := Beats(combo, t.top); err != nil {
			return i18n.NewError("makoto.error.history-cannot-follow", i18n.Args{"Who": i18n.Player(name), "Cards": cardsText(played), "Top": cardsText(t.cards), "Why": err})
		}
		t.earlier = append(t.earlier, t.cards...)
		t.top, t.cards, t.owner, t.passed = combo, played, seat, nil
	default:
		return errNotTrickMove
	}
	return nil
}

var errNotTrickMove = i18n.NewError("makoto.error.history-plays-only", nil)
