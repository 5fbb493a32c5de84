package makoto

import (
	"testing"

	"tabletop/engine/enginetest"
)

// Everything the engine asks of a game and everything Makoto offers beyond
// it (the optional interfaces it implements, engine/capability), checked
// in one place.
func TestConformance(t *testing.T) { enginetest.Conformance(t, theRuleset) }

// What Makoto offers beyond the rules: everything but coloured cards (and
// a bot that may fail, which no game's does); the box lid is taken out of
// turn (Anytime), its rounds are the games of a series (RoundWord), and
// its rewards are free-form (OptionSamples).
func TestCapabilities(t *testing.T) {
	enginetest.HasCapabilities(t, theRuleset, "Translations, Positions, Table, Scoring, Stats, Records, Search, Anytime, Reuse, "+
		"Headlines, Secrets, ScoreBounds, Hints, RoundWord, RoundTitle, OptionSamples, PartedView, Review, Reseed, AnytimeBots, Ranking")
}
