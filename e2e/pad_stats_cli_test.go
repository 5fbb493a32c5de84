package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestPadStatsCLI: pad stats over the golden pads of both games, as text
// (golden) and as JSON checked against the pads' own totals.
func TestPadStatsCLI(t *testing.T) {
	t.Parallel()
	pads := []string{"mojo-over.yaml", "mojo-two.yaml", "makoto-series.yaml", "makoto-swords.yaml"}
	dir := testdataPath("pad")
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
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben,Cy", "--file", "n.yaml")
	mustRun(t, dir, "pad", "add", "n.yaml", "--score", "Ann=3", "--score", "Ben=0", "--score", "Cy=5")
	mustRun(t, dir, "pad", "add", "n.yaml", "--score", "Ann=7", "--score", "Ben=2", "--score", "Cy=0")
	checkGolden(t, "pad/cli-mojo-chart-small.txt", mustRun(t, dir, "pad", "show", "n.yaml", "--chart"))

	pads := testdataPath("pad")
	checkGolden(t, "pad/cli-makoto-chart.txt", mustRun(t, pads, "pad", "show", "makoto-series.yaml", "--chart"))
}

// TestPadEditFixCLI: pad edit replaces an earlier round; a hand edit with
// several mistakes is refused with every line at once; pad fix works the
// scores and totals out and keeps the comments written by hand.
func TestPadEditFixCLI(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	src := testdataPath("pad", "mojo-over.yaml")
	pad := filepath.Join(dir, "n.yaml")
	writeFile(t, pad, readFile(t, src))

	// Round 2 of 3 replaced (it was entered as scores only).
	out := mustRun(t, dir, "pad", "edit", "n.yaml", "2", "--hand", "Ann=1", "--hand", "Ben=2", "--hand", "Cy=3,4", "--mojo", "Ann")
	checkGolden(t, "pad/cli-edit.txt", out)
	var doc struct{ Players []struct{ Total int } }
	if err := json.Unmarshal([]byte(mustRun(t, dir, "pad", "show", "n.yaml", "--json")), &doc); err != nil {
		t.Fatal(err)
	}
	if got := [3]int{doc.Players[0].Total, doc.Players[1].Total, doc.Players[2].Total}; got != [3]int{44, 6, 43} {
		t.Errorf("totals after the edit %v, want 44 6 43", got)
	}
	if r := run(t, dir, "pad", "edit", "n.yaml", "4", "--score", "Ann=1", "--score", "Ben=1", "--score", "Cy=1"); r.code != 2 || r.stderr != "tabletop: n.yaml: there is no round 4: the pad has rounds 1 to 3\n" {
		t.Errorf("edit of round 4: exit %d %q", r.code, r.stderr)
	}
	if r := run(t, dir, "pad", "edit", "n.yaml", "two"); r.code != 2 || !strings.Contains(r.stderr, `"two" is not a round number`) {
		t.Errorf("edit of round two: exit %d %q", r.code, r.stderr)
	}

	// A hand edit: Cy's 11 was Ann's, and Ann's score mistyped.
	text := readFile(t, pad)
	text = strings.Replace(text, "Cy: [10, 11, 3]", "Cy: [10, 3] # the 11 was Ann's", 1)
	text = strings.Replace(text, "{Ann: 10, Ben: 4, Cy: 34}", "{Ann: 11, Ben: 4, Cy: 34}", 1)
	text = strings.Replace(text, "players: [Ann, Ben, Cy]", "# Friday at Ben's\nplayers: [Ann, Ben, Cy]", 1)
	writeFile(t, pad, text)
	r := run(t, dir, "pad", "show", "n.yaml")
	if r.code != 2 {
		t.Errorf("show of the edited pad: exit %d", r.code)
	}
	checkGolden(t, "pad/cli-problems.txt", r.stderr)
	checkGolden(t, "pad/cli-fix.txt", mustRun(t, dir, "pad", "fix", "n.yaml"))
	// The same fix told in Polish, on a copy of the same hand-edited pad,
	// then the second run with nothing to fix.
	plDir := t.TempDir()
	writeFile(t, plDir+"/n.yaml", text)
	checkGolden(t, "golden/lang/pad-fix.pl.txt", mustRun(t, plDir, "pad", "fix", "n.yaml", "--lang", "pl")+
		mustRun(t, plDir, "pad", "fix", "n.yaml", "--lang", "pl"))
	fixed := readFile(t, pad)
	for _, c := range []string{"# the 11 was Ann's", "# Friday at Ben's"} {
		if !strings.Contains(fixed, c) {
			t.Errorf("pad fix lost the comment %q:\n%s", c, fixed)
		}
	}
	if readFile(t, pad+".bak") != text {
		t.Errorf("the backup is not the pad as edited by hand")
	}
	if out := mustRun(t, dir, "pad", "fix", "n.yaml"); !strings.Contains(out, "nothing to fix") {
		t.Errorf("second fix:\n%s", out)
	}

	// pad show --fix: the same correction, then the sheet.
	writeFile(t, pad, strings.Replace(readFile(t, pad), "Ann: [1]", "Ann: [5]", 1))
	out = mustRun(t, dir, "pad", "show", "n.yaml", "--fix")
	if !strings.Contains(out, "round 2: Ann's score 0 → 15 (from the cards)") || !strings.Contains(out, "Ann's total 44 → 59") || !strings.Contains(out, "┌") {
		t.Errorf("pad show --fix:\n%s", out)
	}
}

// TestPadStatsSkipsOtherFiles: "pad stats *.yaml" in a folder where play
// and table left a log and a journal reads the pads among them, says what
// it left out, and counts a pad named twice once (issue 22.2).
func TestPadStatsSkipsOtherFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, p := range []string{"mojo-over.yaml", "mojo-two.yaml"} {
		data, err := os.ReadFile(testdataPath("pad", p))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(dir, p), string(data))
	}
	mustRun(t, dir, "play", "mojo", "--players", "bot:greedy,bot:random", "--seed", "3", "--log", "game.yaml")
	r := runInput(t, dir, "top 8\n", "table", "mojo", "--players", "Ann,Ben", "--journal", "journal.yaml")
	if r.code != 0 {
		t.Fatalf("table: exit %d: %s", r.code, r.stderr)
	}
	want := mustRun(t, dir, "pad", "stats", "mojo-over.yaml", "mojo-two.yaml")
	r = run(t, dir, "pad", "stats", "game.yaml", "journal.yaml", "mojo-over.yaml", "./mojo-over.yaml", "mojo-two.yaml", "mojo-over.yaml")
	if r.code != 0 || r.stdout != want {
		t.Fatalf("exit %d, stdout:\n%s\nwant:\n%s\nstderr: %s", r.code, r.stdout, want, r.stderr)
	}
	for _, w := range []string{"game.yaml: this is a game log, not a score pad", "journal.yaml: this is a table journal, not a score pad", "left out of the statistics"} {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("stderr lacks %q:\n%s", w, r.stderr)
		}
	}
	if n := strings.Count(r.stderr, "\n"); n != 2 {
		t.Errorf("want one line per file left out, got %d:\n%s", n, r.stderr)
	}
	// Nothing but other files: nothing to count.
	r = run(t, dir, "pad", "stats", "game.yaml", "journal.yaml")
	if r.code != 2 || !strings.Contains(r.stderr, "none of the files is a score pad") {
		t.Errorf("only a log and a journal: exit %d, %q", r.code, r.stderr)
	}
}
