package makoto

import (
	"fmt"

	"tabletop/engine"
)

// Hint names the rule behind a refused play that people argue about
// (engine.Hinter):
//
//   - four of a kind without a Sword card with 4–6 players is not a Kensei
//     (makoto.kensei), so it is a set of 4 and must follow like any set;
//   - four of a kind with a Sword card with 2–3 players: there are no Swords
//     then, and four of a kind is a Kensei without one (makoto.kensei).
func (s *State) Hint(m engine.Move, refusal *engine.RuleError) (engine.Hint, bool) {
	if m.Kind != KindPlay || m.N != 4 {
		return engine.Hint{}, false
	}
	v := Card(m.Cards[0]).Value()
	sword := false
	for _, c := range m.Cards[:m.N] {
		if Card(c).Value() != v {
			return engine.Hint{}, false
		}
		sword = sword || Card(c).Sword()
	}
	n := int(s.n)
	switch {
	case !sword && SwordsNeeded(n) && (refusal.Rule == "makoto.follow" || refusal.Rule == "makoto.kensei.anytime"):
		then := "so as a set of 4 they must follow the trick like any other set (makoto.follow)"
		if s.top.Kind == ComboKensei {
			then = "so they are a set of 4, and only a higher Kensei beats a Kensei (makoto.kensei.anytime)"
		}
		return engine.Hint{Rule: "makoto.kensei", Text: fmt.Sprintf(
			"four %ds without a Sword card are not a Kensei (makoto.kensei: with 4–6 players one of the four must be a Sword), %s", v, then)}, true
	case sword && !SwordsNeeded(n) && refusal.Rule == "makoto.setup":
		return engine.Hint{Rule: "makoto.kensei", Text: fmt.Sprintf(
			"with %d players the game has no Sword cards, and four of a kind needs none to be a Kensei (makoto.kensei): write it as play %d %d %d %d",
			n, v, v, v, v)}, true
	}
	return engine.Hint{}, false
}
