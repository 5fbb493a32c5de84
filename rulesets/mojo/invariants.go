package mojo

import "fmt"

// CheckInvariants reports an inconsistent state: cards created or lost
// (hands, face-down and turned-up cards, discard piles and draw pile must
// hold 78, no value more often than the deck has it, and exactly as often
// when every card is known), cached counts that do not add up, a seat
// left with no cards while the round goes on, a bad phase, current player
// or Mojo card face.
func (s *State) CheckInvariants() error {
	if s.np < MinPlayers || s.np > MaxPlayers {
		return fmt.Errorf("%d players", s.np)
	}
	if s.face > FacePlus10 {
		return fmt.Errorf("Mojo card face %d", s.face)
	}
	switch s.phase {
	case phasePlay:
		if s.cur < 0 || s.cur >= int8(s.np) {
			return fmt.Errorf("current player %d of %d", s.cur, s.np)
		}
		if s.hand[s.cur].size == 0 && s.down[s.cur].size == 0 {
			return fmt.Errorf("seat %d is to move with no cards at all", s.cur+1)
		}
	case phaseOver, phaseRoundOver:
	default:
		return fmt.Errorf("phase %d", s.phase)
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	return s.checkTotals()
}

// checkCards checks that the seats, the discard piles and the draw pile
// hold the deck, each value no more often than the deck holds it. The
// quick test below runs after every move in sim; only when it finds
// something wrong does the full check name it.
func (s *State) checkCards() error {
	if s.cardsLookRight() {
		return nil
	}
	return s.checkCardsInDetail()
}

// cardsLookRight is checkCardsInDetail's test without its messages, with
// few branches: true only when checkCardsInDetail finds nothing.
func (s *State) cardsLookRight() bool {
	var seen [16]int // by card code; 14 and 15 are not cards
	np, play := int(s.np), s.phase == phasePlay
	total := 0
	for i := range MaxPlayers {
		h, d, sh := &s.hand[i], &s.down[i], &s.shown[i]
		if i >= np {
			// Empty: every count and size zero (an OR, cheaper than
			// comparing arrays).
			bits := h.size | d.size | sh.size
			for v := range NumValues + 1 {
				bits |= h.n[v] | d.n[v] | sh.n[v]
			}
			if bits != 0 {
				return false
			}
			continue
		}
		var nh, nd, ns int
		for v := range NumValues + 1 {
			a, b, c := int(h.n[v]), int(d.n[v]), int(sh.n[v])
			nh, nd, ns = nh+a, nd+b, ns+c
			seen[v] += a + b + c
		}
		if nh != int(h.size) || nd != int(d.size) || ns != int(sh.size) || sh.n[Unknown] != 0 {
			return false
		}
		total += nh + nd + ns
		if play && ((h.size > 0 && d.size > 0) || (!s.partial && d.size == 0 && h.size <= s.threshold())) {
			return false
		}
	}
	bad := uint8(0)
	for p := range 2 {
		if int(s.pileN[p]) > DeckSize {
			return false
		}
		for _, c := range s.pile[p][:s.pileN[p]] {
			seen[c&15]++
			bad |= c &^ 15
		}
		total += int(s.pileN[p])
	}
	if s.pileN[1] != 0 && !s.opt.twoPiles {
		return false
	}
	if play && !s.partial && (s.pileN[0] == 0 || (s.opt.twoPiles && s.pileN[1] == 0)) {
		return false
	}
	if int(s.deckN) > DeckSize {
		return false
	}
	unknownBefore := seen[Unknown]
	for _, c := range s.deck[:s.deckN] {
		seen[c&15]++
		bad |= c &^ 15
	}
	if deckUnknown := seen[Unknown] - unknownBefore; (s.hiddenDeck && deckUnknown != int(s.deckN)) || (!s.hiddenDeck && deckUnknown != 0) {
		return false
	}
	total += int(s.deckN)
	if bad != 0 || seen[14] != 0 || seen[15] != 0 || total != DeckSize {
		return false
	}
	for v := range NumValues {
		if seen[v] > copiesOf[v] || (seen[Unknown] == 0 && seen[v] != copiesOf[v]) {
			return false
		}
	}
	return s.partial || seen[Unknown] == 0
}

// checkCardsInDetail is checkCards naming the first thing wrong.
func (s *State) checkCardsInDetail() error {
	var seen [NumValues + 1]int
	total := 0
	for i := range MaxPlayers {
		for _, c := range [3]*cards{&s.hand[i], &s.down[i], &s.shown[i]} {
			if i >= int(s.np) {
				// Seats beyond the table must stay empty.
				if c.size != 0 || c.n != (cards{}).n {
					return fmt.Errorf("seat %d does not exist but holds cards", i+1)
				}
				continue
			}
			sum := 0
			for v, k := range c.n {
				sum += int(k)
				seen[v] += int(k)
			}
			if sum != int(c.size) {
				return fmt.Errorf("seat %d: a card set holds %d cards but counts %d", i+1, sum, c.size)
			}
			total += sum
		}
		if s.shown[i].n[Unknown] != 0 {
			return fmt.Errorf("seat %d has a turned-up card of unknown value", i+1)
		}
		if s.phase == phasePlay && s.hand[i].size > 0 && s.down[i].size > 0 {
			return fmt.Errorf("seat %d holds cards and also has face-down cards", i+1)
		}
		if s.phase == phasePlay && !s.partial && i < int(s.np) && s.down[i].size == 0 && s.hand[i].size == 0 {
			return fmt.Errorf("seat %d has no cards left but the round goes on (mojo.round-end)", i+1)
		}
		if s.phase == phasePlay && !s.partial && i < int(s.np) && s.down[i].size == 0 && s.hand[i].size <= s.threshold() {
			return fmt.Errorf("seat %d ended a turn with %d cards in hand but is not in Mojo Time", i+1, s.hand[i].size)
		}
	}
	for p := range 2 {
		if int(s.pileN[p]) > DeckSize {
			return fmt.Errorf("discard pile %d holds %d cards", p+1, s.pileN[p])
		}
		for _, c := range s.pile[p][:s.pileN[p]] {
			if c > Unknown {
				return fmt.Errorf("discard pile %d holds card code %d", p+1, c)
			}
			seen[c]++
		}
		total += int(s.pileN[p])
	}
	if s.pileN[1] != 0 && !s.opt.twoPiles {
		return fmt.Errorf("a second discard pile without the two-pile variant")
	}
	if s.phase == phasePlay && !s.partial && (s.pileN[0] == 0 || (s.opt.twoPiles && s.pileN[1] == 0)) {
		return fmt.Errorf("an empty discard pile during play")
	}
	if int(s.deckN) > DeckSize {
		return fmt.Errorf("draw pile holds %d cards", s.deckN)
	}
	for _, c := range s.deck[:s.deckN] {
		if c > Unknown {
			return fmt.Errorf("draw pile holds card code %d", c)
		}
		if s.hiddenDeck != (c == Unknown) {
			return fmt.Errorf("draw pile card %d in a draw pile whose order is (not) known", c)
		}
		seen[c]++
	}
	total += int(s.deckN)
	if total != DeckSize {
		return fmt.Errorf("%d cards on the table, want %d", total, DeckSize)
	}
	for v := range NumValues {
		if seen[v] > copiesOf[v] || (seen[Unknown] == 0 && seen[v] != copiesOf[v]) {
			return fmt.Errorf("%d cards of value %d, the deck holds %d", seen[v], v, copiesOf[v])
		}
	}
	if !s.partial && seen[Unknown] != 0 {
		return fmt.Errorf("%d unknown cards in a dealt game", seen[Unknown])
	}
	return nil
}

// checkTotals checks the totals against the rounds and the game's end.
func (s *State) checkTotals() error {
	var tot [MaxPlayers]int
	for i := range tot {
		tot[i] = int(s.base[i])
	}
	for r := range int(s.nRounds) {
		rr := s.roundAt(r)
		for i := range tot {
			tot[i] += int(rr.scores[i])
		}
	}
	for i := range tot {
		if tot[i] != int(s.totals[i]) {
			return fmt.Errorf("seat %d: total %d but the rounds add up to %d", i+1, s.totals[i], tot[i])
		}
	}
	if int(s.nRounds) != histCap+len(s.more) && (s.nRounds > histCap || len(s.more) != 0) {
		return fmt.Errorf("%d rounds recorded but %d stored", s.nRounds, histCap+len(s.more))
	}
	reached := false
	for i := range int(s.np) {
		reached = reached || int(s.totals[i]) >= GameEndTotal
	}
	if s.phase == phaseOver && !reached {
		return fmt.Errorf("game over but no total has reached %d", GameEndTotal)
	}
	if s.phase == phasePlay && reached {
		return fmt.Errorf("a total reached %d but play goes on", GameEndTotal)
	}
	return nil
}
