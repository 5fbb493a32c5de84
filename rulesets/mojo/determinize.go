package mojo

import "tabletop/engine"

var _ engine.Determinizer = (*State)(nil)

// Determinize re-deals everything seat cannot see (engine.Determinizer):
// the other seats' hands and face-down cards and the draw pile's order are
// replaced by a random deal, drawn with rng, of the same cards (those not
// in seat's hand or face-down cards, not on a discard pile and not turned
// up), each zone keeping its size; the RNG behind later shuffles and deals
// is re-seeded from rng. What seat sees is untouched: its own cards, the
// discard piles, the turned-up cards, the Mojo card, every count.
//
// The hidden cards are gathered as counts by value, so the sample depends
// only on what seat sees and on rng. Cards a seat took from a discard pile
// in sight of all (two-pile variant) are re-dealt like any hidden card.
func (s *State) Determinize(seat int, rng *engine.RNG) {
	var cnt [NumValues + 1]uint8
	for i := range int(s.np) {
		if i == seat {
			continue
		}
		for v := range cnt {
			cnt[v] += s.hand[i].n[v] + s.down[i].n[v]
		}
	}
	for _, c := range s.deck[:s.deckN] {
		cnt[c]++
	}
	var pool [DeckSize]uint8
	n := 0
	for v, k := range cnt {
		for range k {
			pool[n] = uint8(v)
			n++
		}
	}
	shuffle(rng, pool[:n])
	k := copy(s.deck[:s.deckN], pool[:n])
	for i := range int(s.np) {
		if i == seat {
			continue
		}
		for _, z := range [2]*cards{&s.hand[i], &s.down[i]} {
			size := z.size
			*z = cards{}
			for range size {
				z.add(pool[k])
				k++
			}
		}
	}
	s.rng.Seed(rng.Uint64())
}
