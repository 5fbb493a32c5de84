package engine

import "encoding/binary"

// MaxCardCodes is the number of distinct card codes a Multiset can count.
const MaxCardCodes = 64

// Multiset counts cards by code: Count(c) copies of card c. It is a
// fixed-size value, so copying it is a clone and nothing allocates.
type Multiset struct {
	counts [MaxCardCodes]uint8
	size   int16
}

// Count returns how many copies of card c the multiset holds.
func (m *Multiset) Count(c uint8) int { return int(m.counts[c]) }

// Len returns the number of cards held.
func (m *Multiset) Len() int { return int(m.size) }

// Add adds n copies of card c.
func (m *Multiset) Add(c uint8, n int) {
	m.counts[c] += uint8(n)
	m.size += int16(n)
}

// Remove removes n copies of card c; it reports false, changing nothing,
// when fewer than n are held.
func (m *Multiset) Remove(c uint8, n int) bool {
	if int(m.counts[c]) < n {
		return false
	}
	m.counts[c] -= uint8(n)
	m.size -= int16(n)
	return true
}

// AddAll adds every card of o.
func (m *Multiset) AddAll(o *Multiset) {
	// Eight counts at a time: the low seven bits of each byte are added
	// without carrying into the next byte, then the top bit is fixed up,
	// which is exactly uint8 addition per count.
	const top = 0x8080808080808080
	for i := 0; i < MaxCardCodes; i += 8 {
		a := binary.LittleEndian.Uint64(m.counts[i:])
		b := binary.LittleEndian.Uint64(o.counts[i:])
		binary.LittleEndian.PutUint64(m.counts[i:], (a&^top)+(b&^top)^(a^b)&top)
	}
	m.size += o.size
}

// Clear empties the multiset.
func (m *Multiset) Clear() { *m = Multiset{} }

// Cards appends the held cards in ascending code order to buf.
func (m *Multiset) Cards(buf []uint8) []uint8 {
	for c, n := range m.counts {
		for range n {
			buf = append(buf, uint8(c))
		}
	}
	return buf
}

// Contains reports whether m holds at least the cards of o.
func (m *Multiset) Contains(o *Multiset) bool {
	for i, n := range o.counts {
		if m.counts[i] < n {
			return false
		}
	}
	return true
}

// Highest returns the highest code held in [lo, hi] and true, or false if
// none is held.
func (m *Multiset) Highest(lo, hi uint8) (uint8, bool) {
	for c := int(hi); c >= int(lo); c-- {
		if m.counts[c] > 0 {
			return uint8(c), true
		}
	}
	return 0, false
}
