package play

import (
	"bytes"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine"
	"tabletop/host"
)

// TestHumanHint: "?" in a game lists the legal moves and ends with a hint,
// moves of this seat ranked best first by the game's search bot (only
// legal moves, at most maxHint); the same game gives the same hints; the
// form's hint choice shows it and asks again.
func TestHumanHint(t *testing.T) {
	for _, game := range []string{"mojo", "makoto"} {
		rs, err := engine.Lookup(game)
		if err != nil {
			t.Fatal(err)
		}
		ask := func() (string, engine.Move, engine.State) {
			s, err := rs.New(engine.Config{Players: 3, Seed: 8, Names: []string{"Ann", "Ben", "Cy"}})
			if err != nil {
				t.Fatal(err)
			}
			legal := s.LegalMoves(nil)
			var prompt strings.Builder
			h := &humanAgent{o: testOptions(), name: "Ann", seat: s.CurrentPlayer(), lang: "pl", view: io.Discard, prompt: &prompt,
				in: playInput(strings.NewReader("?\n" + s.MoveString(legal[0]) + "\n"))}
			m, err := h.TryChoose(s, legal)
			if err != nil {
				t.Fatal(err)
			}
			return prompt.String(), m, s
		}
		out, m, s := ask()
		hint := regexp.MustCompile(`(?m)^podpowiedź, od najlepszego: (.+)$`).FindStringSubmatch(out)
		if hint == nil {
			t.Fatalf("%s: no hint after ?:\n%s", game, out)
		}
		moves := strings.Split(hint[1], " · ")
		if len(moves) == 0 || len(moves) > host.MaxHint {
			t.Errorf("%s: %d moves in the hint", game, len(moves))
		}
		var legal []string
		for _, l := range s.LegalMoves(nil) {
			legal = append(legal, s.MoveString(l))
		}
		for _, mv := range moves {
			if !slices.Contains(legal, mv) {
				t.Errorf("%s: hint %q is not a legal move (%v)", game, mv, legal)
			}
		}
		if s.MoveString(m) != legal[0] {
			t.Errorf("%s: the move after the hint is %s, want %s", game, s.MoveString(m), legal[0])
		}
		if again, _, _ := ask(); again != out {
			t.Errorf("%s: the same game gave another hint", game)
		}
	}
}

// TestHumanHintInTheForm: the form's hint choice shows the hint and asks
// for the move again.
func TestHumanHintInTheForm(t *testing.T) {
	rs, err := engine.Lookup("mojo")
	if err != nil {
		t.Fatal(err)
	}
	s, err := rs.New(engine.Config{Players: 3, Seed: 8, Names: []string{"Ann", "Ben", "Cy"}})
	if err != nil {
		t.Fatal(err)
	}
	legal := s.LegalMoves(nil)
	var out bytes.Buffer
	h := &humanAgent{o: testOptions(), name: "Ann", seat: s.CurrentPlayer(), view: io.Discard, prompt: io.Discard, form: true, accessible: true,
		formIn: &cmdtest.LineReader{Lines: []string{strconv.Itoa(len(legal) + 1), "1"}}, formOut: &out}
	m, err := h.TryChoose(s, legal)
	if err != nil {
		t.Fatal(err)
	}
	if m != legal[0] {
		t.Errorf("chose %s after the hint, want %s", s.MoveString(m), s.MoveString(legal[0]))
	}
	if !strings.Contains(out.String(), "hint, best first: ") {
		t.Errorf("the form showed no hint:\n%s", out.String())
	}
}
