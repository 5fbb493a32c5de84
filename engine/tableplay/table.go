// Package tableplay holds what a game implements to be followed at a
// physical table ('tabletop table'): the Table a ruleset starts from what
// the table shows (Tabler), what it waits for, and the states' optional
// help for the table's hints (DecisionCloser, Declarer, HandTeller).
package tableplay

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

// What a followed physical game waits for (the table mode's waiting_for).
// A round or game is started by the ruleset's own start word ("top" for
// Mojo, "curtain" for Makoto), which Table.Waiting returns while it waits
// for it.
const (
	WaitMove  = "move"
	WaitShows = "shows"
	WaitOver  = "over"
)

// Tabler is implemented by a ruleset that can follow a physical game from
// what the table shows (the table mode).
type Tabler interface {
	// NewTable starts following a game set up by cfg (players, options,
	// the seat that starts or deals first, names).
	NewTable(cfg engine.Config) (Table, error)
}

// Table is a physical game followed from public information: the rounds
// (Mojo) or the games of a series (Makoto) of an evening. Cards stay in
// people's hands; the table holds the engine state of the round in play,
// built from what is face up, and moves go through engine.Play on that
// state.
//
// A Table is changed only by its own methods; Clone gives an independent
// copy, so a caller can try a line on a copy and keep it only if it is
// accepted.
type Table interface {
	// StartWord is the word of the line that starts a round or game.
	StartWord() string
	// Waiting returns StartWord(), WaitMove, WaitShows or WaitOver.
	Waiting() string
	// Round is the round (Mojo) or game (Makoto) in play or about to
	// start, from 1.
	Round() int
	// Start begins a round or game from the cards turned up, in the
	// game's card notation. A card the game lacks or a wrong number of
	// cards is a *engine.RuleError naming the rule. The effects say who
	// starts.
	Start(cards []string) ([]engine.Effect, error)
	// State is the engine state of the round in play, nil while the table
	// waits for a start. Moves are made with engine.Play on it, then
	// Settle.
	State() engine.State
	// Refusal says why no move can be declared now (the round has not
	// started, cards are being shown, the game is over), or nil while the
	// table waits for a move.
	Refusal() *engine.RuleError
	// Settle is called after every accepted move: when the round's state is
	// over it ends the round (scoring it where the table shows enough) and
	// returns what that does.
	Settle() []engine.Effect
	// Shows records every card seat scores at the end of a round, where the
	// game asks for them (Mojo); a refusal is a *engine.RuleError.
	Shows(seat int, cards []string) ([]engine.Effect, error)
	// Rounds returns the scored rounds, oldest first.
	Rounds() []engine.RoundResult
	// RoundEntry returns scored round k (0-based) as a score pad records
	// it: the cards that scored it, in the fields of the ruleset's
	// scoring.RoundScorer.
	RoundEntry(k int) scoring.Entry
	// Totals returns every seat's total so far.
	Totals() []int
	// Winners returns the winning seats once the whole game is over.
	Winners() []int
	// Status describes the table for a person and for --json.
	Status() Status
	// Clone returns an independent copy.
	Clone() Table
}

// Status is the table at a glance.
type Status struct {
	// Cards is the number of cards in each seat's hand.
	Cards []int
	// Fields are the game's own keys for --json (Mojo "top", "face_down";
	// Makoto "trick", "curtain", "out"), with seat-indexed values already
	// keyed by name where names are known.
	Fields map[string]any
	// Lines describe the table for a person, one fact per line.
	Lines []i18n.Phrase
	// Ranks say how long each of Lines stays on a small screen (missing:
	// engine.ViewOther).
	Ranks []engine.ViewRank
	// Brief is the table in one short line, shown after every event.
	Brief i18n.Phrase
}

// DecisionCloser is implemented by a state in which the player to move may
// leave an optional decision open until someone else acts (Makoto: the
// Curtain after a play). CloseDecision returns the move that closes it
// without acting ("done"), or false when no such decision is open.
type DecisionCloser interface {
	CloseDecision() (engine.Move, bool)
}

// Declarer is implemented by a state whose LegalMoves lists only what the
// known cards allow (Makoto): Declarable lists, for hints, every move the
// player to move may declare as far as the table can tell.
type Declarer interface {
	Declarable() []engine.Move
}

// RuleToldHand is the table mode's own rule for a hand a player states for
// a hint ("? CARDS") that the table contradicts: not the number of cards
// they hold, or without a card the table knows they hold.
const RuleToldHand = "table.hand"

// HandTeller is implemented by a table-mode state that takes a player at
// their word about the cards they hold, for a hint ("? CARDS"): the table
// sees no hand, but the player to move sees their own. TellHand returns a
// copy of the state in which seat holds exactly cards (in the game's card
// notation; Mojo Time: the face-down cards), every other unknown card
// still unknown; the state itself is not changed. Cards that contradict
// what the table has shown are a *engine.RuleError naming the rule: a card
// the game lacks, more copies of a card than the game has with those
// already seen, or (RuleToldHand) another number of cards than seat holds
// or without a card known to be in that hand.
type HandTeller interface {
	TellHand(seat int, cards []string) (engine.State, error)
}
