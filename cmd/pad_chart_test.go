package cmd

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
)

// Without colour every player's line is drawn with their letter, the
// legend names the letters and says after which rounds lines coincide;
// with colour every player has their own (issue 22.12).
func TestChartLettersColoursOverlaps(t *testing.T) {
	players := []string{"Ann", "Ben", "Cy"}
	running := [][]int{{10, 10, 3}, {20, 20, 3}, {25, 30, 3}}
	var plain bytes.Buffer
	drawChart(&plain, "en", players, running, 50, "round", style{})
	out := plain.String()
	for _, want := range []string{"A Ann (25)", "B Ben (30)", "C Cy (3)", "· 50", "Ann and Ben: the same total after rounds 1, 2 (one line hides the other there)", "(round; the game ends at 50)"} {
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
	var coloured bytes.Buffer
	drawChart(&coloured, "en", players, running, 50, "round", style{On: true})
	seen := map[string]bool{}
	for _, c := range chartColours[:3] {
		if strings.Contains(coloured.String(), c.String()) {
			seen[c.String()] = true
		}
	}
	if len(seen) != 3 {
		t.Errorf("want three colours, got %d:\n%q", len(seen), coloured.String())
	}
	// One round, no overlap: nothing said of overlaps.
	var one bytes.Buffer
	drawChart(&one, "pl", []string{"Ann", "Ben"}, [][]int{{3, 4}}, 0, "game", style{})
	if strings.Contains(one.String(), "ta sama suma") || !strings.Contains(one.String(), "A Ann (3)") {
		t.Errorf("one game:\n%s", one.String())
	}
}

// The threshold's line is drawn on the row labelled with it, and every
// row's label is a whole step from the next (issue 28.22: the 50 line was
// labelled "49" or "51").
func TestChartThresholdRowIsLabelledWithIt(t *testing.T) {
	for _, top := range []int{25, 33, 47, 50, 51, 52, 58, 61, 77, 99, 135, 260} {
		var b bytes.Buffer
		drawChart(&b, "en", []string{"Ann", "Ben"}, [][]int{{top / 2, 3}, {top, 4}}, 50, "round", style{})
		var labels []int
		dots := ""
		for _, line := range strings.Split(b.String(), "\n") {
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
			t.Errorf("top %d: the 50 line is on the row labelled %q:\n%s", top, dots, b.String())
		}
		for i := 1; i < len(labels); i++ {
			if labels[i-1]-labels[i] != labels[0]-labels[1] {
				t.Errorf("top %d: uneven labels %v:\n%s", top, labels, b.String())
				break
			}
		}
	}
}
