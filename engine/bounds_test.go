package engine

import (
	"strings"
	"testing"
)

// boundedNim is nim whose state declares score bounds [0, hi]: the winner
// scores 1, so hi = 0 must be reported as a violation.
type boundedNimRules struct {
	nimRules
	hi int
}

type boundedNim struct {
	*nim
	hi int
}

func (b boundedNim) ScoreBounds() (int, int) { return 0, b.hi }

func (r boundedNimRules) New(cfg Config) (State, error) {
	s, err := r.nimRules.New(cfg)
	if err != nil {
		return nil, err
	}
	return boundedNim{s.(*nim), r.hi}, nil
}

func TestHarnessChecksScoreBounds(t *testing.T) {
	for _, c := range []struct {
		hi      int
		wantErr bool
	}{{1, false}, {0, true}} {
		agents := []Agent{NewRandomAgent(1), NewRandomAgent(2)}
		_, err := CheckGame(boundedNimRules{hi: c.hi}, Config{Players: 2, Seed: 3}, agents, CheckCheap, 0)
		if (err != nil) != c.wantErr {
			t.Fatalf("bounds 0..%d: err = %v, want error %v", c.hi, err, c.wantErr)
		}
		if err != nil && !strings.Contains(err.Error(), "outside the bounds 0 to 0") {
			t.Errorf("error %q does not name the bounds", err)
		}
	}
}

// freeRules has one free-form option with samples and two enumerated ones.
type freeRules struct{ nimRules }

func (freeRules) Options() []OptionSpec {
	return []OptionSpec{
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
		if _, err := Resolve(freeRules{}.Options(), o); err != nil {
			t.Errorf("combination %q: %v", o.String(), err)
		}
	}
	if !seen["a=3 b=z c=on"] {
		t.Errorf("missing a=3 b=z c=on in %v", got)
	}
	// Without a sampler a free-form option keeps its default.
	if n := len(OptionCombos(nimRules{})); n != 2 {
		t.Errorf("nim: %d combinations, want 2", n)
	}
}
