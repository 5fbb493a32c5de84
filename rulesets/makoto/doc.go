// Package makoto is the rules engine of Makoto (Simon Weinberg, HUCH!), a
// climbing card game for 2-6 players, registered with the engine as
// "makoto" (import _ "tabletop/rulesets/makoto").
//
// One State is one game, or a whole series when the option series=on is
// set: then Rounds has one result per finished game, the deal passes left
// (Config.Start deals the first game) and from the second game the previous
// game's lowest scorer holds the box lid.
//
// # Files
//
//	cards.go      card codes and the set-up table          (makoto.cards, makoto.setup)
//	score.go      scoring table, rewards, series length     (makoto.score, makoto.rewards)
//	combo.go      combinations and what beats what          (makoto.combo.*, makoto.kensei*, makoto.follow)
//	rules.go      the Ruleset: options, rule catalogue, New, bots
//	state.go      the State (a comparable value: Clone is a copy)
//	game.go       deal, turns, tricks, going out, end of game and series, the lid hand-over
//	move.go       move kinds and the Curtain action encoding
//	apply.go      Apply: checks, then mutations; compound one-line moves
//	legal.go      LegalMoves
//	notation.go   MoveString / ParseMove
//	effects.go    compact effect codes and their texts
//	position.go   partly known positions for the validator and table mode
//	invariants.go CheckInvariants
//	view.go       View
//	results.go    Rounds, Totals, Winners
//	bots.go       the greedy bot
//
// # Sub-decisions in notation and logs
//
// A turn may take more than one move of the same player, so that legal-move
// lists stay small:
//
//   - "play CARDS" is followed, when some Curtain action is possible (a
//     card in hand or in the Curtain lower than the lowest card played), by
//     the same player's Curtain decision: "discard C", "take C C ..." or
//     "done". Playing the last card puts the player out at once, with no
//     Curtain decision.
//   - "pass oracle" is followed by the same player's "discard C": the card
//     put on the Oracle discard pile, either the drawn card or another card
//     from the hand (keeping the drawn one).
//   - The lid holder may give the lid back for a Curtain card ("lid take
//     C") at any moment while still in the game: on their own turn it is
//     one of their legal moves and does not end the turn; out of turn it is
//     an engine.AnytimeMover move (AnytimeMoves, ApplyAnytime), logged under
//     the holder's name. Nobody is ever asked about the lid separately.
//
// The one-line forms of CLI.md are single compound moves that Apply
// accepts in the play phase: "play 13 13 13 take 1 1 1", "play 3 3 3
// discard 1", "play 3 3 3 done" and "pass oracle discard C". A compound is
// all or nothing. LegalMoves lists only the split form; logs written from
// LegalMoves therefore show the split form, and replay accepts both.
package makoto
