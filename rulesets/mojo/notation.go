package mojo

import (
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/echo"
	"tabletop/engine/i18n"
)

// MoveString prints m in Mojo notation (CLI.md):
//
//	play 8 8 7                 one discard pile
//	play 8 8 9 on 2 draw 1     two piles: play on pile 2, draw pile 1's top
//	reveal 7                   Mojo Time
//
// With two piles the pile is always printed; "draw P" only when the card
// comes from a discard pile (the draw pile is the default).
func (s *State) MoveString(m engine.Move) string { return FormatMove(m, s.opt.twoPiles) }

// FormatMove prints m; twoPiles says whether the two-pile variant is in
// play (the pile is then always printed).
func FormatMove(m engine.Move, twoPiles bool) string {
	var b strings.Builder
	switch m.Kind {
	case KindReveal:
		b.WriteString("reveal")
	case KindPlay:
		b.WriteString("play")
	default:
		return "?" + strconv.Itoa(int(m.Kind))
	}
	for _, c := range m.Cards[:min(int(m.N), engine.MaxMoveCards)] {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(c)))
	}
	if m.Kind == KindPlay && (twoPiles || m.Arg[0] != 0) {
		b.WriteString(" on ")
		b.WriteString(strconv.Itoa(int(m.Arg[0]) + 1))
	}
	if m.Arg[1] != DrawDeck {
		b.WriteString(" draw ")
		b.WriteString(strconv.Itoa(int(m.Arg[1])))
	}
	return b.String()
}

// ParseMove reads Mojo notation; see ParseMoveText.
func (s *State) ParseMove(str string) (engine.Move, error) { return ParseMoveText(str) }

// ParseMoveText reads Mojo notation: "play 8 8 7" or just "8 8 7", with
// optional "on P" (discard pile 1 or 2, default 1) and "draw deck|P"
// (default deck), or "reveal V". Words are case-insensitive and commas
// count as spaces. Only the syntax is checked (values 0..12, at most 16
// cards); whether the move is legal is Apply's business. Errors are
// *engine.ParseError.
func ParseMoveText(str string) (engine.Move, error) {
	var m engine.Move
	fail := func(msg string, word ...string) (engine.Move, error) {
		var args i18n.Args
		if len(word) > 0 {
			args = i18n.Args{"Word": i18n.Quoted(echo.Cut(word[0]))}
		}
		return engine.Move{}, engine.NotationError(str, msg, args)
	}
	f := strings.Fields(strings.ToLower(strings.ReplaceAll(str, ",", " ")))
	if len(f) == 0 {
		return fail("mojo.notation.empty")
	}
	m.Kind = KindPlay
	switch f[0] {
	case "reveal":
		m.Kind = KindReveal
		f = f[1:]
	case "play":
		f = f[1:]
	}
	for len(f) > 0 {
		v, ok, bad := cardValue(f[0])
		if bad {
			return fail("mojo.notation.not-card", f[0])
		}
		if !ok {
			break
		}
		if int(m.N) >= engine.MaxMoveCards {
			return fail("mojo.notation.too-many")
		}
		m.Cards[m.N] = v
		m.N++
		f = f[1:]
	}
	if m.N == 0 {
		if m.Kind == KindReveal {
			return fail("mojo.notation.reveal-value")
		}
		return fail("mojo.notation.no-cards")
	}
	if m.Kind == KindReveal {
		if m.N != 1 {
			return fail("mojo.notation.reveal-one")
		}
		if len(f) > 0 {
			return fail("mojo.notation.after-reveal", f[0])
		}
		return m, nil
	}
	seenOn, seenDraw := false, false
	for len(f) > 0 {
		if f[0] != "on" && f[0] != "draw" {
			if !seenOn && !seenDraw {
				// Right after the cards: "play 8 8 seven" misspells a card.
				return fail("mojo.notation.not-card", f[0])
			}
			return fail("mojo.notation.unexpected", f[0])
		}
		if len(f) < 2 {
			return fail("mojo.notation.needs-pile", f[0])
		}
		switch f[0] {
		case "on":
			if seenOn {
				return fail("mojo.notation.on-twice")
			}
			seenOn = true
			switch f[1] {
			case "1":
				m.Arg[0] = 0
			case "2":
				m.Arg[0] = 1
			default:
				return fail("mojo.notation.on-pile", f[1])
			}
		case "draw":
			if seenDraw {
				return fail("mojo.notation.draw-twice")
			}
			seenDraw = true
			switch f[1] {
			case "deck":
				m.Arg[1] = DrawDeck
			case "1":
				m.Arg[1] = DrawPile1
			case "2":
				m.Arg[1] = DrawPile2
			default:
				return fail("mojo.notation.draw-pile", f[1])
			}
		default:
			return fail("mojo.notation.unexpected", f[0])
		}
		f = f[2:]
	}
	return m, nil
}

// cardValue reads one card value. ok is false for a word that is not a
// number (the caller decides what it is); bad is set for a number that is
// not a Mojo card.
func cardValue(w string) (v uint8, ok bool, bad bool) {
	if w == "" || w[0] < '0' || w[0] > '9' {
		return 0, false, w != "" && (w[0] == '-' || w[0] == '+')
	}
	n, e := strconv.Atoi(w)
	if e != nil || n < 0 || n > MaxValue {
		return 0, false, true
	}
	return uint8(n), true, false
}
