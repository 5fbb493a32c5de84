package engine

import (
	"slices"
	"testing"
)

// TestListed names the games given to ListFirst first, in its order (a
// name not registered left out), then the others by name.
func TestListed(t *testing.T) {
	defer ListFirst()
	if got, want := Listed(), Names(); !slices.Equal(got, want) {
		t.Fatalf("no order set: %q, want the names %q", got, want)
	}
	ListFirst("nim", "nosuch", "jokernim")
	got := Listed()
	if len(got) < 2 || got[0] != "nim" || got[1] != "jokernim" {
		t.Fatalf("Listed() = %q, want nim and jokernim first", got)
	}
	if rest := got[2:]; !slices.IsSorted(rest) || slices.Contains(rest, "nosuch") || len(got) != len(Names()) {
		t.Fatalf("Listed() = %q: the others by name, every registered game once", got)
	}
}
