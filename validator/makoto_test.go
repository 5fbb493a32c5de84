package validator

import (
	"testing"

	"tabletop/engine"
)

const (
	// Ann leads; her hand and the Curtain are known.
	makotoLead = `
game: makoto
players: [Ann, Ben, Cy, Dee]
hand: [3, 3, 3, 5, 6, 7, 7, 9, 9, 9, 9s, 1]
curtain: [13, 11, 2, 1, 1]
`
	// Ben to beat Ann's 3-3 (the CLI.md position, with names).
	makotoFollow = `
game: makoto
players: [Ann, Ben, Cy, Dee]
history: ["Ann: play 3 3"]
hand: [3, 3, 3, 6, 1, 5, 5, 9, 9, 9, 9s, 4, 5s, 8, 10, 11, 12]
hand_sizes: {Ann: 12, Cy: 14, Dee: 14}
curtain: [13, 11, 2, 1, 1]
`
	// The table only: Cy's hand is unknown; every plain 7 is in the Curtain.
	makotoTable = `
game: makoto
players: 4
mover: 3
trick: "3 3"
curtain: [7, 7, 7, 7, 7, 1]
`
	// Ben to beat a 3-3; Cy, who holds the lid, is already out.
	makotoLidOut = "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nmover: Ben\ntrick: \"3 3\"\nout: [Cy]\ncurtain: [11]\nlid: Cy\n"
)

