package mojo

import (
	"fmt"
	"strings"

	"tabletop/engine/i18n"
)

// View describes the table as seat sees it, in plain text: its own hand,
// everyone's card counts, face-down counts and turned-up cards, the
// discard top(s), the draw pile size, the Mojo card and direction, and the
// totals. Seat -1 sees everything, hands and face-down values included.
func (s *State) View(seat int) string { return s.ViewIn(seat, i18n.English) }

// ViewIn is View in lang (engine.ViewerIn): the messages "mojo.word.view-*".
func (s *State) ViewIn(seat int, lang string) string {
	var b strings.Builder
	say := func(id string, args i18n.Args) string { return i18n.Say(lang, id, args) }
	count := func(n int) i18n.Phrase {
		return i18n.Phrase{ID: "mojo.word.view-cards", Args: i18n.Args{"Count": n}}
	}
	b.WriteString(say("mojo.word.view-head", i18n.Args{"Round": s.round, "Face": s.face.String(), "Dir": direction(s.Clockwise())}))
	b.WriteByte('\n')
	for p := range s.Piles() {
		name := i18n.Phrase{ID: "mojo.word.view-pile"}
		if s.opt.twoPiles {
			name = i18n.Phrase{ID: "mojo.word.view-pile-n", Args: i18n.Args{"N": p + 1}}
		}
		if t, ok := s.Top(p); ok {
			var card any = cardName(uint8(t))
			if uint8(t) == Unknown {
				card = i18n.Phrase{ID: "mojo.word.view-unknown"}
			}
			b.WriteString(say("mojo.word.view-top", i18n.Args{"Pile": name, "Card": card, "Cards": count(int(s.pileN[p]))}))
		} else {
			b.WriteString(say("mojo.word.view-empty", i18n.Args{"Pile": name}))
		}
		b.WriteByte('\n')
	}
	b.WriteString(say("mojo.word.view-draw", i18n.Args{"Cards": count(int(s.deckN))}))
	b.WriteByte('\n')
	for i := range int(s.np) {
		mark := " "
		if s.phase == phasePlay && i == int(s.cur) {
			mark = ">"
		}
		fmt.Fprintf(&b, "%s %s%s", mark, s.cfg.SeatName(i), i18n.Sep(lang, ": "))
		switch {
		case s.down[i].size > 0:
			b.WriteString(say("mojo.word.view-down", i18n.Args{"N": int(s.down[i].size)}))
			if seat == -1 {
				fmt.Fprintf(&b, " [%s]", cardsText(&s.down[i]))
			}
		default:
			b.WriteString(count(int(s.hand[i].size)).In(lang))
			if (seat == -1 || seat == i) && s.hand[i].size > 0 {
				fmt.Fprintf(&b, " [%s]", cardsText(&s.hand[i]))
			}
		}
		if s.shown[i].size > 0 {
			b.WriteString(say("mojo.word.view-shown", i18n.Args{"Cards": cardsText(&s.shown[i])}))
		}
		b.WriteString(say("mojo.word.view-total", i18n.Args{"N": int(s.totals[i])}))
		b.WriteByte('\n')
	}
	switch s.phase {
	case phaseOver:
		b.WriteString(say("mojo.word.view-over", i18n.Args{"Who": s.seatsText(s.Winners())}))
		b.WriteByte('\n')
	case phaseRoundOver:
		b.WriteString(say("mojo.word.view-round-over", nil))
		b.WriteByte('\n')
	}
	return b.String()
}

func cardsText(c *cards) string {
	parts := make([]string, 0, c.size)
	for _, v := range c.list() {
		parts = append(parts, fmt.Sprint(v))
	}
	for range c.n[Unknown] {
		parts = append(parts, "?")
	}
	return strings.Join(parts, " ")
}

func (s *State) seatsText(seats []int) string {
	parts := make([]string, len(seats))
	for i, x := range seats {
		parts[i] = s.cfg.SeatName(x)
	}
	return strings.Join(parts, ", ")
}
