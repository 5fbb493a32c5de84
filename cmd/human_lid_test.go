package cmd

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"tabletop/rulesets/makoto"
)

// TestHumanLidOnTurn: a person holding the lid finds "lid take C" among
// their own choices when they are to move (makoto.lid), and is never asked
// about it separately; "lid keep" is not notation; a person without the
// lid is told the rule.
func TestHumanLidOnTurn(t *testing.T) {
	holder := 0
	cases := []struct {
		name, input string
		lid         int
		want        string
		complaint   string
	}{
		{"holder takes", "lid take 7\n", holder, "lid take 7", ""},
		{"lid keep is not a move", "lid keep\nplay 5\n", holder, "play 5", "there is no lid keep"},
		{"not the holder", "lid take 7\nplay 5\n", 2, "play 5", "makoto.lid"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lid := c.lid
			s, err := makoto.NewPosition(makoto.Position{Players: 3, Mover: 0, Hand: []makoto.Card{4, 5, 9},
				Curtain: []makoto.Card{7, 8}, LidHolder: &lid, Names: []string{"Ann", "Ben", "Cy"}})
			if err != nil {
				t.Fatal(err)
			}
			legal := s.LegalMoves(nil)
			var listed []string
			for _, m := range legal {
				if m.Kind == makoto.KindLidTake {
					listed = append(listed, s.MoveString(m))
				}
			}
			if (c.lid == holder) != (len(listed) == 2) {
				t.Errorf("lid moves among the choices: %v", listed)
			}
			var prompt strings.Builder
			h := &humanAgent{name: "Ann", seat: 0, in: bufio.NewReader(strings.NewReader(c.input)), view: io.Discard, prompt: &prompt}
			m, err := h.TryChoose(s, legal)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.MoveString(m); got != c.want {
				t.Errorf("chose %q, want %q", got, c.want)
			}
			if c.complaint != "" && !strings.Contains(prompt.String(), c.complaint) {
				t.Errorf("prompt %q lacks %q", prompt.String(), c.complaint)
			}
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
			if c.want == "lid take 7" && (s.CurrentPlayer() != 0 || s.LidHolder() != -1) {
				t.Errorf("after lid take: to move %d, lid %d", s.CurrentPlayer(), s.LidHolder())
			}
		})
	}
}
