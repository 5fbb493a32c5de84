package pad

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine"
	"tabletop/engine/scoring"
	_ "tabletop/rulesets/makoto" // the games of the pads
	_ "tabletop/rulesets/mojo"
	"tabletop/scorepad"
)

// testdataDir is the module's testdata (the goldens), found before a
// test changes directory.
var testdataDir, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

// testEnv prints in English, without colours, to out and errOut.
func testEnv(out, errOut *bytes.Buffer) Env {
	return Env{IO: cmdutil.IOStreams{Out: out, ErrOut: errOut}, Tr: cmdtest.Tr, TrN: cmdtest.TrN,
		Style: func(io.Writer) cmdutil.Style { return cmdutil.Style{} }}
}

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

// The Mojo night of the end-to-end pad test, in-process.
func TestRunPad(t *testing.T) {
	t.Chdir(t.TempDir())
	mojo, err := engine.Lookup("mojo")
	if err != nil {
		t.Fatal(err)
	}
	opts, err := engine.Resolve(mojo.Options(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if err := (&NewOptions{Env: testEnv(&out, &errOut), Game: mojo, Players: []string{"Ann", "Ben", "Cy"}, Options: opts, File: "night.yaml"}).Run(); err != nil {
		t.Fatal(err)
	}
	add := func(r scorepad.Round) error {
		return (&AddOptions{Env: testEnv(&out, &errOut), File: "night.yaml", Round: func(*scorepad.Pad) (scorepad.Round, error) { return r, nil }}).Run()
	}
	rounds := []scorepad.Round{
		scorepad.RoundOf(cmdtest.Entry(map[string][][]string{"hand": {{"9", "1"}, {"0", "4"}, {"10", "11", "3"}}}, map[string][]int{"mojo": {2}})),
		scorepad.ScoresRoundOf([]int{3, 0, 12}, scoring.Entry{}),
		scorepad.RoundOf(cmdtest.Entry(map[string][][]string{"hand": {{"12", "10", "7", "4", "1"}, {"2"}, {"5"}}}, map[string][]int{"mojo": {1}})),
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
		opts   FileOptions
	}{
		{"pad/cli-mojo-show.txt", FileOptions{Command: "show", File: "night.yaml"}},
		{"pad/cli-mojo-chart.txt", FileOptions{Command: "show", File: "night.yaml", Chart: true}},
	} {
		out.Reset()
		tc.opts.Env = testEnv(&out, &errOut)
		if err := tc.opts.Run(); err != nil {
			t.Fatal(err)
		}
		checkFileGolden(t, tc.golden, out.String())
	}
	// After the end: a rules verdict, the pad untouched.
	if err := add(rounds[1]); cmdutil.ExitCode(err) != cmdutil.ExitVerdict {
		t.Fatalf("a round after the end: %v (exit %d), want exit %d", err, cmdutil.ExitCode(err), cmdutil.ExitVerdict)
	}
	out.Reset()
	if err := (&FileOptions{Env: testEnv(&out, &errOut), Command: "undo", File: "night.yaml"}).Run(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "removed round 3 (Ann 34, Ben 0, Cy 5)") {
		t.Fatalf("undo says:\n%s", out.String())
	}
}
