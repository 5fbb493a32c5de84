package mojo

import (
	"testing"

	"tabletop/engine"
)

// TestHotPathAllocatesNothing: LegalMoves, Apply and CloneInto allocate
// nothing, over whole games (round ends, reshuffles and re-deals
// included) in both variants.
func TestHotPathAllocatesNothing(t *testing.T) {
	for _, o := range optionSets {
		start, err := NewGame(engine.Config{Players: 4, Seed: 3, Options: o})
		if err != nil {
			t.Fatal(err)
		}
		s := start.Clone().(*State)
		scratch := start.Clone().(*State)
		buf := make([]engine.Move, 0, 512)
		rng := engine.NewRNG(1)
		turns := 0
		allocs := testing.AllocsPerRun(20, func() {
			start.CloneInto(s)
			for !s.IsTerminal() {
				buf = s.LegalMoves(buf)
				s.CloneInto(scratch)
				if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
					panic(err)
				}
				turns++
			}
		})
		if allocs != 0 || turns == 0 {
			t.Fatalf("%v: %v allocations per game (%d turns)", o, allocs, turns)
		}
	}
}

func TestPresentMask(t *testing.T) {
	rng := engine.NewRNG(5)
	for range 5000 {
		var n [NumValues + 1]uint8
		var want uint16
		for v := range n {
			if rng.Intn(3) == 0 {
				n[v] = uint8(rng.Intn(256))
			}
			if n[v] != 0 && v < NumValues {
				want |= 1 << v
			}
		}
		if got := presentMask(&n); got != want {
			t.Fatalf("%v: mask %013b, want %013b", n, got, want)
		}
	}
}
