package hints_test

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/hints"
)

// hinting is a state that gives one hint for every refusal.
type hinting struct {
	engine.State
	h hints.Hint
}

func (s hinting) Hint(engine.Move, *engine.RuleError) (hints.Hint, bool) { return s.h, true }

// For gives a game's hint only when it names another rule than the
// refusal's own.
func TestFor(t *testing.T) {
	s, _ := enginetest.Nim{}.New(engine.Config{Players: 2})
	refusal := &engine.RuleError{Rule: "nim.take"}
	other := hints.New("nim.other", "some.message", nil)
	for _, c := range []struct {
		name    string
		s       engine.State
		refusal *engine.RuleError
		ok      bool
	}{
		{"no Hinter", s, refusal, false},
		{"no refusal", hinting{s, other}, nil, false},
		{"another rule", hinting{s, other}, refusal, true},
		{"the refusal's rule", hinting{s, hints.New("nim.take", "some.message", nil)}, refusal, false},
		{"no rule", hinting{s, hints.Hint{}}, refusal, false},
	} {
		h, ok := hints.For(c.s, engine.Move{}, c.refusal)
		if ok != c.ok || (ok && (h.Rule != other.Rule || h.Text.ID != other.Text.ID)) {
			t.Errorf("%s: got %v, %v", c.name, h, ok)
		}
	}
}
