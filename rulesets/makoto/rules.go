package makoto

import (
	"slices"

	"tabletop/engine"
)

// Rules lists the rule catalogue in rulebook order, in the project's words.
func (*Ruleset) Rules() []engine.Rule { return slices.Clone(catalogue) }

var catalogue = []engine.Rule{
	{ID: "makoto.cards", Title: "Cards", Text: "The box has Ronin cards 1-16 (four of each), one Sword card of each value and one gold-backed Oracle card of each value. Only Kensei looks at the sword; an Oracle card is an ordinary card of its value once in a hand."},
	{ID: "makoto.rewards", Title: "Reward cards", Text: "Players who empty their hands take reward cards in order, the highest first.", Options: []string{OptionRewards}},
	{ID: "makoto.setup", Title: "Set-up", Text: "The player count fixes the deck (values 1-13 without Swords for 2-3 players, 1-13 with Swords for 4, 1-16 with Swords for 5-6), the hand size (15, 15, 14, 14, 12), the Oracle deck (1-13, or 1-16 for 5-6) and the Curtain size (7, 7, 9, 10, 8). With two players the 15 cards left over are set aside unseen."},
	{ID: "makoto.setup.curtain", Title: "The Curtain", Text: "After the deal the Curtain cards lie face up in the middle for everyone to see."},
	{ID: "makoto.setup.first", Title: "First player", Text: "The player to the dealer's left leads the first trick; turns go clockwise (to the left)."},
	{ID: "makoto.turn", Title: "A turn", Text: "On a turn you either play a combination (and may then use the Curtain) or pass (and may then consult the Oracle)."},
	{ID: "makoto.combo.single", Title: "Single", Text: "Any one card is a combination."},
	{ID: "makoto.combo.set", Title: "Set", Text: "Two or more cards of one value form a set."},
	{ID: "makoto.combo.run", Title: "Run", Text: "Three or more cards of consecutive values, each value once, form a run."},
	{ID: "makoto.kensei", Title: "Kensei", Text: "Exactly four cards of one value are a Kensei; with 4-6 players one of them must be a Sword card. A four that meets this is always a Kensei: it cannot be played as an ordinary set. Four of a kind without a Sword card (4-6 players) is an ordinary set of four."},
	{ID: "makoto.lead", Title: "Leading", Text: "Whoever starts a trick plays any combination and is not allowed to pass."},
	{ID: "makoto.follow", Title: "Following", Text: "A later play must be the same kind with the same number of cards and higher: a higher value for singles and sets, a higher lowest card for runs."},
	{ID: "makoto.kensei.anytime", Title: "Kensei at any time", Text: "A Kensei may be played on any combination; once one is on the trick, only a Kensei of a higher value beats it."},
	{ID: "makoto.pass", Title: "Passing", Text: "Anyone but the leader may pass, able to play or not; a pass does not drop you from the trick."},
	{ID: "makoto.oracle", Title: "The Oracle", Text: "After passing you may draw the top Oracle card, then discard one card onto the Oracle discard pile: the drawn card, or another card from your hand to keep it. Your hand size stays the same."},
	{ID: "makoto.oracle.reshuffle", Title: "Oracle reshuffle", Text: "When the Oracle deck is empty, its discard pile is shuffled into a new Oracle deck (it may now hold black-backed cards)."},
	{ID: "makoto.curtain", Title: "Using the Curtain", Text: "After a play (a Kensei too) you may either put one card into the Curtain or take cards from it, or leave it alone."},
	{ID: "makoto.curtain.discard", Title: "Curtain: put a card in", Text: "Put exactly one card from your hand face up into the Curtain; its value must be below the lowest card you just played."},
	{ID: "makoto.curtain.take", Title: "Curtain: take cards", Text: "Take up to as many Curtain cards as you just played, all of one value and each below the lowest card you just played. An empty Curtain gives nothing."},
	{ID: "makoto.curtain.keeps", Title: "The Curtain stays", Text: "The Curtain is never cleared between tricks and has no size limit."},
	{ID: "makoto.trick.win", Title: "Winning a trick", Text: "Once every other player still in has passed since the last play, the last player to play takes the trick's cards face down as a score pile and leads the next trick."},
	{ID: "makoto.out", Title: "Going out", Text: "A player whose hand is empty at the end of their turn is out, takes the highest reward left and has no more turns. Playing the last card puts you out at once (no Curtain take); putting the last card into the Curtain also puts you out."},
	{ID: "makoto.out.lead", Title: "Winner already out", Text: "If the trick's winner is out, the next player still in to the winner's left leads the next trick."},
	{ID: "makoto.last-player", Title: "The last player", Text: "When the second-to-last player goes out, the last player has one more ordinary turn and wins the trick if they beat it; otherwise it goes to whoever played last. Then the game ends; the last player takes no reward and their remaining cards score nothing."},
	{ID: "makoto.score", Title: "Scoring", Text: "Each player scores their reward plus points for cards in their score pile: by default 20 per 2, 5 per 5 and 10 per 10.", Options: []string{OptionPoints, OptionRewards}},
	{ID: "makoto.score.curtain-bonus", Title: "Curtain bonus", Text: "The first player out also scores the point cards still in the Curtain at the end.", Options: []string{OptionPoints}},
	{ID: "makoto.winner", Title: "Winner", Text: "The highest total wins; tied players share the win."},
	{ID: "makoto.series.length", Title: "A series", Text: "A series has one game per player (four games with two players); the deal passes left each game and totals are summed.", Options: []string{OptionSeries}},
	{ID: "makoto.lid", Title: "The box lid", Text: "From the second game of a series the lowest scorer of the previous game holds the box lid. At any moment until the game ends, on their own turn or between any two moves of others, they may hand it back to take one Curtain card of their choice into their hand (lid take C). It is never a separate question: on their turn it is one more choice that does not end the turn; out of turn they simply announce it. The rulebook says during the game, at any moment, so a holder who is already out may still use it (lid-after-out=allow, the default; refuse ends the lid's use when its holder goes out, since it can take a point card out of the first player out's Curtain bonus). The rulebook does not say what such a card does; read here: the holder stays out and takes no more turns, the card scores nothing in their hand (like the last player's cards), it no longer counts for the Curtain bonus, and the game ends as it would have. The lid cannot be used once the game's last move is made.", Options: []string{OptionLid, OptionLidTie, OptionLidAfterOut}},
}
