package validator

import (
	"errors"
	"strings"
	"tabletop/engine/fileio"
	"testing"
)

// Minimal positions (issue 8 item 6): only the trick, the mover's cards and
// the Curtain. Hands nobody described share what is left instead of being
// assumed full, and holds: names cards known in a hand that may hold more,
// so emptying it is never claimed.
func TestMinimalPositions(t *testing.T) {
	const three = "game: makoto\nplayers: 3\nmover: 2\ntrick: \"2 3 4 5 6\"\ncurtain: [1, 1, 2, 7, 8, 9, 10]\n"
	runVerdicts(t, []verdictCase{
		{name: "trick, hand and Curtain only", pos: three + "hand: [3, 4, 5, 6, 7, 11, 11, 11, 12, 12, 13]\n",
			move: "play 3 4 5 6 7", legal: true, rule: "makoto.follow"},
		{name: "trick, holds and Curtain only", pos: three + "holds: [3, 4, 5, 6, 7]\n",
			move: "play 3 4 5 6 7", legal: true, rule: "makoto.follow", reason: TableOnly},
		{name: "the whole hand goes out", pos: "game: makoto\nplayers: 4\ntrick: \"9 9 9\"\nhand: [11, 11, 11, 11s]\n",
			move: "play 11 11 11 11s", legal: true, rule: "makoto.out", effects: []string{"makoto.out"}},
		{name: "cards held need not be the whole hand", pos: "game: makoto\nplayers: 4\ntrick: \"9 9 9\"\nholds: [11, 11, 11, 11s]\n",
			move: "play 11 11 11 11s", legal: true, rule: "makoto.kensei.anytime", without: []string{"makoto.out"}},
		{name: "held cards and a hand size", pos: "game: makoto\nplayers: 4\ntrick: \"9 9 9\"\nholds: [11, 11, 11, 11s]\nhand_sizes: {1: 4}\n",
			move: "play 11 11 11 11s", legal: true, rule: "makoto.out", effects: []string{"makoto.out"}},
		{name: "mojo: held cards", pos: "game: mojo\nplayers: 4\ndiscard: 8\nholds: [8, 9]\n",
			move: "play 8 9", legal: true, rule: "mojo.turn.higher", without: []string{"mojo.round-end"}},
	})
}

// Errors from a ruleset's position checks name the key and seat; the
// validator places them at that key's (or seat's) line.
func TestFieldErrorLines(t *testing.T) {
	cases := []struct{ name, yaml, want string }{
		{"hand and holds", "game: makoto\nplayers: 4\nhand: [3]\nholds: [4]\n", "pos.yaml:4: holds: give either the whole hand"},
		{"holds more than the size", "game: makoto\nplayers: 4\nholds: [3, 4]\nhand_sizes: {1: 1}\n", "pos.yaml:4: hand_sizes: seat 1 holds 1 cards, but holds lists 2"},
		{"out seat holding cards", "game: makoto\nplayers: [Ann, Ben, Cy]\nmover: Ben\nout: [Ann]\nhand_sizes:\n  Ann: 3\n", "pos.yaml:6: hand_sizes: seat 1 is out but holds 3 cards"},
		{"owner from the history", "game: makoto\nplayers: [Ann, Ben, Cy]\nhistory: [\"Ann: play 3\"]\nmover: Ann\n", "pos.yaml:3: history: the mover cannot have played the trick"},
		{"mojo: mover without cards", "game: mojo\nplayers: [Ann, Ben]\ndiscard: 8\nhand_sizes: {Ann: 0}\n", "pos.yaml:4: hand_sizes: Ann is to move but has no cards"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("pos.yaml", []byte(c.yaml))
			var ie *fileio.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v, want an *fileio.InputError", err)
			}
			if got := err.Error(); len(got) < len(c.want) || got[:len(c.want)] != c.want {
				t.Fatalf("error %q, want it to start with %q", got, c.want)
			}
		})
	}
}

// A position that gives only a player count names seats by number; one
// that gives names names the player (issue 22.7).
func TestFieldErrorNamesThePlayer(t *testing.T) {
	for _, c := range []struct{ yaml, want string }{
		{"game: mojo\nplayers: 2\ndiscard: 8\nhand_sizes: [0, 8]\n", "pos.yaml:4: hand_sizes: seat 1 is to move but has no cards"},
		{"game: mojo\nplayers: [Ann, Ben, Cy]\nmover: Ann\ndiscard: 8\nhand: [8, 7]\nface_down: {Ann: 2}\n", "pos.yaml:6: face_down: Ann: holds 2 cards and has 2 face down"},
	} {
		_, err := Parse("pos.yaml", []byte(c.yaml))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("error %v, want it to start with %q", err, c.want)
		}
	}
}
