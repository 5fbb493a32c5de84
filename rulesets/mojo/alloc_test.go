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
		start, err := NewState(engine.Config{Players: 4, Seed: 3, Options: o})
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

func TestPointsOfMatchesPoints(t *testing.T) {
	rng := engine.NewRNG(8)
	for range 5000 {
		var c cards
		var list []int
		for range rng.Intn(12) {
			v := rng.Intn(NumValues)
			c.add(uint8(v))
			list = append(list, v)
		}
		if pointsOf(&c.n) != Points(list) {
			t.Fatalf("%v: %d vs %d", list, pointsOf(&c.n), Points(list))
		}
	}
}

func TestShuffleIsAPermutation(t *testing.T) {
	rng := engine.NewRNG(2)
	var pos [DeckSize][DeckSize]int
	for range 4000 {
		d := fullDeck
		idx := [DeckSize]uint8{}
		for i := range idx {
			idx[i] = uint8(i)
		}
		shuffle(&rng, idx[:])
		var seen [DeckSize]bool
		for p, i := range idx {
			if seen[i] {
				t.Fatal("shuffle duplicated an element")
			}
			seen[i] = true
			pos[i][p]++
		}
		_ = d
	}
	// Every element lands in the first and the last place sometimes.
	for i := range DeckSize {
		if pos[i][0] == 0 || pos[i][DeckSize-1] == 0 {
			t.Fatalf("element %d never reaches an end", i)
		}
	}
}
