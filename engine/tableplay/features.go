// Package tableplay holds what a game implements to be followed at a
// physical table ('tabletop table'): the Table a ruleset starts from what
// the table shows (Tabler), what it waits for, and the states' optional
// help for the table's hints (DecisionCloser, Declarer, HandTeller).
package tableplay

import "tabletop/engine"

// The interfaces of this package that games implement make the feature
// Table.
func init() {
	engine.Provide("Table",
		engine.RulesetCapability[Tabler]("Tabler", false),
		engine.StateCapability[DecisionCloser]("DecisionCloser", true),
		engine.StateCapability[Declarer]("Declarer", true),
		engine.StateCapability[HandTeller]("HandTeller", true))
}
