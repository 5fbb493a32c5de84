package mojo

import (
	"math/bits"
	"slices"
	"testing"

	"tabletop/engine"
)

func TestOnesCount(t *testing.T) {
	for x := range 1 << 16 {
		if got, want := onesCount(uint16(x)), bits.OnesCount16(uint16(x)); got != want {
			t.Fatalf("onesCount(%016b) = %d, want %d", x, got, want)
		}
	}
}

// TestLegalMovesAnyBuffer: the moves do not depend on the buffer passed
// (nil, too small to hold them, or roomy with stale contents), and a
// buffer with room is used in place.
func TestLegalMovesAnyBuffer(t *testing.T) {
	for _, o := range optionSets {
		s, err := NewState(engine.Config{Players: 5, Seed: 11, Options: o})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(4)
		roomy := make([]engine.Move, 0, 512)
		for turns := 0; !s.IsTerminal(); turns++ {
			want := s.LegalMoves(nil)
			small := s.LegalMoves(make([]engine.Move, 1, 2))
			roomy = s.LegalMoves(roomy[:cap(roomy)])
			if !slices.Equal(small, want) || !slices.Equal(roomy, want) {
				t.Fatalf("%v turn %d: moves differ with the buffer:\n%v\n%v\n%v", o, turns, want, small, roomy)
			}
			if cap(roomy) != 512 {
				t.Fatalf("%v turn %d: a buffer with room was replaced", o, turns)
			}
			if err := s.Apply(want[rng.Intn(len(want))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
