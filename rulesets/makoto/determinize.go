package makoto

import "tabletop/engine"

var _ engine.Determinizer = (*State)(nil)

// Determinize re-deals everything seat cannot see (engine.Determinizer):
// the other seats' hands, the Oracle deck and, with two players, the cards
// set aside are replaced by a random deal, drawn with rng, of the same
// cards, each zone keeping its size; the RNG behind later shuffles and
// deals is re-seeded from rng. What seat sees is untouched: its own hand,
// the Curtain, the trick, the score piles, the Oracle discard pile, the lid
// and every count.
//
// The hidden cards are gathered as counts by card, so the sample depends
// only on what seat sees and on rng. The Oracle deck is pooled with the
// hands because an opponent who keeps a drawn Oracle card does not show
// it; cards taken from the Curtain in sight of all are re-dealt like any
// hidden card. Cards of unknown identity (positions) stay unknown.
func (s *State) Determinize(seat int, rng *engine.RNG) {
	var cnt [2*MaxValue + 1]uint8
	n := int(s.n)
	for p := range n {
		if p != seat {
			addCodes(&cnt, &s.hands[p])
		}
	}
	addCodes(&cnt, &s.aside)
	for _, c := range s.oracle[:s.nOracle] {
		cnt[c]++
	}
	var pool [5 * MaxValue * 2]uint8
	k := 0
	for c, m := range cnt {
		for range m {
			pool[k] = uint8(c)
			k++
		}
	}
	rng.ShuffleBytes(pool[:k])
	k = copy(s.oracle[:s.nOracle], pool[:k])
	for p := range n {
		if p != seat {
			k = refill(&s.hands[p], pool[:], k)
		}
	}
	refill(&s.aside, pool[:], k)
	s.rng.Seed(rng.Uint64())
}

func addCodes(cnt *[2*MaxValue + 1]uint8, m *engine.Multiset) {
	for c := 1; c <= 2*MaxValue; c++ {
		cnt[c] += uint8(m.Count(uint8(c)))
	}
}

// refill replaces m's cards by as many from pool[k:] and returns the new k.
func refill(m *engine.Multiset, pool []uint8, k int) int {
	size := m.Len()
	m.Clear()
	for _, c := range pool[k : k+size] {
		m.Add(c, 1)
	}
	return k + size
}
