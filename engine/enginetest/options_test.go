package enginetest

import (
	"testing"

	"tabletop/engine"
)

// freeRules has one free-form option with samples and two enumerated ones.
type freeRules struct{ Nim }

func (freeRules) Options() []engine.OptionSpec {
	return []engine.OptionSpec{
		{Key: "b", Values: []string{"x", "y", "z"}, Default: "y"},
		{Key: "a", Default: "1,2"},
		{Key: "c", Values: []string{"on", "off"}, Default: "off"},
	}
}

func (freeRules) OptionSamples(key string) []string {
	if key == "a" {
		return []string{"3"}
	}
	return nil
}

func TestOptionCombos(t *testing.T) {
	got := OptionCombos(freeRules{})
	if len(got) != 2*3*2 {
		t.Fatalf("%d combinations, want 12: %v", len(got), got)
	}
	if got[0].String() != "a=1,2 b=y c=off" {
		t.Errorf("first combination %q, want the defaults", got[0].String())
	}
	seen := map[string]bool{}
	for _, o := range got {
		if seen[o.String()] {
			t.Errorf("combination %q twice", o.String())
		}
		seen[o.String()] = true
		if _, err := engine.Resolve(freeRules{}.Options(), o); err != nil {
			t.Errorf("combination %q: %v", o.String(), err)
		}
	}
	if !seen["a=3 b=z c=on"] {
		t.Errorf("missing a=3 b=z c=on in %v", got)
	}
	// Without a sampler a free-form option keeps its default.
	if n := len(OptionCombos(Nim{})); n != 2 {
		t.Errorf("nim: %d combinations, want 2", n)
	}
}
