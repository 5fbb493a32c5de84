// Package story holds what digital play needs beyond the rules: a fresh
// seed, the secrets a move shows to one player only, the last round as the
// cards shown at its end, a line or two for a prompt, the colours of cards,
// and the game as a story for logs and step-by-step replay (Recorder,
// Steps).
package story

import "tabletop/engine"

// The interfaces of this package that games implement belong to the
// features Scoring (RoundReporter, optional), Headlines (Headliner),
// Secrets (SecretTeller) and Colours (CardColourer).
func init() {
	engine.Provide("Scoring", engine.StateCapability[RoundReporter]("RoundReporter", true))
	engine.Provide("Headlines", engine.StateCapability[Headliner]("Headliner", false))
	engine.Provide("Secrets", engine.StateCapability[SecretTeller]("SecretTeller", false))
	engine.Provide("Colours", engine.RulesetCapability[CardColourer]("CardColourer", false))
}
