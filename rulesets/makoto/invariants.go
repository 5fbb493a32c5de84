package makoto

import (
	"fmt"
	"math/bits"
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
		return fmt.Errorf("%d seats but set-up for %d", n, su.Players)
	}
	if s.phase > phaseOver {
		return fmt.Errorf("bad phase %d", s.phase)
	}
	// Cards.
	var known [2*MaxValue + 1]int
	total, unknown := 0, 0
	add := func(zone string, count func(c uint8) int, unk int) error {
		for c := 1; c <= 2*MaxValue; c++ {
			k := count(uint8(c))
			if k < 0 {
				return fmt.Errorf("%s: negative count of %s", zone, Card(c))
			}
			known[c] += k
			total += k
		}
		unknown += unk
		total += unk
		return nil
	}
	for p := range n {
		if err := add(fmt.Sprintf("hand %d", p+1), s.hands[p].Count, int(s.unknown[p])); err != nil {
			return err
		}
		if err := add(fmt.Sprintf("pile %d", p+1), s.piles[p].Count, int(s.pileUnknown[p])); err != nil {
			return err
		}
	}
	for p := n; p < MaxPlayers; p++ {
		if s.hands[p].Len() != 0 || s.piles[p].Len() != 0 || s.unknown[p] != 0 {
			return fmt.Errorf("seat %d does not exist but holds cards", p+1)
		}
	}
	zones := []struct {
		name  string
		count func(uint8) int
		unk   int
	}{
		{"curtain", s.curtain.Count, 0},
		{"trick", s.trick.Count, int(s.trickUnknown)},
		{"oracle discard", s.oracleDisc.Count, int(s.oracleDiscUnk)},
		{"set aside", s.aside.Count, int(s.asideUnknown)},
	}
	for _, z := range zones {
		if err := add(z.name, z.count, z.unk); err != nil {
			return err
		}
	}
	if int(s.nOracle) > len(s.oracle) {
		return fmt.Errorf("Oracle deck of %d cards", s.nOracle)
	}
	for _, c := range s.oracle[:s.nOracle] {
		total++
		if c == 0 {
			unknown++
			continue
		}
		if c > 2*MaxValue {
			return fmt.Errorf("Oracle deck holds card code %d", c)
		}
		known[c]++
	}
	if total != su.TotalCards() {
		return fmt.Errorf("%d cards on the table, the game has %d", total, su.TotalCards())
	}
	for c := 1; c <= 2*MaxValue; c++ {
		cp := su.Copies(Card(c))
		if known[c] > cp || (unknown == 0 && known[c] != cp) {
			return fmt.Errorf("%d copies of %s, the game has %d", known[c], Card(c), cp)
		}
	}
	// The Oracle deck and its discards keep their size, except while a
	// drawn card waits for the discard decision.
	wantOracle := su.MaxValue
	if s.phase == phaseOracle {
		wantOracle--
	}
	if !s.partial && int(s.nOracle)+s.oracleDisc.Len()+int(s.oracleDiscUnk) != wantOracle {
		return fmt.Errorf("Oracle deck %d + discards %d, want %d", s.nOracle, s.oracleDisc.Len()+int(s.oracleDiscUnk), wantOracle)
	}
	// Seats and phase.
	all := uint8(1<<n - 1)
	if s.outMask&^all != 0 || s.passed&^all != 0 {
		return fmt.Errorf("out/passed masks name seats that do not exist")
	}
	if int(s.nOut) > bits.OnesCount8(s.outMask) || int(s.nOut) >= n {
		return fmt.Errorf("%d rewarded players but %d out", s.nOut, bits.OnesCount8(s.outMask))
	}
	for k := range int(s.nOut) {
		if !s.isOut(int(s.outOrder[k])) {
			return fmt.Errorf("seat %d took a reward but is not out", s.outOrder[k]+1)
		}
	}
	for p := range n {
		if s.isOut(p) && s.handSize(p) != 0 {
			return fmt.Errorf("seat %d is out with %d cards", p+1, s.handSize(p))
		}
		if !s.isOut(p) && s.handSize(p) == 0 && s.phase != phaseOver {
			return fmt.Errorf("seat %d has no cards but is not out", p+1)
		}
	}
	trickCards := s.trick.Len() + int(s.trickUnknown)
	if (s.top.Kind == ComboNone) != (s.owner < 0) || (s.top.Kind == ComboNone) != (trickCards == 0) {
		return fmt.Errorf("trick inconsistent: top %s, owner %d, %d cards", s.top, s.owner, trickCards)
	}
	if s.top.Kind != ComboNone {
		if s.topN != s.top.Count || trickCards < int(s.topN) {
			return fmt.Errorf("top %s with %d cards, %d in the trick", s.top, s.topN, trickCards)
		}
		if s.owner >= int8(n) || s.passed&(1<<s.owner) != 0 {
			return fmt.Errorf("trick owner %d passed or does not exist", s.owner)
		}
	}
	if s.phase == phaseOver {
		if s.cur != noSeat {
			return fmt.Errorf("game over but seat %d to move", s.cur)
		}
	} else {
		if s.cur < 0 || int(s.cur) >= n || s.turn < 0 || int(s.turn) >= n {
			return fmt.Errorf("seat to move %d, turn %d", s.cur, s.turn)
		}
		if s.isOut(int(s.turn)) && s.phase == phasePlay {
			return fmt.Errorf("seat %d is out but has the turn", s.turn+1)
		}
		switch s.phase {
		case phaseLid:
			if s.cur != s.lidHolder || s.isOut(int(s.cur)) {
				return fmt.Errorf("lid offer to seat %d, holder %d", s.cur+1, s.lidHolder+1)
			}
		case phaseCurtain:
			if s.played.Kind == ComboNone || s.cur != s.turn || s.owner != s.cur {
				return fmt.Errorf("Curtain decision without a play of this turn")
			}
		case phaseOracle, phasePlay:
			if s.cur != s.turn {
				return fmt.Errorf("seat %d decides during seat %d's turn", s.cur+1, s.turn+1)
			}
		}
		if s.lastTurn && s.inCount() > 1 {
			return fmt.Errorf("last turn with %d players in", s.inCount())
		}
	}
	if int(s.firstGame)+int(s.gamesDone) > s.p.games || int(s.game) >= s.p.games {
		return fmt.Errorf("game %d, %d done, series of %d", s.game+1, s.gamesDone, s.p.games)
	}
	for p := range n {
		t := s.carry[p]
		for i := range int(s.gamesDone) {
			t += int32(s.scores[int(s.firstGame)+i][p])
		}
		if t != s.totals[p] {
			return fmt.Errorf("seat %d total %d, games sum to %d", p+1, s.totals[p], t)
		}
	}
	return nil
}
