// Package position holds what a ruleset offers to judge a move on a
// position a person describes ('tabletop validate', table mode): the
// description (Desc, its values as Nodes), the Loader that builds a state
// from it, the FieldError naming the key, seat and line of a fault, and
// the states' optional help (HandKnower, PendingDecider).
package position

import "tabletop/engine"

// The interfaces of this package that games implement make the feature
// Positions (Loader; OptionShorthander, Bookkeeper, and states that are
// HandKnowers and PendingDeciders, optional).
func init() {
	engine.Provide("Positions",
		engine.RulesetCapability[Loader]("PositionLoader", false),
		engine.RulesetCapability[OptionShorthander]("OptionShorthander", true),
		engine.RulesetCapability[Bookkeeper]("Bookkeeper", true),
		engine.StateCapability[HandKnower]("HandKnower", true),
		engine.StateCapability[PendingDecider]("PendingDecider", true))
}
