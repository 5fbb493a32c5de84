package scorepad

import (
	"strconv"

	"tabletop/engine/scoring"
	"tabletop/rulesets/makoto"
	"tabletop/rulesets/mojo"
)

// The games the tests keep pads of.
const (
	Mojo   = "mojo"
	Makoto = "makoto"
)

// NewMojoRound is a Mojo round entered with cards: hands[p] is every card
// seat p scores, holder the seat that took the Mojo card (-1: none).
func NewMojoRound(hands [][]int, holder int) Round {
	var e scoring.Entry
	lists := make([][]string, len(hands))
	for i, h := range hands {
		lists[i] = []string{}
		for _, v := range h {
			lists[i] = append(lists[i], strconv.Itoa(v))
		}
	}
	e.SetCards(mojo.FieldHand, lists...)
	if holder >= 0 {
		e.SetSeats(mojo.FieldMojo, holder)
	}
	return RoundOf(e)
}

// NewTotalsRound is a round or game entered as scores only; holder is the
// Mojo holder when known, else -1.
func NewTotalsRound(scores []int, holder int) Round {
	var e scoring.Entry
	if holder >= 0 {
		e.SetSeats(mojo.FieldMojo, holder)
	}
	return ScoresRoundOf(scores, e)
}

// NewMakotoGame is a Makoto game entered with cards: captured[p] is seat
// p's score pile, out the seats that went out in order, curtain what was
// left in the Curtain.
func NewMakotoGame(captured [][]makoto.Card, out []int, curtain []makoto.Card) Round {
	var e scoring.Entry
	piles := make([][]string, len(captured))
	for i, cs := range captured {
		piles[i] = cardStrings(cs)
	}
	e.SetCards(makoto.FieldCaptured, piles...)
	e.SetSeats(makoto.FieldOut, out...)
	e.SetCards(makoto.FieldCurtain, cardStrings(curtain))
	return RoundOf(e)
}

func cardStrings(cs []makoto.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}
