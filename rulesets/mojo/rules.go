package mojo

import "tabletop/engine"

// Rules returns the rule catalogue in rulebook order: every Mojo rule ID
// of RULES.md with an explanation in the project's words and the option
// keys that change it.
func (Ruleset) Rules() []engine.Rule {
	out := make([]engine.Rule, len(catalogue))
	copy(out, catalogue)
	return out
}

var catalogue = []engine.Rule{
	{ID: "mojo.deck", Title: "The deck",
		Text: "78 number cards valued 0 to 12. The value fixes the colour: blue 0-1 (4 copies each), green 2-4 (5 each), yellow 5-7 (6 each), orange 8-10 (7 each), red 11-12 (8 each). High cards are the common ones."},
	{ID: "mojo.mojo-card", Title: "The Mojo card",
		Text: "A single extra card with a 0 face and a +10 face; the face showing decides the direction of play."},
	{ID: "mojo.players", Title: "Players",
		Text: "2 to 8 players. With two, the two-player rule moves the Mojo Time threshold."},
	{ID: "mojo.setup", Title: "Set-up",
		Text: "The Mojo card starts on its 0 face. All 78 cards are shuffled, everyone gets 8, the rest form the face-down draw pile and its top card is turned up as the discard pile."},
	{ID: "mojo.setup.first", Title: "Who starts",
		Text: "A chosen seat (by default the first) starts the first round; later rounds are started by whoever took the Mojo card."},
	{ID: "mojo.direction", Title: "Direction of play",
		Text:    "Turns pass the way the visible face of the Mojo card points. Here the 0 face means seat order unless the option says otherwise, and the +10 face means the opposite way.",
		Options: []string{OptionDirectionZero}},
	{ID: "mojo.turn.play", Title: "Playing a card",
		Text: "A player with cards in hand must put one of them onto the discard pile and compare it with the card it lands on."},
	{ID: "mojo.turn.lower", Title: "Lower card",
		Text: "A card below the one it covers simply ends the turn."},
	{ID: "mojo.turn.higher", Title: "Higher card",
		Text: "A card above the one it covers costs a card: the player takes the top of the draw pile, then the turn ends (unless it was the last card in hand, which ends the round instead)."},
	{ID: "mojo.turn.equal", Title: "Equal card",
		Text: "A card of the same value as the one it covers obliges the player to play again, if any card is left, compared against the same value."},
	{ID: "mojo.turn.chain-only-equal", Title: "Only equal cards chain",
		Text: "Several cards go down in one turn only while they match the top card; the first lower or higher card is the last of the turn. With 8,8,7,7,4,3,0 on an 8 a player may lay both 8s and then exactly one more card, so the second 7 waits."},
	{ID: "mojo.reshuffle", Title: "Empty draw pile",
		Text:    "When a card must be drawn from an empty draw pile, the discard pile minus its top card is shuffled into a new draw pile. If that leaves nothing, no card is drawn.",
		Options: []string{OptionVariant}},
	{ID: "mojo.time", Title: "Mojo Time",
		Text: "Whoever ends a turn with between one and three cards in hand (two with two players) lays them face down in front of them; they are out of play but still score. Other players carry on normally."},
	{ID: "mojo.time.reveal", Title: "Revealing",
		Text: "A player with face-down cards spends each later turn turning exactly one of them (their choice) face up, and does nothing else."},
	{ID: "mojo.round-end", Title: "End of a round",
		Text: "The round stops immediately when someone turns up their last face-down card, or plays the last card in their hand, whatever that card is: a chain of equal cards may end the hand on a lower or a higher card just as well. The round is over at that moment, so a higher last card draws nothing and there is no Mojo Time. That player takes the Mojo card."},
	{ID: "mojo.two-player", Title: "Two players",
		Text: "With two players Mojo Time starts at two cards or fewer rather than three."},
	{ID: "mojo.score.cards", Title: "What scores",
		Text: "Each player scores the cards left in hand together with every card laid in front of them, all turned face up."},
	{ID: "mojo.score.colour-max", Title: "Highest of each colour",
		Text: "Only the best card of each colour counts, and a value held twice counts once: 9,1 gives 10; 0,4 gives 4; 10,11,3 gives 24."},
	{ID: "mojo.score.mojo", Title: "The Mojo penalty",
		Text: "The Mojo holder scores nothing if no one has fewer points (a tie for lowest is enough) and the card returns on 0; otherwise the holder adds 10 and the card returns on +10. 24 points against 10 and 4 becomes 34."},
	{ID: "mojo.game-end", Title: "End of the game",
		Text: "Round scores add up; once a total is 50 or more the game is over and the lowest total wins, shared on a tie."},
	{ID: "mojo.next-round", Title: "Next round",
		Text:    "If nobody has reached 50, the Mojo holder puts the card back on the face it ended with, which fixes the direction, and plays first in a freshly dealt round.",
		Options: []string{OptionDealNext}},
	{ID: "mojo.deal-next", Title: "Dealing the next round",
		Text:    "Either everything is gathered and reshuffled (Polish, Russian) or the players' cards are discarded and the new hands come off the existing draw pile, reshuffling when it runs out, followed by a fresh top card (French).",
		Options: []string{OptionDealNext}},
	{ID: "mojo.two-piles.setup", Title: "Two piles: set-up",
		Text:    "In the variant two cards are turned up, giving two discard piles.",
		Options: []string{OptionVariant}},
	{ID: "mojo.two-piles.play", Title: "Two piles: choosing a pile",
		Text:    "Each turn the player picks one discard pile and the whole turn's cards go onto it.",
		Options: []string{OptionVariant}},
	{ID: "mojo.two-piles.draw", Title: "Two piles: drawing",
		Text:    "A draw may come from the draw pile or from the top of the discard pile not played on this turn, never from the pile just played on.",
		Options: []string{OptionVariant}},
	{ID: "mojo.two-piles.refill", Title: "Two piles: an empty pile",
		Text:    "A discard pile emptied by a draw is restarted at once: with refill=other-pile (the default; the Polish and French texts) with the other discard pile's top card, or the draw pile's top card if the other pile holds a single card; with refill=draw-pile (the Russian text) with the draw pile's top card. No rulebook says more, so: with draw-pile and an empty draw pile, the draw pile is reshuffled first (mojo.reshuffle: whenever a card is needed), and if there is still nothing, the pile restarts with the card just played on the other pile. With two piles and an empty draw pile, the pile not played on this turn is the one shuffled (mojo.two-piles.draw); if it holds only its top card, nothing is drawn. With deal-next=continue (the French deal) and two piles, the players' cards go onto the first discard pile.",
		Options: []string{OptionVariant, OptionRefill}},
	{ID: "mojo.two-piles.reshuffle", Title: "Two piles: empty draw pile",
		Text:    "When the draw pile runs out in the variant, the new draw pile is shuffled from the discard pile not played on this turn, leaving its top card in place.",
		Options: []string{OptionVariant}},
}
