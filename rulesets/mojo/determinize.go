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
//
// A state with cards of unknown value (a position, the table mode's round,
// where nobody has said what the hands or the draw pile hold) is sampled
// from public information instead (fillUnknown): every unknown card, seat's
// own included, is dealt from the cards nobody has seen, and every known
// card stays where it is.
func (s *State) Determinize(seat int, rng *engine.RNG) {
	if s.hasUnknown() {
		s.fillUnknown(rng)
		return
	}
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

// hasUnknown reports whether any card of the state has an unknown value.
func (s *State) hasUnknown() bool {
	if s.hiddenDeck {
		return true
	}
	for i := range int(s.np) {
		if s.hand[i].n[Unknown]+s.down[i].n[Unknown]+s.shown[i].n[Unknown] > 0 {
			return true
		}
	}
	for p := range s.pileN {
		for _, c := range s.pile[p][:s.pileN[p]] {
			if c == Unknown {
				return true
			}
		}
	}
	return false
}

// fillUnknown gives every card of unknown value a value drawn with rng from
// the cards not seen anywhere (the deck less every known card), so the
// state becomes a complete deal that agrees with everything known: the
// hands, face-down cards and discard piles first, then the draw pile. The
// RNG behind later shuffles is re-seeded from rng. Known cards stay put.
// It allocates nothing.
func (s *State) fillUnknown(rng *engine.RNG) {
	var cnt [NumValues]int
	for v := range uint8(NumValues) {
		cnt[v] = copiesOf[v] - int(s.knownTotal(v))
	}
	zones, nz := s.zones()
	var pool [DeckSize]uint8
	n := 0
	for v, k := range cnt {
		for range max(k, 0) {
			pool[n] = uint8(v)
			n++
		}
	}
	shuffle(rng, pool[:n])
	k := 0
	for _, z := range zones[:nz] {
		for ; z.n[Unknown] > 0 && k < n; k++ {
			z.n[Unknown]--
			z.n[pool[k]]++
		}
	}
	for p := range s.pileN {
		for i := range s.pile[p][:s.pileN[p]] {
			if s.pile[p][i] == Unknown && k < n {
				s.pile[p][i] = pool[k]
				k++
			}
		}
	}
	if s.hiddenDeck && n-k >= int(s.deckN) {
		copy(s.deck[:s.deckN], pool[k:])
		s.hiddenDeck = false
	}
	s.rng.Seed(rng.Uint64())
}

// zones returns every seat's hand, face-down and turned-up cards, and how
// many there are.
func (s *State) zones() (z [3 * MaxPlayers]*cards, n int) {
	for i := range int(s.np) {
		z[n], z[n+1], z[n+2] = &s.hand[i], &s.down[i], &s.shown[i]
		n += 3
	}
	return z, n
}
