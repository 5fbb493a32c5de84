package mojo

import (
	"slices"
	"strconv"

	"tabletop/engine"
)

// A log's deal and card records (engine/LOG.md, "Mojo"): the deal of every
// round as data, and every card a move turns up. Only the logging path
// calls these.

var (
	_ engine.CardRecorder = (*State)(nil)
	_ engine.RecordSchema = Ruleset{}
)

// Card record words (engine.CardRecord What).
const (
	recDraw      = "draw"      // the top of the draw pile, to the mover (seen by them only)
	recTake      = "take"      // the top of discard pile Pile, to the mover
	recRefill    = "refill"    // a card restarts the emptied discard pile Pile: from the draw pile, or from pile From
	recReshuffle = "reshuffle" // the new draw pile, top first, shuffled from discard pile Pile (0: every discard pile, in a deal)
	recReveal    = "reveal"    // a face-down card turned up in Mojo Time
)

// DealKeys names the places of a Mojo deal record besides the hands: the
// draw pile, top first, and the discard piles, each bottom first.
func (Ruleset) DealKeys() []string { return []string{"draw_pile", "discard_piles"} }

// CardKinds names the words of Mojo's card records.
func (Ruleset) CardKinds() []string {
	return []string{recDraw, recTake, recRefill, recReshuffle, recReveal}
}

func valueText(v uint8) string { return strconv.Itoa(int(v)) }

func valuesText(vs []uint8) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = valueText(v)
	}
	return out
}

// topFirst writes a pile kept bottom first (the draw pile) from its top.
func topFirst(vs []uint8) []string {
	out := valuesText(vs)
	slices.Reverse(out)
	return out
}

// RecordDeal returns the table just after a deal: every hand (ascending),
// the draw pile from its top, and every discard pile from its bottom (with
// deal-next=continue, pile 1 holds the last round's cards in the order
// they were put down). False for a position with cards nobody named.
func (s *State) RecordDeal() (engine.DealRecord, bool) {
	if s.hiddenDeck || s.partial {
		return engine.DealRecord{}, false
	}
	d := engine.DealRecord{Hands: make([][]string, s.np)}
	for p := range int(s.np) {
		if !s.HandKnown(p) || s.down[p].size+s.shown[p].size > 0 {
			return engine.DealRecord{}, false
		}
		d.Hands[p] = make([]string, 0, s.hand[p].size)
		for _, v := range s.hand[p].list() {
			d.Hands[p] = append(d.Hands[p], strconv.Itoa(v))
		}
	}
	piles := make([][]string, s.Piles())
	for p := range piles {
		piles[p] = valuesText(s.pile[p][:s.pileN[p]])
	}
	d.Zones = []engine.CardZone{
		{Key: "draw_pile", Piles: [][]string{topFirst(s.deck[:s.deckN])}},
		{Key: "discard_piles", Piles: piles, Nested: true},
	}
	return d, true
}

// RecordCards appends what the last move turned up: a card revealed in
// Mojo Time; the top of a discard pile taken; a draw pile reshuffled (the
// new pile, top first) and its top drawn; an emptied discard pile
// restarted; and when the move ended a round, a reshuffle while dealing
// the next (deal-next=continue): in the order they happened.
func (s *State) RecordCards(dst []engine.CardRecord, _ engine.State, m engine.Move) []engine.CardRecord {
	r := &s.last
	if !r.valid {
		return dst
	}
	seat := int(r.seat)
	if m.Kind == KindReveal {
		dst = append(dst, engine.CardRecord{What: recReveal, Seat: seat, Cards: []string{valueText(m.Cards[0])}})
	}
	p := m.Arg[0]
	if r.flags&fDrewPile != 0 {
		dst = append(dst, engine.CardRecord{What: recTake, Seat: seat, Pile: int(m.Arg[1]), Cards: []string{valueText(r.drawn)}})
	}
	if r.flags&fReshuffled != 0 {
		// The draw happened after the reshuffle: the new pile is what is
		// left with the card drawn back on its top.
		from := 0
		if s.opt.twoPiles {
			from = 1 - int(p)
		}
		dst = append(dst, engine.CardRecord{What: recReshuffle, Seat: -1, Pile: from + 1, Cards: topFirst(s.deck[:s.deckN+1])})
	}
	if r.flags&fDrewDeck != 0 {
		dst = append(dst, engine.CardRecord{What: recDraw, Seat: seat, Cards: []string{valueText(r.secret)}})
	}
	if r.flags&(fRefillPile|fRefillDeck) != 0 {
		q := m.Arg[1] - 1
		c := engine.CardRecord{What: recRefill, Seat: -1, Pile: int(q) + 1, Cards: []string{valueText(s.top(q))}}
		if r.flags&fRefillPile != 0 {
			c.From = int(p) + 1
		}
		dst = append(dst, c)
	}
	if r.flags&fDealReshuffled != 0 {
		dst = append(dst, engine.CardRecord{What: recReshuffle, Seat: -1, Cards: topFirst(s.deck[:r.dealPile])})
	}
	return dst
}

// LaterRecord reports whether c is a record that older logs lack: a
// reshuffle while dealing (no pile), which logs written before it was
// recorded do not have (engine.LaterRecords).
func (Ruleset) LaterRecord(c engine.CardRecord) bool { return c.What == recReshuffle && c.Pile == 0 }
