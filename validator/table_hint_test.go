package validator_test

import (
	"slices"
	"testing"

	"tabletop/engine"
	"tabletop/validator"
)

// TestTableHint: "?" ranks the player to move's moves with the game's
// search bot from what the table has shown: best first, only moves that
// may be declared, the same hint for the same game, none before a round
// starts. The hint never depends on a hand (the table knows none): two
// tables that saw the same lines give the same hint.
func TestTableHint(t *testing.T) {
	for _, c := range []struct {
		game  string
		lines []string
	}{
		{"mojo", []string{"top 6", "Ann: play 6 4"}},
		{"mojo", []string{"top 6"}},
		{"makoto", []string{"curtain 3 4 6s 9 9 10 12 13 13s", "Ben: play 2s 3s 4 5 6 7 8s"}},
		{"makoto", []string{"curtain 3 4 6s 9 9 10 12 13 13s", "Ben: play 2s 3s 4 5 6 7 8s", "Ben: done", "Cy: pass oracle"}},
	} {
		rs, err := engine.Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		ask := func() validator.Answer {
			sess, err := validator.NewSession(rs, []string{"Ann", "Ben", "Cy", "Dan"}, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			if a := sess.Handle("?"); len(a.Advice) != 0 {
				t.Errorf("%s: a hint before the start: %v", c.game, a.Advice)
			}
			for _, l := range c.lines {
				if a := sess.Handle(l); !a.OK {
					t.Fatalf("%s: %q refused: %s", c.game, l, a.Reason())
				}
			}
			return sess.Handle("?")
		}
		a := ask()
		if len(a.Advice) == 0 {
			t.Fatalf("%s %v: no hint", c.game, c.lines)
		}
		for i, adv := range a.Advice {
			if !slices.Contains(a.Hints, adv.Move) {
				t.Errorf("%s %v: hint %q is not among what may be declared", c.game, c.lines, adv.Move)
			}
			if i > 0 && adv.Value > a.Advice[i-1].Value {
				t.Errorf("%s %v: hint %q is ranked below a worse move", c.game, c.lines, adv.Move)
			}
			if adv.Value < 0 || adv.Value > 1 || adv.Visits < 1 {
				t.Errorf("%s %v: hint %+v out of range", c.game, c.lines, adv)
			}
		}
		if again := ask(); !slices.Equal(again.Advice, a.Advice) {
			t.Errorf("%s %v: the same table gave another hint:\n%v\n%v", c.game, c.lines, a.Advice, again.Advice)
		}
	}
}
