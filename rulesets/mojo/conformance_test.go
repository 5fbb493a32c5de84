package mojo

import (
	"testing"

	"tabletop/engine/enginetest"
)

// Everything the engine asks of a game and everything Mojo offers beyond
// it (the optional interfaces it implements, engine/capability), checked
// in one place.
func TestConformance(t *testing.T) { enginetest.Conformance(t, Ruleset{}) }

// What Mojo offers beyond the rules: everything but moves out of turn
// (and a bot that may fail, which no game's does); its cards have colours.
func TestCapabilities(t *testing.T) {
	enginetest.HasCapabilities(t, Ruleset{}, "Translations, Positions, Table, Scoring, Stats, Records, Search, Reuse, "+
		"Headlines, Secrets, ScoreBounds, Hints, Colours, RoundTitle, PartedView, Review, Reseed, AnytimeBots, Ranking")
}
