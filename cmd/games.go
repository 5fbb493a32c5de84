package cmd

// The games: each registers itself with the engine, with what the
// commands need (engine.RoundScorer, engine.PadRules and the rest). A new
// game is its package under rulesets/ and one line here.
import (
	_ "tabletop/rulesets/makoto"
	_ "tabletop/rulesets/mojo"
)
