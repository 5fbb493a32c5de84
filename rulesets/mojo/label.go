package mojo

import "tabletop/engine/i18n"

// RoundTitle is the title of round n in the game's words ("Round 2",
// "Manche 2").
func (Ruleset) RoundTitle(n int) i18n.Phrase {
	return i18n.Message("mojo.word.round-title", i18n.Args{"N": n})
}
