package mojo

import (
	"math/bits"

	"tabletop/engine"
)

// startRound deals a round and gives the move to starter. The first round,
// and every round with deal-next=reshuffle-all, gathers and shuffles all 78
// cards (mojo.setup, mojo.deal-next); with deal-next=continue the players'
// cards are discarded and the hands come off the current draw pile.
func (s *State) startRound(starter int8, first bool) {
	s.round++
	if first || !s.opt.dealContinue {
		s.deck = fullDeck
		s.deckN = DeckSize
		shuffle(&s.rng, s.deck[:])
		s.pileN = [2]uint8{}
		for i := range s.hand {
			s.hand[i], s.down[i], s.shown[i] = cards{}, cards{}, cards{}
		}
	} else {
		// French: every player's cards go onto discard pile 1.
		for i := range s.np {
			for _, c := range [3]*cards{&s.hand[i], &s.down[i], &s.shown[i]} {
				for v := range uint8(NumValues) {
					for range c.n[v] {
						s.push(0, v)
					}
				}
				*c = cards{}
			}
		}
	}
	if need := HandSize * s.np; s.deckN >= need {
		// Enough cards for every hand: deal them straight off the top of
		// the draw pile, one to each seat in turn, as dealCard would.
		top := s.deck[s.deckN-need : s.deckN]
		for i := range s.np {
			h := &s.hand[i]
			for k := int(need - 1 - i); k >= 0; k -= int(s.np) {
				h.add(top[k])
			}
		}
		s.deckN -= need
	} else {
		for range HandSize {
			for i := range s.np {
				s.hand[i].add(s.dealCard())
			}
		}
	}
	s.push(0, s.dealCard())
	if s.opt.twoPiles {
		s.push(1, s.dealCard())
	}
	s.cur = starter
	s.phase = phasePlay
}

// dealCard takes the top of the draw pile while dealing, reshuffling every
// discard pile but its top card when the draw pile is empty (mojo.deal-next
// with continue), which the log records (RecordCards). There are always
// enough cards, and it reshuffles at most once a deal: at most 66 of the
// 78 are dealt or turned up, and 2 at most stay on the piles.
func (s *State) dealCard() uint8 {
	if s.deckN == 0 {
		for p := range uint8(2) {
			s.refillDeckFrom(p)
		}
		s.shuffleDeck()
		s.last.flags |= fDealReshuffled
		s.last.dealPile = s.deckN
	}
	s.deckN--
	return s.deck[s.deckN]
}

// refillDeckFrom moves every card of pile p but its top onto the draw pile
// (not shuffled).
func (s *State) refillDeckFrom(p uint8) {
	n := s.pileN[p]
	if n <= 1 {
		return
	}
	copy(s.deck[s.deckN:], s.pile[p][:n-1])
	s.deckN += n - 1
	s.pile[p][0] = s.pile[p][n-1]
	s.pileN[p] = 1
}

func (s *State) shuffleDeck() {
	s.last.shuffles++
	if s.hiddenDeck {
		for i := range s.deckN {
			s.deck[i] = Unknown
		}
		return
	}
	shuffle(&s.rng, s.deck[:s.deckN])
}

// endRound ends the round with holder taking the Mojo card
// (mojo.round-end), scores it when every card is known (mojo.score.*),
// then ends the game (mojo.game-end) or deals the next round
// (mojo.next-round).
func (s *State) endRound(holder int8) {
	s.last.flags |= fRoundEnd
	s.last.holder = holder
	var pts [MaxPlayers]int
	for i := range s.np {
		h, d, sh := &s.hand[i], &s.down[i], &s.shown[i]
		if h.n[Unknown]|d.n[Unknown]|sh.n[Unknown] != 0 {
			// A position with hidden cards: the table must score it.
			s.last.flags |= fUnscored
			s.phase = phaseRoundOver
			return
		}
		pts[i] = pointsMask(presentMask(&h.n) | presentMask(&d.n) | presentMask(&sh.n))
	}
	for i := range s.np {
		e := &s.end[i]
		*e = cards{}
		for v := range uint8(NumValues) {
			if n := s.hand[i].n[v] + s.down[i].n[v] + s.shown[i].n[v]; n > 0 {
				e.n[v], e.size = n, e.size+n
			}
		}
	}
	s.endValid = true
	face := MojoFace(pts[:s.np], int(holder))
	r := roundRec{holder: holder, face: face}
	over := false
	for i := range s.np {
		sc := pts[i]
		if i == uint8(holder) {
			if face == FaceZero {
				sc = 0
			} else {
				sc += MojoPenalty
			}
		}
		r.scores[i] = int8(sc)
		s.totals[i] += int16(sc)
		if s.totals[i] >= GameEndTotal {
			over = true
		}
	}
	s.addRound(r)
	s.face = face
	switch {
	case over:
		s.last.flags |= fGameOver
		s.phase = phaseOver
	case s.partial:
		s.phase = phaseRoundOver
	default:
		s.last.flags |= fNewRound
		s.startRound(holder, false)
	}
}

// colourMasks has the bits of each colour's values (mojo.deck).
var colourMasks = [NumColours]uint16{0b11, 0b111 << 2, 0b111 << 5, 0b111 << 8, 0b11 << 11}

// pointsOf is PointsCounts on a count array, without branches on the
// counts (mojo.score.colour-max).
func pointsOf(n *[NumValues + 1]uint8) int { return pointsMask(presentMask(n)) }

// pointsMask is the colour-max sum of the values whose bits are set (bits
// above the values' count none): a look-up in pointsTable, as the
// rollouts of the mcts bot and the hint ask it most (issue 27.6).
func pointsMask(m uint16) int { return int(pointsTable[m&(1<<NumValues-1)]) }

// pointsTable holds the colour-max sum of every set of values.
var pointsTable = func() (t [1 << NumValues]uint8) {
	for m := range t {
		total := 0
		for _, cm := range colourMasks {
			if x := uint16(m) & cm; x != 0 {
				total += bits.Len16(x) - 1
			}
		}
		t[m] = uint8(total)
	}
	return t
}()

// shuffle is a Fisher-Yates shuffle of b drawing two unbiased 32-bit
// indexes (Lemire's method) from each 64-bit output of r.
func shuffle(r *engine.RNG, b []uint8) {
	i := len(b) - 1
	for i > 0 {
		x := r.Uint64()
		i = shuffleStep(b, i, uint32(x))
		if i > 0 {
			i = shuffleStep(b, i, uint32(x>>32))
		}
	}
}

// shuffleStep swaps b[i] with b[j], j uniform in [0, i] drawn from u, and
// returns i-1; when u is rejected it swaps nothing and returns i, so that
// the next draw is for the same i.
func shuffleStep(b []uint8, i int, u uint32) int {
	n := uint32(i + 1)
	m := uint64(u) * uint64(n)
	if uint32(m) < n && uint32(m) < -n%n {
		return i
	}
	j := m >> 32
	b[i], b[j] = b[j], b[i]
	return i - 1
}
