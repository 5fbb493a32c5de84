package engine

import "tabletop/engine/i18n"

// FieldErrorTold builds a *FieldError of field (and seat, -1 for none)
// whose inner error is message msg of a registered catalogue: the key
// prefix stays as written, the message is told in the person's language.
func FieldErrorTold(field string, seat int, msg string, args i18n.Args) *FieldError {
	return &FieldError{Field: field, Seat: seat, Err: i18n.Told(msg, args)}
}

// ErrAtTold is ErrAt with a catalogue message: a *FieldError of field at
// n's line whose message is told in the person's language.
func ErrAtTold(n *PosNode, field, msg string, args i18n.Args) *FieldError {
	e := FieldErrorTold(field, -1, msg, args)
	if n != nil {
		e.Line = n.Line
	}
	return e
}

// UnknownKeyTold is UnknownKey as an error told in the person's language
// (the English is UnknownKey's text).
func UnknownKeyTold(key string, known []string) error {
	p := UnknownKeyPhrase(key, known)
	return &i18n.ToldError{Msg: p.ID, Args: p.Args}
}
