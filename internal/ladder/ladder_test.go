package ladder

import (
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
)

// Everything the engine asks of a game and everything Ladder offers
// beyond it (engine/capability).
func TestConformance(t *testing.T) {
	Register()
	enginetest.Conformance(t, Ruleset{})
}

// What Ladder offers beyond the rules: positions for validate, sim's
// statistics with its own labels, and the engine's random bot (reseeded,
// offered moves out of turn); no table mode, no scoring at the table, no
// translated rules, no search bot.
func TestCapabilities(t *testing.T) {
	enginetest.HasCapabilities(t, Ruleset{}, "Positions, Stats, RoundTitle, Reseed, AnytimeBots")
}

// TestRoundTitle: the ladder titles its rounds from its own catalogue.
func TestRoundTitle(t *testing.T) {
	if p := engine.RoundTitleOf(Ruleset{}, 3); !strings.HasPrefix(p.ID, "ladder.") || p.In("fr") != "Manche 3" {
		t.Errorf("%q: %q", p.ID, p.In("fr"))
	}
}
