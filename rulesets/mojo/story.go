package mojo

import (
	"fmt"
	"strings"

	"strconv"

	"tabletop/engine"
)

var (
	_ engine.SecretTeller  = (*State)(nil)
	_ engine.RoundReporter = (*State)(nil)
)

// LastSecrets returns the card the last move drew from the draw pile,
// which only the drawer sees (mojo.turn.higher); nil when it drew none
// from there or the card is not known.
func (s *State) LastSecrets() []engine.Secret {
	r := &s.last
	if !r.valid || r.flags&fDrewDeck == 0 || r.secret == Unknown {
		return nil
	}
	return []engine.Secret{{Seat: int(r.seat), Card: strconv.Itoa(int(r.secret)), From: "the draw pile", FromTold: engine.Phrase{Msg: "mojo.word.from-draw-pile"}}}
}

// LastRoundEntry returns the last scored round as it is scored at the
// table: every seat's cards (hand and face-down ones) and who took the
// Mojo card.
func (s *State) LastRoundEntry() (engine.Entry, bool) {
	if !s.endValid || s.nRounds == 0 {
		return engine.Entry{}, false
	}
	hands := make([][]string, s.np)
	for p := range hands {
		var h []string
		for v := MaxValue; v >= 0; v-- {
			for range s.end[p].n[v] {
				h = append(h, strconv.Itoa(v))
			}
		}
		hands[p] = h
	}
	var e engine.Entry
	e.SetCards(FieldHand, hands...)
	e.SetSeats(FieldMojo, int(s.roundAt(int(s.nRounds)-1).holder))
	return e, true
}

var _ engine.CardColourer = Ruleset{}

// CardColour returns the colour of a card value (mojo.deck): blue 0-1,
// green 2-4, yellow 5-7, orange 8-10, red 11-12.
func (Ruleset) CardColour(card string) string {
	v, err := strconv.Atoi(card)
	if err != nil || !ValidValue(v) {
		return ""
	}
	return ColourOf(v).String()
}

var _ engine.Headliner = (*State)(nil)

// Headline says what seat plays on (the discard piles' top cards) and
// what seat holds, in two lines.
func (s *State) Headline(seat int) string {
	var b strings.Builder
	for p := range s.Piles() {
		if p > 0 {
			b.WriteString("; ")
		}
		name := "Discard pile"
		if s.opt.twoPiles {
			name = fmt.Sprintf("Discard pile %d", p+1)
		}
		if t, ok := s.Top(p); ok {
			fmt.Fprintf(&b, "%s: %s on top", name, cardName(uint8(t)))
		} else {
			fmt.Fprintf(&b, "%s: empty", name)
		}
	}
	b.WriteString(".")
	if seat >= 0 && seat < int(s.np) {
		switch {
		case s.down[seat].size > 0:
			fmt.Fprintf(&b, "\nMojo Time: %d face down", s.down[seat].size)
		case s.hand[seat].size > 0:
			fmt.Fprintf(&b, "\nYour hand: [%s]", cardsText(&s.hand[seat]))
		}
	}
	return b.String()
}
