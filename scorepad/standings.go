package scorepad

import "tabletop/engine/scoring"

// RoundOf is the round entered as e, with its cards (the fields of the
// game's scoring.RoundScorer); it is scored when added.
func RoundOf(e scoring.Entry) Round {
	return Round{Entry: e.Clone(), Dealer: -1}
}

// ScoresRoundOf is a round entered as scores only, with the players named
// alongside them in e (Mojo's holder).
func ScoresRoundOf(scores []int, e scoring.Entry) Round {
	return Round{Entry: e.Clone(), Scores: append([]int{}, scores...), Dealer: -1}
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
	Face    string
	// For a game dealt in turn (Makoto), the seat that deals the next
	// round (-1: over) and the seats holding the game's marks in it, by
	// key (-1: nobody; none once over).
	NextDealer int
	Marks      map[string]int
}

// Standings works out where the pad stands.
func (p *Pad) Standings() Standings {
	n := len(p.Players)
	st := Standings{Totals: make([]int, n), Starter: -1, NextDealer: -1, Winners: []int{}}
	for _, r := range p.Rounds {
		for i, s := range r.Scores {
			st.Totals[i] += s
		}
		st.Running = append(st.Running, append([]int{}, st.Totals...))
	}
	k := len(p.Rounds)
	st.Over = p.overAfter(k, st.Totals)
	st.Leaders = p.rules().PadLeaders(st.Totals)
	if k > 0 && !st.Over {
		last := &p.Rounds[k-1]
		if f, ok := p.Face(last); ok {
			st.Starter, st.Face = p.Holder(last), f
		}
	}
	if p.Dealt() && !st.Over {
		st.NextDealer = p.dealerOf(k)
		var prev []int
		if k > 0 {
			prev = p.Rounds[k-1].Scores
		}
		st.Marks = map[string]int{}
		for _, m := range p.Marks() {
			st.Marks[m.Key] = p.markFor(m.Key, k, prev)
		}
	}
	if st.Over {
		st.Winners = st.Leaders
	}
	return st
}
