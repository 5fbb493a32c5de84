package validator

import (
	"strconv"

	"tabletop/engine"
	"tabletop/rulesets/makoto"
	"tabletop/rulesets/mojo"
)

// placed is every card a file names, in the order the ruleset counts them,
// with its line, so that "more copies than the deck holds" can point at
// the card that is one too many.
type placed struct {
	lines []int
}

// mojoCards reads Mojo card values.
func (l *loader) mojoCards(its []item, key string, pl *placed, all *[]int) ([]int, error) {
	out := make([]int, 0, len(its))
	for _, it := range its {
		v, err := strconv.Atoi(it.text)
		if err != nil || !mojo.ValidValue(v) {
			return nil, engine.InputErrorf(l.file, it.line, "%s: %q is not a Mojo card (values are 0 to %d) [mojo.deck]", key, it.text, mojo.MaxValue)
		}
		out = append(out, v)
		*all = append(*all, v)
		pl.lines = append(pl.lines, it.line)
	}
	return out, nil
}

// checkMojoCopies finds the first card that exceeds the deck's copies
// (mojo.deck), using the ruleset's check.
func (l *loader) checkMojoCopies(all []int, pl *placed) error {
	if mojo.CheckCards([][]int{all}) == nil {
		return nil
	}
	for i := range all {
		if err := mojo.CheckCards([][]int{all[:i+1]}); err != nil {
			return &engine.InputError{File: l.file, Line: pl.lines[i], Msg: err.Error(), Err: err}
		}
	}
	return nil
}

// makotoCards reads Makoto cards ("9", "9s") and checks each against the
// set-up for the player count.
func (l *loader) makotoCards(its []item, key string, su makoto.Setup, pl *placed, all *[]makoto.Card) ([]makoto.Card, error) {
	out := make([]makoto.Card, 0, len(its))
	for _, it := range its {
		c, err := makoto.ParseCard(it.text)
		if err != nil {
			return nil, engine.InputErrorf(l.file, it.line, "%s: %v [makoto.cards]", key, err)
		}
		if err := su.CheckCards([]makoto.Card{c}); err != nil {
			return nil, &engine.InputError{File: l.file, Line: it.line, Msg: key + ": " + err.Error(), Err: err}
		}
		out = append(out, c)
		*all = append(*all, c)
		pl.lines = append(pl.lines, it.line)
	}
	return out, nil
}

// checkMakotoCopies finds the first card that exceeds the game's copies.
func (l *loader) checkMakotoCopies(su makoto.Setup, all []makoto.Card, pl *placed) error {
	if su.CheckCards(all) == nil {
		return nil
	}
	for i := range all {
		if err := su.CheckCards(all[:i+1]); err != nil {
			return &engine.InputError{File: l.file, Line: pl.lines[i], Msg: err.Error(), Err: err}
		}
	}
	return nil
}
