package validator

import (
	"errors"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/fileio"
)

// Bad position files: every problem is an *fileio.InputError naming the
// file and the line of the offending key or value, on one line.
func TestLoadErrors(t *testing.T) {
	cases := []struct {
		name, yaml, want string
	}{
		{"empty", "", "pos.yaml: file is empty"},
		{"truncated", "game: mojo\nplayers: [Ann, Ben\n", "pos.yaml:"},
		{"unknown key", "game: mojo\nplayers: 4\ndiscard: 8\ncolour: red\n", "pos.yaml:4: unknown key \"colour\" (a Mojo position has game,"},
		{"unknown key, typo", "game: mojo\nplayers: 4\ndiscrad: 8\n", `pos.yaml:3: unknown key "discrad" (did you mean "discard"?)`},
		{"a log, not a position", "version: 1\ngame: mojo\nplayers: [Ann, Ben]\nseed: 1\nmoves: []\n", "pos.yaml: this is a game log, not a position (check it with: tabletop replay pos.yaml)"},
		{"a pad, not a position", "version: 1\ngame: mojo\nplayers: [Ann, Ben]\nrounds: []\n", "pos.yaml: this is a score pad, not a position"},
		{"a journal, not a position", "journal: 1\ngame: mojo\nplayers: [Ann, Ben]\nlines: []\n", "pos.yaml: this is a table journal, not a position (continue it with: tabletop table --resume pos.yaml)"},
		{"duplicate key", "game: mojo\nplayers: 4\ndiscard: 8\ndiscard: 9\n", "pos.yaml:4:"},
		{"key of the other game", "game: mojo\nplayers: 4\ndiscard: 8\ntrick: \"3 3\"\n", "pos.yaml:4: trick: not a key of a Mojo position"},
		{"mojo key in makoto", "game: makoto\nplayers: 4\ndiscard: 8\n", "pos.yaml:3: discard: not a key of a Makoto position"},
		{"no game", "players: 4\n", "pos.yaml:1: game: missing"},
		{"unknown game", "game: chess\nplayers: 4\n", `pos.yaml:1: game: unknown game "chess"`},
		{"no players", "game: mojo\ndiscard: 8\n", "players: missing"},
		{"too many players", "game: mojo\nplayers: 9\ndiscard: 8\n", "pos.yaml:2: players: Mojo takes 2 to 8 players"},
		// issue 22.7: errors that point the right way.
		{"names without brackets", "game: mojo\nplayers: Ann, Ben, Cy\ndiscard: 8\n", `pos.yaml:2: players: "Ann, Ben, Cy" is one text, not a list of names: write the names in brackets`},
		{"hand and face-down cards", "game: mojo\nplayers: [Ann, Ben, Cy]\nmover: Ann\ndiscard: 8\nhand: [8, 7]\nface_down: {Ann: 2}\n", "pos.yaml:6: face_down: "},
		{"a mis-indented key", "game: mojo\nplayers: [Ann, Ben, Cy]\nmover: Ann\n discard: 8\n", "pos.yaml:4: mapping values are not allowed in this context (is this key indented differently from the keys above it"},
		{"too many makoto players", "game: makoto\nplayers: [a, b, c, d, e, f, g]\n", "pos.yaml:2: players: Makoto takes 2 to 6 players, not 7"},
		{"duplicate name", "game: mojo\nplayers:\n  - Ann\n  - ann\ndiscard: 8\n", `pos.yaml:4: players: "ann" is listed twice`},
		{"name too long", "game: mojo\nplayers:\n  - Ann\n  - xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\ndiscard: 8\n", "pos.yaml:4: players: player name"},
		{"name with #", "game: mojo\nplayers: [Ann, 'B#2']\ndiscard: 8\n", "pos.yaml:2: players: player name \"B#2\" may not contain"},
		{"unknown mover", "game: mojo\nplayers: [Ann, Ben]\nmover: Zed\ndiscard: 8\n", `pos.yaml:3: mover: unknown player "Zed"`},
		{"seat out of range", "game: mojo\nplayers: 4\nmover: 5\ndiscard: 8\n", "pos.yaml:3: mover: seat 5 is not one of the 4 seats"},
		{"no discard", "game: mojo\nplayers: 4\n", "discard: missing"},
		{"not a Mojo card", "game: mojo\nplayers: 4\ndiscard: 8\nhand:\n  - 8\n  - 13\n", `pos.yaml:6: hand: "13" is not a Mojo card`},
		{"negative card", "game: mojo\nplayers: 4\ndiscard: -1\n", `pos.yaml:3: discard: "-1" is not a Mojo card`},
		{"five 0s", "game: mojo\nplayers: 4\ndiscard: 0\nhand:\n  - 0\n  - 0\n  - 0\n  - 0\n", "pos.yaml:8: 5 cards of value 0, but the deck holds only 4"},
		{"one top for two piles", "game: mojo\nplayers: 4\nvariant: two-piles\ndiscard: 8\n", "pos.yaml:4: discard: 1 top card given; the two-pile variant has two discard piles"},
		{"bad variant", "game: mojo\nplayers: 4\nvariant: three-piles\ndiscard: 8\n", `pos.yaml:3: variant: option variant: unknown value "three-piles"`},
		{"unknown option", "game: mojo\nplayers: 4\noptions:\n  colour: red\ndiscard: 8\n", `pos.yaml:4: options: unknown option "colour"`},
		{"hand sizes for 2 of 4", "game: mojo\nplayers: 4\ndiscard: 8\nhand_sizes: [8, 8]\n", "pos.yaml:4: hand_sizes: 2 entries for 4 players"},
		{"negative draw pile", "game: mojo\nplayers: 4\ndiscard: 8\ndraw_pile: -1\n", "pos.yaml:4: draw_pile: -1 is out of range"},
		{"draw pile too big", "game: mojo\nplayers: 4\ndiscard: 8\ndraw_pile: 70\n", "pos.yaml:4: draw_pile: cards: hands, face-down cards, discard piles and draw pile hold"},
		{"mojo face", "game: mojo\nplayers: 4\ndiscard: 8\nmojo_face: 5\n", `pos.yaml:4: mojo_face: the Mojo card shows "0" or "+10"`},
		{"hand and face down", "game: mojo\nplayers: [Ann, Ben]\ndiscard: 8\nface_down: {Ben: 2}\nhand_sizes: {Ben: 3}\n", "pos.yaml:5: hand_sizes: Ben has cards face down"},
		{"revealed without face down", "game: mojo\nplayers: [Ann, Ben]\ndiscard: 8\nrevealed: {Ben: [3]}\n", "pos.yaml:4: revealed: Ben has turned cards up"},
		{"hand size and hand disagree", "game: mojo\nplayers: [Ann, Ben]\ndiscard: 8\nhand: [1, 2]\nhand_sizes: [3, 8]\n", "pos.yaml:5: hand_sizes: Ann holds 3 cards, but hand lists 2"},
		{"game over already", "game: mojo\nplayers: [Ann, Ben]\ndiscard: 8\ntotals: {Ann: 50}\n", "pos.yaml:4: totals: Ann"},
		{"14 with four players", "game: makoto\nplayers: 4\nhand: [3, 14]\n", "pos.yaml:3: hand: 14 is not in play with 4 players"},
		{"Sword with three players", "game: makoto\nplayers: 3\ncurtain: [9s]\n", "pos.yaml:3: curtain: 9s: there are no Sword cards with 3 players"},
		{"not a Makoto card", "game: makoto\nplayers: 4\nhand: [0]\n", `pos.yaml:3: hand: "0" is not a Makoto card`},
		{"six 3s", "game: makoto\nplayers: 4\nhand: [3, 3, 3]\ncurtain:\n  - 3\n  - 3\n  - 3\n", "pos.yaml:7: 6 copies of 3, but the game holds only 5"},
		{"two Sword 9s", "game: makoto\nplayers: 4\nhand: [9s]\ntrick: 9s\nmover: 2\n", "pos.yaml:4: 2 copies of 9s"},
		{"trick not a combination", "game: makoto\nplayers: 4\ntrick: \"3 5\"\nmover: 2\n", "pos.yaml:3: trick: 3-5 is not a combination"},
		{"as set is gone", "game: makoto\nplayers: 4\ntrick: \"9 9 9 9s\"\nas_set: true\nmover: 2\n", "pos.yaml:4: as_set: not a key any more"},
		{"unknown player out", "game: makoto\nplayers: [Ann, Ben, Cy]\nout: [Ann, Zed]\n", `pos.yaml:3: out: unknown player "Zed"`},
		{"out twice", "game: makoto\nplayers: [Ann, Ben, Cy]\nout:\n  - Ben\n  - Ben\n", "pos.yaml:5: out: Ben is listed twice"},
		{"mover is out", "game: makoto\nplayers: [Ann, Ben, Cy]\nout: [Ann]\nmover: Ann\n", "pos.yaml:4: mover: seat 1 is out and cannot have the turn"},
		{"rewards left disagree", "game: makoto\nplayers: [Ann, Ben, Cy]\nout: [Ann]\nmover: Ben\nrewards_left: [50, 40]\n", "pos.yaml:5: rewards_left: [50, 40], but with 1 player out"},
		{"history does not beat", "game: makoto\nplayers: [Ann, Ben, Cy]\nhistory:\n  - \"Ann: play 3 3\"\n  - \"Ben: play 2 2\"\n", "pos.yaml:5: history: Ben's 2-2 cannot follow 3-3: makoto.follow"},
		{"history starts with a pass", "game: makoto\nplayers: [Ann, Ben, Cy]\nhistory:\n  - \"Ann: pass\"\n", "pos.yaml:4: history: Ann passes, but a trick starts with a play"},
		{"history unknown player", "game: makoto\nplayers: [Ann, Ben, Cy]\nhistory:\n  - \"Zed: play 3\"\n", `pos.yaml:4: history: unknown player "Zed"`},
		{"history bad notation", "game: makoto\nplayers: [Ann, Ben, Cy]\nhistory:\n  - \"Ann: jump 3\"\n", `pos.yaml:4: history: cannot read move "jump 3"`},
		{"history and trick", "game: makoto\nplayers: [Ann, Ben, Cy]\nhistory: [\"Ann: play 3\"]\ntrick: \"4\"\n", "pos.yaml:4: trick: give either the trick's history"},
		{"history back to its owner", "game: makoto\nplayers: [Ann, Ben, Cy]\nhistory: [\"Ann: play 3\", \"Ben: pass\", \"Cy: pass\", \"Ann: pass\"]\n", "history: Ann passes on their own play"},
		{"owner is the mover", "game: makoto\nplayers: [Ann, Ben, Cy]\ntrick: \"4\"\ntrick_owner: Ann\nmover: Ann\n", "pos.yaml:4: trick_owner: the mover cannot have played the trick"},
		{"too many cards", "game: makoto\nplayers: 4\ncurtain: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\nhand_sizes: [14, 14, 14, 14]\n", "pos.yaml:4: hand_sizes: the position holds 79 cards"},
		{"oracle deck too big", "game: makoto\nplayers: 4\noracle_deck: 14\n", "pos.yaml:3: oracle_deck: 14 is out of range"},
		{"series game without series", "game: makoto\nplayers: 4\nseries_game: 2\n", "pos.yaml:3: series_game: game 2: the series has 1 games"},
		{"lid holder unknown", "game: makoto\nplayers: 4\nlid: 7\n", "pos.yaml:3: lid: seat 7 is not one of the 4 seats"},
		{"per-player map of a count", "game: makoto\nplayers: 4\nhand_sizes: {Ann: 3}\n", `pos.yaml:3: hand_sizes: unknown player "Ann" (the file gives a player count`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("pos.yaml", []byte(c.yaml))
			var ie *fileio.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v (%T), want an *fileio.InputError", err, err)
			}
			msg := err.Error()
			if !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
				t.Fatalf("error %q, want one line containing %q", msg, c.want)
			}
		})
	}
}

