package makoto

import (
	"testing"

	"tabletop/engine/enginetest"
)

// Everything the engine asks of a game and everything Makoto offers beyond
// it (the optional interfaces it implements, engine/capability), checked
// in one place.
func TestConformance(t *testing.T) { enginetest.Conformance(t, theRuleset) }
