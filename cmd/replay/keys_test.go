package replay

import (
	"slices"
	"testing"
)

// Keys that arrive in one read are each taken: an arrow and q typed fast
// step and then stop (issue 27.7: the q was lost and replay --show hung).
func TestKeyLenSplitsKeys(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []stepKey
	}{
		{"\x1b[Cq", []stepKey{keyNext, keyQuit}},
		{"bb\r", []stepKey{keyBack, keyBack, keyNext}},
		{"\x1bOD\x1b[A", []stepKey{keyBack, keyBack}},
		{"żq", []stepKey{keyOther, keyQuit}},
	} {
		var got []stepKey
		for b := []byte(c.in); len(b) > 0; {
			n := keyLen(b)
			got = append(got, rawKey(b[:n]))
			b = b[n:]
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: keys %v, want %v", c.in, got, c.want)
		}
	}
}
