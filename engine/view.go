package engine

import "tabletop/engine/i18n"

// ViewerIn is a State whose view (State.View) can be told in a language
// other than English. A ruleset's state implements it when its view has
// translations; View stays the English text.
type ViewerIn interface {
	// ViewIn is View in lang ("pl", "fr", "ru"; other codes: English).
	ViewIn(seat int, lang string) string
}

// ViewIn returns s's view for seat in lang: the state's own ViewIn when it
// has one, else the English View.
func ViewIn(s State, seat int, lang string) string {
	if v, ok := s.(ViewerIn); ok && lang != "" && lang != i18n.English {
		return v.ViewIn(seat, lang)
	}
	return s.View(seat)
}
