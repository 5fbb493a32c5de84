package validator

import "testing"

const (
	mojoBase = `
game: mojo
players: [Ann, Ben, Cy, Dee]
discard: 8
hand: [8, 8, 9, 7, 7, 4, 3, 0]
`
	mojoUnknown = `
game: mojo
players: [Ann, Ben, Cy, Dee]
discard: 0
`
	mojoTime = `
game: mojo
players: [Ann, Ben, Cy]
discard: 5
face_down: {Ann: 2}
mover_face_down: [7]
`
	mojoTwo = `
game: mojo
players: [Ann, Ben, Cy, Dee]
variant: two-piles
discard: [8, 3]
hand: [8, 8, 9, 5, 2, 12]
`
)

// Every Mojo rule a single declared move can break or trigger.
func TestMojoVerdicts(t *testing.T) {
	runVerdicts(t, []verdictCase{
		// mojo.turn.* and the rulebook example (mojo.turn.chain-only-equal).
		{name: "rulebook 8 8 7", pos: mojoBase, move: "play 8 8 7", legal: true, rule: "mojo.turn.lower", effects: []string{"mojo.turn.equal"}, next: "Ben"},
		{name: "rulebook 8 8 4", pos: mojoBase, move: "8 8 4", legal: true, rule: "mojo.turn.lower"},
		{name: "one 8 then a 7", pos: mojoBase, move: "play 8 7", legal: true, rule: "mojo.turn.lower", effects: []string{"mojo.turn.equal"}},
		{name: "rulebook second 7", pos: mojoBase, move: "play 8 8 7 7", rule: "mojo.turn.chain-only-equal", reason: "cannot follow"},
		{name: "8 7 7", pos: mojoBase, move: "play 8 7 7", rule: "mojo.turn.chain-only-equal"},
		{name: "7 7", pos: mojoBase, move: "play 7 7", rule: "mojo.turn.chain-only-equal"},
		{name: "stop on an equal card", pos: mojoBase, move: "play 8 8", rule: "mojo.turn.equal"},
		{name: "higher draws", pos: mojoBase, move: "play 9", legal: true, rule: "mojo.turn.higher", without: []string{"mojo.turn.equal"}},
		{name: "8 8 9 draws", pos: mojoBase, move: "play 8 8 9", legal: true, rule: "mojo.turn.higher", effects: []string{"mojo.turn.equal"}},
		{name: "not held", pos: mojoBase, move: "play 12", rule: "mojo.turn.play", reason: "Ann does not hold a 12"},
		{name: "three 8s, two held", pos: mojoBase, move: "play 8 8 8 7", rule: "mojo.turn.play"},
		{name: "reveal with a hand", pos: mojoBase, move: "reveal 7", rule: "mojo.turn.play"},
		{name: "a lower card draws nothing", pos: mojoBase, move: "play 7 draw 1", rule: "mojo.turn.lower"},
		{name: "one pile draws from the deck", pos: mojoBase, move: "play 9 draw 1", rule: "mojo.turn.higher"},
		{name: "no second pile", pos: mojoBase, move: "play 9 on 2", rule: "mojo.two-piles.setup"},
		// mojo.direction: the +10 face passes the other way.
		{name: "+10 face", pos: mojoBase + "mojo_face: \"+10\"\n", move: "play 7", legal: true, rule: "mojo.turn.lower", next: "Dee"},
		// Unknown hands: only the table is checked (mojo.deck).
		{name: "unknown hand, possible", pos: mojoUnknown, move: "play 0 0 1", legal: true, rule: "mojo.turn.higher", reason: TableOnly},
		{name: "five 0s", pos: mojoUnknown, move: "play 0 0 0 0 1", rule: "mojo.deck"},
		{name: "more cards than the hand", pos: mojoUnknown + "hand_sizes: {Ann: 2}\n", move: "play 0 0 1", rule: "mojo.turn.play"},
		// mojo.reshuffle.
		{name: "empty draw pile", pos: mojoBase + "draw_pile: 0\n", move: "play 9", legal: true, rule: "mojo.turn.higher", effects: []string{"mojo.reshuffle"}},
		// mojo.time, mojo.two-player.
		{name: "three left", pos: "game: mojo\nplayers: 3\ndiscard: 6\nhand: [9, 5, 4, 3]\n", move: "play 5", legal: true, rule: "mojo.time"},
		{name: "two players, three left", pos: "game: mojo\nplayers: 2\ndiscard: 6\nhand: [9, 5, 4, 3]\n", move: "play 5", legal: true, rule: "mojo.turn.lower", without: []string{"mojo.time"}},
		{name: "two players, two left", pos: "game: mojo\nplayers: 2\ndiscard: 6\nhand: [5, 4, 3]\n", move: "play 5", legal: true, rule: "mojo.time"},
		{name: "higher, then two left", pos: "game: mojo\nplayers: 3\ndiscard: 6\nhand: [6, 9, 9]\n", move: "play 6 9", legal: true, rule: "mojo.time", effects: []string{"mojo.turn.higher"}},
		// mojo.time.reveal and mojo.round-end.
		{name: "reveal a known card", pos: mojoTime, move: "reveal 7", legal: true, rule: "mojo.time.reveal", next: "Ben"},
		{name: "reveal an unknown card", pos: mojoTime, move: "reveal 2", legal: true, rule: "mojo.time.reveal", reason: TableOnly},
		{name: "play in Mojo Time", pos: mojoTime, move: "play 3", rule: "mojo.time.reveal"},
		{name: "no such face-down card", pos: "game: mojo\nplayers: [Ann, Ben, Cy]\ndiscard: 5\nface_down: {Ann: 2}\nmover_face_down: [7, 3]\n", move: "reveal 4", rule: "mojo.time.reveal"},
		{name: "all copies seen", pos: "game: mojo\nplayers: [Ann, Ben, Cy]\ndiscard_piles: [[0, 0, 0, 0, 5]]\nface_down: {Ann: 2}\n", move: "reveal 0", rule: "mojo.deck"},
		{name: "last face-down card", pos: "game: mojo\nplayers: 3\ndiscard: 5\nface_down: {1: 1}\nrevealed: {1: [4, 9]}\n", move: "reveal 12", legal: true, rule: "mojo.round-end", effects: []string{"mojo.score.cards"}, next: "-"},
		{name: "chain empties the hand", pos: "game: mojo\nplayers: 3\ndiscard: 8\nhand: [8, 8]\n", move: "play 8 8", legal: true, rule: "mojo.round-end", effects: []string{"mojo.turn.equal"}},
		// mojo.round-end: the hand's last card ends the round, whatever it is.
		{name: "chain ends higher", pos: "game: mojo\nplayers: 3\ndiscard: 8\nhand: [8, 12]\n", move: "play 8 12", legal: true, rule: "mojo.round-end", effects: []string{"mojo.turn.equal"}, without: []string{"mojo.turn.higher", "mojo.time"}, next: "-"},
		{name: "8 8 8 9 on an 8", pos: "game: mojo\nplayers: [Ann, Ben, Cy, Dee]\ndiscard: 8\nhand: [8, 8, 8, 9]\n", move: "play 8 8 8 9", legal: true, rule: "mojo.round-end", reason: "nothing is drawn, the round ends at once and Ann takes the Mojo card", without: []string{"mojo.turn.higher", "mojo.time"}, next: "-"},
		{name: "chain ends lower", pos: "game: mojo\nplayers: 3\ndiscard: 8\nhand: [8, 8, 3]\n", move: "play 8 8 3", legal: true, rule: "mojo.round-end", effects: []string{"mojo.turn.equal", "mojo.turn.lower"}, without: []string{"mojo.time"}, next: "-"},
		{name: "single higher card", pos: "game: mojo\nplayers: 3\ndiscard: 6\nhand: [9]\n", move: "play 9", legal: true, rule: "mojo.round-end", without: []string{"mojo.turn.higher", "mojo.time"}, next: "-"},
		{name: "single lower card", pos: "game: mojo\nplayers: 3\ndiscard: 6\nhand: [3]\n", move: "play 3", legal: true, rule: "mojo.round-end", effects: []string{"mojo.turn.lower"}, next: "-"},
		{name: "two players, chain ends higher", pos: "game: mojo\nplayers: 2\ndiscard: 8\nhand: [8, 8, 8, 9]\n", move: "play 8 8 8 9", legal: true, rule: "mojo.round-end", without: []string{"mojo.turn.higher", "mojo.time"}, next: "-"},
		{name: "two piles, chain ends higher", pos: "game: mojo\nplayers: 3\nvariant: two-piles\ndiscard: [8, 3]\nhand: [8, 8, 8, 9]\n", move: "play 8 8 8 9 on 1", legal: true, rule: "mojo.round-end", effects: []string{"mojo.two-piles.play"}, without: []string{"mojo.two-piles.draw", "mojo.turn.higher", "mojo.time"}, next: "-"},
		{name: "two piles, no draw from the other pile", pos: "game: mojo\nplayers: 3\nvariant: two-piles\ndiscard: [8, 3]\nhand: [8, 8, 8, 9]\n", move: "play 8 8 8 9 on 1 draw 2", rule: "mojo.round-end", reason: "nothing is drawn"},
		// The two-pile variant.
		{name: "draw from the other pile", pos: mojoTwo + "discard_sizes: [10, 4]\n", move: "play 8 8 9 on 1 draw 2", legal: true, rule: "mojo.two-piles.draw", effects: []string{"mojo.two-piles.play", "mojo.turn.equal"}},
		{name: "draw from the pile played on", pos: mojoTwo, move: "play 9 on 1 draw 1", rule: "mojo.two-piles.draw"},
		{name: "play on pile 2", pos: mojoTwo, move: "play 5 on 2", legal: true, rule: "mojo.turn.higher", effects: []string{"mojo.two-piles.play"}},
		{name: "other pile emptied", pos: mojoTwo, move: "play 9 on 1 draw 2", legal: true, rule: "mojo.two-piles.refill", effects: []string{"mojo.two-piles.draw"}},
		{name: "refill from the draw pile", pos: mojoTwo + "options: {refill: draw-pile}\n", move: "play 9 on 1 draw 2", legal: true, rule: "mojo.two-piles.refill", reason: "top card of the draw pile"},
		{name: "reshuffle the other pile", pos: mojoTwo + "draw_pile: 0\ndiscard_sizes: [1, 20]\nhand_sizes: [6, 17, 17, 17]\n", move: "play 9 on 1", legal: true, rule: "mojo.turn.higher", effects: []string{"mojo.two-piles.reshuffle"}},
	})
}
