package validator_test

import (
	"testing"

	"tabletop/engine"
	"tabletop/validator"
)

// Issue 19 (D4): a line holding a control character (a terminal's escape
// sequence) is refused and never becomes part of the game; a tab between
// words is still a space.
func TestTableRefusesUnprintableLines(t *testing.T) {
	rs, _ := engine.Lookup("mojo")
	sess, err := validator.NewSession(rs, []string{"Ann", "Ben", "Cy"}, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if a := sess.Handle("top 5"); !a.OK {
		t.Fatal(a.Reason())
	}
	for _, l := range []string{"Ann: play 4\x1b[2J", "\x1b]0;x\x07Ann: play 4", "Ann: play\v4", "Ann: play 4\u009b", "Ann: play \u202e4"} {
		if a := sess.Handle(l); a.OK || a.Rule() != validator.RuleTableLine || a.Refusal.Reason.ID != "validator.refuse.unprintable" {
			t.Errorf("%q: ok %v, rule %s, %s", l, a.OK, a.Rule(), a.Reason())
		}
	}
	if a := sess.Handle("Ann:\tplay 4"); !a.OK {
		t.Errorf("a tab: %s", a.Reason())
	}
	if got := sess.Lines(); len(got) != 2 {
		t.Errorf("lines %q", got)
	}
}
