package makoto

import (
	"fmt"

	"tabletop/engine"
	"tabletop/engine/i18n"
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
	effLidTake                        // a=card b=1 out of turn v=1 the holder is out
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
func (s *State) seatStr(p int8) i18n.Player { return s.p.cfg.Who(int(p)) }

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
			return engine.NewEffect("makoto.kensei", "makoto.effect.lead", i18n.Args{"Who": who, "Combo": c.Phrase()})
		case r.v>>8 == 1:
			return engine.NewEffect("makoto.lead", "makoto.effect.lead", i18n.Args{"Who": who, "Combo": c.Phrase()})
		case c.Kind == ComboKensei:
			return engine.NewEffect("makoto.kensei.anytime", "makoto.effect.beat", i18n.Args{"Who": who, "Combo": c.Phrase()})
		}
		return engine.NewEffect("makoto.follow", "makoto.effect.beat", i18n.Args{"Who": who, "Combo": c.Phrase()})
	case effCurtainNone:
		return engine.NewEffect("makoto.curtain", "makoto.effect.curtain-none", i18n.Args{"Who": who})
	case effCurtainPut:
		return engine.NewEffect("makoto.curtain.discard", "makoto.effect.curtain-put", i18n.Args{"Who": who, "Card": Card(r.a).String()})
	case effCurtainTake:
		if r.v > 0 {
			return engine.NewEffect("makoto.curtain.take", "makoto.effect.curtain-take-sword", i18n.Args{"Who": who, "N": r.b, "Value": r.a, "Swords": r.v})
		}
		return engine.NewEffect("makoto.curtain.take", "makoto.effect.curtain-take", i18n.Args{"Who": who, "N": r.b, "Value": r.a})
	case effPass:
		if r.a == 1 {
			return engine.NewEffect("makoto.pass", "makoto.effect.pass-oracle", i18n.Args{"Who": who})
		}
		return engine.NewEffect("makoto.pass", "makoto.effect.pass", i18n.Args{"Who": who})
	case effDraw:
		// The drawn card's value is the drawer's secret; the view shows it to them.
		return engine.NewEffect("makoto.oracle", "makoto.effect.draw", i18n.Args{"Who": who})
	case effOracleDiscard:
		if r.a == r.b {
			return engine.NewEffect("makoto.oracle", "makoto.effect.discard-drawn", i18n.Args{"Who": who, "Card": Card(r.a).String()})
		}
		return engine.NewEffect("makoto.oracle", "makoto.effect.discard-kept", i18n.Args{"Who": who, "Card": Card(r.a).String()})
	case effReshuffle:
		return engine.NewEffect("makoto.oracle.reshuffle", "makoto.effect.reshuffle", i18n.Args{"Count": int(r.a)})
	case effOut:
		return engine.NewEffect("makoto.out", "makoto.effect.out", i18n.Args{"Who": who, "Count": int(r.v)})
	case effOutLast:
		return engine.NewEffect("makoto.last-player", "makoto.effect.out-last", i18n.Args{"Who": who})
	case effLastTurn:
		return engine.NewEffect("makoto.last-player", "makoto.effect.last-turn", i18n.Args{"Who": who})
	case effTrickWon:
		return engine.NewEffect("makoto.trick.win", "makoto.effect.trick-won", i18n.Args{"Who": who,
			"Cards":  i18n.Message("makoto.word.cards", i18n.Args{"Count": int(r.a)}),
			"Points": i18n.Message("makoto.word.points", i18n.Args{"Count": int(r.v)})})
	case effOutLead:
		return engine.NewEffect("makoto.out.lead", "makoto.effect.out-lead", i18n.Args{"Out": s.seatStr(int8(r.a)), "Who": who})
	case effGameEnd:
		g := int(r.a)
		txt := ""
		for p := range int(s.n) {
			txt += fmt.Sprintf(" %s %d", s.seatStr(int8(p)), s.scores[g][p])
			if p+1 < int(s.n) {
				txt += ","
			}
		}
		return engine.NewEffect("makoto.score", "makoto.effect.game-end", i18n.Args{"Game": g + 1, "Games": s.p.games, "Scores": txt})
	case effSeriesEnd:
		return engine.NewEffect("makoto.series.length", "makoto.effect.series-end", i18n.Args{"Count": int(r.a)})
	case effNewGame:
		return engine.NewEffect("makoto.series.length", "makoto.effect.new-game", i18n.Args{"Game": int(r.a) + 1, "Games": s.p.games, "Who": who})
	case effLidGiven:
		return engine.NewEffect("makoto.lid", "makoto.effect.lid-given", i18n.Args{"Who": who})
	case effLidTake:
		if r.v == 1 {
			return engine.NewEffect("makoto.lid", "makoto.effect.lid-take-after-out", i18n.Args{"Who": who, "Card": Card(r.a).String()})
		}
		if r.b == 1 {
			return engine.NewEffect("makoto.lid", "makoto.effect.lid-take-out-of-turn", i18n.Args{"Who": who, "Card": Card(r.a).String()})
		}
		return engine.NewEffect("makoto.lid", "makoto.effect.lid-take", i18n.Args{"Who": who, "Card": Card(r.a).String()})
	case effCurtainChoice:
		return engine.NewEffect("makoto.curtain", "makoto.effect.curtain-choice", i18n.Args{"Who": who, "Below": r.a, "Count": int(r.b)})
	}
	return engine.Effect{Rule: "makoto.turn", Text: i18n.Plain("?")}
}
