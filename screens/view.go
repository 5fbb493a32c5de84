package screens

import "tabletop/engine"

// Line is a line of a table's view with its rank (engine.ViewRank): on a
// screen too small for the whole view, lines of lower rank give way
// first (the other lines, then the others' counts, the top card or the
// trick, the mover's hand last), the later of equal rank first.
type Line struct {
	Text string
	Rank engine.ViewRank
}

// FitView draws lines in at most rows rows of width columns, each line
// wrapped (rows after its first indented), leaving lines out by rank as
// they do not fit; when the lines left still do not fit, each keeps one
// row, cut, and the last go.
func FitView(lines []Line, width, rows int, indent string) []string {
	if rows <= 0 {
		return nil
	}
	wrapped := make([][]string, len(lines))
	total := 0
	for i, l := range lines {
		wrapped[i] = Wrap(l.Text, width, indent)
		total += len(wrapped[i])
	}
	kept := make([]bool, len(lines))
	for i := range kept {
		kept[i] = true
	}
	for rank := engine.ViewOther; total > rows && rank <= engine.ViewHand; rank++ {
		for i := len(lines) - 1; i >= 0 && total > rows; i-- {
			if kept[i] && lines[i].Rank == rank {
				kept[i] = false
				total -= len(wrapped[i])
			}
		}
		if total > rows {
			continue
		}
		// Room may be left for a line of this rank that wraps to fewer rows.
		for i := range lines {
			if !kept[i] && lines[i].Rank == rank && total+len(wrapped[i]) <= rows {
				kept[i] = true
				total += len(wrapped[i])
			}
		}
	}
	var out []string
	for i := range lines {
		if kept[i] {
			out = append(out, wrapped[i]...)
		}
	}
	if len(out) <= rows {
		return out
	}
	return out[:rows]
}
