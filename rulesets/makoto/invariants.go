package makoto

import (
	"math/bits"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// TotalCards returns the number of cards in a game with this set-up: the
// main deck plus the Oracle deck.
func (su Setup) TotalCards() int { return su.MainDeckSize() + su.MaxValue }

// CheckInvariants checks that every card is accounted for (hands known and
// unknown, Curtain, Oracle deck and discards, the trick, score piles, the
// cards set aside), that no card exists more often than the game holds it,
// and that phase, seats and counts are consistent.
func (s *State) CheckInvariants() error {
	su := &s.p.setup
	n := int(s.n)
	if n != su.Players {
		return i18n.Told("makoto.error.inv-seats", i18n.Args{"Count": n, "Setup": su.Players})
	}
	if s.phase > phaseOver {
		return i18n.Told("makoto.error.inv-phase", i18n.Args{"N": int(s.phase)})
	}
	for _, check := range []func() error{s.checkCards, s.checkSeats, s.checkTurn, s.checkSeries} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

// checkCards checks that every card is accounted for, no more often than
// the game holds it, and the Oracle's size.
func (s *State) checkCards() error {
	su := &s.p.setup
	n := int(s.n)
	// Cards: every zone's known cards by code, and the unknown ones.
	var known [2*MaxValue + 1]int
	unknown := 0
	for p := range n {
		addCounts(&known, &s.hands[p])
		addCounts(&known, &s.piles[p])
		unknown += int(s.unknown[p]) + int(s.pileUnknown[p])
	}
	for p := n; p < MaxPlayers; p++ {
		if s.hands[p].Len() != 0 || s.piles[p].Len() != 0 || s.unknown[p] != 0 || s.pileUnknown[p] != 0 {
			return i18n.Told("makoto.error.inv-no-seat-cards", i18n.Args{"Seat": p + 1})
		}
	}
	addCounts(&known, &s.curtain)
	addCounts(&known, &s.trick)
	addCounts(&known, &s.oracleDisc)
	addCounts(&known, &s.aside)
	unknown += int(s.trickUnknown) + int(s.oracleDiscUnk) + int(s.asideUnknown)
	if int(s.nOracle) > len(s.oracle) {
		return i18n.Told("makoto.error.inv-oracle-size", i18n.Args{"Count": int(s.nOracle)})
	}
	for _, c := range s.oracle[:s.nOracle] {
		if c == 0 {
			unknown++
			continue
		}
		if c > 2*MaxValue {
			return i18n.Told("makoto.error.inv-oracle-code", i18n.Args{"Code": int(c)})
		}
		known[c]++
	}
	total := unknown
	for _, k := range known {
		total += k
	}
	if total != su.TotalCards() {
		return i18n.Told("makoto.error.inv-total", i18n.Args{"Count": total, "Total": su.TotalCards()})
	}
	for c := 1; c <= 2*MaxValue; c++ {
		cp := 0 // as Setup.Copies, inlined
		if Card(c).Value() <= su.MaxValue {
			switch {
			case c <= MaxValue:
				cp = 5
			case su.Swords:
				cp = 1
			}
		}
		if known[c] > cp || (unknown == 0 && known[c] != cp) {
			return i18n.Told("makoto.error.inv-copies", i18n.Args{"Count": int(known[c]), "Card": Card(c).String(), "Copies": int(cp)})
		}
	}
	// The Oracle deck and its discards keep their size, except while a
	// drawn card waits for the discard decision.
	wantOracle := su.MaxValue
	if s.phase == phaseOracle {
		wantOracle--
	}
	if !s.partial && int(s.nOracle)+s.oracleDisc.Len()+int(s.oracleDiscUnk) != wantOracle {
		return i18n.Told("makoto.error.inv-oracle", i18n.Args{"Deck": int(s.nOracle), "Discards": s.oracleDisc.Len() + int(s.oracleDiscUnk), "Want": wantOracle})
	}
	return nil
}

// checkSeats checks who is out, who took a reward, who holds cards and
// who holds the lid.
func (s *State) checkSeats() error {
	n := int(s.n)
	// Seats and phase.
	all := uint8(1<<n - 1)
	if s.outMask&^all != 0 || s.passed&^all != 0 {
		return i18n.Told("makoto.error.inv-masks", nil)
	}
	if int(s.nOut) > bits.OnesCount8(s.outMask) || int(s.nOut) >= n {
		return i18n.Told("makoto.error.inv-rewarded", i18n.Args{"Count": int(s.nOut), "Out": bits.OnesCount8(s.outMask)})
	}
	for k := range int(s.nOut) {
		if !s.isOut(int(s.outOrder[k])) {
			return i18n.Told("makoto.error.inv-reward-not-out", i18n.Args{"Seat": int(s.outOrder[k]) + 1})
		}
	}
	outHolding := 0
	for p := range n {
		if s.isOut(p) && s.handSize(p) != 0 {
			// Only the card a holder who was out took with the lid
			// (makoto.lid, lid-after-out=allow).
			outHolding++
			if s.handSize(p) != 1 || outHolding > 1 || s.lidHolder != noSeat || !s.p.lidOut {
				return i18n.Told("makoto.error.inv-out-cards", i18n.Args{"Seat": p + 1, "Count": s.handSize(p)})
			}
		}
		if !s.isOut(p) && s.handSize(p) == 0 && s.phase != phaseOver {
			return i18n.Told("makoto.error.inv-no-cards-in", i18n.Args{"Seat": p + 1})
		}
	}
	if s.lidHolder < noSeat || int(s.lidHolder) >= n {
		return i18n.Told("makoto.error.inv-lid", i18n.Args{"Seat": int(s.lidHolder) + 1})
	}
	return nil
}

// checkTurn checks the trick and whose decision it is.
func (s *State) checkTurn() error {
	n := int(s.n)
	trickCards := s.trick.Len() + int(s.trickUnknown)
	if (s.top.Kind == ComboNone) != (s.owner < 0) || (s.top.Kind == ComboNone) != (trickCards == 0) {
		return i18n.Told("makoto.error.inv-trick", i18n.Args{"Top": s.top.String(), "Owner": int(s.owner), "Count": trickCards})
	}
	if s.top.Kind != ComboNone {
		if s.topN != s.top.Count || trickCards < int(s.topN) {
			return i18n.Told("makoto.error.inv-top", i18n.Args{"Top": s.top.String(), "Count": int(s.topN), "InTrick": trickCards})
		}
		if s.owner >= int8(n) || s.passed&(1<<s.owner) != 0 {
			return i18n.Told("makoto.error.inv-owner", i18n.Args{"Owner": int(s.owner)})
		}
	}
	if s.phase == phaseOver {
		if s.cur != noSeat {
			return i18n.Told("makoto.error.inv-over-mover", i18n.Args{"Seat": int(s.cur)})
		}
	} else {
		if s.cur < 0 || int(s.cur) >= n || s.turn < 0 || int(s.turn) >= n {
			return i18n.Told("makoto.error.inv-turn", i18n.Args{"Seat": int(s.cur), "Turn": int(s.turn)})
		}
		if s.isOut(int(s.turn)) && s.phase == phasePlay {
			return i18n.Told("makoto.error.inv-out-turn", i18n.Args{"Seat": int(s.turn) + 1})
		}
		switch s.phase {
		case phaseCurtain:
			if s.played.Kind == ComboNone || s.cur != s.turn || s.owner != s.cur {
				return i18n.Told("makoto.error.inv-curtain", nil)
			}
		case phaseOracle, phasePlay:
			if s.cur != s.turn {
				return i18n.Told("makoto.error.inv-decides", i18n.Args{"Seat": int(s.cur) + 1, "Turn": int(s.turn) + 1})
			}
		}
		if s.lastTurn && s.inCount() > 1 {
			return i18n.Told("makoto.error.inv-last-turn", i18n.Args{"Count": s.inCount()})
		}
	}
	return nil
}

// checkSeries checks the series' games and totals.
func (s *State) checkSeries() error {
	n := int(s.n)
	if int(s.firstGame)+int(s.gamesDone) > s.p.games || int(s.game) >= s.p.games {
		return i18n.Told("makoto.error.inv-series", i18n.Args{"Game": int(s.game) + 1, "Done": int(s.gamesDone), "Games": int(s.p.games)})
	}
	for p := range n {
		t := s.carry[p]
		for i := range int(s.gamesDone) {
			t += int32(s.scores[int(s.firstGame)+i][p])
		}
		if t != s.totals[p] {
			return i18n.Told("makoto.error.inv-totals", i18n.Args{"Seat": p + 1, "Total": int(s.totals[p]), "Sum": int(t)})
		}
	}
	return nil
}

// addCounts adds m's count of every card code to known.
func addCounts(known *[2*MaxValue + 1]int, m *engine.Multiset) {
	if m.Len() == 0 {
		return
	}
	for c := 1; c <= MaxValue; c++ {
		known[c] += m.Count(uint8(c))
		known[c+MaxValue] += m.Count(uint8(c + MaxValue))
	}
}
