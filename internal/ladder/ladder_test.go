package ladder

import (
	"testing"

	"tabletop/engine/enginetest"
)

// Everything the engine asks of a game and everything Ladder offers
// beyond it (engine/capability).
func TestConformance(t *testing.T) {
	Register()
	enginetest.Conformance(t, Ruleset{})
}
