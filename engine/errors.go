package engine

import (
	"errors"
	"fmt"
	"strconv"

	"tabletop/engine/i18n"
)

// RuleError is a move rejected by a rule. Rule is the rule ID from RULES.md
// (for example "mojo.turn.chain-only-equal") and Reason one plain sentence.
type RuleError struct {
	Rule   string
	Reason string
	// Msg and Args, when Msg is set, are Reason as a message of a
	// registered catalogue, to tell it in other languages (ReasonIn).
	Msg  string
	Args i18n.Args
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
	// Msg and Args, when Msg is set, are Reason as a message of a
	// registered catalogue, to tell it in other languages (In).
	Msg  string
	Args i18n.Args
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("cannot read move %q: %s", Cut(e.Input), e.Reason)
}

// NotationError builds a *ParseError of input from message msg of a
// registered catalogue: Reason is the English, Msg and Args tell it in
// other languages.
func NotationError(input, msg string, args i18n.Args) *ParseError {
	return &ParseError{Input: input, Reason: i18n.Say(i18n.English, msg, args), Msg: msg, Args: args}
}

// Phrase returns the whole error ("cannot read move ...: reason") as a
// phrase to tell in any language; ok is false when the reason has no
// message (it is then English only).
func (e *ParseError) Phrase() (p i18n.Phrase, ok bool) {
	if e.Msg == "" {
		return i18n.Phrase{}, false
	}
	return i18n.Phrase{ID: "engine.notation.cannot-read", Args: i18n.Args{"Input": strconv.Quote(Cut(e.Input)), "Reason": i18n.Phrase{ID: e.Msg, Args: e.Args}}}, true
}

// In returns the error's text in lang: Error() itself in English or when
// the reason has no message.
func (e *ParseError) In(lang string) string {
	p, ok := e.Phrase()
	if !ok || lang == i18n.English || lang == "" {
		return e.Error()
	}
	return p.In(lang)
}

// NotationRefusal is a move that cannot be read as a refusal of rule
// RuleNotation (the table protocol answers it as a refused line), told
// in other languages when the parse error's reason is a message.
func NotationRefusal(err error) *RuleError {
	re := &RuleError{Rule: RuleNotation, Reason: err.Error()}
	var pe *ParseError
	if errors.As(err, &pe) {
		if p, ok := pe.Phrase(); ok && pe.Error() == err.Error() {
			re.Msg, re.Args = p.ID, p.Args
		}
	}
	return re
}
