package mcts

import "tabletop/engine"

// indexFrom is the length of a list of legal moves from which selectChild
// finds the tree's moves in it through a moveIndex; a shorter list is
// scanned (fewer steps than hashing it).
const indexFrom = 12

// moveIndex finds a move in a list of legal moves in constant time: an
// open-addressing table of the list's indices, and the indices of equal
// moves chained in the list's order. It is built again for every list,
// reusing its memory.
type moveIndex struct {
	slots []int32 // 1 + the index of the first move hashed to the slot; 0: empty
	next  []int32 // the next index of an equal move, or -1
	mask  uint32
}

// reserve makes room for lists of up to n moves.
func (x *moveIndex) reserve(n int) {
	size := 2
	for size < 2*n {
		size <<= 1
	}
	x.slots = make([]int32, size)
	x.next = make([]int32, 0, n)
}

// build indexes legal; reserve must have made room for it.
func (x *moveIndex) build(legal []engine.Move) {
	size := 2
	for size < 2*len(legal) {
		size <<= 1
	}
	x.slots = x.slots[:size]
	clear(x.slots)
	x.mask = uint32(size - 1)
	x.next = x.next[:len(legal)]
	// From the end, each move in front of the equal ones after it.
	for i := len(legal) - 1; i >= 0; i-- {
		h := hashMove(&legal[i]) & x.mask
		for {
			s := x.slots[h]
			if s == 0 {
				x.next[i] = -1
				x.slots[h] = int32(i + 1)
				break
			}
			if legal[s-1] == legal[i] {
				x.next[i] = s - 1
				x.slots[h] = int32(i + 1)
				break
			}
			h = (h + 1) & x.mask
		}
	}
}

// first returns the index of the first move of legal (as built) equal to
// m, whose hashMove is hash, or -1; next chains the others.
func (x *moveIndex) first(legal []engine.Move, m *engine.Move, hash uint32) int32 {
	h := hash & x.mask
	for {
		s := x.slots[h]
		if s == 0 {
			return -1
		}
		if legal[s-1] == *m {
			return s - 1
		}
		h = (h + 1) & x.mask
	}
}

// hashMove mixes a move's fields (equal moves hash alike).
func hashMove(m *engine.Move) uint32 {
	h := uint64(m.Kind) | uint64(m.N)<<8 | uint64(m.Arg[0])<<16 | uint64(m.Arg[1])<<24 |
		uint64(m.Arg[2])<<32 | uint64(m.Arg[3])<<40
	for _, c := range m.Cards[:min(int(m.N), engine.MaxMoveCards)] {
		h = (h ^ uint64(c)) * 0x100000001b3
	}
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 32
	return uint32(h)
}
