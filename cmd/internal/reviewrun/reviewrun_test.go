package reviewrun

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

// The bar draws over itself, says done of total, and erasing it leaves
// blanks over the longest line drawn and the cursor at its start.
func TestBar(t *testing.T) {
	var out bytes.Buffer
	b := &bar{w: &out, label: "judging"}
	for _, c := range []struct {
		done, total int
		want        string
	}{
		{0, 40, "\rjudging [" + strings.Repeat("·", 30) + "] 0/40"},
		{20, 40, "\rjudging [" + strings.Repeat("#", 15) + strings.Repeat("·", 15) + "] 20/40"},
		{40, 40, "\rjudging [" + strings.Repeat("#", 30) + "] 40/40"},
	} {
		out.Reset()
		b.draw(c.done, c.total)
		if out.String() != c.want {
			t.Errorf("%d/%d: %q, want %q", c.done, c.total, out.String(), c.want)
		}
	}
	out.Reset()
	b.erase()
	if want := "\r" + strings.Repeat(" ", len("judging [] 40/40")+30) + "\r"; out.String() != want {
		t.Errorf("erase: %q, want %q", out.String(), want)
	}
	// A shorter line blanks what the longer one left.
	out.Reset()
	b.draw(5, 9)
	if got := out.String(); !strings.HasSuffix(got, "5/9  ") || utf8.RuneCountInString(got) != len("\rjudging [] 40/40")+30 {
		t.Errorf("a shorter line leaves the longer one's end: %q", out.String())
	}
}
