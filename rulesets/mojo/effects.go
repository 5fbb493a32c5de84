package mojo

import (
	"fmt"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
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
	fDealReshuffled
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
	// dealPile is the draw pile's size just after it was reshuffled while
	// dealing the next round (fDealReshuffled): the new pile is
	// deck[:dealPile], as dealing takes cards off its end without
	// overwriting them.
	dealPile uint8
	// shuffles counts the draw pile's reshuffles in this move, wherever
	// they happened (shuffleDeck).
	shuffles uint8
	flags    uint16
	move     engine.Move
}

// effectList collects effects as they are described.
type effectList []engine.Effect

// add appends an effect of rule told by message msg of the ruleset's
// catalogue (locales/messages.LANG.yaml).
func (l *effectList) add(rule, msg string, args i18n.Args) {
	*l = append(*l, engine.NewEffect(rule, msg, args))
}

// Effects describes what the last Apply did, each with its rule ID: the
// play or the reveal, then the round's end and its scoring.
func (s *State) Effects() []engine.Effect {
	r := &s.last
	if !r.valid {
		return nil
	}
	var out effectList
	who := s.cfg.Who(int(r.seat))
	if r.move.Kind == KindReveal {
		out.add("mojo.time.reveal", "mojo.effect.reveal", i18n.Args{"Who": who, "Card": r.move.Cards[0]})
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
func (s *State) playEffects(out *effectList, who i18n.Player) {
	r, m := &s.last, s.last.move
	t := r.covered
	if s.opt.twoPiles {
		out.add("mojo.two-piles.play", "mojo.effect.two-piles-play", i18n.Args{"Who": who, "Pile": m.Arg[0] + 1})
	}
	eq := 0
	for eq < int(m.N) && m.Cards[eq] == t {
		eq++
	}
	switch {
	case eq == 1:
		out.add("mojo.turn.equal", "mojo.effect.equal", i18n.Args{"Card": t, "Who": who})
	case eq > 1:
		out.add("mojo.turn.equal", "mojo.effect.equal-many", i18n.Args{"Count": eq, "Card": t, "Who": who})
	}
	last := m.Cards[m.N-1]
	switch {
	case last == t || (last > t && r.flags&fRoundEnd != 0):
		// The play emptied the hand: nothing is drawn, the round end says so.
	case last < t:
		out.add("mojo.turn.lower", "mojo.effect.lower", i18n.Args{"Last": last, "Top": t})
	default:
		s.drawEffects(out, who, last, t)
	}
	if r.flags&fMojoTime != 0 {
		out.add("mojo.time", "mojo.effect.time", i18n.Args{"Who": who, "Count": int(r.downN)})
	}
}

// drawEffects describes the draw after a higher last card (mojo.turn.higher,
// mojo.reshuffle, mojo.two-piles.draw and refill).
func (s *State) drawEffects(out *effectList, who i18n.Player, last, t uint8) {
	r, m := &s.last, s.last.move
	switch {
	case r.flags&fDrewPile != 0:
		msg := "mojo.effect.draw-pile"
		if r.drawn == Unknown {
			msg = "mojo.effect.draw-pile-unknown"
		}
		out.add("mojo.two-piles.draw", msg, i18n.Args{"Last": last, "Top": t, "Who": who, "Card": r.drawn, "Pile": m.Arg[1]})
	default:
		if r.flags&fReshuffled != 0 {
			if s.opt.twoPiles {
				out.add("mojo.two-piles.reshuffle", "mojo.effect.reshuffle-pile", i18n.Args{"Pile": 2 - m.Arg[0]})
			} else {
				out.add("mojo.reshuffle", "mojo.effect.reshuffle", nil)
			}
		}
		if r.flags&fNothingDrawn != 0 {
			out.add("mojo.reshuffle", "mojo.effect.nothing-drawn", i18n.Args{"Last": last, "Top": t})
		} else {
			out.add("mojo.turn.higher", "mojo.effect.higher", i18n.Args{"Last": last, "Top": t, "Who": who})
		}
	}
	if r.flags&fRefillPile != 0 {
		out.add("mojo.two-piles.refill", "mojo.effect.refill-pile", i18n.Args{"Pile": m.Arg[1], "From": m.Arg[0] + 1})
	}
	if r.flags&fRefillDeck != 0 {
		out.add("mojo.two-piles.refill", "mojo.effect.refill-deck", i18n.Args{"Pile": m.Arg[1]})
	}
}

// roundEndEffects describes the round's end (mojo.round-end), its scores
// when every card is known (mojo.score.*), and the game's end or the next
// round.
func (s *State) roundEndEffects(out *effectList) {
	r, m := &s.last, s.last.move
	holder := s.cfg.Who(int(r.holder))
	if m.Kind == KindReveal {
		out.add("mojo.round-end", "mojo.effect.round-end-reveal", i18n.Args{"Holder": holder})
	} else if last, t := m.Cards[m.N-1], r.covered; last > t {
		out.add("mojo.round-end", "mojo.effect.round-end-higher", i18n.Args{"Last": last, "Top": t, "Holder": holder})
	} else {
		out.add("mojo.round-end", "mojo.effect.round-end", i18n.Args{"Holder": holder})
	}
	if r.flags&fUnscored != 0 {
		out.add("mojo.score.cards", "mojo.effect.show-cards", nil)
		return
	}
	rr := s.roundAt(int(s.nRounds) - 1)
	scores := make([]string, s.np)
	for i := range scores {
		scores[i] = fmt.Sprint(rr.scores[i])
	}
	if rr.face == FaceZero {
		out.add("mojo.score.mojo", "mojo.effect.mojo-zero", i18n.Args{"Holder": holder})
	} else {
		out.add("mojo.score.mojo", "mojo.effect.mojo-penalty", i18n.Args{"Holder": holder, "Penalty": MojoPenalty})
	}
	out.add("mojo.score.colour-max", "mojo.effect.scores", i18n.Args{"Scores": strings.Join(scores, ", "), "Totals": joinInts(s.Totals())})
	switch {
	case r.flags&fGameOver != 0:
		w := s.Winners()
		names := make([]string, len(w))
		for i, x := range w {
			names[i] = s.cfg.SeatName(x)
		}
		out.add("mojo.game-end", "mojo.effect.game-end", i18n.Args{"End": GameEndTotal, "Winners": i18n.Player(strings.Join(names, ", "))})
	case r.flags&fNewRound != 0:
		out.add("mojo.next-round", "mojo.effect.next-round", i18n.Args{"Round": s.round, "Holder": holder, "Face": s.face.String(), "Dir": direction(s.Clockwise())})
		if r.flags&fDealReshuffled != 0 {
			out.add("mojo.deal-next", "mojo.effect.deal-reshuffle", nil)
		}
	}
}

// direction names the direction of play in every language.
func direction(clockwise bool) i18n.Phrase {
	if clockwise {
		return i18n.Message("mojo.word.seat-order", nil)
	}
	return i18n.Message("mojo.word.reverse-seat-order", nil)
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}

func cardName(c uint8) string {
	if c == Unknown {
		return "card"
	}
	return fmt.Sprint(c)
}
