package cmdtest

import (
	"errors"

	"tabletop/engine/i18n"
)

// Says reports whether err, or an error it wraps, says message id (the
// tests of score and pad, issue 29.1).
func Says(err error, id string) bool {
	for ; err != nil; err = errors.Unwrap(err) {
		if ie, ok := err.(*i18n.Error); ok && ie.Msg.ID == id {
			return true
		}
	}
	return false
}
