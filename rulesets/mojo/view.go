package mojo

import (
	"fmt"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// View describes the table as seat sees it, in plain text: its own hand,
// everyone's card counts, face-down counts and turned-up cards, the
// discard top(s), the draw pile size, the Mojo card and direction, and the
// totals, one line each: the messages "mojo.word.view-*". Seat -1 sees
// everything, hands and face-down values included.
func (s *State) View(seat int) i18n.Phrase { return engine.JoinView(s.ViewParts(seat)) }

// ViewParts are the lines of View, ranked for a small screen: the piles'
// tops, seat's own line (the player to move's for seat -1) and the other
// seats' counts stay longest.
func (s *State) ViewParts(seat int) []engine.ViewPart {
	count := func(n int) i18n.Phrase {
		return i18n.Message("mojo.word.view-cards", i18n.Args{"Count": n})
	}
	lines := []engine.ViewPart{{Text: i18n.Message("mojo.word.view-head", i18n.Args{"Round": s.round, "Face": s.face.String(), "Dir": direction(s.Clockwise())})}}
	for p := range s.Piles() {
		name := i18n.Message("mojo.word.view-pile", nil)
		if s.opt.twoPiles {
			name = i18n.Message("mojo.word.view-pile-n", i18n.Args{"N": p + 1})
		}
		if t, ok := s.Top(p); ok {
			var card any = cardName(uint8(t))
			if uint8(t) == Unknown {
				card = i18n.Message("mojo.word.view-unknown", nil)
			}
			lines = append(lines, engine.ViewPart{Rank: engine.ViewTop, Text: i18n.Message("mojo.word.view-top", i18n.Args{"Pile": name, "Card": card, "Cards": count(int(s.pileN[p]))})})
		} else {
			lines = append(lines, engine.ViewPart{Rank: engine.ViewTop, Text: i18n.Message("mojo.word.view-empty", i18n.Args{"Pile": name})})
		}
	}
	lines = append(lines, engine.ViewPart{Text: i18n.Message("mojo.word.view-draw", i18n.Args{"Cards": count(int(s.deckN))})})
	for i := range int(s.np) {
		mark := " "
		if s.phase == phasePlay && i == int(s.cur) {
			mark = ">"
		}
		var seen []i18n.Phrase
		switch {
		case s.down[i].size > 0:
			seen = append(seen, i18n.Message("mojo.word.view-down", i18n.Args{"Count": int(s.down[i].size)}))
			if seat == -1 {
				seen = append(seen, i18n.Plain(" ["+cardsText(&s.down[i])+"]"))
			}
		default:
			seen = append(seen, count(int(s.hand[i].size)))
			if (seat == -1 || seat == i) && s.hand[i].size > 0 {
				seen = append(seen, i18n.Plain(" ["+cardsText(&s.hand[i])+"]"))
			}
		}
		if s.shown[i].size > 0 {
			seen = append(seen, i18n.Message("mojo.word.view-shown", i18n.Args{"Cards": cardsText(&s.shown[i])}))
		}
		seen = append(seen, i18n.Message("mojo.word.view-total", i18n.Args{"N": int(s.totals[i])}))
		rank := engine.ViewCount
		if i == seat || seat == -1 && mark == ">" {
			rank = engine.ViewHand
		}
		lines = append(lines, engine.ViewPart{Rank: rank, Text: i18n.Joined([]i18n.Phrase{i18n.Plain(mark + " " + s.cfg.SeatName(i)), i18n.Joined(seen, "")}, ": ")})
	}
	switch s.phase {
	case phaseOver:
		lines = append(lines, engine.ViewPart{Rank: engine.ViewTop, Text: i18n.Message("mojo.word.view-over", i18n.Args{"Count": len(s.Winners()), "Who": i18n.Player(s.seatsText(s.Winners()))})})
	case phaseRoundOver:
		lines = append(lines, engine.ViewPart{Rank: engine.ViewTop, Text: i18n.Message("mojo.word.view-round-over", nil)})
	}
	return lines
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
