package mojo

import (
	"fmt"
	"strings"

	"tabletop/engine"
)

// Effect flags recorded by Apply.
const (
	fDrewDeck uint16 = 1 << iota
	fDrewPile
	fReshuffled
	fNothingDrawn
	fRefillPile
	fRefillDeck
	fMojoTime
	fRoundEnd
	fUnscored
	fGameOver
	fNewRound
)

// record is what the last Apply did, in compact codes; Effects turns it
// into text on demand.
type record struct {
	valid   bool
	seat    int8
	holder  int8
	covered uint8 // the top card the chain was compared with
	drawn   uint8 // the card drawn from a discard pile
	secret  uint8 // the card drawn from the draw pile (seen by the drawer only)
	downN   uint8 // cards laid face down
	flags   uint16
	move    engine.Move
}

// effectList collects effects as they are described.
type effectList []engine.Effect

func (l *effectList) add(rule, format string, args ...any) {
	*l = append(*l, engine.Effect{Rule: rule, Text: fmt.Sprintf(format, args...)})
}

// Effects describes what the last Apply did, each with its rule ID: the
// play or the reveal, then the round's end and its scoring.
func (s *State) Effects() []engine.Effect {
	r := &s.last
	if !r.valid {
		return nil
	}
	var out effectList
	who := s.cfg.SeatName(int(r.seat))
	if r.move.Kind == KindReveal {
		out.add("mojo.time.reveal", "%s turns up a face-down %d", who, r.move.Cards[0])
	} else {
		s.playEffects(&out, who)
	}
	if r.flags&fRoundEnd != 0 {
		s.roundEndEffects(&out)
	}
	return out
}

// playEffects describes a chain of cards: what each comparison with the
// top card does (mojo.turn.*), the draw and the pile refills, Mojo Time.
func (s *State) playEffects(out *effectList, who string) {
	r, m := &s.last, s.last.move
	t := r.covered
	if s.opt.twoPiles {
		out.add("mojo.two-piles.play", "%s plays every card of the turn on discard pile %d", who, m.Arg[0]+1)
	}
	eq := 0
	for eq < int(m.N) && m.Cards[eq] == t {
		eq++
	}
	switch {
	case eq == 1:
		out.add("mojo.turn.equal", "the %d matches the top card: play again", t)
	case eq > 1:
		out.add("mojo.turn.equal", "%d cards of value %d match the top card one after another: play again each time", eq, t)
	}
	last := m.Cards[m.N-1]
	switch {
	case last == t || (last > t && r.flags&fRoundEnd != 0):
		// The play emptied the hand: nothing is drawn, the round end says so.
	case last < t:
		out.add("mojo.turn.lower", "%d is lower than %d: the turn ends", last, t)
	default:
		s.drawEffects(out, who, last, t)
	}
	if r.flags&fMojoTime != 0 {
		out.add("mojo.time", "%s ends the turn with %s: they go face down (Mojo Time)", who, plural(int(r.downN), "card"))
	}
}

// drawEffects describes the draw after a higher last card (mojo.turn.higher,
// mojo.reshuffle, mojo.two-piles.draw and refill).
func (s *State) drawEffects(out *effectList, who string, last, t uint8) {
	r, m := &s.last, s.last.move
	switch {
	case r.flags&fDrewPile != 0:
		out.add("mojo.two-piles.draw", "%d is higher than %d: %s takes the %s from the top of discard pile %d",
			last, t, who, cardName(r.drawn), m.Arg[1])
	default:
		if r.flags&fReshuffled != 0 {
			if s.opt.twoPiles {
				out.add("mojo.two-piles.reshuffle", "the draw pile was empty: discard pile %d, except its top card, is shuffled into a new draw pile", 2-m.Arg[0])
			} else {
				out.add("mojo.reshuffle", "the draw pile was empty: the discard pile, except its top card, is shuffled into a new draw pile")
			}
		}
		if r.flags&fNothingDrawn != 0 {
			out.add("mojo.reshuffle", "%d is higher than %d, but the draw pile is empty and there is nothing to shuffle: nothing is drawn", last, t)
		} else {
			out.add("mojo.turn.higher", "%d is higher than %d: %s draws a card from the draw pile", last, t, who)
		}
	}
	if r.flags&fRefillPile != 0 {
		out.add("mojo.two-piles.refill", "discard pile %d is empty: it restarts with the top card of discard pile %d", m.Arg[1], m.Arg[0]+1)
	}
	if r.flags&fRefillDeck != 0 {
		out.add("mojo.two-piles.refill", "discard pile %d is empty: it restarts with the top card of the draw pile", m.Arg[1])
	}
}

// roundEndEffects describes the round's end (mojo.round-end), its scores
// when every card is known (mojo.score.*), and the game's end or the next
// round.
func (s *State) roundEndEffects(out *effectList) {
	r, m := &s.last, s.last.move
	holder := s.cfg.SeatName(int(r.holder))
	if m.Kind == KindReveal {
		out.add("mojo.round-end", "that was the last face-down card: the round ends and %s takes the Mojo card", holder)
	} else if last, t := m.Cards[m.N-1], r.covered; last > t {
		out.add("mojo.round-end", "%d is higher than %d, but it was the last card in hand: nothing is drawn, the round ends at once and %s takes the Mojo card", last, t, holder)
	} else {
		out.add("mojo.round-end", "%s has no cards left: the round ends and %s takes the Mojo card", holder, holder)
	}
	if r.flags&fUnscored != 0 {
		out.add("mojo.score.cards", "every player now shows the cards they score, hand and face-down cards, to score the round")
		return
	}
	rr := s.roundAt(int(s.nRounds) - 1)
	scores := make([]string, s.np)
	for i := range scores {
		scores[i] = fmt.Sprint(rr.scores[i])
	}
	if rr.face == FaceZero {
		out.add("mojo.score.mojo", "%s has no more points than anyone: scores 0, the Mojo card returns on 0", holder)
	} else {
		out.add("mojo.score.mojo", "%s does not have the fewest points: adds %d, the Mojo card returns on +10", holder, MojoPenalty)
	}
	out.add("mojo.score.colour-max", "round scores by seat: %s; totals: %s", strings.Join(scores, ", "), joinInts(s.Totals()))
	switch {
	case r.flags&fGameOver != 0:
		w := s.Winners()
		names := make([]string, len(w))
		for i, x := range w {
			names[i] = s.cfg.SeatName(x)
		}
		out.add("mojo.game-end", "a total reached %d: the game is over; lowest total wins: %s", GameEndTotal, strings.Join(names, ", "))
	case r.flags&fNewRound != 0:
		dir := "seat order"
		if !s.Clockwise() {
			dir = "reverse seat order"
		}
		out.add("mojo.next-round", "round %d: %s starts, the Mojo card shows %s, play goes in %s", s.round, holder, s.face, dir)
	}
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func cardName(c uint8) string {
	if c == Unknown {
		return "card"
	}
	return fmt.Sprint(c)
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}
