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
