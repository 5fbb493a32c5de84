package validator_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/validator"
)

// TestAnswerOneRefusal: an answer keeps a refusal in one place, Refusal
// (the rule error); its Rule and Reason are read from it, or from the
// last effect of an accepted line, never stored beside it.
func TestAnswerOneRefusal(t *testing.T) {
	typ := reflect.TypeFor[validator.Answer]()
	for _, name := range []string{"Rule", "Reason"} {
		if _, ok := typ.FieldByName(name); ok {
			t.Errorf("Answer has a field %s beside Refusal", name)
		}
	}
	rs, _ := engine.Lookup("mojo")
	sess, err := validator.NewSession(rs, []string{"Ann", "Ben", "Cy"}, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	a := sess.Handle("top 5")
	if !a.OK || a.Refusal != nil || a.Rule() != a.Effects[len(a.Effects)-1].Rule || a.Reason().String() != a.Effects[len(a.Effects)-1].Text.String() {
		t.Fatalf("accepted: ok %v, refusal %v, rule %q, reason %v", a.OK, a.Refusal, a.Rule(), a.Reason())
	}
	a = sess.Handle("Ben: play 4")
	if a.OK || a.Refusal == nil || a.Rule() != a.Refusal.Rule || a.Reason().String() != a.Refusal.Reason.String() || len(a.Effects) != 0 {
		t.Fatalf("refused: ok %v, refusal %v, rule %q, reason %v", a.OK, a.Refusal, a.Rule(), a.Reason())
	}
	b, err := json.Marshal(a.Refusal)
	if err != nil || !strings.HasPrefix(string(b), `{"rule":"`+a.Rule()+`","reason":"`) {
		t.Errorf("a refusal in JSON: %s, %v", b, err)
	}
}