// Every Makoto rule a single declared move can break or trigger.
func TestMakotoVerdicts(t *testing.T) {
	runVerdicts(t, []verdictCase{
		// Leading (makoto.lead, makoto.combo.*, makoto.kensei).
		{name: "lead a set", pos: makotoLead, move: "play 3 3 3", legal: true, rule: "makoto.lead", reason: "set of 3 3s", effects: []string{"makoto.curtain"}},
		{name: "lead a single", pos: makotoLead, move: "play 5", legal: true, rule: "makoto.lead", reason: "single 5"},
		{name: "lead a run", pos: makotoLead, move: "play 5 6 7", legal: true, rule: "makoto.lead", reason: "run of 3 from 5"},
		{name: "leader passes", pos: makotoLead, move: "pass", rule: "makoto.lead"},
		{name: "lead a Kensei", pos: makotoLead, move: "play 9 9 9 9s", legal: true, rule: "makoto.kensei"},
		{name: "two different cards", pos: makotoLead, move: "play 5 6", rule: "makoto.combo.run"},
		{name: "a run with a gap", pos: makotoLead, move: "play 5 7 9", rule: "makoto.combo.run"},
		{name: "a run repeating a value", pos: makotoLead, move: "play 5 6 7 7", rule: "makoto.combo.run"},
		{name: "not in hand", pos: makotoLead, move: "play 8", rule: "makoto.turn", reason: "Ann has no 8"},
		{name: "too many copies in hand", pos: makotoLead, move: "play 3 3 3 3", rule: "makoto.turn"},
		{name: "14 with four players", pos: makotoLead, move: "play 14", rule: "makoto.setup"},
		{name: "Sword with three players", pos: "game: makoto\nplayers: 3\n", move: "play 9s", rule: "makoto.setup"},
		// Following (makoto.follow, makoto.kensei.anytime, makoto.kensei).
		{name: "higher pair", pos: makotoFollow, move: "play 5 5", legal: true, rule: "makoto.follow"},
		{name: "Sword card in a pair", pos: makotoFollow, move: "play 5 5s", legal: true, rule: "makoto.follow"},
		{name: "three on a pair", pos: makotoFollow, move: "play 3 3 3", rule: "makoto.follow", reason: "exactly 2 cards"},
		{name: "same pair value", pos: makotoFollow, move: "play 3 3", rule: "makoto.follow", reason: "does not beat"},
		{name: "single on a pair", pos: makotoFollow, move: "play 6", rule: "makoto.follow"},
		{name: "Kensei on a pair", pos: makotoFollow, move: "play 9 9 9 9s", legal: true, rule: "makoto.kensei.anytime"},
		{name: "four 9s without a Sword", pos: "game: makoto\nplayers: 4\nmover: 2\ntrick: \"3 3\"\n", move: "play 9 9 9 9", rule: "makoto.follow", reason: "exactly 2 cards"},
		{name: "four 9s, three players", pos: "game: makoto\nplayers: 3\nmover: 2\ntrick: \"3 3\"\n", move: "play 9 9 9 9", legal: true, rule: "makoto.kensei.anytime"},
		{name: "set of four on a set of four", pos: "game: makoto\nplayers: 4\nmover: 2\ntrick: \"3 3 3 3\"\n", move: "play 9 9 9 9", legal: true, rule: "makoto.follow"},
		{name: "qualifying four on a set of four", pos: "game: makoto\nplayers: 4\nmover: 2\ntrick: \"3 3 3 3\"\n", move: "play 9 9 9 9s", legal: true, rule: "makoto.kensei.anytime"},
		{name: "lower Kensei on a higher", pos: "game: makoto\nplayers: 4\nmover: 2\ntrick: \"6 6 6 6s\"\n", move: "play 1 1 1 1s", rule: "makoto.kensei.anytime"},
		{name: "lower Kensei", pos: "game: makoto\nplayers: 4\nmover: 2\ntrick: \"9 9 9 9s\"\n", move: "play 8 8 8 8s", rule: "makoto.kensei.anytime"},
		{name: "set on a Kensei", pos: "game: makoto\nplayers: 4\nmover: 2\ntrick: \"9 9 9 9s\"\n", move: "play 12 12 12", rule: "makoto.kensei.anytime"},
		{name: "higher Kensei", pos: "game: makoto\nplayers: 4\nmover: 2\ntrick: \"9 9 9 9s\"\n", move: "play 10 10 10 10s", legal: true, rule: "makoto.kensei.anytime"},
		{name: "lower run", pos: "game: makoto\nplayers: 4\nmover: 2\ntrick: \"4 5 6\"\n", move: "play 3 4 5", rule: "makoto.follow"},
		// The table only: what the hand cannot show is not checked.
		{name: "unknown hand", pos: makotoTable, move: "play 9 9 take 1", legal: true, rule: "makoto.curtain.take", reason: TableOnly},
		{name: "every 7 is visible", pos: makotoTable, move: "play 7 7", rule: "makoto.cards"},
		// Passing and the Oracle.
		{name: "pass", pos: makotoFollow, move: "pass", legal: true, rule: "makoto.pass", next: "Cy"},
		{name: "pass oracle", pos: makotoFollow, move: "pass oracle", legal: true, rule: "makoto.oracle", effects: []string{"makoto.pass"}, next: "Ben"},
		{name: "pass oracle discard", pos: makotoFollow, move: "pass oracle discard 1", legal: true, rule: "makoto.oracle", next: "Cy"},
		{name: "discard the unknown drawn card", pos: makotoFollow, move: "pass oracle discard 7", legal: true, rule: "makoto.oracle", reason: "discards 7"},
		{name: "Oracle empty", pos: makotoFollow + "oracle_deck: 0\n", move: "pass oracle", rule: "makoto.oracle"},
		{name: "Oracle reshuffled", pos: makotoFollow + "oracle_deck: 0\noracle_discard: [4, 7]\n", move: "pass oracle", legal: true, rule: "makoto.oracle", effects: []string{"makoto.oracle.reshuffle"}},
		// The Curtain.
		{name: "rulebook take 2", pos: makotoLead, move: "play 3 3 3 take 2", legal: true, rule: "makoto.curtain.take"},
		{name: "take two values", pos: makotoLead, move: "play 3 3 3 take 2 1", rule: "makoto.curtain.take", reason: "same value"},
		{name: "take more than played", pos: makotoFollow, move: "play 5 5 take 1 1 1", rule: "makoto.curtain.take", reason: "at most 2"},
		{name: "take not lower", pos: makotoFollow, move: "play 5 5 take 11", rule: "makoto.curtain.take", reason: "lower than the lowest card"},
		{name: "take what is not there", pos: makotoFollow, move: "play 5 5 take 4", rule: "makoto.curtain.take"},
		{name: "take from an empty Curtain", pos: "game: makoto\nplayers: 4\nhand: [9, 9, 1]\n", move: "play 9 9 take 1", rule: "makoto.curtain.take", reason: "empty"},
		{name: "discard lower", pos: makotoFollow, move: "play 5 5 discard 1", legal: true, rule: "makoto.curtain.discard"},
		{name: "discard not lower", pos: makotoFollow, move: "play 5 5 discard 6", rule: "makoto.curtain.discard"},
		{name: "discard not held", pos: makotoFollow, move: "play 5 5 discard 2", rule: "makoto.turn"},
		{name: "done", pos: makotoFollow, move: "play 5 5 done", legal: true, rule: "makoto.follow", effects: []string{"makoto.curtain"}},
		{name: "Curtain without a play", pos: makotoFollow, move: "take 1", rule: "makoto.curtain"},
		// Going out (makoto.out, makoto.rewards) and the trick.
		{name: "last cards", pos: "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nmover: Ben\ntrick: \"3 3\"\nhand: [9, 9]\n", move: "play 9 9", legal: true, rule: "makoto.out", reason: "reward of 50"},
		{name: "second out", pos: "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nmover: Ben\nout: [Cy]\nrewards_left: [40, 30, 20, 10]\ntrick: \"3 3\"\nhand: [9, 9]\n", move: "play 9 9", legal: true, rule: "makoto.out", reason: "reward of 40"},
		{name: "reward option", pos: "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\noptions: {rewards: \"60,30\"}\nmover: Ben\ntrick: \"3 3\"\nhand: [9, 9]\n", move: "play 9 9", legal: true, rule: "makoto.out", reason: "reward of 60"},
		{name: "take after the last card", pos: "game: makoto\nplayers: 4\nmover: 2\ntrick: \"3 3\"\nhand: [9, 9]\ncurtain: [1]\n", move: "play 9 9 take 1", rule: "makoto.out"},
		{name: "out by the Curtain", pos: "game: makoto\nplayers: 4\nmover: 2\ntrick: \"3 3\"\nhand: [9, 9, 1]\n", move: "play 9 9 discard 1", legal: true, rule: "makoto.out", effects: []string{"makoto.curtain.discard"}},
		{name: "everyone passed", pos: "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nmover: Dee\nhistory: [\"Ann: play 5\", \"Ben: pass\", \"Cy: pass oracle\"]\n", move: "pass", legal: true, rule: "makoto.trick.win", reason: "Ann wins the trick", next: "Ann"},
		{name: "winner is out", pos: "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nout: [Ann]\nhistory: [\"Ann: play 5\", \"Ben: pass\", \"Cy: pass\"]\n", move: "pass", legal: true, rule: "makoto.out.lead", effects: []string{"makoto.trick.win"}, next: "Ben"},
		{name: "last player beats", pos: "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nout: [Ann, Ben, Cy]\nmover: Dee\ntrick: \"12 12\"\ntrick_owner: Cy\nhand: [13, 13, 4]\n", move: "play 13 13 done", legal: true, rule: "makoto.trick.win", reason: "Dee wins the trick", effects: []string{"makoto.score"}, next: "-"},
		{name: "last player passes", pos: "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nout: [Ann, Ben, Cy]\nmover: Dee\ntrick: \"12 12\"\ntrick_owner: Cy\n", move: "pass", legal: true, rule: "makoto.trick.win", reason: "Cy wins the trick", effects: []string{"makoto.score"}},
		{name: "second-to-last goes out", pos: "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nout: [Ann, Ben]\nhistory: [\"Dee: play 5 5\"]\nmover: Cy\nhand: [12, 12]\n", move: "play 12 12", legal: true, rule: "makoto.last-player", effects: []string{"makoto.out"}, next: "Dee"},
		{name: "last player empties the hand", pos: "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nout: [Ann, Ben, Cy]\nmover: Dee\ntrick: \"12 12\"\ntrick_owner: Cy\nhand: [13, 13]\n", move: "play 13 13", legal: true, rule: "makoto.trick.win", effects: []string{"makoto.last-player"}, without: []string{"makoto.out"}},
		{name: "series ends", pos: "game: makoto\nplayers: 4\noptions: {series: \"on\"}\nseries_game: 4\nout: [1, 2, 3]\nmover: 4\ntrick: \"12\"\ntrick_owner: 3\n", move: "pass", legal: true, rule: "makoto.trick.win", effects: []string{"makoto.series.length", "makoto.score"}},
		// The box lid.
		{name: "lid take out of turn", pos: makotoFollow + "lid: Cy\n", move: "lid take 11", legal: true, rule: "makoto.lid", reason: "Cy gives back the lid", next: "Ben"},
		{name: "lid take on the holder's turn", pos: makotoFollow + "lid: Ben\n", move: "lid take 13", legal: true, rule: "makoto.lid", reason: "Ben gives back the lid and takes 13", next: "Ben"},
		{name: "lid take, holder's hand unknown", pos: makotoTable + "lid: 1\n", move: "lid take 1", legal: true, rule: "makoto.lid", next: "seat 3"},
		{name: "lid holder is out", pos: makotoLidOut, move: "lid take 11", legal: true, rule: "makoto.lid", reason: "Cy, already out, gives back the lid and takes 11", next: "Ben"},
		{name: "lid holder is out, lid-after-out=refuse", pos: makotoLidOut + "options: {series: on, lid-after-out: refuse}\n", move: "lid take 11", rule: "makoto.lid", reason: "lid-after-out=refuse"},
		{name: "lid used by a holder who is out", pos: "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nmover: Ben\ntrick: \"3 3\"\nout: [Cy]\nhand_sizes: [5, 5, 1, 5]\ncurtain: [11]\n", move: "pass", legal: true, rule: "makoto.pass"},
		{name: "lid take a missing card", pos: makotoFollow + "lid: Cy\n", move: "lid take 12", rule: "makoto.lid"},
		{name: "nobody holds the lid", pos: makotoFollow, move: "lid take 11", rule: "makoto.lid"},
		{name: "play while the lid decides", pos: makotoFollow + "lid: Cy\n", move: "pass", legal: true, rule: "makoto.pass"},
	})
}

// Notation the rules no longer have is bad input, not a verdict.
func TestMakotoGoneNotation(t *testing.T) {
	for _, move := range []string{"play 9 9 9 9s as set", "lid keep"} {
		_, err := load(t, makotoFollow+"lid: Cy\n").Validate(move)
		if _, ok := err.(*engine.ParseError); !ok {
			t.Errorf("%q: %v, want a notation error", move, err)
		}
	}
}
