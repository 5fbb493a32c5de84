package makoto

import (
	"errors"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// positionCardError is a *CardError of a position in the words of a
// position's checks (msg); errors.As still finds the *CardError.
type positionCardError struct {
	*CardError
	msg i18n.Phrase
}

func (e *positionCardError) Error() string { return e.msg.String() }

// Tell returns the error in the words of a position's checks.
func (e *positionCardError) Tell() i18n.Phrase { return e.msg }

func (e *positionCardError) Unwrap() error { return e.CardError }

// positionCard words a *CardError of su.CheckCards as a position's checks
// do; any other error is returned as it is.
func positionCard(err error, su Setup) error {
	var ce *CardError
	if !errors.As(err, &ce) || ce != err {
		return err
	}
	c := ce.Card
	switch {
	case c.Value() > su.MaxValue:
		return &positionCardError{ce, i18n.Message("makoto.error.card-not-in-play", i18n.Args{"Card": c.String(), "With": engine.WithPlayers(su.Players), "Max": su.MaxValue})}
	case c.Sword() && !su.Swords:
		return &positionCardError{ce, i18n.Message("makoto.error.card-no-swords", i18n.Args{"Card": c.String(), "With": engine.WithPlayers(su.Players)})}
	}
	n := su.Copies(c)
	return &positionCardError{ce, i18n.Message("makoto.error.card-copies", i18n.Args{"Count": n + 1, "Card": c.String(), "Copies": n})}
}
