package cmd

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
)

// chartHeight is the most text rows of the plot area.
const chartHeight = 12

// drawChart draws every player's running total after each round as a text
// line chart: one marker per player at each round, dots between rounds, and
// a dashed line at threshold (0: none), such as Mojo's 50. The axis scales
// to the totals: the threshold is drawn once a total reaches half of it
// (else it is named under the axis), and small totals get one row per
// point. kind is what the game calls a round ("round", "game"), the words
// are in lang.
func drawChart(w io.Writer, lang string, players []string, running [][]int, threshold int, kind string) {
	marks := chartMarks(players)
	if len(running) == 0 {
		fmt.Fprintln(w, tr(lang, "chart.empty."+kind, nil))
		return
	}
	maxY := 1
	for _, row := range running {
		for _, t := range row {
			maxY = max(maxY, t)
		}
	}
	axisNote := tr(lang, "chart.axis."+kind, nil)
	if threshold > 0 {
		if 2*maxY >= threshold {
			maxY = max(maxY, threshold)
		} else {
			axisNote = tr(lang, "chart.axis-end."+kind, map[string]any{"Total": threshold})
			threshold = 0
		}
	}
	chartHeight := min(chartHeight, maxY+1)
	rounds := len(running)
	step := min(8, max(2, 60/rounds))
	width := rounds*step + 1
	grid := make([][]rune, chartHeight)
	for y := range grid {
		grid[y] = []rune(strings.Repeat(" ", width))
	}
	rowOf := func(v float64) int {
		return chartHeight - 1 - int(v*float64(chartHeight-1)/float64(maxY))
	}
	if threshold > 0 {
		y := rowOf(float64(threshold))
		for x := range width {
			grid[y][x] = '-'
		}
	}
	// Lines between the points (totals start at 0 before round 1).
	for p := range players {
		prev := 0
		for k, row := range running {
			x0 := k * step
			for dx := 1; dx < step; dx++ {
				v := float64(prev) + float64(row[p]-prev)*float64(dx)/float64(step)
				cell := &grid[rowOf(v)][x0+dx]
				if *cell == ' ' || *cell == '-' {
					*cell = '·'
				}
			}
			prev = row[p]
		}
	}
	// Markers on top; players sharing a point show as '*'.
	for p := range players {
		for k, row := range running {
			cell := &grid[rowOf(float64(row[p]))][(k+1)*step]
			switch {
			case *cell == ' ' || *cell == '-' || *cell == '·':
				*cell = marks[p]
			case *cell != marks[p]:
				*cell = '*'
			}
		}
	}
	label := len(strconv.Itoa(maxY))
	for y, line := range grid {
		axis := strings.Repeat(" ", label)
		switch {
		case y == 0:
			axis = fmt.Sprintf("%*d", label, maxY)
		case y == chartHeight-1:
			axis = fmt.Sprintf("%*d", label, 0)
		case threshold > 0 && y == rowOf(float64(threshold)):
			axis = fmt.Sprintf("%*d", label, threshold)
		}
		fmt.Fprintf(w, "%s ┤%s\n", axis, strings.TrimRight(string(line), " "))
	}
	fmt.Fprintf(w, "%s └%s\n", strings.Repeat(" ", label), strings.Repeat("─", width))
	ticks := []rune(strings.Repeat(" ", width+4))
	for k := range running {
		s := strconv.Itoa(k + 1)
		x := (k + 1) * step
		if k+1 == rounds || step >= len(s)+1 || (k+1)%5 == 0 {
			copy(ticks[x:], []rune(s))
		}
	}
	fmt.Fprintf(w, "%s  %s  (%s)\n", strings.Repeat(" ", label), strings.TrimRight(string(ticks), " "), axisNote)
	var legend []string
	last := running[len(running)-1]
	for p, name := range players {
		legend = append(legend, fmt.Sprintf("%c %s (%d)", marks[p], name, last[p]))
	}
	fmt.Fprintf(w, "%s  %s\n", strings.Repeat(" ", label), strings.Join(legend, "   "))
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
		if count[marks[i]] > 1 || marks[i] == '*' || marks[i] == '-' || marks[i] == '·' {
			marks[i] = rune('1' + i)
		}
	}
	return marks
}
