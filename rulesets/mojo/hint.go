package mojo

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Hint names the rule behind a refused play that people argue about
// (engine.Hinter): cards that match each other but not the card they
// cover do not go down together, because only a card equal to the one it
// covers lets the turn go on (mojo.turn.equal).
func (s *State) Hint(m engine.Move, refusal *engine.RuleError) (engine.Hint, bool) {
	if m.Kind != KindPlay || m.N < 2 || int(m.N) > engine.MaxMoveCards || int(m.Arg[0]) >= s.Piles() {
		return engine.Hint{}, false
	}
	// The move may name a pile that is not in play or is empty (it was
	// refused for that): no hint then.
	top, ok := s.Top(int(m.Arg[0]))
	if !ok || top == Unknown {
		return engine.Hint{}, false
	}
	t := uint8(top)
	// The first card that does not match the card it covers ends the turn;
	// the hint is for a next card equal to it ("7 7" on an 8).
	for i := 0; i+1 < int(m.N); i++ {
		c := m.Cards[i]
		if c == t {
			continue
		}
		if m.Cards[i+1] != c {
			return engine.Hint{}, false
		}
		msg := "mojo.word.hint-equal-lower"
		if c > t {
			msg = "mojo.word.hint-equal-higher"
		}
		return engine.NewHint("mojo.turn.equal", msg, i18n.Args{"Card": c, "Top": t}), true
	}
	return engine.Hint{}, false
}
