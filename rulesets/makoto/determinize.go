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
// hidden card.
//
// A state with cards of unknown identity (a position, the table mode's
// game, where nobody has said what the hands hold) is sampled from public
// information instead (fillUnknown): every unknown card, seat's own
// included, is dealt from the cards not seen anywhere, and every known card
// stays where it is.
func (s *State) Determinize(seat int, rng *engine.RNG) {
	if s.hasUnknown() {
		s.fillUnknown(rng)
		return
	}
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

// hasUnknown reports whether any card of the state is of unknown identity.
func (s *State) hasUnknown() bool {
	if s.trickUnknown+s.oracleDiscUnk+s.asideUnknown > 0 {
		return true
	}
	for p := range int(s.n) {
		if s.unknown[p]+s.pileUnknown[p] > 0 {
			return true
		}
	}
	for _, c := range s.oracle[:s.nOracle] {
		if c == 0 {
			return true
		}
	}
	return false
}

// fillUnknown gives every card of unknown identity one drawn with rng from
// the cards not seen anywhere (the game's cards less every known one), so
// the state becomes a complete deal that agrees with everything known: the
// hands first, then the Oracle deck, the score piles, the trick, the
// Oracle discard pile and the cards set aside. The RNG behind later
// shuffles is re-seeded from rng. Known cards stay put; it allocates
// nothing.
func (s *State) fillUnknown(rng *engine.RNG) {
	su := &s.p.setup
	var cnt [2*MaxValue + 1]int
	for c := 1; c <= 2*MaxValue; c++ {
		cnt[c] = su.Copies(Card(c)) - s.knownCopies(uint8(c))
	}
	n := int(s.n)
	var pool [5 * MaxValue * 2]uint8
	k := 0
	for c, m := range cnt {
		for range max(m, 0) {
			pool[k] = uint8(c)
			k++
		}
	}
	rng.ShuffleBytes(pool[:k])
	next := 0
	deal := func(m *engine.Multiset, unknown *uint8) {
		for ; *unknown > 0 && next < k; next++ {
			m.Add(pool[next], 1)
			*unknown--
		}
	}
	for p := range n {
		deal(&s.hands[p], &s.unknown[p])
	}
	for i, c := range s.oracle[:s.nOracle] {
		if c == 0 && next < k {
			s.oracle[i] = pool[next]
			next++
		}
	}
	for p := range n {
		deal(&s.piles[p], &s.pileUnknown[p])
	}
	deal(&s.trick, &s.trickUnknown)
	deal(&s.oracleDisc, &s.oracleDiscUnk)
	deal(&s.aside, &s.asideUnknown)
	s.rng.Seed(rng.Uint64())
}
