package makoto

import "tabletop/engine"

// RoundLabel says that the results Rounds returns are games of a series
// (makoto.series), so tools print "Game 2" rather than "Round 2".
func (Ruleset) RoundLabel() engine.RoundWord { return engine.WordGame }
