package engine

import "testing"

// TestMultisetAddAll: AddAll adds every count as uint8 addition does,
// wrapping included, whatever the counts.
func TestMultisetAddAll(t *testing.T) {
	r := NewRNG(11)
	for range 2000 {
		var a, b Multiset
		var want [MaxCardCodes]uint8
		for c := range MaxCardCodes {
			x, y := r.Intn(256), r.Intn(256)
			if r.Intn(2) == 0 {
				x, y = r.Intn(5), r.Intn(5)
			}
			a.Add(uint8(c), x)
			b.Add(uint8(c), y)
			want[c] = uint8(x) + uint8(y)
		}
		size := a.Len() + b.Len()
		a.AddAll(&b)
		for c := range MaxCardCodes {
			if a.Count(uint8(c)) != int(want[c]) {
				t.Fatalf("card %d: %d, want %d", c, a.Count(uint8(c)), want[c])
			}
		}
		if a.Len() != size {
			t.Fatalf("size %d, want %d", a.Len(), size)
		}
	}
}
