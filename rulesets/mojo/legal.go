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
// makes a difference (never after the hand's last card, mojo.round-end).
// Each move has exactly one canonical form. It allocates nothing when buf
// has room.
func (s *State) LegalMoves(buf []engine.Move) []engine.Move {
	buf = buf[:0]
	if s.phase != phasePlay {
		return buf
	}
	seat := s.cur
	if d := &s.down[seat]; d.size > 0 {
		return s.reveals(buf, d)
	}
	h := &s.hand[seat]
	if h.n[Unknown] > 0 {
		return s.possibleChains(buf, h)
	}
	held := presentMask(&h.n)
	buf = s.pileChains(buf, 0, held, &h.n, h.size)
	if s.opt.twoPiles {
		buf = s.pileChains(buf, 1, held, &h.n, h.size)
	}
	return buf
}

// possibleChains is LegalMoves for a hand with unknown cards: the chains
// of every value the unknown cards might have, where the deck leaves room,
// keeping only those possible as a whole.
func (s *State) possibleChains(buf []engine.Move, h *cards) []engine.Move {
	avail := h.n
	for v := range uint8(NumValues) {
		room := int(copiesOf[v]) - int(s.knownTotal(v))
		avail[v] += uint8(max(0, min(room, int(h.n[Unknown]))))
	}
	held := presentMask(&avail)
	for p := range uint8(s.Piles()) {
		n := len(buf)
		buf = s.pileChains(buf, p, held, &avail, h.size)
		w := n
		for r := n; r < len(buf); r++ {
			if s.check(&buf[r]) == nil {
				buf[w] = buf[r]
				w++
			}
		}
		buf = buf[:w]
	}
	return buf
}

// reveals appends one reveal per value a face-down card of d may have, in
// ascending order.
func (s *State) reveals(buf []engine.Move, d *cards) []engine.Move {
	vals := presentMask(&d.n)
	if d.n[Unknown] > 0 {
		for v := range uint8(NumValues) {
			if s.knownTotal(v) < uint8(copiesOf[v]) {
				vals |= 1 << v
			}
		}
	}
	for ; vals != 0; vals &= vals - 1 {
		m := engine.Move{Kind: KindReveal, N: 1}
		m.Cards[0] = uint8(bits.TrailingZeros16(vals))
		buf = append(buf, m)
	}
	return buf
}

// pileChains appends the plays on pile p (none if it is empty or its top
// card unknown) for a hand of size cards, avail of them possible, held
// having a bit per value in avail: rows of i copies of the top value t
// (0 <= i <= avail[t]) then one card of each other value, ascending, a
// higher card followed by the same move drawing from the other pile when
// that makes a difference; or, when the hand holds only t cards, all of
// them. Moves are written in place, each row of chains copied from the one
// before.
func (s *State) pileChains(buf []engine.Move, p uint8, held uint16, avail *[NumValues + 1]uint8, size uint8) []engine.Move {
	if s.pileN[p] == 0 {
		return buf
	}
	t := s.top(p)
	if t == Unknown {
		return buf
	}
	vals := held &^ (1 << t)
	// draws are the values after which the card drawn may also come from
	// the other pile (a higher last card, two-pile variant).
	var draws uint16
	if s.opt.twoPiles && s.pileN[1-p] > 0 {
		draws = vals &^ (2<<t - 1)
	}
	k := min(avail[t], engine.MaxMoveCards-1)
	rowLen := onesCount(vals)
	if draws != 0 {
		rowLen += onesCount(draws)
	}
	n := len(buf)
	if need := (int(k)+1)*rowLen + 1; cap(buf)-n < need {
		// Rare: grow and start again, so that no value here has to be kept
		// across the allocation (which would cost register spills on every
		// call).
		return s.pileChains(slices.Grow(buf, need), p, held, avail, size)
	}
	out := buf[n:cap(buf)]
	j := 0
	if size > 0 {
		// One card of each other value.
		row := out[:rowLen]
		if draws == 0 {
			for r := range row {
				c := uint8(bits.TrailingZeros16(vals))
				row[r] = engine.Move{Kind: KindPlay, N: 1, Cards: [engine.MaxMoveCards]uint8{c}, Arg: [4]uint8{p}}
				vals &= vals - 1
			}
		} else {
			r := 0
			for ; vals != 0; vals &= vals - 1 {
				c := uint8(bits.TrailingZeros16(vals))
				row[r] = engine.Move{Kind: KindPlay, N: 1, Cards: [engine.MaxMoveCards]uint8{c}, Arg: [4]uint8{p}}
				r++
				if draws&(vals&-vals) != 0 {
					row[r] = engine.Move{Kind: KindPlay, N: 1, Cards: [engine.MaxMoveCards]uint8{c}, Arg: [4]uint8{p, 2 - p}}
					r++
				}
			}
		}
		j = rowLen
	}
	if k > 0 || size == 0 {
		j = tChains(out, j, rowLen, k, size, t, p)
	}
	if draws != 0 && size > 0 && k+1 >= size {
		// The row of size cards empties the hand: the round ends and
		// nothing is drawn (mojo.round-end), so its draws go.
		j = dropEmptyingDraws(out, j, size)
	}
	return buf[:n+j]
}

// dropEmptyingDraws removes from out[:j] the moves of size cards that name
// a discard pile to draw from, keeping the order, and returns the new end.
func dropEmptyingDraws(out []engine.Move, j int, size uint8) int {
	w := 0
	for r := range out[:j] {
		if out[r].N == size && out[r].Arg[1] != DrawDeck {
			continue
		}
		out[w] = out[r]
		w++
	}
	return w
}

// tChains writes the chains that start with copies of the top value t on
// pile p after row 0 (out[:j], rowLen moves): row i, for 1 <= i <= k while
// the hand of size cards keeps one card, is row i-1 with one more t in
// front of the last card; and when all size cards may be t, the chain of
// all of them. It returns the new end of out.
func tChains(out []engine.Move, j, rowLen int, k, size, t, p uint8) int {
	// i cards of value t first.
	for i := uint8(1); i <= k && i < size; i++ {
		prev, row := out[j-rowLen:j], out[j:j+rowLen]
		for r := range row {
			m := &row[r]
			*m = prev[r]
			m.N = i + 1
			m.Cards[i] = m.Cards[i-1]
			m.Cards[i-1] = t
		}
		j += rowLen
	}
	if k >= size {
		m := engine.Move{Kind: KindPlay, N: size}
		for i := range size {
			m.Cards[i] = t
		}
		m.Arg[0] = p
		out[j] = m
		j++
	}
	return j
}

// onesCount is bits.OnesCount16 for masks of at most 16 bits, computed
// without the CPU-feature check (and the call it may make) that
// bits.OnesCount16 carries on baseline amd64.
func onesCount(x uint16) int {
	x -= x >> 1 & 0x5555
	x = x&0x3333 + x>>2&0x3333
	x = (x + x>>4) & 0x0f0f
	return int((x + x>>8) & 0x1f)
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
