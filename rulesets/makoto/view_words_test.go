package makoto

import (
	"strings"
	"testing"

	"tabletop/engine"
)

// TestViewWords: plurals, and "passed since" only when someone has.
func TestViewWords(t *testing.T) {
	rs, err := engine.Lookup("makoto")
	if err != nil {
		t.Fatal(err)
	}
	st, err := rs.New(engine.Config{Players: 3, Seed: 1, Names: []string{"Ann", "Ben", "Cy"}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	// Lead the lowest single and leave the Curtain alone.
	var buf [256]engine.Move
	var lead engine.Move
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind == KindPlay && m.N == 1 {
			lead = m
			break
		}
	}
	if err := s.Apply(lead); err != nil {
		t.Fatal(err)
	}
	for s.phase == phaseCurtain {
		done, err := s.ParseMove("done")
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(done); err != nil {
			t.Fatal(err)
		}
	}
	v := s.View(-1).String()
	if !strings.Contains(v, "; 1 card in the trick\n") || strings.Contains(v, "passed since") {
		t.Errorf("after a lead, want \"1 card in the trick\" and no \"passed since\":\n%s", v)
	}
	pass, _ := s.ParseMove("pass")
	if err := s.Apply(pass); err != nil {
		t.Fatal(err)
	}
	if v := s.View(-1).String(); !strings.Contains(v, "; 1 card in the trick; passed since: Cy\n") {
		t.Errorf("after Cy passes:\n%s", v)
	}
}
