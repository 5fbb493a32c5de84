package play

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/seating"
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

// Issue 30 (Polish): the saved game's line says how to go on, "(aby
// kontynuować: tabletop play --resume …)", not "(dalej: …)".
func TestPolishSavedLine(t *testing.T) {
	mojo := mustGame(t, "mojo")
	o := Options{Setup: seating.Setup{Game: mojo, Seats: mustSeats(t, mojo, "Ann,Ben"), Options: mustOptions(t, mojo, nil), Seed: 2}, Forms: true, Accessible: true}
	o.Log = filepath.Join(t.TempDir(), "hot.yaml")
	var screen, out bytes.Buffer
	moves := 0
	in := &answerer{screen: &screen, answer: func(s string) (string, bool) {
		if strings.Contains(s, "Przekaż ekran") || strings.Contains(s, "gdy już to zobaczysz") {
			return "", true
		}
		if moves++; moves > 2 {
			return pick(s, "quit"), true
		}
		return "1", true
	}}
	if err := runPlay(&o, cmdutil.IOStreams{In: in, Out: &out, ErrOut: &screen, Lang: "pl"}); err != nil {
		t.Fatalf("quitting is no error: %v", err)
	}
	got := screen.String()
	if want := "(aby kontynuować: tabletop play --resume " + o.Log + ")"; !strings.Contains(got, want) || strings.Contains(got, "(dalej:") {
		t.Errorf("no %q:\n%s", want, got)
	}
}
