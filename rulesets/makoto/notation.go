package makoto

import (
	"fmt"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/echo"
	"tabletop/engine/i18n"
)

// Notation (CLI.md), one move per line:
//
//	play 3 3 3                 a play; a Curtain decision may follow
//	play 13 13 13 take 1 1 1   compound: play and take from the Curtain
//	play 3 3 3 discard 1       compound: play and put a card into the Curtain
//	play 3 3 3 done            compound: play and leave the Curtain alone
//	pass                       pass
//	pass oracle                pass and draw the top Oracle card
//	pass oracle discard 3      compound: pass, draw and discard
//	discard 1 | take 1 1 | done   the Curtain decision after a play
//	discard 7                  after "pass oracle": the card discarded onto
//	                           the Oracle pile (the drawn card or another)
//	lid take 7                 the lid holder gives the lid back for a
//	                           Curtain card, at any moment
//
// Cards are values, "s" marks a Sword card ("9s"). Canonical form: lower
// case, single spaces, cards by value with a plain card before the Sword
// card of the same value.

// MoveString prints m in canonical notation.
func (s *State) MoveString(m engine.Move) string { return FormatMove(m) }

// FormatMove prints m in canonical notation.
func FormatMove(m engine.Move) string {
	var b strings.Builder
	switch m.Kind {
	case KindPlay:
		b.WriteString("play")
		for _, c := range m.Cards[:min(int(m.N), engine.MaxMoveCards)] {
			b.WriteByte(' ')
			b.WriteString(codeString(c))
		}
		if Act(m) != ActPending {
			b.WriteByte(' ')
			writeCurtain(&b, m)
		}
	case KindPass:
		b.WriteString("pass")
	case KindPassOracle:
		b.WriteString("pass oracle")
		if m.N == 1 {
			b.WriteString(" discard ")
			b.WriteString(codeString(m.Cards[0]))
		}
	case KindCurtain:
		writeCurtain(&b, m)
	case KindOracle:
		b.WriteString("discard ")
		b.WriteString(codeString(m.Cards[0]))
	case KindLidTake:
		b.WriteString("lid take ")
		b.WriteString(codeString(m.Cards[0]))
	default:
		fmt.Fprintf(&b, "move-kind-%d", m.Kind)
	}
	return b.String()
}

func codeString(c uint8) string {
	if c >= 1 && c <= 2*MaxValue {
		return Card(c).String()
	}
	return "card-" + strconv.Itoa(int(c))
}

func writeCurtain(b *strings.Builder, m engine.Move) {
	switch Act(m) {
	case ActDone:
		b.WriteString("done")
	case ActDiscard:
		b.WriteString("discard ")
		b.WriteString(codeString(m.Arg[1]))
	case ActTake:
		b.WriteString("take")
		for range m.Arg[2] {
			b.WriteByte(' ')
			b.WriteString(codeString(m.Arg[1]))
		}
		for range m.Arg[3] {
			b.WriteByte(' ')
			b.WriteString(codeString(m.Arg[1] + MaxValue))
		}
	case ActMixed:
		fmt.Fprintf(b, "take %d %d", m.Arg[1], m.Arg[2])
	default:
		b.WriteString("curtain-action-" + strconv.Itoa(int(Act(m))))
	}
}

// ParseMove reads notation in the context of s: "discard C" is the Oracle
// discard right after "pass oracle" and the Curtain discard otherwise.
// Syntax errors are *engine.ParseError; legality is Apply's business.
func (s *State) ParseMove(str string) (engine.Move, error) {
	return ParseMoveIn(str, int(s.n), s.phase == phaseOracle)
}

