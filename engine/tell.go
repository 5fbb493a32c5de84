package engine

import (
	"errors"
	"strings"

	"tabletop/engine/i18n"
)

// Teller is an error that can be told in a person's language: In returns
// its text in lang (Error stays the English, for logs and --json).
type Teller interface {
	error
	In(lang string) string
}

// ErrorIn returns err's text in lang. An error that is a Teller tells
// itself; an error that only adds a prefix to the error it wraps (a file
// name and line, a field key: "pad.yaml:3: " + inner) keeps the prefix
// and tells the inner error; anything else is err.Error(), the English.
// Errors that add words of their own around what they wrap are built
// with Told and an "Err" argument, so that the words are told too.
func ErrorIn(lang string, err error) string {
	if err == nil {
		return ""
	}
	if lang == "" || lang == i18n.English {
		return err.Error()
	}
	if t, ok := err.(Teller); ok {
		return t.In(lang)
	}
	if inner := errors.Unwrap(err); inner != nil {
		if prefix, ok := strings.CutSuffix(err.Error(), inner.Error()); ok {
			return prefix + ErrorIn(lang, inner)
		}
	}
	return err.Error()
}

// ToldError is an error whose text is a message of a registered
// catalogue: Error is the English, In tells it in other languages. An
// argument "Err" that is an error is told in the same language and is
// what the ToldError wraps (errors.Is and As see through it).
type ToldError struct {
	Msg  string
	Args Args
}

func (e *ToldError) Error() string { return Say(i18n.English, e.Msg, e.Args) }

// In returns the error's text in lang.
func (e *ToldError) In(lang string) string { return Say(lang, e.Msg, e.Args) }

// Unwrap returns the error under the "Err" argument, if any.
func (e *ToldError) Unwrap() error {
	err, _ := e.Args["Err"].(error)
	return err
}

// Told builds a *ToldError from message msg and its placeholders.
func Told(msg string, args Args) error { return &ToldError{Msg: msg, Args: args} }

// In tells the input error in lang: the file and line stay, the message
// is told when it is a catalogue message (Say) or the wrapped error's own
// text.
func (e *InputError) In(lang string) string {
	var body string
	switch {
	case e.Say.ID != "":
		body = e.Say.In(lang)
	case e.Err != nil && e.Msg == e.Err.Error():
		body = ErrorIn(lang, e.Err)
	default:
		body = e.Msg
	}
	return e.where() + body
}

// InputErrorTold builds an *InputError at file:line whose message is msg
// of a registered catalogue (English in Msg, told in other languages).
// An "Err" argument that is an error is also what it wraps.
func InputErrorTold(file string, line int, msg string, args Args) *InputError {
	p := Phrase{ID: msg, Args: args}
	err, _ := args["Err"].(error)
	return &InputError{File: file, Line: line, Msg: p.In(i18n.English), Err: err, Say: p}
}

// In tells the rule error in lang: the rule ID stays, the reason is told
// (ReasonIn), after a colon as lang writes it (i18n.Sep).
func (e *RuleError) In(lang string) string { return e.Rule + i18n.Sep(lang, ": ") + e.ReasonIn(lang) }
