package screens

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Wrap wraps one line to width columns at its spaces (a word longer than
// the width is cut), the rows after the first indented.
func Wrap(line string, width int, indent string) []string {
	if width < 1 {
		return []string{""}
	}
	if ansi.StringWidth(line) <= width {
		return []string{line}
	}
	first := strings.SplitN(ansi.Wrap(line, width, ""), "\n", 2)
	rows := []string{first[0]}
	if len(first) == 1 {
		return rows
	}
	in := indent
	if ansi.StringWidth(in) >= width/2 {
		in = ""
	}
	// The rest wrapped again from the line itself: a row the first wrap
	// broke after a hyphen gets no space.
	rest := strings.ReplaceAll(first[1], "\n", " ")
	if strings.HasPrefix(line, first[0]) {
		rest = line[len(first[0]):]
	}
	rest = strings.TrimLeft(rest, " ")
	for _, l := range strings.Split(ansi.Wrap(rest, width-ansi.StringWidth(in), ""), "\n") {
		rows = append(rows, in+l)
	}
	return rows
}
