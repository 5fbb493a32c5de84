package cmd

import (
	"slices"
	"testing"

	"tabletop/engine"
)

// The labels of a person's moves tell nothing of cards they cannot see:
// two games that differ only in such cards give the same labels (a round's
// end once said who had the fewest points from the real hidden hands).
func TestMoveLabelsHideWhatTheSeatCannotSee(t *testing.T) {
	for _, game := range []string{"mojo", "makoto"} {
		rs, err := engine.Lookup(game)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(30) {
			s, err := rs.New(engine.Config{Players: 3, Seed: seed, Names: []string{"Ann", "Ben", "Cy"}})
			if err != nil {
				t.Fatal(err)
			}
			// Some moves in, by the first legal move each time.
			for range int(seed % 20) {
				if s.IsTerminal() {
					break
				}
				legal := s.LegalMoves(nil)
				if err := engine.Play(s, s.CurrentPlayer(), legal[len(legal)-1]); err != nil {
					t.Fatal(err)
				}
			}
			if s.IsTerminal() {
				continue
			}
			seat := s.CurrentPlayer()
			other := s.Clone()
			rng := engine.NewRNG(seed + 99)
			other.(engine.Determinizer).Determinize(seat, &rng)
			h1 := &humanAgent{seat: seat, lang: "en"}
			h2 := &humanAgent{seat: seat, lang: "en"}
			var a, b []string
			for _, m := range s.LegalMoves(nil) {
				a = append(a, moveLabel("en", h1.seen(s), m))
				b = append(b, moveLabel("en", h2.seen(other), m))
			}
			if !slices.Equal(a, b) {
				t.Fatalf("%s seed %d: labels differ with hidden cards dealt otherwise:\n%v\n%v", game, seed, a, b)
			}
		}
	}
}
