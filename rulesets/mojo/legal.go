package mojo

import "tabletop/engine"

// LegalMoves appends every legal move of the current player to buf: one
// per distinct face-down value in Mojo Time, otherwise every chain (m
// copies of the top value, then one other card, or only top-value cards
// when they empty the hand) on every pile, with every draw source that
// makes a difference. Each move has exactly one canonical form. It
// allocates nothing when buf has room.
func (s *State) LegalMoves(buf []engine.Move) []engine.Move {
	buf = buf[:0]
	if s.phase != phasePlay {
		return buf
	}
	seat := s.cur
	if d := &s.down[seat]; d.size > 0 {
		for v := range uint8(NumValues) {
			if d.n[v] > 0 || (d.n[Unknown] > 0 && s.knownTotal(v) < uint8(copiesOf[v])) {
				m := engine.Move{Kind: KindReveal, N: 1}
				m.Cards[0] = v
				buf = append(buf, m)
			}
		}
		return buf
	}
	h := &s.hand[seat]
	// avail is how many of each value the mover might play: the known
	// cards, plus unknown ones where the deck leaves room.
	avail := h.n
	partial := h.n[Unknown] > 0
	if partial {
		for v := range uint8(NumValues) {
			room := int(copiesOf[v]) - int(s.knownTotal(v))
			avail[v] += uint8(max(0, min(room, int(h.n[Unknown]))))
		}
	}
	piles := uint8(1)
	if s.opt.twoPiles {
		piles = 2
	}
	for p := range piles {
		if s.pileN[p] == 0 || s.top(p) == Unknown {
			continue
		}
		buf = s.chains(buf, p, &avail, partial)
	}
	return buf
}

func (s *State) chains(buf []engine.Move, p uint8, avail *[NumValues + 1]uint8, partial bool) []engine.Move {
	t := s.top(p)
	other := 1 - p
	pileDraw := s.opt.twoPiles && s.pileN[other] > 0
	size := int(s.hand[s.cur].size)
	k := min(int(avail[t]), engine.MaxMoveCards-1)
	var m engine.Move
	m.Kind = KindPlay
	m.Arg[0] = p
	for i := range k + 1 {
		if i > 0 {
			m.Cards[i-1] = t
		}
		if i == size {
			m.N = uint8(i)
			buf = s.emit(buf, m, partial)
			break
		}
		m.N = uint8(i + 1)
		for c := range uint8(NumValues) {
			if c == t || avail[c] == 0 {
				continue
			}
			m.Cards[i] = c
			m.Arg[1] = DrawDeck
			buf = s.emit(buf, m, partial)
			if c > t && pileDraw {
				m.Arg[1] = other + 1
				buf = s.emit(buf, m, partial)
			}
		}
		m.Cards[i] = 0
		m.Arg[1] = DrawDeck
	}
	return buf
}

// emit appends m; with unknown cards in hand it first checks that the
// chain as a whole is possible.
func (s *State) emit(buf []engine.Move, m engine.Move, partial bool) []engine.Move {
	if partial && s.check(&m) != nil {
		return buf
	}
	return append(buf, m)
}
