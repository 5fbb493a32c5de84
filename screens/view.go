package screens

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"tabletop/engine"
)

// Line is a line of a table's view with its rank (engine.ViewRank): on a
// screen too small for the whole view, lines give way in a stated order:
// the other lines first (the later of them first); then every line but
// the seat's hand keeps one row, cut; then the others' counts, the top
// card or the trick, and the hand last go, the later first.
type Line struct {
	Text string
	Rank engine.ViewRank
}

// FitView draws lines in at most rows rows of width columns, each line
// wrapped (rows after its first indented), giving way as Line says.
func FitView(lines []Line, width, rows int, indent string) []string {
	if rows <= 0 {
		return nil
	}
	full := make([][]string, len(lines))
	for i, l := range lines {
		full[i] = Wrap(l.Text, width, indent)
	}
	cut := false // lines but the hand keep one row
	height := func(i int) int {
		if cut && lines[i].Rank < engine.ViewHand {
			return 1
		}
		return len(full[i])
	}
	kept := make([]bool, len(lines))
	total := 0
	for i := range lines {
		kept[i] = true
		total += height(i)
	}
	drop := func(rank engine.ViewRank) {
		for i := len(lines) - 1; i >= 0 && total > rows; i-- {
			if kept[i] && lines[i].Rank == rank {
				kept[i] = false
				total -= height(i)
			}
		}
	}
	drop(engine.ViewOther)
	if total > rows {
		cut, total = true, 0
		for i := range lines {
			if kept[i] {
				total += height(i)
			}
		}
	}
	for rank := engine.ViewCount; total > rows && rank <= engine.ViewHand; rank++ {
		drop(rank)
	}
	// Room may be left for a line that was left out.
	for i := range lines {
		if !kept[i] && total+height(i) <= rows {
			kept[i] = true
			total += height(i)
		}
	}
	var out []string
	for i, l := range lines {
		switch {
		case !kept[i]:
		case cut && l.Rank < engine.ViewHand:
			out = append(out, ansi.Truncate(l.Text, width, "…"))
		default:
			out = append(out, full[i]...)
		}
	}
	return out[:min(len(out), rows)]
}

// ViewLines are the lines of s's view for seat in lang, each painted with
// paint, ranked for a small screen: one rank, engine.ViewOther, when the
// state offers none (engine.PartedViewer).
func ViewLines(s engine.State, seat int, lang string, paint func(string) string) []Line {
	var lines []Line
	if pv, ok := s.(engine.PartedViewer); ok {
		for _, p := range pv.ViewParts(seat) {
			lines = append(lines, Line{Text: paint(p.Text.In(lang)), Rank: p.Rank})
		}
		return lines
	}
	for _, l := range strings.Split(strings.TrimRight(paint(s.View(seat).In(lang)), "\n"), "\n") {
		lines = append(lines, Line{Text: l})
	}
	return lines
}
