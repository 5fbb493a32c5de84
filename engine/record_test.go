package engine

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"tabletop/engine/fileio"
	"testing"
)

// logHead is a log's set-up before its records (ParseLog needs no
// ruleset: the records' shape is checked there, their places and words
// by replay).
const logHead = `version: 1
game: mojo
players: ['bot:random#1', Ben]
options: {}
seed: 3
start: 0
moves: []
`

// Deal and card records written and read back are the same, the cards
// written plainly ([9, 9s], not quoted), names with a colon quoted.
func TestRecordsRoundTrip(t *testing.T) {
	l := &GameLog{Version: 1, Game: "mojo", Players: []string{"bot:random#1", "Ben"}, Options: Options{}, Seed: 3,
		Deals: []DealRecord{{Move: 0, Hands: [][]string{{"1", "9s"}, {}},
			Zones: []CardZone{{Key: "draw_pile", Piles: [][]string{{"12", "0"}}}, {Key: "discard_piles", Piles: [][]string{{"6"}, {"7", "8"}}, Nested: true}}}},
		Cards: []CardRecord{{Move: 1, What: "draw", Seat: 0, Who: "bot:random#1", Cards: []string{"9s"}},
			{Move: 2, What: "refill", Seat: -1, Pile: 2, From: 1, Cards: []string{"3"}}},
	}
	data, err := l.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []string{
		"deals:\n    - move: 0\n      hands:\n        - [1, 9s]\n        - []\n      draw_pile: [12, 0]\n      discard_piles:\n        - [6]\n        - [7, 8]\n",
		"cards:\n    - {move: 1, what: draw, seat: 'bot:random#1', cards: [9s]}\n    - {move: 2, what: refill, pile: 2, from: 1, cards: [3]}\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the log does not contain\n%s\nin\n%s", want, text)
		}
	}
	back, err := ParseLog("log.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Deals) != 1 || len(back.Cards) != 2 {
		t.Fatalf("read back %d deals, %d cards", len(back.Deals), len(back.Cards))
	}
	d := back.Deals[0]
	if d.Move != 0 || !slices.EqualFunc(d.Hands, l.Deals[0].Hands, slices.Equal) || len(d.Zones) != 2 ||
		d.Zones[1].Key != "discard_piles" || !d.Zones[1].Nested || d.Zones[0].Nested ||
		!slices.EqualFunc(d.Zones[1].Piles, l.Deals[0].Zones[1].Piles, slices.Equal) {
		t.Errorf("deal read back as %+v", d)
	}
	for i, c := range back.Cards {
		w := l.Cards[i]
		if c.Move != w.Move || c.What != w.What || c.Who != w.Who || c.Pile != w.Pile || c.From != w.From || !slices.Equal(c.Cards, w.Cards) {
			t.Errorf("card record %d read back as %+v", i+1, c)
		}
	}
	if back.Cards[0].Line != strings.Count(text[:strings.Index(text, "{move: 1")], "\n")+1 {
		t.Errorf("card record 1 read at line %d", back.Cards[0].Line)
	}
}

// A record that is not well formed is bad input naming its line.
func TestRecordsBadInput(t *testing.T) {
	for _, tc := range []struct {
		name, records string
		line          int // in the records, from 1
		want          string
	}{
		{"deals not a list", "deals: 3\n", 1, "deals"},
		{"deal not a mapping", "deals:\n    - 3\n", 2, "want a deal record as KEY: VALUE pairs"},
		{"deal without move", "deals:\n    - hands: []\n", 2, "move is missing from a deal record"},
		{"deal without hands", "deals:\n    - move: 0\n", 2, "hands is missing from a deal record"},
		{"move not a number", "deals:\n    - move: x\n      hands: []\n", 2, `move: "x" is not a whole number of at least 0`},
		{"move a fraction", "deals:\n    - move: 1.5\n      hands: []\n", 2, `move: "1.5" is not a whole number`},
		{"move in hexadecimal", "deals:\n    - move: 0x1\n      hands: []\n", 2, `move: "0x1" is not a whole number`},
		{"a key twice", "deals:\n    - move: 0\n      move: 1\n      hands: []\n", 3, `key "move" is given twice`},
		{"hands not lists", "deals:\n    - move: 0\n      hands: [1, 2]\n", 3, "hands: want a list of cards"},
		{"a card a list", "deals:\n    - move: 0\n      hands:\n        - [[1]]\n", 4, "hands: want a card as the game writes it"},
		{"a card too long", "deals:\n    - move: 0\n      hands:\n        - [12345]\n", 4, "want a card"},
		{"a card with an escape", "deals:\n    - move: 0\n      hands:\n        - [\"\\e[2J\"]\n", 4, "want a card"},
		{"a place not a list", "deals:\n    - move: 0\n      hands: []\n      curtain: 4\n", 4, "curtain: want a list of cards"},
		{"card record not a mapping", "cards:\n    - [1]\n", 2, "want a card record as KEY: VALUE pairs"},
		{"card record without what", "cards:\n    - {move: 1, cards: [1]}\n", 2, "what is missing from a card record"},
		{"card record without cards", "cards:\n    - {move: 1, what: draw}\n", 2, "cards is missing from a card record"},
		{"card record at move 0", "cards:\n    - {move: 0, what: draw, cards: [1]}\n", 2, "at least 1"},
		{"card record unknown key", "cards:\n    - {move: 1, what: draw, card: [1], cards: [1]}\n", 2, `unknown key "card" (did you mean "cards"?)`},
		{"card record pile 0", "cards:\n    - {move: 1, what: take, pile: 0, cards: [1]}\n", 2, "pile"},
		{"card record empty what", "cards:\n    - {move: 1, what: '', cards: [1]}\n", 2, "what: want a word"},
		{"card record seat a list", "cards:\n    - {move: 1, what: draw, seat: [Ben], cards: [1]}\n", 2, "seat: want a word"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseLog("log.yaml", []byte(logHead+tc.records))
			var ie *fileio.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("got %v, want an input error", err)
			}
			if want := strings.Count(logHead, "\n") + tc.line; ie.Line != want || ie.File != "log.yaml" || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %q (line %d), want line %d and %q", err, ie.Line, want, tc.want)
			}
		})
	}
}

