package makoto

import (
	"fmt"
	"slices"

	"tabletop/engine"
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
			return fmt.Errorf("%s passes, but a trick starts with a play; list the trick from its lead [makoto.lead]", name)
		}
		if seat == t.owner {
			return fmt.Errorf("%s passes on their own play; everyone else passed, so the trick was already won [makoto.trick.win]", name)
		}
		if !slices.Contains(t.passed, seat) {
			t.passed = append(t.passed, seat)
		}
	case KindPlay:
		combo, err := Classify(played, players)
		if err != nil {
			return fmt.Errorf("%s's %s is not a combination: %v", name, cardsText(played), err)
		}
		if _, err := Beats(combo, t.top); err != nil {
			return fmt.Errorf("%s's %s cannot follow %s: %v", name, cardsText(played), cardsText(t.cards), err)
		}
		t.earlier = append(t.earlier, t.cards...)
		t.top, t.cards, t.owner, t.passed = combo, played, seat, nil
	default:
		return errNotTrickMove
	}
	return nil
}

var errNotTrickMove = fmt.Errorf("the history lists plays and passes only")
