package makoto

import (
	"fmt"

	"tabletop/engine"
)

// Effect codes, recorded compactly by Apply; the text is built only when
// Effects is called.
const (
	effPlay          uint8 = iota + 1 // a=kind b=count v=rank | lead<<8
	effCurtainNone                    // leaves the Curtain alone
	effCurtainPut                     // a=card
	effCurtainTake                    // a=value b=count v=swords
	effPass                           // a=1 with the Oracle
	effDraw                           // a=card (0 unknown)
	effOracleDiscard                  // a=card b=drawn card
	effReshuffle                      // a=cards
	effOut                            // a=k-th out v=reward
	effOutLast                        // the last player empties their hand: no reward
	effLastTurn                       // seat takes the one more turn
	effTrickWon                       // a=cards v=points
	effOutLead                        // seat leads for winner a, who is out
	effGameEnd                        // a=game index
	effSeriesEnd                      // a=games
	effNewGame                        // seat deals game a (index)
	effLidGiven                       // seat holds the lid
	effLidTake                        // a=card b=1 out of turn
	effCurtainChoice                  // seat may now use the Curtain (cards below a)
)

type effRec struct {
	code uint8
	seat int8
	a, b uint8
	v    int16
}

// maxEffects bounds the effects of one Apply.
const maxEffects = 24

type effects struct {
	n uint8
	r [maxEffects]effRec
}

func (e *effects) reset() { e.n = 0 }

func (s *State) addEff(code uint8, seat int, a, b uint8, v int16) {
	if int(s.eff.n) < maxEffects {
		s.eff.r[s.eff.n] = effRec{code, int8(seat), a, b, v}
		s.eff.n++
	}
}

// seatStr names seat p (Config.Names, else "seat N").
func (s *State) seatStr(p int8) string { return s.p.cfg.SeatName(int(p)) }

func cardStr(c uint8) string {
	if c == 0 {
		return "an unknown card"
	}
	return Card(c).String()
}

// Effects describes what the last Apply did, each with its rule.
func (s *State) Effects() []engine.Effect {
	out := make([]engine.Effect, 0, s.eff.n)
	for _, r := range s.eff.r[:s.eff.n] {
		out = append(out, s.effect(r))
	}
	return out
}

func (s *State) effect(r effRec) engine.Effect {
	who := s.seatStr(r.seat)
	switch r.code {
	case effPlay:
		c := Combo{Kind: ComboKind(r.a), Count: r.b, Rank: uint8(r.v & 0xff)}
		switch {
		case r.v>>8 == 1 && c.Kind == ComboKensei:
			return engine.Effect{Rule: "makoto.kensei", Text: fmt.Sprintf("%s leads the trick with a %s", who, c)}
		case r.v>>8 == 1:
			return engine.Effect{Rule: "makoto.lead", Text: fmt.Sprintf("%s leads the trick with a %s", who, c)}
		case c.Kind == ComboKensei:
			return engine.Effect{Rule: "makoto.kensei.anytime", Text: fmt.Sprintf("%s beats the trick with a %s", who, c)}
		}
		return engine.Effect{Rule: "makoto.follow", Text: fmt.Sprintf("%s beats the trick with a %s", who, c)}
	case effCurtainNone:
		return engine.Effect{Rule: "makoto.curtain", Text: who + " leaves the Curtain alone"}
	case effCurtainPut:
		return engine.Effect{Rule: "makoto.curtain.discard", Text: fmt.Sprintf("%s puts %s into the Curtain", who, Card(r.a))}
	case effCurtainTake:
		sw := ""
		if r.v > 0 {
			sw = fmt.Sprintf(" (%d Sword)", r.v)
		}
		return engine.Effect{Rule: "makoto.curtain.take", Text: fmt.Sprintf("%s takes %d × %d%s from the Curtain", who, r.b, r.a, sw)}
	case effPass:
		if r.a == 1 {
			return engine.Effect{Rule: "makoto.pass", Text: who + " passes and consults the Oracle"}
		}
		return engine.Effect{Rule: "makoto.pass", Text: who + " passes"}
	case effDraw:
		// The drawn card's value is the drawer's secret; the view shows it to them.
		return engine.Effect{Rule: "makoto.oracle", Text: who + " draws a card from the Oracle deck"}
	case effOracleDiscard:
		if r.a == r.b {
			return engine.Effect{Rule: "makoto.oracle", Text: fmt.Sprintf("%s discards the drawn %s onto the Oracle pile", who, Card(r.a))}
		}
		return engine.Effect{Rule: "makoto.oracle", Text: fmt.Sprintf("%s keeps the Oracle card and discards %s onto the Oracle pile", who, Card(r.a))}
	case effReshuffle:
		return engine.Effect{Rule: "makoto.oracle.reshuffle", Text: fmt.Sprintf("the Oracle discard pile (%s) is shuffled into a new Oracle deck", engine.Count(int(r.a), "card"))}
	case effOut:
		return engine.Effect{Rule: "makoto.out", Text: fmt.Sprintf("%s is out (no cards left) and takes the reward of %s", who, engine.Count(int(r.v), "point"))}
	case effOutLast:
		return engine.Effect{Rule: "makoto.last-player", Text: who + " empties their hand on the last turn, which earns no reward"}
	case effLastTurn:
		return engine.Effect{Rule: "makoto.last-player", Text: who + " is the last player in and has one more turn"}
	case effTrickWon:
		return engine.Effect{Rule: "makoto.trick.win", Text: fmt.Sprintf("%s wins the trick (%s, %s)", who, engine.Count(int(r.a), "card"), engine.Count(int(r.v), "point"))}
	case effOutLead:
		return engine.Effect{Rule: "makoto.out.lead", Text: fmt.Sprintf("%s is out, so %s leads the next trick", s.seatStr(int8(r.a)), who)}
	case effGameEnd:
		g := int(r.a)
		txt := fmt.Sprintf("game %d of %d ends; scores", g+1, s.p.games)
		for p := range int(s.n) {
			txt += fmt.Sprintf(" %s %d", s.seatStr(int8(p)), s.scores[g][p])
			if p+1 < int(s.n) {
				txt += ","
			}
		}
		return engine.Effect{Rule: "makoto.score", Text: txt}
	case effSeriesEnd:
		return engine.Effect{Rule: "makoto.series.length", Text: fmt.Sprintf("the series of %d games is over", r.a)}
	case effNewGame:
		return engine.Effect{Rule: "makoto.series.length", Text: fmt.Sprintf("game %d of %d: %s deals", int(r.a)+1, s.p.games, who)}
	case effLidGiven:
		return engine.Effect{Rule: "makoto.lid", Text: who + " scored fewest in the last game and holds the box lid, to give back at any moment for a Curtain card"}
	case effLidTake:
		if r.b == 1 {
			return engine.Effect{Rule: "makoto.lid", Text: fmt.Sprintf("%s gives back the lid and takes %s from the Curtain, out of turn", who, Card(r.a))}
		}
		return engine.Effect{Rule: "makoto.lid", Text: fmt.Sprintf("%s gives back the lid and takes %s from the Curtain; the turn goes on", who, Card(r.a))}
	case effCurtainChoice:
		return engine.Effect{Rule: "makoto.curtain", Text: fmt.Sprintf("%s may now put a card below %d into the Curtain, take up to %s below %d from it, or say done", who, r.a, cardsWord(int(r.b)), r.a)}
	}
	return engine.Effect{Rule: "makoto.turn", Text: "?"}
}
