package engine

import (
	"errors"
	"fmt"
)

// RuleError is a move rejected by a rule. Rule is the rule ID from RULES.md
// (for example "mojo.turn.chain-only-equal") and Reason one plain sentence.
type RuleError struct {
	Rule   string
	Reason string
	// Msg and Args, when Msg is set, are Reason as a message of a
	// registered catalogue, to tell it in other languages (ReasonIn).
	Msg  string
	Args Args
}

func (e *RuleError) Error() string { return e.Rule + ": " + e.Reason }

// Violation builds a *RuleError with a formatted reason.
func Violation(rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// AsRuleError reports whether err is or wraps a *RuleError, and returns it.
func AsRuleError(err error) (*RuleError, bool) {
	var re *RuleError
	ok := errors.As(err, &re)
	return re, ok
}

// Rule IDs the engine itself checks in Play before a ruleset sees a move,
// in the order boardgame.io checks them: game over, not your turn, then
// the move's own rule (the ruleset's Apply); and move notation that names
// fields a game does not use.
const (
	RuleGameOver    = "engine.game-over"
	RuleNotYourTurn = "engine.turn-order"
	RuleNotation    = "engine.notation"
)

// ErrGameOver is returned when a move is applied to a finished game.
var ErrGameOver = &RuleError{Rule: RuleGameOver, Reason: "the game is over, so no more moves can be made", Msg: "engine.refuse.game-over"}

// ParseError is move notation that could not be read. It is bad input
// (exit 2), not a rules verdict.
type ParseError struct {
	Input  string
	Reason string
}

func (e *ParseError) Error() string { return fmt.Sprintf("cannot read move %q: %s", e.Input, e.Reason) }