// ParseMoveIn is ParseMove for players seats, with "discard C" read as the
// Oracle discard when oracle is set.
func ParseMoveIn(str string, players int, oracle bool) (engine.Move, error) {
	toks := strings.Fields(strings.ToLower(str))
	bad := func(msg string, args i18n.Args) (engine.Move, error) {
		return engine.Move{}, engine.NotationError(str, msg, args)
	}
	badErr := func(err error) (engine.Move, error) {
		return engine.Move{}, &engine.ParseError{Input: str, Reason: i18n.ErrorPhrase(err)}
	}
	if len(toks) == 0 {
		return bad("makoto.notation.empty", nil)
	}
	var m engine.Move
	switch toks[0] {
	case "play":
		m.Kind = KindPlay
		i := 1
		for ; i < len(toks) && isCardToken(toks[i]); i++ {
			c, err := ParseCard(toks[i])
			if err != nil {
				return badErr(err)
			}
			if !m.AddCard(uint8(c)) {
				return bad("makoto.notation.play-max", i18n.Args{"Count": engine.MaxMoveCards})
			}
		}
		if m.N == 0 {
			return bad("makoto.notation.play-cards", nil)
		}
		sortCards(m.Cards[:m.N])
		if i < len(toks) && toks[i] == "as" {
			return bad("makoto.notation.as-set", nil)
		}
		if i < len(toks) {
			arg, err := parseCurtain(toks[i:])
			if err != nil {
				return badErr(err)
			}
			m.Arg = [4]uint8{m.Arg[0] | arg[0], arg[1], arg[2], arg[3]}
		}
		return m, nil
	case "pass":
		switch {
		case len(toks) == 1:
			return engine.Move{Kind: KindPass}, nil
		case toks[1] != "oracle":
			return bad("makoto.notation.after-pass", nil)
		case len(toks) == 2:
			return engine.Move{Kind: KindPassOracle}, nil
		case len(toks) == 4 && toks[2] == "discard":
			c, err := ParseCard(toks[3])
			if err != nil {
				return badErr(err)
			}
			m = engine.Move{Kind: KindPassOracle, N: 1}
			m.Cards[0] = uint8(c)
			return m, nil
		}
		return bad("makoto.notation.pass-form", nil)
	case "discard":
		if oracle {
			if len(toks) != 2 {
				return bad("makoto.notation.oracle-discard", nil)
			}
			c, err := ParseCard(toks[1])
			if err != nil {
				return badErr(err)
			}
			m = engine.Move{Kind: KindOracle, N: 1}
			m.Cards[0] = uint8(c)
			return m, nil
		}
		fallthrough
	case "take", "done":
		arg, err := parseCurtain(toks)
		if err != nil {
			return badErr(err)
		}
		return engine.Move{Kind: KindCurtain, Arg: arg}, nil
	case "lid":
		switch {
		case len(toks) == 2 && toks[1] == "keep":
			return bad("makoto.notation.lid-keep", nil)
		case len(toks) == 3 && toks[1] == "take":
			c, err := ParseCard(toks[2])
			if err != nil {
				return badErr(err)
			}
			m = engine.Move{Kind: KindLidTake, N: 1}
			m.Cards[0] = uint8(c)
			return m, nil
		}
		return bad("makoto.notation.lid-form", nil)
	}
	return bad("makoto.notation.unknown", i18n.Args{"Word": i18n.Quoted(echo.Cut(toks[0]))})
}

func isCardToken(t string) bool { return t != "" && t[0] >= '0' && t[0] <= '9' }

// parseCurtain reads a Curtain action: "done", "discard C" or "take C ...".
func parseCurtain(toks []string) ([4]uint8, error) {
	switch toks[0] {
	case "done":
		if len(toks) != 1 {
			return [4]uint8{}, notation("makoto.notation.done-alone", nil)
		}
		return [4]uint8{ActDone}, nil
	case "discard":
		if len(toks) != 2 {
			return [4]uint8{}, notation("makoto.notation.curtain-discard", nil)
		}
		c, err := ParseCard(toks[1])
		if err != nil {
			return [4]uint8{}, err
		}
		return [4]uint8{ActDiscard, uint8(c)}, nil
	case "take":
		if len(toks) < 2 {
			return [4]uint8{}, notation("makoto.notation.take-cards", nil)
		}
		if len(toks) > engine.MaxMoveCards+1 {
			return [4]uint8{}, notation("makoto.notation.take-max", i18n.Args{"Count": engine.MaxMoveCards})
		}
		var v, pc, sc int
		for _, t := range toks[1:] {
			c, err := ParseCard(t)
			if err != nil {
				return [4]uint8{}, err
			}
			switch {
			case v == 0:
				v = c.Value()
			case c.Value() != v:
				return [4]uint8{ActMixed, uint8(v), uint8(c.Value())}, nil
			}
			if c.Sword() {
				sc++
			} else {
				pc++
			}
		}
		return [4]uint8{ActTake, uint8(v), uint8(pc), uint8(sc)}, nil
	}
	return [4]uint8{}, notation("makoto.notation.curtain-form", i18n.Args{"Word": i18n.Quoted(echo.Cut(strings.Join(toks, " ")))})
}

// notation is a notation problem found below ParseMoveIn (a card, a
// Curtain action): a message of Makoto's catalogue.
func notation(msg string, args i18n.Args) error { return i18n.NewError(msg, args) }
