package makoto

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// RoundLabel says that the results Rounds returns are games of a series
// (makoto.series), so tools print "Game 2" rather than "Round 2".
func (Ruleset) RoundLabel() engine.RoundWord { return engine.WordGame }

// RoundTitle is the title of game n of a series in the game's words
// ("Game 2", "Partie 2").
func (Ruleset) RoundTitle(n int) i18n.Phrase {
	return i18n.Message("makoto.word.round-title", i18n.Args{"N": n})
}
