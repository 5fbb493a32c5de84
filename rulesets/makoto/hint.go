package makoto

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
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
		msg := "makoto.word.hint-no-sword"
		if s.top.Kind == ComboKensei {
			msg = "makoto.word.hint-no-sword-kensei"
		}
		return engine.NewHint("makoto.kensei", msg, i18n.Args{"Value": v}), true
	case sword && !SwordsNeeded(n) && refusal.Rule == "makoto.setup":
		return engine.NewHint("makoto.kensei", "makoto.word.hint-no-swords", i18n.Args{"With": engine.WithPlayers(n), "Value": v}), true
	}
	return engine.Hint{}, false
}
