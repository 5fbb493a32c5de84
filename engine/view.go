package engine

import "tabletop/engine/i18n"

// ViewRank says how long a line of a table's view stays on a screen too
// small for all of it: lines of a lower rank give way first.
type ViewRank int

// The ranks of a view's lines, in the order they give way.
const (
	// ViewOther is every other line (the round, the draw pile, the
	// Curtain...): it gives way first.
	ViewOther ViewRank = iota
	// ViewCount is a line of another seat's counts (cards in hand, totals).
	ViewCount
	// ViewTop is the top card of a pile, or the trick to beat.
	ViewTop
	// ViewHand is the line of the seat that sees the view (the mover's
	// hand): it goes last.
	ViewHand
)

// ViewPart is one line of a view with its rank.
type ViewPart struct {
	Rank ViewRank
	Text i18n.Phrase
}

// PartedViewer is implemented by a state whose view (State.View) is made
// of ranked lines, for screens that must leave some out.
type PartedViewer interface {
	// ViewParts are the lines of View(seat), in order.
	ViewParts(seat int) []ViewPart
}

// JoinView is the view made of parts: their lines, each ending with a
// newline.
func JoinView(parts []ViewPart) i18n.Phrase {
	lines := make([]i18n.Phrase, 0, len(parts)+1)
	for _, p := range parts {
		lines = append(lines, p.Text)
	}
	// The empty last part ends the last line with a newline too.
	return i18n.Joined(append(lines, i18n.Phrase{}), "\n")
}
