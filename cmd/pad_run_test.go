package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/scoring"
	"tabletop/scorepad"
)

// checkFileGolden compares got with a golden file of the end-to-end tests
// (testdata/NAME in the repository's root).
func checkFileGolden(t *testing.T, name, got string) {
	t.Helper()
	want, err := os.ReadFile(filepath.Join(testdataDir, name))
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Fatalf("differs from %s:\n--- got\n%s\n--- want\n%s", name, got, want)
	}
}

// testdataDir is the module's testdata (the goldens), found before a
// test changes directory.
var testdataDir, _ = filepath.Abs(filepath.Join("..", "testdata"))

func entryOf(cards map[string][][]string, seats map[string][]int) scoring.Entry {
	var e scoring.Entry
	for k, v := range cards {
		e.SetCards(k, v...)
	}
	for k, v := range seats {
		e.SetSeats(k, v...)
	}
	return e
}

func scratch(t *testing.T, game string, players []string, opts engine.Options) *scorepad.Pad {
	t.Helper()
	p, err := scorepad.New(game, players, opts, 0)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The Mojo night of the end-to-end pad test, in-process.
func TestRunPad(t *testing.T) {
	t.Chdir(t.TempDir())
	mojo := mustGame(t, "mojo")
	ios, _, _ := testStreams("")
	if err := runPadNew(&padNewOptions{Game: mojo, Players: []string{"Ann", "Ben", "Cy"}, Options: mustOptions(t, mojo, nil), File: "night.yaml"}, ios); err != nil {
		t.Fatal(err)
	}
	add := func(r scorepad.Round) error {
		ios, _, _ := testStreams("")
		return runPadAdd(&padAddOptions{File: "night.yaml", Round: func(*scorepad.Pad) (scorepad.Round, error) { return r, nil }}, ios)
	}
	rounds := []scorepad.Round{
		scorepad.RoundOf(entryOf(map[string][][]string{"hand": {{"9", "1"}, {"0", "4"}, {"10", "11", "3"}}}, map[string][]int{"mojo": {2}})),
		scorepad.ScoresRoundOf([]int{3, 0, 12}, scoring.Entry{}),
		scorepad.RoundOf(entryOf(map[string][][]string{"hand": {{"12", "10", "7", "4", "1"}, {"2"}, {"5"}}}, map[string][]int{"mojo": {1}})),
	}
	for i, r := range rounds {
		if err := add(r); err != nil {
			t.Fatalf("round %d: %v", i+1, err)
		}
	}
	data, err := os.ReadFile("night.yaml")
	if err != nil {
		t.Fatal(err)
	}
	checkFileGolden(t, "pad/cli-mojo-night.yaml", string(data))
	for _, tc := range []struct {
		golden string
		opts   padFileOptions
	}{
		{"pad/cli-mojo-show.txt", padFileOptions{File: "night.yaml"}},
		{"pad/cli-mojo-chart.txt", padFileOptions{File: "night.yaml", Chart: true}},
	} {
		ios, out, _ := testStreams("")
		if err := runPadShow(&tc.opts, ios); err != nil {
			t.Fatal(err)
		}
		checkFileGolden(t, tc.golden, out.String())
	}
	// After the end: a rules verdict, the pad untouched.
	if err := add(rounds[1]); exitOf(err) != ExitVerdict {
		t.Fatalf("a round after the end: %v (exit %d), want exit %d", err, exitOf(err), ExitVerdict)
	}
	ios, out, _ := testStreams("")
	if err := runPadUndo(&padFileOptions{File: "night.yaml"}, ios); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "removed round 3 (Ann 34, Ben 0, Cy 5)") {
		t.Fatalf("undo says:\n%s", out)
	}
}