// A move that cannot be read is a *engine.ParseError, not a verdict.
func TestValidateBadMove(t *testing.T) {
	mj := load(t, "game: mojo\nplayers: 4\ndiscard: 8\n")
	mk := load(t, "game: makoto\nplayers: 4\n")
	for _, c := range []struct {
		tab  *Table
		move string
	}{{mj, ""}, {mj, "play 13"}, {mj, "play 8 on 3"}, {mj, "pass"}, {mk, "play 17"}, {mk, "jump"}, {mk, "play 3 3 take"}} {
		_, err := c.tab.Validate(c.move)
		var pe *engine.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s %q: %v, want a *engine.ParseError", c.tab.Game, c.move, err)
		}
	}
}

// Loading accepts the shapes the user guide (docs/validate.md) and
// POSITIONS.md document.
func TestLoadShapes(t *testing.T) {
	tab := load(t, `
game: mojo
players: [Ann, Ben, Cy]
mover: 2
discard_piles: [[5, 2, 8]]
discard_sizes: 10
hand: "8, 8, 7"
hand_sizes: [8, 3, 6]
draw_pile: 51
totals: {Cy: 12}
round: 3
note: anything
`)
	if tab.Mover != 1 || tab.Game != "mojo" || len(tab.Names) != 3 || tab.Options["variant"] != "one-pile" {
		t.Fatalf("table %+v", tab)
	}
	v, err := tab.Validate("play 8 8 7")
	if err != nil || !v.Legal || v.Player != "Ben" {
		t.Fatalf("verdict %+v, %v", v, err)
	}
	// A makoto history written as one-key maps, the mover derived from it.
	tab = load(t, `
game: makoto
players: [Ann, Ben, Cy]
history:
  - Ann: play 3 3
  - Ben: pass oracle discard 4
`)
	if tab.Mover != 2 {
		t.Fatalf("mover %d, want Cy (2)", tab.Mover)
	}
	v, err = tab.Validate("play 4 4")
	if err != nil || !v.Legal || v.Player != "Cy" {
		t.Fatalf("verdict %+v, %v", v, err)
	}
}
