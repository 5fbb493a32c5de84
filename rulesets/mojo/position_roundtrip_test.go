package mojo

import (
	"slices"
	"testing"

	"tabletop/engine"
)

// The position of a real game, seen by its mover, has the same legal moves
// as the game itself, each accepted or refused alike, for both variants and
// from the first turn to deep into a round.
func TestPositionRoundTrip(t *testing.T) {
	checked := 0
	for seed := range uint64(60) {
		opts := engine.Options{}
		if seed%2 == 1 {
			opts[OptionVariant] = VariantTwoPiles
		}
		s, err := NewState(engine.Config{Players: 2 + int(seed%5), Options: opts, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		bot := NewGreedy(seed)
		for range int(seed % 25) {
			if s.IsTerminal() || s.Round() > 1 {
				break
			}
			if err := s.Apply(bot.Choose(s, s.LegalMoves(nil))); err != nil {
				t.Fatal(err)
			}
		}
		if s.IsTerminal() || s.Round() > 1 {
			continue
		}
		ps, err := NewPosition(s.Position())
		if err != nil {
			t.Fatalf("seed %d: %v\n%+v", seed, err, s.Position())
		}
		want, got := s.LegalMoves(nil), ps.LegalMoves(nil)
		if !slices.Equal(got, want) {
			t.Fatalf("seed %d: %d legal moves from the position, %d in the game", seed, len(got), len(want))
		}
		for _, m := range want {
			a, b := s.Clone(), ps.Clone()
			if errA, errB := a.Apply(m), b.Apply(m); (errA == nil) != (errB == nil) {
				t.Fatalf("seed %d: %q: %v vs %v", seed, s.MoveString(m), errA, errB)
			}
		}
		if again := ps.Position(); !slices.Equal(again.HandSizes, s.Position().HandSizes) || *again.DrawPile != *s.Position().DrawPile {
			t.Fatalf("seed %d: the rebuilt position differs: %+v", seed, again)
		}
		checked++
	}
	if checked < 30 {
		t.Fatalf("only %d positions checked", checked)
	}
}
