package chart

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// draw draws names' running totals with texts that say what they are
// given.
func draw(names []string, running [][]int, threshold int, colour bool) string {
	var b bytes.Buffer
	Draw(&b, Chart{Names: names, Running: running, Threshold: threshold, Colour: colour,
		Empty: "empty", Axis: fmt.Sprintf("axis %d", threshold),
		Same: func(names []string, steps []int) string { return fmt.Sprintf("same %q after %v", names, steps) }})
	return b.String()
}

// Without colour every player's line is drawn with their letter, the
// legend names the letters and says after which rounds lines coincide;
// with colour every player has their own (issue 22.12).
func TestChartLettersColoursOverlaps(t *testing.T) {
	players := []string{"Ann", "Ben", "Cy"}
	running := [][]int{{10, 10, 3}, {20, 20, 3}, {25, 30, 3}}
	out := draw(players, running, 50, false)
	for _, want := range []string{"A Ann (25)", "B Ben (30)", "C Cy (3)", "· 50", `same ["Ann" "Ben"] after [1 2]`, "(axis 50)"} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "\x1b[") {
		t.Errorf("escape sequences without colour:\n%q", out)
	}
	for _, r := range "ABC" {
		if strings.Count(out, string(r)) < 3 {
			t.Errorf("%c's line is not drawn with its letter:\n%s", r, out)
		}
	}
	coloured := draw(players, running, 50, true)
	seen := map[string]bool{}
	for _, c := range chartColours[:3] {
		if strings.Contains(coloured, c.String()) {
			seen[c.String()] = true
		}
	}
	if len(seen) != 3 {
		t.Errorf("want three colours, got %d:\n%q", len(seen), coloured)
	}
	// One round, no overlap: nothing said of overlaps.
	if one := draw([]string{"Ann", "Ben"}, [][]int{{3, 4}}, 0, false); strings.Contains(one, "same") || !strings.Contains(one, "A Ann (3)") {
		t.Errorf("one game:\n%s", one)
	}
	if empty := draw([]string{"Ann", "Ben"}, nil, 50, false); empty != "empty\n" {
		t.Errorf("no round: %q", empty)
	}
}

// The threshold's line is drawn on the row labelled with it, and every
// row's label is a whole step from the next (issue 28.22: the 50 line was
// labelled "49" or "51").
func TestChartThresholdRowIsLabelledWithIt(t *testing.T) {
	for _, top := range []int{25, 33, 47, 50, 51, 52, 58, 61, 77, 99, 135, 260} {
		b := draw([]string{"Ann", "Ben"}, [][]int{{top / 2, 3}, {top, 4}}, 50, false)
		var labels []int
		dots := ""
		for _, line := range strings.Split(b, "\n") {
			field, rest, ok := strings.Cut(strings.TrimSpace(line), " ")
			n, err := strconv.Atoi(field)
			if !ok || err != nil || !strings.ContainsAny(rest, "┤┼") {
				continue
			}
			labels = append(labels, n)
			if strings.Contains(rest, "··") {
				dots = field
			}
		}
		if dots != "50" {
			t.Errorf("top %d: the 50 line is on the row labelled %q:\n%s", top, dots, b)
		}
		for i := 1; i < len(labels); i++ {
			if labels[i-1]-labels[i] != labels[0]-labels[1] {
				t.Errorf("top %d: uneven labels %v:\n%s", top, labels, b)
				break
			}
		}
	}
}

// The lines start at Start when it is given (chances before the first
// decision), else at 0: the scale reaches the start's values.
func TestChartStart(t *testing.T) {
	running := [][]int{{40, 60}}
	for _, c := range []struct {
		start []int
		top   bool // the scale reaches 100
	}{{nil, false}, {[]int{95, 5}, true}} {
		var b bytes.Buffer
		Draw(&b, Chart{Names: []string{"Ann", "Ben"}, Running: running, Start: c.start, Axis: "axis", Empty: "empty",
			Same: func([]string, []int) string { return "" }})
		if got := strings.Contains(b.String(), " 100 "); got != c.top {
			t.Errorf("start %v: the scale reaches 100: %v, want %v\n%s", c.start, got, c.top, b.String())
		}
	}
}
