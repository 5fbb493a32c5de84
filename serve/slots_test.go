package serve

import (
	"fmt"
	"testing"
)

// given reports whether a slot asked for was given.
func given(ch <-chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

// One share asking without end (a flood of hints from one address, or an
// opener's bots) gets one turn in each round: another share's request is
// served as soon as one slot frees, never behind the flood's queue; a
// share waits its turn behind the others already waiting; a lone share
// gets every slot free.
func TestSlotsShareFairly(t *testing.T) {
	for _, n := range []int{1, 2} {
		t.Run(fmt.Sprintf("%d slots", n), func(t *testing.T) {
			s := newSlots(n)
			var flood []<-chan struct{}
			for range 30 {
				flood = append(flood, s.take("flood"))
			}
			for i, ch := range flood {
				if given(ch) != (i < n) {
					t.Fatalf("flood request %d given %v with %d slots", i, given(ch), n)
				}
			}
			b := s.take("table B")
			if given(b) {
				t.Fatal("B given a slot while every slot runs")
			}
			s.release("flood")
			if !given(b) || given(flood[n]) {
				t.Fatalf("a slot freed: B given %v, the flood's next %v; want B first", given(b), given(flood[n]))
			}
			// B asks again while a search runs, and C comes: C goes
			// first (it has had no turn), then the flood's turn, then
			// B's second.
			first, second := "flood", "table B" // the searches that end
			if n == 1 {
				first, second = second, first
			}
			b2, c := s.take("table B"), s.take("table C")
			s.release(first)
			if !given(c) || given(b2) || given(flood[n]) {
				t.Fatalf("C given %v, B's second %v, the flood's next %v; want C first", given(c), given(b2), given(flood[n]))
			}
			s.release("table C")
			if !given(flood[n]) || given(b2) {
				t.Fatalf("the flood's next given %v, B's second %v; want the flood's turn first", given(flood[n]), given(b2))
			}
			s.release(second)
			if !given(b2) || given(flood[n+1]) {
				t.Fatalf("B's second given %v, the flood's next %v; want B's second in its turn", given(b2), given(flood[n+1]))
			}
		})
	}
}

// With no one else waiting, one share takes every free slot.
func TestSlotsAreAllUsedByOneShare(t *testing.T) {
	s := newSlots(3)
	a, b, c, d := s.take("A"), s.take("A"), s.take("A"), s.take("A")
	if !given(a) || !given(b) || !given(c) || given(d) {
		t.Fatal("3 slots free: want the first three given, the fourth waiting")
	}
	s.release("A")
	if !given(d) {
		t.Fatal("a slot freed: the fourth not given")
	}
	for range 3 {
		s.release("A")
	}
	if len(s.shares) != 0 || s.free != 3 {
		t.Fatalf("all released: %d shares kept, %d slots free", len(s.shares), s.free)
	}
}
