// Package chart draws running totals as a text line chart (asciigraph):
// the pad's scores after each round ('tabletop pad show --chart'), or any
// values named per line after each step. It knows no game and no
// language: its texts are given.
package chart

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/guptarohit/asciigraph"
)

// chartHeight is the most text rows of the plot area.
const chartHeight = 12

// chartColours are the players' colours on a colour terminal, in seat order
// (asciigraph's ANSI colours, chosen to tell apart on dark and light
// backgrounds).
var chartColours = []asciigraph.AnsiColor{asciigraph.Red, asciigraph.Green, asciigraph.Blue, asciigraph.Goldenrod,
	asciigraph.Magenta, asciigraph.DarkCyan, asciigraph.OrangeRed, asciigraph.SlateBlue}

// Chart is what Draw draws: one line per name, its values after each
// step, and the texts under it in the reader's language.
type Chart struct {
	// Names name the lines (players), in order; each is drawn with its
	// letter without colour (its initial, or a digit when it is not
	// unique).
	Names []string
	// Running are the values after each step (a round), one per name:
	// the lines start at Start before the first.
	Running [][]int
	// Start are the values before the first step, one per name (nil:
	// 0, as a pad's totals).
	Start []int
	// Threshold (0: none), such as Mojo's 50, is drawn as a dotted line
	// once a value reaches half of it (else only named under the axis).
	Threshold int
	// Colour draws each line in its own colour (a colour terminal).
	Colour bool
	// Empty is said instead of a chart when there is no step.
	Empty string
	// Axis is the note under the x axis (what a step is, and the
	// threshold).
	Axis string
	// Same says that the lines of names had equal values after steps
	// (from 1): on the chart one hides the others there. Nil says
	// nothing of it (lines of estimates, which meet by chance).
	Same func(names []string, steps []int) string
}

// Draw draws c on w: the lines, the note under the axis, a legend naming
// every line with its last value (and the threshold), and the steps after
// which lines coincide.
func Draw(w io.Writer, c Chart) {
	players, running, threshold := c.Names, c.Running, c.Threshold
	if len(running) == 0 {
		fmt.Fprintln(w, c.Empty)
		return
	}
	maxY := 1
	for _, row := range append([][]int{c.Start}, running...) {
		for _, t := range row {
			maxY = max(maxY, t)
		}
	}
	axisNote := c.Axis
	if threshold > 0 {
		if 2*maxY >= threshold {
			maxY = max(maxY, threshold)
		} else {
			threshold = 0 // far above every line: named, not drawn
		}
	}
	rounds := len(running)
	step := min(8, max(2, 60/rounds))
	// Totals start at 0 before the first round, other values at Start.
	series := make([][]float64, 0, len(players)+1)
	for p := range players {
		line := []float64{0}
		if p < len(c.Start) {
			line[0] = float64(c.Start[p])
		}
		for _, row := range running {
			line = append(line, float64(row[p]))
		}
		series = append(series, line)
	}
	marks := chartMarks(players)
	yStep := chartStep(maxY, chartHeight-1, threshold)
	rows := (maxY + yStep - 1) / yStep
	opts := []asciigraph.Option{asciigraph.Height(rows), asciigraph.Width(rounds*step + 1),
		asciigraph.LowerBound(0), asciigraph.UpperBound(float64(rows * yStep)), asciigraph.Precision(0),
		asciigraph.XAxisRange(0, float64(rounds)), asciigraph.XAxisTickCount(tickCount(rounds)),
		asciigraph.XAxisValueFormatter(func(v float64) string { return strconv.Itoa(int(v + 0.5)) })}
	var chars []asciigraph.CharSet
	var colours []asciigraph.AnsiColor
	if threshold > 0 {
		// First, so that every player's line is drawn over it.
		line := make([]float64, rounds+1)
		for i := range line {
			line[i] = float64(threshold)
		}
		series = append([][]float64{line}, series...)
		chars = append(chars, asciigraph.CreateCharSet("·"))
		colours = append(colours, asciigraph.Default)
	}
	for p := range players {
		if c.Colour {
			chars = append(chars, asciigraph.DefaultCharSet)
			colours = append(colours, chartColours[p%len(chartColours)])
		} else {
			chars = append(chars, asciigraph.CreateCharSet(string(marks[p])))
		}
	}
	opts = append(opts, asciigraph.SeriesChars(chars...))
	if c.Colour {
		opts = append(opts, asciigraph.SeriesColors(colours...))
	}
	fmt.Fprintln(w, asciigraph.PlotMany(series, opts...))
	label := len(strconv.Itoa(maxY)) + 1
	pad := strings.Repeat(" ", label)
	fmt.Fprintf(w, "%s  (%s)\n", pad, axisNote)
	var legend []string
	last := running[len(running)-1]
	for p, name := range players {
		key := string(marks[p])
		if c.Colour {
			key = fmt.Sprintf("%s■%s", chartColours[p%len(chartColours)], asciigraph.Default)
		}
		legend = append(legend, fmt.Sprintf("%s %s (%d)", key, name, last[p]))
	}
	if threshold > 0 {
		legend = append(legend, fmt.Sprintf("· %d", threshold))
	}
	fmt.Fprintf(w, "%s  %s\n", pad, strings.Join(legend, "   "))
	if c.Same == nil {
		return
	}
	for _, o := range overlaps(players, running) {
		fmt.Fprintf(w, "%s  %s\n", pad, c.Same(o.names, o.rounds))
	}
}