// cardsText and recordText cut long lists and texts, so that a tampered
// record cannot make an error message long.
func TestRecordTextsAreShort(t *testing.T) {
	many := slices.Repeat([]string{"7"}, 500)
	if s := cardsText(many); len(s) > 60 || !strings.HasSuffix(s, " …]") {
		t.Errorf("cardsText: %q", s)
	}
	c := CardRecord{Move: 3, What: strings.Repeat("w", 1000), Who: strings.Repeat("n", 1000), Cards: many}
	if s := recordText(c); len(s) > 200 || !strings.Contains(s, "…") {
		t.Errorf("recordText: %d bytes: %q", len(s), s)
	}
}

// A card record whose long list differs is told by its first difference
// and the cards around it in both lists, a window that stays short
// whatever the lists' length; a list that begins the other is told by
// the counts.
func TestCardsDiff(t *testing.T) {
	seq := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = strconv.Itoa(i % 13)
		}
		return out
	}
	swapped := seq(60)
	swapped[31], swapped[35] = swapped[35], swapped[31]
	changedFirst := seq(30)
	changedFirst[0] = "12"
	long := slices.Repeat([]string{"7"}, 500)
	tests := []struct {
		name     string
		log, got []string
		want     string
	}{
		{"swapped at 32 and 36", swapped, seq(60),
			"card 32 of the list is 9 in the log, 5 by the seed and moves (cards 27 to 37: [… 0 1 2 3 4 9 6 7 8 5 10 …] in the log, [… 0 1 2 3 4 5 6 7 8 9 10 …] by the seed and moves)"},
		{"the first card", changedFirst, seq(30),
			"card 1 of the list is 12 in the log, 0 by the seed and moves (cards 1 to 6: [12 1 2 3 4 5 …] in the log, [0 1 2 3 4 5 …] by the seed and moves)"},
		{"one card short", seq(40), seq(41),
			"the log records 40 cards, the seed and moves give 41 (cards 36 to 41: [… 9 10 11 12 0] in the log, [… 9 10 11 12 0 1] by the seed and moves)"},
		{"the last card differs", append(seq(25), "9"), append(seq(25), "8"),
			"card 26 of the list is 9 in the log, 8 by the seed and moves (cards 21 to 26: [… 7 8 9 10 11 9] in the log, [… 7 8 9 10 11 8] by the seed and moves)"},
		{"500 cards, one more", append(slices.Clone(long), "7"), long,
			"the log records 501 cards, the seed and moves give 500 (cards 496 to 501: [… 7 7 7 7 7 7] in the log, [… 7 7 7 7 7] by the seed and moves)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := cardsDiff(CardRecord{Move: 4, What: "reshuffle", Pile: 1, Cards: tc.log}, CardRecord{Move: 4, What: "reshuffle", Pile: 1, Cards: tc.got})
			want := "the recorded cards do not match the seed and moves: {move: 4, what: reshuffle, pile: 1}: " + tc.want
			if err.Error() != want {
				t.Errorf("got  %s\nwant %s", err, want)
			}
		})
	}
}
