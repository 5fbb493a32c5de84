package scoring_test

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/scoring"
)

// declaring wraps a ruleset with another declaration of its features.
type declaring struct {
	engine.Ruleset
	f engine.Features
}

func (d declaring) Features() engine.Features { return d.f }

// The feature Scoring is checked as the engine's own are: a game declaring
// it needs a RoundScorer.
func TestFeatureProvided(t *testing.T) {
	s, _ := enginetest.Nim{}.New(engine.Config{Players: 2})
	errs := engine.CheckFeatures(declaring{enginetest.Nim{}, engine.Features{Scoring: true}}, s)
	want := "nim declares the feature Scoring but its ruleset does not implement RoundScorer"
	if len(errs) != 1 || errs[0].Error() != want {
		t.Errorf("got %v, want %q", errs, want)
	}
}

// counting is nim with a PadCounter and no feature Scoring declared.
type counting struct{ enginetest.Nim }

func (counting) PadCounts() scoring.PadCounts            { return scoring.PadCounts{} }
func (counting) CountRound(scoring.Entry, []int) [][]int { return nil }
func (counting) Features() engine.Features               { return engine.Features{} }

// A pad's counts are part of the feature Scoring: counting without it is
// caught.
func TestPadCounterNeedsScoring(t *testing.T) {
	errs := engine.CheckFeatures(counting{}, nil)
	want := "nim's ruleset implements PadCounter but nim does not declare the feature Scoring"
	if len(errs) != 1 || errs[0].Error() != want {
		t.Errorf("got %v, want %q", errs, want)
	}
}
