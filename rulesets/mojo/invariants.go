package mojo

import "tabletop/engine/i18n"

// CheckInvariants reports an inconsistent state: cards created or lost
// (hands, face-down and turned-up cards, discard piles and draw pile must
// hold 78, no value more often than the deck has it, and exactly as often
// when every card is known), cached counts that do not add up, a seat
// left with no cards while the round goes on, a bad phase, current player
// or Mojo card face.
func (s *State) CheckInvariants() error {
	if s.np < MinPlayers || s.np > MaxPlayers {
		return i18n.Told("mojo.error.inv-players", i18n.Args{"Count": int(s.np)})
	}
	if s.face > FacePlus10 {
		return i18n.Told("mojo.error.inv-face", i18n.Args{"N": int(s.face)})
	}
	switch s.phase {
	case phasePlay:
		if s.cur < 0 || s.cur >= int8(s.np) {
			return i18n.Told("mojo.error.inv-current", i18n.Args{"Cur": int(s.cur), "N": int(s.np)})
		}
		if s.hand[s.cur].size == 0 && s.down[s.cur].size == 0 {
			return i18n.Told("mojo.error.inv-mover-no-cards", i18n.Args{"Seat": int(s.cur) + 1})
		}
	case phaseOver, phaseRoundOver:
	default:
		return i18n.Told("mojo.error.inv-phase", i18n.Args{"N": int(s.phase)})
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
					return i18n.Told("mojo.error.inv-no-seat-cards", i18n.Args{"Seat": i + 1})
				}
				continue
			}
			sum := 0
			for v, k := range c.n {
				sum += int(k)
				seen[v] += int(k)
			}
			if sum != int(c.size) {
				return i18n.Told("mojo.error.inv-set-count", i18n.Args{"Seat": i + 1, "Count": int(sum), "Size": int(c.size)})
			}
			total += sum
		}
		if s.shown[i].n[Unknown] != 0 {
			return i18n.Told("mojo.error.inv-shown-unknown", i18n.Args{"Seat": i + 1})
		}
		if s.phase == phasePlay && s.hand[i].size > 0 && s.down[i].size > 0 {
			return i18n.Told("mojo.error.inv-hand-and-down", i18n.Args{"Seat": i + 1})
		}
		if s.phase == phasePlay && !s.partial && i < int(s.np) && s.down[i].size == 0 && s.hand[i].size == 0 {
			return i18n.Told("mojo.error.inv-no-cards-round", i18n.Args{"Seat": i + 1})
		}
		if s.phase == phasePlay && !s.partial && i < int(s.np) && s.down[i].size == 0 && s.hand[i].size <= s.threshold() {
			return i18n.Told("mojo.error.inv-not-in-time", i18n.Args{"Seat": i + 1, "Count": int(s.hand[i].size)})
		}
	}
	for p := range 2 {
		if int(s.pileN[p]) > DeckSize {
			return i18n.Told("mojo.error.inv-pile-size", i18n.Args{"Pile": p + 1, "Count": int(s.pileN[p])})
		}
		for _, c := range s.pile[p][:s.pileN[p]] {
			if c > Unknown {
				return i18n.Told("mojo.error.inv-pile-code", i18n.Args{"Pile": p + 1, "Code": int(c)})
			}
			seen[c]++
		}
		total += int(s.pileN[p])
	}
	if s.pileN[1] != 0 && !s.opt.twoPiles {
		return i18n.Told("mojo.error.inv-second-pile", nil)
	}
	if s.phase == phasePlay && !s.partial && (s.pileN[0] == 0 || (s.opt.twoPiles && s.pileN[1] == 0)) {
		return i18n.Told("mojo.error.inv-empty-pile", nil)
	}
	if int(s.deckN) > DeckSize {
		return i18n.Told("mojo.error.inv-draw-size", i18n.Args{"Count": int(s.deckN)})
	}
	for _, c := range s.deck[:s.deckN] {
		if c > Unknown {
			return i18n.Told("mojo.error.inv-draw-code", i18n.Args{"Code": int(c)})
		}
		if s.hiddenDeck != (c == Unknown) {
			return i18n.Told("mojo.error.inv-draw-order", i18n.Args{"Card": int(c)})
		}
		seen[c]++
	}
	total += int(s.deckN)
	if total != DeckSize {
		return i18n.Told("mojo.error.inv-total", i18n.Args{"Count": int(total), "Deck": DeckSize})
	}
	for v := range NumValues {
		if seen[v] > copiesOf[v] || (seen[Unknown] == 0 && seen[v] != copiesOf[v]) {
			return i18n.Told("mojo.error.inv-copies", i18n.Args{"Count": int(seen[v]), "Value": int(v), "Deck": int(copiesOf[v])})
		}
	}
	if !s.partial && seen[Unknown] != 0 {
		return i18n.Told("mojo.error.inv-unknown", i18n.Args{"Count": int(seen[Unknown])})
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
			return i18n.Told("mojo.error.inv-totals", i18n.Args{"Seat": i + 1, "Total": int(s.totals[i]), "Sum": int(tot[i])})
		}
	}
	if int(s.nRounds) != histCap+len(s.more) && (s.nRounds > histCap || len(s.more) != 0) {
		return i18n.Told("mojo.error.inv-rounds", i18n.Args{"Count": int(s.nRounds), "Stored": histCap + len(s.more)})
	}
	reached := false
	for i := range int(s.np) {
		reached = reached || int(s.totals[i]) >= GameEndTotal
	}
	if s.phase == phaseOver && !reached {
		return i18n.Told("mojo.error.inv-over-early", i18n.Args{"Total": GameEndTotal})
	}
	if s.phase == phasePlay && reached {
		return i18n.Told("mojo.error.inv-not-over", i18n.Args{"Total": GameEndTotal})
	}
	return nil
}
