package mojo

import (
	"encoding/binary"
	"math/bits"
	"slices"

	"tabletop/engine"
)

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

// chains appends the plays on pile p: i copies of the top value t
// (0 <= i <= held), then one card of another value; or, when the hand
// holds only t cards, all of them. Moves are written in place.
func (s *State) chains(buf []engine.Move, p uint8, avail *[NumValues + 1]uint8, partial bool) []engine.Move {
	t := s.top(p)
	other := 1 - p
	pileDraw := s.opt.twoPiles && s.pileN[other] > 0
	size := int(s.hand[s.cur].size)
	vals := presentMask(avail) &^ (1 << t)
	nv := bits.OnesCount16(vals)
	k := min(int(avail[t]), engine.MaxMoveCards-1)
	n := len(buf)
	need := (k+1)*nv*2 + 1
	if cap(buf)-n < need {
		buf = slices.Grow(buf, need)
	}
	buf = buf[:n+need]
	out := buf[n:]
	j := 0
	var tmpl engine.Move
	tmpl.Kind = KindPlay
	tmpl.Arg[0] = p
	for i := range k + 1 {
		if i == size {
			tmpl.N = uint8(i)
			out[j] = tmpl
			j++
			break
		}
		tmpl.N = uint8(i + 1)
		for mm := vals; mm != 0; mm &= mm - 1 {
			c := uint8(bits.TrailingZeros16(mm))
			mv := &out[j]
			*mv = tmpl
			mv.Cards[i] = c
			j++
			if c > t && pileDraw {
				out[j] = *mv
				out[j].Arg[1] = other + 1
				j++
			}
		}
		tmpl.Cards[i] = t
	}
	if partial {
		// With unknown cards in hand, keep only chains that are possible
		// as a whole.
		w := 0
		for r := range j {
			if s.check(&out[r]) == nil {
				out[w] = out[r]
				w++
			}
		}
		j = w
	}
	return buf[:n+j]
}

// presentMask returns a bit per value 0..MaxValue whose count is not zero,
// computed without branches (SWAR over the count bytes).
func presentMask(n *[NumValues + 1]uint8) uint16 {
	lo := nonZeroBytes(binary.LittleEndian.Uint64(n[0:8]))
	hi := nonZeroBytes(binary.LittleEndian.Uint64(n[NumValues+1-8:]))
	return uint16(lo|hi<<(NumValues+1-8)) & (1<<NumValues - 1)
}

// nonZeroBytes returns a bit per byte of x (bit i for byte i) that is not
// zero.
func nonZeroBytes(x uint64) uint64 {
	const low7 = 0x7f7f7f7f7f7f7f7f
	y := ((x & low7) + low7 | x) & 0x8080808080808080
	return (y >> 7) * 0x0102040810204080 >> 56
}
