package mojo

// startRound deals a round and gives the move to starter. The first round,
// and every round with deal-next=reshuffle-all, gathers and shuffles all 78
// cards (mojo.setup, mojo.deal-next); with deal-next=continue the players'
// cards are discarded and the hands come off the current draw pile.
func (s *State) startRound(starter int8, first bool) {
	s.round++
	if first || !s.opt.dealContinue {
		s.deck = fullDeck
		s.deckN = DeckSize
		s.rng.ShuffleBytes(s.deck[:])
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
	for range HandSize {
		for i := range s.np {
			s.hand[i].add(s.dealCard())
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
// with continue). There are always enough cards: at most 64 are dealt.
func (s *State) dealCard() uint8 {
	if s.deckN == 0 {
		for p := range uint8(2) {
			s.refillDeckFrom(p)
		}
		s.shuffleDeck()
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
	if s.hiddenDeck {
		for i := range s.deckN {
			s.deck[i] = Unknown
		}
		return
	}
	s.rng.ShuffleBytes(s.deck[:s.deckN])
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
		var all cards
		all.addAll(&s.hand[i])
		all.addAll(&s.down[i])
		all.addAll(&s.shown[i])
		if !all.known() {
			// A position with hidden cards: the table must score it.
			s.last.flags |= fUnscored
			s.phase = phaseRoundOver
			return
		}
		pts[i] = PointsCounts(all.n[:])
	}
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
