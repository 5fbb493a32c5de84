package main

import (
	"encoding/json"
	"path/filepath"
	"testing"
)

// TestPadStatsCLI: pad stats over the golden pads of both games, as text
// (golden) and as JSON checked against the pads' own totals.
func TestPadStatsCLI(t *testing.T) {
	pads := []string{"mojo-over.yaml", "mojo-two.yaml", "makoto-series.yaml", "makoto-swords.yaml"}
	dir, err := filepath.Abs(filepath.Join("testdata", "pad"))
	if err != nil {
		t.Fatal(err)
	}
	args := append([]string{"pad", "stats"}, pads...)
	checkGolden(t, "pad/cli-stats.txt", mustRun(t, dir, args...))

	var doc struct {
		Games []struct {
			Game    string
			Pads    int
			Players []struct {
				Name   string
				Games  int
				Rounds int
				Points int
			}
		}
	}
	if err := json.Unmarshal([]byte(mustRun(t, dir, append(args, "--json")...)), &doc); err != nil {
		t.Fatal(err)
	}
	// The points are the sum of every pad's totals, per player.
	want := map[string]map[string]int{}
	for _, p := range pads {
		var show struct {
			Game    string
			Players []struct {
				Name  string
				Total int
			}
		}
		if err := json.Unmarshal([]byte(mustRun(t, dir, "pad", "show", p, "--json")), &show); err != nil {
			t.Fatal(err)
		}
		if want[show.Game] == nil {
			want[show.Game] = map[string]int{}
		}
		for _, pl := range show.Players {
			want[show.Game][pl.Name] += pl.Total
		}
	}
	if len(doc.Games) != 2 {
		t.Fatalf("%d games, want 2", len(doc.Games))
	}
	for _, g := range doc.Games {
		if g.Pads != 2 || len(g.Players) != len(want[g.Game]) {
			t.Errorf("%s: %d pads, %d players; want 2 pads, %d players", g.Game, g.Pads, len(g.Players), len(want[g.Game]))
		}
		for _, pl := range g.Players {
			if pl.Points != want[g.Game][pl.Name] {
				t.Errorf("%s: %s has %d points, want %d", g.Game, pl.Name, pl.Points, want[g.Game][pl.Name])
			}
		}
	}

	// No file, or a file that is not a pad: one line, exit 2.
	if r := run(t, "", "pad", "stats"); r.code != 2 {
		t.Errorf("pad stats without files: exit %d %q", r.code, r.stderr)
	}
	if r := run(t, dir, "pad", "stats", "nope.yaml"); r.code != 2 {
		t.Errorf("pad stats of a missing file: exit %d %q", r.code, r.stderr)
	}
}

// TestPadChartScalesCLI: the chart scales to small totals (one row per
// point, the end of the game named under the axis) and labels its axis
// with what the game calls a round.
func TestPadChartScalesCLI(t *testing.T) {
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben,Cy", "--file", "n.yaml")
	mustRun(t, dir, "pad", "add", "n.yaml", "--score", "Ann=3", "--score", "Ben=0", "--score", "Cy=5")
	mustRun(t, dir, "pad", "add", "n.yaml", "--score", "Ann=7", "--score", "Ben=2", "--score", "Cy=0")
	checkGolden(t, "pad/cli-mojo-chart-small.txt", mustRun(t, dir, "pad", "show", "n.yaml", "--chart"))

	pads, err := filepath.Abs(filepath.Join("testdata", "pad"))
	if err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "pad/cli-makoto-chart.txt", mustRun(t, pads, "pad", "show", "makoto-series.yaml", "--chart"))
}
