package play

import (
	"strings"
	"testing"
)

// Issue 30 (Polish): the hot seat's hand-over on the screen says who may
// see what comes now, "To, co się teraz pojawi, może zobaczyć tylko Ann.",
// not "Co będzie dalej, może widzieć tylko Ann.".
func TestPolishHandOver(t *testing.T) {
	s := lidPosition(t, false, nil)
	ps, sent := fakeScreen()
	ps.lines <- "quit"
	h := &humanAgent{o: testOptions(), name: "Ann", lang: "pl", seat: 0, screen: ps, hotSeat: &hotSeat{last: -1}}
	if _, err := h.TryChoose(s, s.LegalMoves(nil)); err != errQuit {
		t.Fatalf("err %v, want quit", err)
	}
	turn, ok := (*sent)[0].(screenTurn)
	if !ok {
		t.Fatalf("first sent %T, want the turn", (*sent)[0])
	}
	got := strings.Join(turn.pass, "\n")
	if !strings.Contains(got, "To, co się teraz pojawi, może zobaczyć tylko Ann.") || strings.Contains(got, "Co będzie dalej") {
		t.Errorf("hand-over %q", got)
	}
}
