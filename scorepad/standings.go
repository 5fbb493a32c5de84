package scorepad

import (
	"tabletop/engine"
	"tabletop/rulesets/makoto"
	"tabletop/rulesets/mojo"
)

// RoundOf is the round entered as e, with its cards (engine.RoundScorer's
// fields); it is scored when added.
func RoundOf(e engine.Entry) (Round, error) {
	r := Round{Mojo: e.Seat(mojo.FieldMojo), Dealer: -1, Lid: -1}
	hands, err := mojo.EntryHands(e)
	if err != nil {
		return r, err
	}
	r.Hands = hands
	if e.Given(makoto.FieldCaptured) {
		captured, curtain, err := makoto.EntryCards(e)
		if err != nil {
			return r, err
		}
		r.Captured, r.Out, r.Curtain = captured, append([]int{}, e.SeatList(makoto.FieldOut)...), curtain
	}
	return r, nil
}

// ScoresRoundOf is a round entered as scores only, with the fields given
// alongside them in e (the Mojo holder).
func ScoresRoundOf(scores []int, e engine.Entry) Round {
	return NewTotalsRound(scores, e.Seat(mojo.FieldMojo))
}

// NewMojoRound is a Mojo round entered with cards: hands[p] is every card
// seat p scores, holder the seat that took the Mojo card.
func NewMojoRound(hands [][]int, holder int) Round {
	return Round{Hands: cloneNested(hands), Mojo: holder, Dealer: -1, Lid: -1}
}

// NewTotalsRound is a round or game entered as scores only; holder is the
// Mojo holder when known, else -1.
func NewTotalsRound(scores []int, holder int) Round {
	return Round{Scores: append([]int{}, scores...), Mojo: holder, Dealer: -1, Lid: -1}
}

// NewMakotoGame is a Makoto game entered with cards: captured[p] is seat
// p's score pile, out the seats that went out in order, curtain what was
// left in the Curtain.
func NewMakotoGame(captured [][]makoto.Card, out []int, curtain []makoto.Card) Round {
	if curtain == nil {
		curtain = []makoto.Card{}
	}
	return Round{Captured: cloneNested(captured), Out: append([]int{}, out...), Curtain: append([]makoto.Card{}, curtain...), Mojo: -1, Dealer: -1, Lid: -1}
}

// Standings is where the pad stands: totals, running totals, whether the
// game is over and who won or leads.
type Standings struct {
	Totals []int
	// Running[k] are the totals after round k.
	Running [][]int
	Over    bool
	// Winners are the winning seats once the game is over (ties share),
	// else empty. Leaders are the seats currently ahead.
	Winners []int
	Leaders []int
	// Mojo: the seat that starts the next round (the last Mojo holder,
	// mojo.next-round) and the face the Mojo card shows; Starter is -1
	// when unknown or over.
	Starter int
	Face    mojo.Face
	// Makoto: the seat that deals the next game and the seat holding the
	// box lid for it (-1: nobody, or over).
	NextDealer int
	Lid        int
}

// Standings works out where the pad stands.
func (p *Pad) Standings() Standings {
	n := len(p.Players)
	st := Standings{Totals: make([]int, n), Starter: -1, NextDealer: -1, Lid: -1, Winners: []int{}}
	for _, r := range p.Rounds {
		for i, s := range r.Scores {
			st.Totals[i] += s
		}
		st.Running = append(st.Running, append([]int{}, st.Totals...))
	}
	k := len(p.Rounds)
	st.Over = p.overAfter(k, st.Totals)
	switch p.Game {
	case Mojo:
		st.Leaders = mojo.Leaders(st.Totals)
		if k > 0 && !st.Over {
			last := &p.Rounds[k-1]
			if f, ok := p.Face(last); ok {
				st.Starter, st.Face = last.Mojo, f
			}
		}
	case Makoto:
		st.Leaders = makoto.Winners(st.Totals)
		if !st.Over {
			st.NextDealer = p.dealerOf(k)
			var prev []int
			if k > 0 {
				prev = p.Rounds[k-1].Scores
			}
			st.Lid = p.lidFor(k, prev)
		}
	}
	if st.Over {
		st.Winners = st.Leaders
	}
	return st
}
