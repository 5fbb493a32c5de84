package mojo

import (
	"testing"

	"tabletop/engine"
)

// TestQuickCardCheckAgrees: the quick card check used after every move
// accepts exactly the states the detailed check accepts, on real games
// and on states broken one field at a time (mojo.deck accounting).
func TestQuickCardCheckAgrees(t *testing.T) {
	rng := engine.NewRNG(4)
	broken := 0
	for _, o := range optionSets {
		for g := range 15 {
			s, _ := NewState(engine.Config{Players: 2 + g%5, Seed: uint64(g), Options: o})
			buf := make([]engine.Move, 0, 256)
			for !s.IsTerminal() {
				for range 3 {
					c := s.Clone().(*State)
					mutate(c, &rng)
					quick, detail := c.cardsLookRight(), c.checkCardsInDetail()
					if quick != (detail == nil) {
						t.Fatalf("quick check says %v, detailed check says %v", quick, detail)
					}
					if !quick {
						broken++
					}
				}
				if !s.cardsLookRight() {
					t.Fatalf("a legal game fails the quick check: %v", s.checkCardsInDetail())
				}
				buf = s.LegalMoves(buf[:0])
				if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if broken == 0 {
		t.Fatal("no mutation broke a state")
	}
}

// mutate changes one card-holding field of s at random (or nothing).
func mutate(s *State, rng *engine.RNG) {
	i := rng.Intn(MaxPlayers)
	v := rng.Intn(NumValues + 1)
	delta := uint8(1 + rng.Intn(2))
	switch rng.Intn(12) {
	case 0:
		s.hand[i].n[v] += delta
	case 1:
		s.hand[i].size += delta
	case 2:
		s.down[i].n[v]++
		s.down[i].size++
	case 3:
		s.shown[i].n[v]++
		s.shown[i].size++
	case 4:
		if s.deckN > 0 {
			s.deck[rng.Intn(int(s.deckN))] = uint8(rng.Intn(20))
		}
	case 5:
		p := rng.Intn(2)
		if s.pileN[p] > 0 {
			s.pile[p][rng.Intn(int(s.pileN[p]))] = uint8(rng.Intn(20))
		}
	case 6:
		s.deckN += delta
	case 7:
		s.pileN[rng.Intn(2)] += delta
	case 8:
		s.hiddenDeck = !s.hiddenDeck
	case 9:
		// Move a card from the hand to the deck's top: still 78 cards.
		if h := &s.hand[i]; h.n[v] > 0 && int(s.deckN) < DeckSize {
			h.take(uint8(v))
			s.deck[s.deckN] = uint8(v)
			s.deckN++
		}
	case 10:
		s.partial = !s.partial
	}
}
