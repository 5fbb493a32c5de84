// Package hints holds the hint a game gives for a refused move: the rule a
// player most likely had in mind, beside the rule that refuses it.
package hints

import "tabletop/engine"

// Hinter makes the feature Hints.
func init() {
	engine.Provide("Hints", engine.StateCapability[Hinter]("Hinter", false))
}
