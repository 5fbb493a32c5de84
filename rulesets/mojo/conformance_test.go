package mojo

import (
	"testing"

	"tabletop/engine/enginetest"
)

// Everything the engine asks of a game and everything Mojo declares
// (Ruleset.Features), checked in one place.
func TestConformance(t *testing.T) { enginetest.Conformance(t, Ruleset{}) }
