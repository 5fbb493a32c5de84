package makoto

import (
	"slices"

	"tabletop/engine"
)

// A log's deal and card records (engine/LOG.md, "Makoto"): the deal of
// every game as data, and the cards each move moved that the move itself
// does not name. Only the logging path calls these.

var (
	_ engine.CardRecorder = (*State)(nil)
	_ engine.RecordSchema = Ruleset{}
)

// Card record words (engine.CardRecord What).
const (
	recDraw      = "draw"      // the top Oracle card, to the mover (seen by them only)
	recReshuffle = "reshuffle" // the new Oracle deck, top first, shuffled from the Oracle discard pile
	recTake      = "take"      // Curtain cards taken into the hand after a play
	recLid       = "lid"       // the Curtain card taken with the box lid
	recTrick     = "trick"     // the trick's cards, won face down onto a score pile
)

// DealKeys names the places of a Makoto deal record besides the hands:
// the Curtain, the Oracle deck from its top, and (two players) the cards
// set aside.
func (Ruleset) DealKeys() []string { return []string{"curtain", "oracle_deck", "set_aside"} }

// CardKinds names the words of Makoto's card records.
func (Ruleset) CardKinds() []string {
	return []string{recDraw, recReshuffle, recTake, recLid, recTrick}
}

// multisetText writes a multiset of cards ascending, a plain card before
// the Sword card of its value.
func multisetText(m *engine.Multiset) []string {
	cards := toCards(m)
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}

// oracleTopFirst writes an Oracle deck (top last) from its top.
func oracleTopFirst(deck []uint8) []string {
	out := make([]string, len(deck))
	for i, c := range deck {
		out[len(deck)-1-i] = Card(c).String()
	}
	return out
}

// RecordDeal returns the table just after a deal: every hand and the
// Curtain (ascending), the Oracle deck from its top, and with two players
// the cards set aside. False for a position with cards nobody named.
func (s *State) RecordDeal() (engine.DealRecord, bool) {
	if s.partial {
		return engine.DealRecord{}, false
	}
	d := engine.DealRecord{Hands: make([][]string, s.n)}
	for p := range int(s.n) {
		if s.unknown[p] != 0 {
			return engine.DealRecord{}, false
		}
		d.Hands[p] = multisetText(&s.hands[p])
	}
	if slices.Contains(s.oracle[:s.nOracle], 0) || s.asideUnknown != 0 {
		return engine.DealRecord{}, false
	}
	d.Zones = []engine.CardZone{
		{Key: "curtain", Piles: [][]string{multisetText(&s.curtain)}},
		{Key: "oracle_deck", Piles: [][]string{oracleTopFirst(s.oracle[:s.nOracle])}},
	}
	if s.p.setup.Leftover > 0 {
		d.Zones = append(d.Zones, engine.CardZone{Key: "set_aside", Piles: [][]string{multisetText(&s.aside)}})
	}
	return d, true
}

// RecordCards appends what the last move m moved beyond the cards it
// names, in the order it happened: the Oracle deck reshuffled (the new
// deck, top first) and its top card drawn, Curtain cards taken, the
// lid's card, a trick won (its cards). before is the state before m.
func (s *State) RecordCards(dst []engine.CardRecord, before engine.State, m engine.Move) []engine.CardRecord {
	b := before.(*State)
	for _, r := range s.eff.r[:s.eff.n] {
		switch r.code {
		case effReshuffle:
			// Shuffled with the RNG as it was before the move (the reshuffle
			// is the move's first step): the same cards in the same order.
			c := *b
			c.reshuffleOracle()
			dst = append(dst, engine.CardRecord{What: recReshuffle, Seat: -1, Cards: oracleTopFirst(c.oracle[:c.nOracle])})
		case effDraw:
			if r.a != 0 {
				dst = append(dst, engine.CardRecord{What: recDraw, Seat: int(r.seat), Cards: []string{Card(r.a).String()}})
			}
		case effCurtainTake:
			var got engine.Multiset
			got.Add(r.a, int(r.b)-int(r.v))
			got.Add(r.a+MaxValue, int(r.v))
			dst = append(dst, engine.CardRecord{What: recTake, Seat: int(r.seat), Cards: multisetText(&got)})
		case effLidTake:
			dst = append(dst, engine.CardRecord{What: recLid, Seat: int(r.seat), Cards: []string{Card(r.a).String()}})
		case effTrickWon:
			// The trick as it was, and the cards this move played onto it.
			won := b.trick
			if m.Kind == KindPlay {
				for _, c := range m.Cards[:m.N] {
					won.Add(c, 1)
				}
			}
			dst = append(dst, engine.CardRecord{What: recTrick, Seat: int(r.seat), Cards: multisetText(&won)})
		}
	}
	return dst
}
