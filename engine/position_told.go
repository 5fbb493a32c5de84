package engine

import (
	"strconv"
	"strings"
)

// FieldErrorTold builds a *FieldError of field (and seat, -1 for none)
// whose inner error is message msg of a registered catalogue: the key
// prefix stays as written, the message is told in the person's language.
func FieldErrorTold(field string, seat int, msg string, args Args) *FieldError {
	return &FieldError{Field: field, Seat: seat, Err: Told(msg, args)}
}

// ErrAtTold is ErrAt with a catalogue message: a *FieldError of field at
// n's line whose message is told in the person's language.
func ErrAtTold(n *PosNode, field, msg string, args Args) *FieldError {
	e := FieldErrorTold(field, -1, msg, args)
	if n != nil {
		e.Line = n.Line
	}
	return e
}

// UnknownKeyTold is UnknownKey as an error told in the person's language
// (the English is UnknownKey's text).
func UnknownKeyTold(key string, known []string) error {
	if s := Suggest(key, known); s != "" {
		return Told("engine.error.unknown-key-suggest", Args{"Key": strconv.Quote(key), "Suggest": strconv.Quote(s)})
	}
	if len(known) == 0 {
		return Told("engine.error.unknown-key", Args{"Key": strconv.Quote(key)})
	}
	return Told("engine.error.unknown-key-known", Args{"Key": strconv.Quote(key), "Known": strings.Join(known, ", ")})
}
