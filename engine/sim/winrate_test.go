package sim

import (
	"math"
	"testing"
)

func TestWilson(t *testing.T) {
	for _, c := range []struct {
		wins, n int
		lo, hi  float64
	}{
		// Reference values of the Wilson score interval (z = 1.96).
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{160, 400, 0.3530, 0.4490},
		{10, 10, 0.7225, 1},
		{0, 0, 0, 1},
	} {
		lo, hi := Wilson(c.wins, c.n)
		if math.Abs(lo-c.lo) > 5e-4 || math.Abs(hi-c.hi) > 5e-4 {
			t.Errorf("Wilson(%d, %d) = %.4f..%.4f, want %.4f..%.4f", c.wins, c.n, lo, hi, c.lo, c.hi)
		}
	}
}

func TestByBot(t *testing.T) {
	r := Result{Games: 100, Bots: []string{"mcts", "greedy", "greedy", "greedy"}, Wins: []int{40, 20, 25, 16}}
	got := r.ByBot()
	if len(got) != 2 || got[0].Bot != "mcts" || got[1].Bot != "greedy" {
		t.Fatalf("bots %+v", got)
	}
	if g := got[1]; g.Seats != 3 || g.Wins != 61 || g.Trials != 300 || math.Abs(g.WinRate-61.0/300) > 1e-12 {
		t.Errorf("greedy %+v", g)
	}
	if m := got[0]; m.WinRate != 0.4 || m.CILow >= 0.4 || m.CIHigh <= 0.4 {
		t.Errorf("mcts %+v", m)
	}
}
