package engine

import "tabletop/engine/i18n"

// State is one game in progress, as a ruleset implements it. Moves are
// applied in place; Clone gives an independent copy.
//
// The hot path (LegalMoves, Apply, CloneInto) must not allocate.
type State interface {
	// Ruleset returns the ruleset that made this state.
	Ruleset() Ruleset
	// Config returns the players, options and seed the game was set up with.
	Config() Config
	// NumPlayers returns the number of seats.
	NumPlayers() int
	// CurrentPlayer returns the seat to move, or -1 when the game is over.
	CurrentPlayer() int
	// IsTerminal reports whether the game is over.
	IsTerminal() bool
	// LegalMoves appends every legal move of the current player to buf and
	// returns it. It returns buf[:0] exactly when the game is over.
	LegalMoves(buf []Move) []Move
	// Apply plays m for the current player of a game in progress: the
	// ruleset's own rules, without the checks Play makes first (the game is
	// not over, it is that player's turn). Every move from outside goes
	// through Play; Apply is for the hot path of bots and simulation, which
	// only apply moves LegalMoves listed. An illegal move returns a
	// *RuleError (wrapped or not) naming the rule that forbids it and leaves
	// the state unchanged.
	Apply(m Move) error
	// Clone returns an independent copy.
	Clone() State
	// CloneInto copies the state into dst, which must have come from the
	// same ruleset; it does not allocate.
	CloneInto(dst State)
	// Equal reports whether o is the same position (including hidden
	// information and the RNG).
	Equal(o State) bool

	// MoveString prints m in the game's notation (CLI.md).
	MoveString(m Move) string
	// ParseMove reads move notation in the context of this state. Syntax
	// errors are *ParseError; whether the move is legal is Apply's business.
	ParseMove(s string) (Move, error)

	// Effects describes what the last Apply did (turn ends, draw a card,
	// wins the trick ...), each with the rule that caused it.
	Effects() []Effect
	// Rounds returns the results of every finished round (Mojo) or game of
	// a series (Makoto), oldest first.
	Rounds() []RoundResult
	// Totals returns every seat's running total.
	Totals() []int
	// Winners returns the winning seats once the game is over (ties share).
	Winners() []int
	// View describes the table as seat sees it (-1: everything, as a
	// spectator with full knowledge), in plain text lines without colour,
	// told in any language (its English for logs).
	View(seat int) i18n.Phrase
	// CheckInvariants returns an error if the state is inconsistent: a card
	// created or lost, counts that do not add up, a bad phase.
	CheckInvariants() error
}

// Effect is one consequence of a move, with the rule that causes it.
type Effect struct {
	Rule string `json:"rule" yaml:"rule"`
	// Text says what happened, in any language; JSON, YAML and logs keep
	// its English.
	Text i18n.Phrase `json:"text" yaml:"text"`
}

// RoundResult is the outcome of one round (Mojo) or one game of a series
// (Makoto): the score of each seat in that round and the totals after it.
type RoundResult struct {
	Scores []int `json:"scores" yaml:"scores,flow"`
	Totals []int `json:"totals" yaml:"totals,flow"`
	// Detail is a short ruleset-specific note, such as who took the Mojo card.
	Detail i18n.Phrase `json:"detail,omitzero" yaml:"detail,omitempty"`
}
