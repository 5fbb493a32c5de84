package play

import (
	"slices"
	"testing"

	"tabletop/engine"
)

// The labels of a person's moves tell nothing of cards they cannot see:
// two games that differ only in such cards give the same labels (a round's
// end once said who had the fewest points from the real hidden hands).
func TestMoveLabelsHideWhatTheSeatCannotSee(t *testing.T) {
	differ := 0 // states whose real labels depend on hidden cards
	for _, game := range []string{"mojo", "makoto"} {
		rs, err := engine.Lookup(game)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(12) {
			s, err := rs.New(engine.Config{Players: 3, Seed: seed, Names: []string{"Ann", "Ben", "Cy"}})
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; !s.IsTerminal() && step < 400; step++ {
				seat := s.CurrentPlayer()
				other := s.Clone()
				rng := engine.NewRNG(seed*1000 + uint64(step))
				other.(engine.Determinizer).Determinize(seat, &rng)
				h1 := &humanAgent{o: testOptions(), seat: seat, lang: "en"}
				h2 := &humanAgent{o: testOptions(), seat: seat, lang: "en"}
				legal := s.LegalMoves(nil)
				var a, b, ra, rb []string
				for _, m := range legal {
					a = append(a, moveLabel("en", h1.seen(s), m))
					b = append(b, moveLabel("en", h2.seen(other), m))
					ra = append(ra, moveLabel("en", s, m))
					rb = append(rb, moveLabel("en", other, m))
				}
				if !slices.Equal(a, b) {
					t.Fatalf("%s seed %d move %d: labels differ with hidden cards dealt otherwise:\n%v\n%v", game, seed, step, a, b)
				}
				if !slices.Equal(ra, rb) {
					differ++
				}
				if err := engine.Play(s, seat, legal[int(seed+uint64(step))%len(legal)]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	// The check means something only where the real game's labels would
	// have told hidden cards (Mojo's round ends do).
	if differ == 0 {
		t.Error("no state where the real labels depend on hidden cards: the test checks nothing")
	}
}