// chartStep is the value between two rows of the chart, so that every
// row's label is exact: a round step (1, 2, 2.5 or 5 times a power of
// ten) that fits maxY in at most rows rows and, when the threshold line
// is drawn, divides the threshold, so that the line is drawn on the row
// labelled with it (not "49" or "51").
func chartStep(maxY, rows, threshold int) int {
	need := max(1, (maxY+rows-1)/rows)
	divides := func(s int) bool { return threshold < need || threshold%s == 0 }
	for p := 1; ; p *= 10 {
		for _, m := range []int{1, 2, 5} {
			if s := m * p; s >= need && divides(s) {
				return s
			}
			if s := 5 * p / 2; p >= 10 && m == 2 && s >= need && divides(s) {
				return s
			}
		}
		if p > threshold && p > maxY {
			break
		}
	}
	for s := need; ; s++ { // a threshold no round step divides
		if threshold%s == 0 {
			return s
		}
	}
}

// tickCount is how many x-axis labels fit: every round up to 12, fewer
// beyond.
func tickCount(rounds int) int {
	if rounds <= 12 {
		return rounds + 1
	}
	return 7
}

// overlap is a group of players whose totals were equal after some rounds:
// on the chart one line hides the others there.
type overlap struct {
	names  []string
	rounds []int
}

// overlaps lists, per group of players, the rounds (from 1) after which
// their totals were equal.
func overlaps(players []string, running [][]int) []overlap {
	var out []overlap
	index := map[string]int{}
	for k, row := range running {
		seen := map[int][]string{}
		var order []int
		for p, t := range row {
			if _, ok := seen[t]; !ok {
				order = append(order, t)
			}
			seen[t] = append(seen[t], players[p])
		}
		for _, t := range order {
			names := seen[t]
			if len(names) < 2 {
				continue
			}
			key := strings.Join(names, "\x00")
			i, ok := index[key]
			if !ok {
				i = len(out)
				index[key] = i
				out = append(out, overlap{names: names})
			}
			out[i].rounds = append(out[i].rounds, k+1)
		}
	}
	return out
}

// chartMarks picks one letter per player: the initial when it is unique,
// else a digit.
func chartMarks(players []string) []rune {
	marks := make([]rune, len(players))
	count := map[rune]int{}
	for i, name := range players {
		marks[i] = unicode.ToUpper([]rune(name)[0])
		count[marks[i]]++
	}
	for i := range marks {
		if count[marks[i]] > 1 || marks[i] == '·' {
			marks[i] = rune('1' + i)
		}
	}
	return marks
}
