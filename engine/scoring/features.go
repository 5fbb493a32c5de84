// Package scoring holds what a ruleset offers for scoring a round played
// at a real table ('tabletop score', the score pad): the fields a person
// enters and the Entry they make, the RoundScore a RoundScorer gives, and
// what a score pad keeps of a game (PadRules, PadDealer, PadStarter,
// PadCounter).
package scoring

import "tabletop/engine"

// The interfaces of this package that rulesets implement make the feature
// Scoring (RoundScorer; ScoreLimiter, PadRules, PadDealer, PadStarter
// and PadCounter optional).
func init() {
	engine.Provide("Scoring",
		engine.RulesetCapability[RoundScorer]("RoundScorer", false),
		engine.RulesetCapability[ScoreLimiter]("ScoreLimiter", true),
		engine.RulesetCapability[PadRules]("PadRules", true),
		engine.RulesetCapability[PadDealer]("PadDealer", true),
		engine.RulesetCapability[PadStarter]("PadStarter", true),
		engine.RulesetCapability[PadCounter]("PadCounter", true))
}
