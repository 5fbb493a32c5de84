package engine

import (
	"tabletop/engine/i18n"
)

// In tells the input error in lang: the file and line stay, the message
// is told when it is a catalogue message (Say) or the wrapped error's own
// text.
func (e *InputError) In(lang string) string {
	var body string
	switch {
	case e.Say.ID != "":
		body = e.Say.In(lang)
	case e.Err != nil && e.Msg == e.Err.Error():
		body = i18n.ErrorIn(lang, e.Err)
	default:
		body = e.Msg
	}
	return e.where() + body
}

// InputErrorTold builds an *InputError at file:line whose message is msg
// of a registered catalogue (English in Msg, told in other languages).
// An "Err" argument that is an error is also what it wraps.
func InputErrorTold(file string, line int, msg string, args i18n.Args) *InputError {
	p := i18n.Phrase{ID: msg, Args: args}
	err, _ := args["Err"].(error)
	return &InputError{File: file, Line: line, Msg: p.In(i18n.English), Err: err, Say: p}
}

// In tells the rule error in lang: the rule ID stays, the reason is told
// (ReasonIn), after a colon as lang writes it (i18n.Sep).
func (e *RuleError) In(lang string) string { return e.Rule + i18n.Sep(lang, ": ") + e.ReasonIn(lang) }
