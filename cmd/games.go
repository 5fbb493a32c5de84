package cmd

import (
	"slices"

	"tabletop/engine"
	"tabletop/engine/scoring"
	"tabletop/rulesets/makoto"
	"tabletop/rulesets/mojo"
)

// shippedGames are the games tabletop ships, in the order usage lines list
// them (the order they came to tabletop). Each registers itself with the
// engine, with what the commands need (scoring.RoundScorer, scoring.PadRules
// and the rest). A new game is its package under rulesets/ and one entry
// here; a game registered otherwise (a test's) is listed after these.
var shippedGames = []engine.Ruleset{mojo.Ruleset{}, &makoto.Ruleset{}}

// listedGames are the names of the registered games that keep, shipped
// games first in their order, then the others by name: the games a usage
// line lists ("mojo|makoto").
func listedGames(keep func(engine.Ruleset) bool) []string {
	var out []string
	for _, rs := range shippedGames {
		if reg, err := engine.Lookup(rs.Name()); err == nil && keep(reg) {
			out = append(out, reg.Name())
		}
	}
	for _, name := range engine.Names() {
		if rs, _ := engine.Lookup(name); !slices.Contains(out, name) && keep(rs) {
			out = append(out, name)
		}
	}
	return out
}

// anyGame keeps every game (listedGames).
func anyGame(engine.Ruleset) bool { return true }

// scoresRounds keeps the games whose rounds are scored from the cards
// (scoring.RoundScorer): the games of 'score' and of a pad.
func scoresRounds(rs engine.Ruleset) bool {
	_, ok := rs.(scoring.RoundScorer)
	return ok
}
