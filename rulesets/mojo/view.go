package mojo

import (
	"fmt"
	"strings"

	"tabletop/engine"
)

// View describes the table as seat sees it, in plain text: its own hand,
// everyone's card counts, face-down counts and turned-up cards, the
// discard top(s), the draw pile size, the Mojo card and direction, and the
// totals. Seat -1 sees everything, hands and face-down values included.
func (s *State) View(seat int) string {
	var b strings.Builder
	dir := "seat order"
	if !s.Clockwise() {
		dir = "reverse seat order"
	}
	fmt.Fprintf(&b, "Mojo, round %d; the Mojo card shows %s (play goes in %s)\n", s.round, s.face, dir)
	for p := range s.Piles() {
		name := "discard pile"
		if s.opt.twoPiles {
			name = fmt.Sprintf("discard pile %d", p+1)
		}
		if t, ok := s.Top(p); ok {
			fmt.Fprintf(&b, "%s: %s on top (%s)\n", name, cardName(uint8(t)), engine.Count(int(s.pileN[p]), "card"))
		} else {
			fmt.Fprintf(&b, "%s: empty\n", name)
		}
	}
	fmt.Fprintf(&b, "draw pile: %s\n", engine.Count(int(s.deckN), "card"))
	for i := range int(s.np) {
		mark := " "
		if s.phase == phasePlay && i == int(s.cur) {
			mark = ">"
		}
		fmt.Fprintf(&b, "%s %s: ", mark, s.cfg.SeatName(i))
		switch {
		case s.down[i].size > 0:
			fmt.Fprintf(&b, "Mojo Time, %d face down", s.down[i].size)
			if seat == -1 {
				fmt.Fprintf(&b, " [%s]", cardsText(&s.down[i]))
			}
		default:
			b.WriteString(engine.Count(int(s.hand[i].size), "card"))
			if (seat == -1 || seat == i) && s.hand[i].size > 0 {
				fmt.Fprintf(&b, " [%s]", cardsText(&s.hand[i]))
			}
		}
		if s.shown[i].size > 0 {
			fmt.Fprintf(&b, ", turned up: %s", cardsText(&s.shown[i]))
		}
		fmt.Fprintf(&b, "; total %d\n", s.totals[i])
	}
	switch s.phase {
	case phaseOver:
		fmt.Fprintf(&b, "game over; winners: %s\n", s.seatsText(s.Winners()))
	case phaseRoundOver:
		b.WriteString("the round is over\n")
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
