package validator

import (
	"regexp"
	"strings"
	"testing"
)

// TestHints: a refused move names the rule the player most likely had in
// mind (hints.Hinter) when it is not the refusing rule, and only then.
func TestHints(t *testing.T) {
	const (
		makoto4 = "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\ntrick: \"3 3\"\nhand: [9, 9, 9, 9, 9s, 4, 4, 7]\n"
		makoto3 = "game: makoto\nplayers: 3\ntrick: \"3 3\"\n"
		kensei4 = "game: makoto\nplayers: 4\ntrick: \"3 3 3 3s\"\n"
		mojo    = "game: mojo\nplayers: 3\ndiscard: 8\nhand: [8, 8, 7, 7, 9, 9, 3]\n"
	)
	for _, c := range []struct {
		name, pos, move string
		legal           bool
		rule, hintRule  string
		hintHas         string
	}{
		{"four without a Sword on a pair", makoto4, "play 9 9 9 9", false, "makoto.follow", "makoto.kensei", "set of 4 they must follow"},
		{"four without a Sword on a Kensei", kensei4, "play 9 9 9 9", false, "makoto.kensei.anytime", "makoto.kensei", "only a higher Kensei"},
		{"a Sword with three players", makoto3, "play 9 9 9 9s", false, "makoto.setup", "makoto.kensei", "write it as play 9 9 9 9"},
		{"a true Kensei", makoto4, "play 9 9 9 9s", true, "makoto.kensei.anytime", "", ""},
		{"not held", makoto4, "play 7 7 7 7", false, "makoto.turn", "", ""},
		{"a single on a pair", makoto4, "play 7", false, "makoto.follow", "", ""},
		{"a matching pair below the top", mojo, "play 7 7", false, "mojo.turn.chain-only-equal", "mojo.turn.equal", "the first 7 is lower than the 8"},
		{"a matching pair above the top", mojo, "play 9 9", false, "mojo.turn.chain-only-equal", "mojo.turn.equal", "the first 9 is higher than the 8"},
		{"after a chain", mojo, "play 8 8 7 7", false, "mojo.turn.chain-only-equal", "mojo.turn.equal", "the first 7"},
		{"two different cards", mojo, "play 7 9", false, "mojo.turn.chain-only-equal", "", ""},
		{"the rulebook's chain", mojo, "play 8 8 7", true, "mojo.turn.lower", "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			tab, err := Parse("pos.yaml", []byte(c.pos))
			if err != nil {
				t.Fatal(err)
			}
			v, err := tab.Validate(c.move)
			if err != nil {
				t.Fatal(err)
			}
			if v.Legal != c.legal || v.Rule != c.rule {
				t.Fatalf("legal %v rule %s (%s), want %v %s", v.Legal, v.Rule, v.Reason, c.legal, c.rule)
			}
			switch {
			case c.hintRule == "" && v.Hint != nil:
				t.Errorf("unexpected hint %+v", *v.Hint)
			case c.hintRule != "" && v.Hint == nil:
				t.Errorf("no hint, want %s", c.hintRule)
			case c.hintRule != "" && (v.Hint.Rule != c.hintRule || !strings.Contains(v.Hint.Text.String(), c.hintHas) || citesRule(v.Hint.Text.String(), c.hintRule)):
				t.Errorf("hint %+v, want %s with %q, its ID not cited again (the line that shows it names it)", *v.Hint, c.hintRule, c.hintHas)
			}
		})
	}
}

// citesRule reports whether text names rule by its ID (a longer ID that
// starts with it, makoto.kensei.anytime, is another rule).
func citesRule(text, rule string) bool {
	return regexp.MustCompile(regexp.QuoteMeta(rule) + `(?:[^.\pL-]|\.?$)`).MatchString(text)
}
