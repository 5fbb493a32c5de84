package mojo

import (
	"errors"

	"tabletop/engine"
)

// toldCardError is a *CardError of a position, told in the person's
// language (In); Error is the CardError's English and errors.As still
// finds the *CardError.
type toldCardError struct {
	*CardError
	say engine.Phrase
}

func (e *toldCardError) Unwrap() error { return e.CardError }

// In tells the card error in lang.
func (e *toldCardError) In(lang string) string { return e.say.In(lang) }

// toldCard wraps a *CardError from CheckCards so that it is told in the
// person's language; any other error is returned as it is.
func toldCard(err error) error {
	var ce *CardError
	if !errors.As(err, &ce) || ce != err {
		return err
	}
	if !ValidValue(ce.Value) {
		return &toldCardError{ce, engine.Phrase{Msg: "mojo.error.deck-not-a-card", Args: engine.Args{"Value": ce.Value, "Max": MaxValue}}}
	}
	n := copiesOf[ce.Value]
	return &toldCardError{ce, engine.Phrase{Msg: "mojo.error.too-many-copies", Args: engine.Args{"Count": n + 1, "Value": ce.Value, "Deck": n}}}
}
