package validator

import (
	"strings"
	"tabletop/engine/enginetest"
	"testing"
)

// load parses an inline position file.
func load(t *testing.T, yaml string) *Table {
	t.Helper()
	tab, err := Parse("pos.yaml", []byte(yaml))
	if err != nil {
		t.Fatalf("load: %v\n%s", err, yaml)
	}
	return tab
}

// verdictCase is one declared move on one position with the expected
// verdict: legal or not, the deciding rule, and rules that must (or must
// not) appear among the effects.
type verdictCase struct {
	name    string
	pos     string
	move    string
	legal   bool
	rule    string
	effects []string // rule IDs that must be among the effects
	without []string // rule IDs that must not be among the effects
	reason  string   // a fragment the reason must contain
	next    string   // who decides next, if checked
}

func runVerdicts(t *testing.T, cases []verdictCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.rule+"/"+c.name, func(t *testing.T) {
			v, err := load(t, c.pos).Validate(c.move)
			if err != nil {
				t.Fatalf("%q: %v", c.move, err)
			}
			if v.Legal != c.legal || v.Rule != c.rule {
				t.Fatalf("%q: legal %v rule %s (%s); want legal %v rule %s\neffects %v", c.move, v.Legal, v.Rule, v.Reason, c.legal, c.rule, v.Effects)
			}
			reason := v.Reason.String()
			if reason == "" || strings.Count(reason, ".") < 1 || strings.Contains(reason, "\n") {
				t.Errorf("reason %q is not one sentence", reason)
			}
			if c.reason != "" && !strings.Contains(reason, c.reason) {
				t.Errorf("reason %q lacks %q", reason, c.reason)
			}
			for _, r := range c.effects {
				if !hasRule(v.Effects, r) {
					t.Errorf("effects %v lack %s", v.Effects, r)
				}
			}
			for _, r := range c.without {
				if hasRule(v.Effects, r) {
					t.Errorf("effects %v include %s", v.Effects, r)
				}
			}
			if !c.legal && len(v.Effects) != 0 {
				t.Errorf("an illegal move has effects %v", v.Effects)
			}
			if c.next == "-" && v.Next != "" || c.next != "" && c.next != "-" && v.Next != c.next {
				t.Errorf("next %q, want %q", v.Next, c.next)
			}
		})
	}
}

// The validator's own words exist in every language with the same
// placeholders, and the code uses no message the catalogue lacks.
func TestMessagesComplete(t *testing.T) {
	for _, err := range enginetest.CheckMessages("validator", ".") {
		t.Error(err)
	}
}
