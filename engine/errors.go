package engine

import (
	"errors"

	"tabletop/engine/echo"
	"tabletop/engine/i18n"
)

// RuleError is a move rejected by a rule. Rule is the rule ID from RULES.md
// (for example "mojo.turn.chain-only-equal") and Reason one plain sentence.
// Refuse builds one. In JSON it is the refusal object of validate and
// table --json: {"rule": ..., "reason": ...}, the reason in English.
type RuleError struct {
	Rule   string      `json:"rule"`
	Reason i18n.Phrase `json:"reason"`
}

func (e *RuleError) Error() string { return e.Tell().String() }

// Tell returns the error as a phrase: "RULE: reason", the colon as each
// language writes it.
func (e *RuleError) Tell() i18n.Phrase {
	return i18n.Message("engine.error.rule", i18n.Args{"Rule": e.Rule, "Reason": e.Reason})
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
var ErrGameOver = Refuse(RuleGameOver, "engine.refuse.game-over", nil)

// ParseError is move notation that could not be read. It is bad input
// (exit 2), not a rules verdict. NotationError builds one.
type ParseError struct {
	Input  string
	Reason i18n.Phrase
}

func (e *ParseError) Error() string { return e.Tell().String() }

// Tell returns the whole error ("cannot read move ...: reason") as a
// phrase.
func (e *ParseError) Tell() i18n.Phrase {
	return i18n.Message("engine.notation.cannot-read", i18n.Args{"Input": i18n.Quoted(echo.Cut(e.Input)), "Reason": e.Reason})
}

// NotationError builds a *ParseError of input whose reason is message id
// of a registered catalogue with args.
func NotationError(input, id string, args i18n.Args) *ParseError {
	return &ParseError{Input: input, Reason: i18n.Message(id, args)}
}

// NotationRefusal is a move that cannot be read as a refusal of rule
// RuleNotation (the table protocol answers it as a refused line).
func NotationRefusal(err error) *RuleError {
	return &RuleError{Rule: RuleNotation, Reason: i18n.ErrorPhrase(err)}
}
