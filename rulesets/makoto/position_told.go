package makoto

import (
	"errors"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// toldCardError is a *CardError of a position, told in the person's
// language (In); Error is the CardError's English and errors.As still
// finds the *CardError.
type toldCardError struct {
	*CardError
	say i18n.Phrase
}

func (e *toldCardError) Unwrap() error { return e.CardError }

// In tells the card error in lang.
func (e *toldCardError) In(lang string) string { return e.say.In(lang) }

// toldCard wraps a *CardError of su.CheckCards so that it is told in the
// person's language; any other error is returned as it is.
func toldCard(err error, su Setup) error {
	var ce *CardError
	if !errors.As(err, &ce) || ce != err {
		return err
	}
	c := ce.Card
	switch {
	case c.Value() > su.MaxValue:
		return &toldCardError{ce, i18n.Phrase{ID: "makoto.error.card-not-in-play", Args: i18n.Args{"Card": c.String(), "With": engine.WithPlayers(su.Players), "Max": su.MaxValue}}}
	case c.Sword() && !su.Swords:
		return &toldCardError{ce, i18n.Phrase{ID: "makoto.error.card-no-swords", Args: i18n.Args{"Card": c.String(), "With": engine.WithPlayers(su.Players)}}}
	}
	n := su.Copies(c)
	return &toldCardError{ce, i18n.Phrase{ID: "makoto.error.card-copies", Args: i18n.Args{"Count": n + 1, "Card": c.String(), "Copies": n}}}
}
