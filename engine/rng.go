package engine

import "math/bits"

// RNG is a small, fast, seeded pseudo-random generator (xoshiro256**,
// seeded through SplitMix64). It is a plain value: copying a state copies
// its RNG, so a clone draws exactly what the original would. The same seed
// always yields the same sequence on every platform.
type RNG struct{ s [4]uint64 }

// NewRNG returns a generator seeded with seed.
func NewRNG(seed uint64) RNG {
	var r RNG
	r.Seed(seed)
	return r
}

// Seed resets the generator to the sequence of seed.
func (r *RNG) Seed(seed uint64) {
	for i := range r.s {
		seed, r.s[i] = SplitMix(seed)
	}
}

// SplitMix advances a SplitMix64 state and returns the new state and an
// output. It is used to derive independent seeds (one per simulated game).
func SplitMix(state uint64) (next, out uint64) {
	next = state + 0x9e3779b97f4a7c15
	z := next
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return next, z ^ (z >> 31)
}

// DeriveSeed returns the seed of sub-stream i of seed: game i of a
// simulation gets DeriveSeed(seed, i) whatever core plays it.
func DeriveSeed(seed uint64, i uint64) uint64 {
	_, a := SplitMix(seed)
	_, b := SplitMix(a ^ (i * 0xd1342543de82ef95))
	return b
}

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 {
	s := &r.s
	result := bits.RotateLeft64(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = bits.RotateLeft64(s[3], 45)
	return result
}

// Intn returns a uniform integer in [0, n). It panics if n <= 0.
func (r *RNG) Intn(n int) int {
	if n <= 0 {
		panic("engine: Intn with n <= 0")
	}
	// Lemire's nearly divisionless method.
	un := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), un)
		}
	}
	return int(hi)
}

// ShuffleBytes shuffles b in place (Fisher-Yates).
func (r *RNG) ShuffleBytes(b []uint8) {
	for i := len(b) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		b[i], b[j] = b[j], b[i]
	}
}
