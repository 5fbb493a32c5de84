package screens

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// A table drawn with box lines (as tablewriter draws them) is redrawn to
// fit a width: its widest column wraps at its spaces, down to its longest
// word (the first column, the names, only past a third of the width);
// when every column is down to that, the widest column but the first is
// left out. Its borders stay whole.

// isTableLine reports whether line is part of a table drawn with box
// lines.
func isTableLine(line string) bool {
	s := strings.TrimLeft(ansi.Strip(line), " ")
	return strings.HasPrefix(s, "┌") || strings.HasPrefix(s, "│") || strings.HasPrefix(s, "├") || strings.HasPrefix(s, "└")
}

// tableRows are the cells of a table's lines; header is how many rows
// come before the first rule inside the table.
func tableRows(lines []string) (rows [][]string, header int) {
	for _, l := range lines {
		s := strings.TrimSpace(l)
		plain := ansi.Strip(s)
		switch {
		case strings.HasPrefix(plain, "├"):
			if header == 0 {
				header = len(rows)
			}
		case strings.HasPrefix(plain, "│"):
			cells := strings.Split(s, "│")
			// The outer borders leave an empty (or colour-only) cell at each end.
			cells = cells[1 : len(cells)-1]
			for i := range cells {
				cells[i] = strings.TrimSpace(cells[i])
			}
			rows = append(rows, cells)
		}
	}
	return rows, header
}

// FitTable redraws a table drawn with box lines to fit width, or returns
// it as it is when it fits.
func FitTable(lines []string, width int) []string {
	fits := true
	for _, l := range lines {
		fits = fits && ansi.StringWidth(l) <= width
	}
	if fits {
		return lines
	}
	rows, header := tableRows(lines)
	if len(rows) == 0 {
		return lines
	}
	n := 0
	for _, r := range rows {
		n = max(n, len(r))
	}
	cols := make([]int, n) // the columns kept
	for i := range cols {
		cols[i] = i
	}
	for {
		widths, ok := fitWidths(rows, cols, width)
		if ok || len(cols) == 1 {
			return drawTable(rows, header, cols, widths, width)
		}
		// Leave out the widest column but the first.
		drop, most := 1, -1
		for k := 1; k < len(cols); k++ {
			if w := natural(rows, cols[k]); w > most {
				drop, most = k, w
			}
		}
		cols = append(cols[:drop:drop], cols[drop+1:]...)
	}
}

// cell is column c of row r ("" when the row is short).
func cell(r []string, c int) string {
	if c < len(r) {
		return r[c]
	}
	return ""
}

// natural is the width of column c's widest cell.
func natural(rows [][]string, c int) int {
	w := 0
	for _, r := range rows {
		w = max(w, ansi.StringWidth(cell(r, c)))
	}
	return w
}

// longestWord is the width of column c's longest word.
func longestWord(rows [][]string, c int) int {
	w := 1
	for _, r := range rows {
		for _, word := range strings.Fields(ansi.Strip(cell(r, c))) {
			w = max(w, ansi.StringWidth(word))
		}
	}
	return w
}

// fitWidths are the columns' text widths for a table of width, narrowing
// the widest first, and whether they fit without cutting a word.
func fitWidths(rows [][]string, cols []int, width int) ([]int, bool) {
	widths := make([]int, len(cols))
	least := make([]int, len(cols))
	total := 1 // the left border
	for k, c := range cols {
		widths[k], least[k] = natural(rows, c), min(natural(rows, c), longestWord(rows, c))
		if k == 0 {
			// The first column (the names) wraps last: only past a third.
			least[k] = max(least[k], min(widths[k], width/3))
		}
		total += widths[k] + 3 // a space each side and the border
	}
	for total > width {
		widest := -1
		for k := range widths {
			if widths[k] > least[k] && (widest < 0 || widths[k] > widths[widest]) {
				widest = k
			}
		}
		if widest < 0 {
			return widths, false
		}
		widths[widest]--
		total--
	}
	return widths, true
}

// drawTable draws the columns cols of rows with the text widths widths,
// each row as many lines as its widest cell wraps to; no line is wider
// than width.
func drawTable(rows [][]string, header int, cols, widths []int, width int) []string {
	rule := func(left, mid, right string) string {
		parts := make([]string, len(widths))
		for k, w := range widths {
			parts[k] = strings.Repeat("─", w+2)
		}
		return left + strings.Join(parts, mid) + right
	}
	out := []string{rule("┌", "┬", "┐")}
	for i, r := range rows {
		if i == header && header > 0 {
			out = append(out, rule("├", "┼", "┤"))
		}
		wrapped := make([][]string, len(cols))
		height := 1
		for k, c := range cols {
			wrapped[k] = strings.Split(ansi.Wrap(cell(r, c), widths[k], ""), "\n")
			height = max(height, len(wrapped[k]))
		}
		for line := range height {
			var b strings.Builder
			b.WriteString("│")
			for k := range cols {
				text := ""
				if line < len(wrapped[k]) {
					text = ansi.Truncate(wrapped[k][line], widths[k], "")
				}
				b.WriteString(" " + text + strings.Repeat(" ", widths[k]-ansi.StringWidth(text)) + " │")
			}
			out = append(out, b.String())
		}
	}
	out = append(out, rule("└", "┴", "┘"))
	for i := range out {
		out[i] = ansi.Truncate(out[i], width, "")
	}
	return out
}
