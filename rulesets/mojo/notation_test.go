package mojo

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"tabletop/engine"
)

func TestNotation(t *testing.T) {
	one := build(t, table{hands: hands(8, 8, 7, 7, 4, 3, 0), piles: [][]int{{8}}})
	two := build(t, twoPiles(table{hands: hands(9, 5, 5, 2, 1), piles: [][]int{{4, 6}, {3}}}))
	for _, c := range []struct {
		s     *State
		in    string
		canon string
	}{
		{one, "play 8 8 7", "play 8 8 7"},
		{one, "8 8 7", "play 8 8 7"},
		{one, "  PLAY 8,8,7 ", "play 8 8 7"},
		{one, "play 7 on 1", "play 7"},
		{one, "play 7 draw deck", "play 7"},
		{one, "play 7 on 2", "play 7 on 2"},
		{one, "reveal 7", "reveal 7"},
		{one, "Reveal 0", "reveal 0"},
		{two, "play 8 8 9 on 2 draw 1", "play 8 8 9 on 2 draw 1"},
		{two, "8 8 9 draw 2 on 1", "play 8 8 9 on 1 draw 2"},
		{two, "play 5", "play 5 on 1"},
		{two, "play 9 on 2 draw deck", "play 9 on 2"},
		{two, "12 12 12 12 12 12 12 12 0", "play 12 12 12 12 12 12 12 12 0 on 1"},
	} {
		t.Run(c.in, func(t *testing.T) {
			m, err := c.s.ParseMove(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := c.s.MoveString(m); got != c.canon {
				t.Fatalf("prints %q, want %q", got, c.canon)
			}
			back, err := c.s.ParseMove(c.canon)
			if err != nil || back != m {
				t.Fatalf("canonical form reads back as %+v, %v", back, err)
			}
		})
	}
}

func TestNotationErrors(t *testing.T) {
	s := build(t, table{hands: hands(8, 8, 7, 7, 4, 3, 0), piles: [][]int{{8}}})
	for _, in := range []string{
		"", "play", "reveal", "reveal 7 8", "reveal 7 on 1", "play 13", "play -1", "play 8 x", "play 8 on",
		"play 8 on 3", "play 8 on 1 on 2", "play 8 draw 3", "play 8 draw", "play 8 draw 1 draw 2",
		"play 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1", "take 3", "play 99999999999999999999", "play 8 on deck",
	} {
		t.Run(in, func(t *testing.T) {
			_, err := s.ParseMove(in)
			var pe *engine.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: got %v, want a *engine.ParseError", in, err)
			}
		})
	}
}

// FuzzParseMove checks that whatever parses prints canonically and reads
// back as the same move, and that nothing panics.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"play 8 8 7", "8 8 7", "play 8 8 9 on 2 draw 1", "reveal 7", "play 7 draw deck",
		"", "play", "13", "play 1,2", "on 2", "draw deck", "REVEAL 12"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		m, err := ParseMoveText(in)
		if err != nil {
			var pe *engine.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: error %T is not a ParseError", in, err)
			}
			return
		}
		for _, two := range []bool{false, true} {
			str := FormatMove(m, two)
			if !utf8.ValidString(str) {
				t.Fatalf("invalid UTF-8 %q", str)
			}
			back, err := ParseMoveText(str)
			if err != nil {
				t.Fatalf("%q prints as %q which does not parse: %v", in, str, err)
			}
			if back != m {
				t.Fatalf("%q -> %q -> a different move", in, str)
			}
			if again := FormatMove(back, two); again != str {
				t.Fatalf("not canonical: %q then %q", str, again)
			}
		}
	})
}

// A word that is not a card right after the cards is told as a card that
// does not exist, not as a missing pile (issue 22.7).
func TestNotationErrorWords(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"play 8 8 seven", `"seven" is not a Mojo card (values are 0 to 12)`},
		{"play 8 x", `"x" is not a Mojo card`},
		{"play 8 on", `"on" needs a pile after it`},
		{"play 8 draw", `"draw" needs a pile after it`},
		{"play 8 on 1 seven", `unexpected "seven"; after the cards only`},
	} {
		_, err := ParseMoveText(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: %v, want %q", tt.in, err, tt.want)
		}
	}
}
