package position_test

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	_ "tabletop/engine/position"
)

// declaring wraps a ruleset with another declaration of its features.
type declaring struct {
	engine.Ruleset
	f engine.Features
}

func (d declaring) Features() engine.Features { return d.f }

// The feature Positions is checked as the engine's own are: a game
// declaring it needs a position loader.
func TestFeatureProvided(t *testing.T) {
	s, _ := enginetest.Nim{}.New(engine.Config{Players: 2})
	errs := engine.CheckFeatures(declaring{enginetest.Nim{}, engine.Features{Positions: true}}, s)
	want := "nim declares the feature Positions but its ruleset does not implement PositionLoader"
	if len(errs) != 1 || errs[0].Error() != want {
		t.Errorf("got %v, want %q", errs, want)
	}
}
