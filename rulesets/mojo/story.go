package mojo

import (
	"strconv"

	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/engine/story"
)

var (
	_ story.SecretTeller  = (*State)(nil)
	_ story.RoundReporter = (*State)(nil)
)

// LastSecrets returns the card the last move drew from the draw pile,
// which only the drawer sees (mojo.turn.higher); nil when it drew none
// from there or the card is not known.
func (s *State) LastSecrets() []story.Secret {
	r := &s.last
	if !r.valid || r.flags&fDrewDeck == 0 || r.secret == Unknown {
		return nil
	}
	return []story.Secret{{Seat: int(r.seat), Card: strconv.Itoa(int(r.secret)), From: i18n.Message("mojo.word.from-draw-pile", nil)}}
}

// LastRoundEntry returns the last scored round as it is scored at the
// table: every seat's cards (hand and face-down ones) and who took the
// Mojo card.
func (s *State) LastRoundEntry() (scoring.Entry, bool) {
	if !s.endValid || s.nRounds == 0 {
		return scoring.Entry{}, false
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
	var e scoring.Entry
	e.SetCards(FieldHand, hands...)
	e.SetSeats(FieldMojo, int(s.roundAt(int(s.nRounds)-1).holder))
	return e, true
}

var _ story.CardColourer = Ruleset{}

// CardColour returns the colour of a card value (mojo.deck): blue 0-1,
// green 2-4, yellow 5-7, orange 8-10, red 11-12.
func (Ruleset) CardColour(card string) string {
	v, err := strconv.Atoi(card)
	if err != nil || !ValidValue(v) {
		return ""
	}
	return ColourOf(v).String()
}

var _ story.Headliner = (*State)(nil)

// Headline says what seat plays on (the discard piles' top cards) and
// what seat holds, in two lines: the messages "mojo.word.head-*".
func (s *State) Headline(seat int) i18n.Phrase {
	piles := make([]i18n.Phrase, 0, 2)
	for p := range s.Piles() {
		name := i18n.Message("mojo.word.head-pile", nil)
		if s.opt.twoPiles {
			name = i18n.Message("mojo.word.head-pile-n", i18n.Args{"N": p + 1})
		}
		if t, ok := s.Top(p); ok {
			var card any = cardName(uint8(t))
			if uint8(t) == Unknown {
				card = i18n.Message("mojo.word.view-unknown", nil)
			}
			piles = append(piles, i18n.Message("mojo.word.head-top", i18n.Args{"Pile": name, "Card": card}))
		} else {
			piles = append(piles, i18n.Message("mojo.word.head-empty", i18n.Args{"Pile": name}))
		}
	}
	lines := []i18n.Phrase{{ID: "mojo.word.head-piles", Args: i18n.Args{"Piles": i18n.Joined(piles, "; ")}}}
	if seat >= 0 && seat < int(s.np) {
		switch {
		case s.down[seat].size > 0:
			lines = append(lines, i18n.Message("mojo.word.head-down", i18n.Args{"Count": int(s.down[seat].size)}))
		case s.hand[seat].size > 0:
			lines = append(lines, i18n.Message("mojo.word.head-hand", i18n.Args{"Cards": cardsText(&s.hand[seat])}))
		}
	}
	return i18n.Joined(lines, "\n")
}
