package mojo

import (
	"strings"
	"testing"

	"tabletop/engine"
)

// A card drawn from the draw pile is the drawer's secret
// (mojo.turn.higher); one taken from a discard pile or none is not.
func TestDrawSecretAndHeadline(t *testing.T) {
	s, err := Ruleset{}.New(engine.Config{Players: 3, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	st := s.(*State)
	if h := st.Headline(0).String(); !strings.HasPrefix(h, "Discard pile: ") || !strings.Contains(h, "\nYour hand: [") {
		t.Errorf("headline %q", h)
	}
	var buf []engine.Move
	drew, ended := false, false
	for !s.IsTerminal() && !(drew && ended) {
		seat := s.CurrentPlayer()
		buf = s.LegalMoves(buf[:0])
		m := buf[len(buf)-1] // the highest card: mostly a draw
		before := st.deckN
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
		sec := st.LastSecrets()
		if st.last.flags&fDrewDeck != 0 && st.deckN == before-1 {
			drew = true
			if len(sec) != 1 || sec[0].Seat != seat || sec[0].From.String() != "the draw pile" {
				t.Fatalf("secrets after a draw: %+v", sec)
			}
		} else if len(sec) != 0 && st.last.flags&fDrewDeck == 0 {
			t.Fatalf("secrets without a draw: %+v", sec)
		}
		if len(s.Rounds()) > 0 && !ended {
			ended = true
			e, ok := st.LastRoundEntry()
			if !ok {
				t.Fatal("no entry for the finished round")
			}
			res, err := Ruleset{}.ScoreRound([]string{"A", "B", "C"}, nil, e)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := res.Scores, s.Rounds()[0].Scores; !equalInts(got, want) {
				t.Errorf("entry scores %v, the round gave %v", got, want)
			}
		}
	}
	if !drew || !ended {
		t.Fatalf("drew %v, ended %v", drew, ended)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestCardColour(t *testing.T) {
	for card, want := range map[string]string{"0": "blue", "1": "blue", "2": "green", "4": "green", "5": "yellow",
		"7": "yellow", "8": "orange", "10": "orange", "11": "red", "12": "red", "13": "", "x": ""} {
		if got := (Ruleset{}).CardColour(card); got != want {
			t.Errorf("CardColour(%q) = %q, want %q", card, got, want)
		}
	}
}
