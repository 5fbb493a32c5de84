package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// padJSON is what the tests read from pad --json.
type padJSON struct {
	Game    string `json:"game"`
	Players []struct {
		Name  string `json:"name"`
		Total int    `json:"total"`
	} `json:"players"`
	Rounds     int      `json:"rounds"`
	Over       bool     `json:"over"`
	Winners    []string `json:"winners"`
	DealerNext *string  `json:"dealer_next"`
	Lid        *string  `json:"lid"`
	StartsNext string   `json:"starts_next"`
}

func showJSON(t *testing.T, dir, file string) (padJSON, map[string]any) {
	t.Helper()
	out := mustRun(t, dir, "pad", "show", file, "--json")
	var doc padJSON
	var raw map[string]any
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatal(err)
	}
	return doc, raw
}

func totals(doc padJSON) []int {
	var out []int
	for _, p := range doc.Players {
		out = append(out, p.Total)
	}
	return out
}

// A Mojo evening from the first round to the end.
func TestPadMojoEvening(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben,Cy", "--file", "night.yaml")
	doc, raw := showJSON(t, dir, "night.yaml")
	if doc.Game != "mojo" || doc.Rounds != 0 || doc.Over || doc.Winners == nil || len(doc.Winners) != 0 {
		t.Errorf("new pad: %+v", doc)
	}
	for _, k := range []string{"game", "players", "rounds", "over", "winners"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("pad show --json lacks %q", k)
		}
	}
	mustRun(t, dir, "pad", "add", "night.yaml", "--hand", "Ann=9,1", "--hand", "Ben=0,4", "--hand", "Cy=10,11,3", "--mojo", "Cy")
	mustRun(t, dir, "pad", "add", "night.yaml", "--score", "Ann=3", "--score", "Ben=0", "--score", "Cy=12")
	doc, _ = showJSON(t, dir, "night.yaml")
	if !slices.Equal(totals(doc), []int{13, 4, 46}) || doc.Over || len(doc.Winners) != 0 {
		t.Errorf("after two rounds: %+v", doc)
	}
	// The leader is marked in words, not with an unexplained star.
	if out := mustRun(t, dir, "pad", "show", "night.yaml"); !strings.Contains(out, "4 (leads)") || strings.Contains(out, "*") {
		t.Errorf("pad show marks the leader as \"(leads)\":\n%s", out)
	}
	// Flags may come before the file, too.
	mustRun(t, dir, "pad", "add", "--hand", "Ann=12,10,7,4,1", "--hand", "Ben=2", "--hand", "Cy=5", "--mojo", "Ben", "night.yaml")
	doc, _ = showJSON(t, dir, "night.yaml")
	if !doc.Over || !slices.Equal(doc.Winners, []string{"Ben"}) || doc.Rounds != 3 {
		t.Errorf("game over: %+v", doc)
	}
	checkGolden(t, "pad/cli-mojo-night.yaml", readFile(t, filepath.Join(dir, "night.yaml")))
	checkGolden(t, "pad/cli-mojo-show.txt", mustRun(t, dir, "pad", "show", "night.yaml"))
	checkGolden(t, "pad/cli-mojo-chart.txt", mustRun(t, dir, "pad", "show", "night.yaml", "--chart"))

	// After the end: refused as a rules verdict, the pad untouched.
	before := readFile(t, filepath.Join(dir, "night.yaml"))
	r := runInput(t, dir, "", "pad", "add", "night.yaml", "--score", "Ann=0", "--score", "Ben=0", "--score", "Cy=0")
	if r.code != 1 || !strings.Contains(r.stderr, "mojo.game-end") {
		t.Errorf("add after the end: exit %d, %q", r.code, r.stderr)
	}
	if readFile(t, filepath.Join(dir, "night.yaml")) != before {
		t.Errorf("a refused add changed the pad")
	}

	// Undo takes the last round back and keeps the old version.
	mustRun(t, dir, "pad", "undo", "night.yaml")
	doc, _ = showJSON(t, dir, "night.yaml")
	if doc.Over || doc.Rounds != 2 || doc.StartsNext != "" {
		t.Errorf("after undo: %+v", doc)
	}
	if readFile(t, filepath.Join(dir, "night.yaml.bak")) != before {
		t.Errorf("undo did not keep the previous version as night.yaml.bak")
	}
	mustRun(t, dir, "pad", "undo", "night.yaml")
	doc, _ = showJSON(t, dir, "night.yaml")
	if doc.StartsNext != "Cy" {
		t.Errorf("Cy took the Mojo card in round 1 and starts round 2, got %q", doc.StartsNext)
	}
}

// A Makoto series: dealer rotation, the lid, the end after one game per
// player, a shared win.
func TestPadMakotoSeries(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "makoto", "--players", "Ann,Ben,Cy", "--dealer", "Ben", "--file", "s.yaml")
	doc, raw := showJSON(t, dir, "s.yaml")
	if doc.DealerNext == nil || *doc.DealerNext != "Ben" || doc.Lid != nil {
		t.Errorf("new series: %+v", doc)
	}
	if _, ok := raw["lid"]; !ok {
		t.Errorf("Makoto pad JSON lacks the lid key")
	}
	mustRun(t, dir, "pad", "add", "s.yaml", "--captured", "Ann=2,2,5,13", "--captured", "Ben=10,7", "--captured", "Cy=5", "--out", "Ben,Ann", "--curtain", "2,5,11")
	doc, _ = showJSON(t, dir, "s.yaml")
	if *doc.DealerNext != "Cy" || doc.Lid == nil || *doc.Lid != "Cy" {
		t.Errorf("game 2: dealer %v lid %v, want Cy and Cy", doc.DealerNext, doc.Lid)
	}
	mustRun(t, dir, "pad", "add", "s.yaml", "--score", "Ann=40", "--score", "Ben=50", "--score", "Cy=40")
	doc, _ = showJSON(t, dir, "s.yaml")
	// Ann and Cy tied for fewest; Ann deals game 3, so the first tied player
	// to her left is... Ben is not tied, Cy is (makoto.lid, dealer-left).
	if *doc.DealerNext != "Ann" || *doc.Lid != "Cy" {
		t.Errorf("game 3: dealer %v lid %v, want Ann and Cy", *doc.DealerNext, *doc.Lid)
	}
	mustRun(t, dir, "pad", "add", "s.yaml", "--score", "Ann=50", "--score", "Ben=40", "--score", "Cy=0")
	doc, _ = showJSON(t, dir, "s.yaml")
	if !doc.Over || !slices.Equal(doc.Winners, []string{"Ann", "Ben"}) || doc.DealerNext != nil || doc.Lid != nil {
		t.Errorf("series over with a shared win: %+v", doc)
	}
	checkGolden(t, "pad/cli-makoto-show.txt", mustRun(t, dir, "pad", "show", "s.yaml"))
	r := runInput(t, dir, "", "pad", "add", "s.yaml", "--score", "Ann=0", "--score", "Ben=0", "--score", "Cy=0")
	if r.code != 1 || !strings.Contains(r.stderr, "makoto.series.length") {
		t.Errorf("add after the series: exit %d %q", r.code, r.stderr)
	}
	// With no flags, the same: the series is over, not "give every
	// player's score pile" (issue 22.18).
	r = runInput(t, dir, "", "pad", "add", "s.yaml")
	if r.code != 1 || !strings.Contains(r.stderr, "the series is over") || strings.Contains(r.stderr, "give every") {
		t.Errorf("pad add with no flags after the series: exit %d %q", r.code, r.stderr)
	}
}

func TestPadNew(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben")
	var name string
	if _, err := fmt.Sscanf(out, "Started %s", &name); err != nil {
		t.Fatalf("output %q: %v", out, err)
	}
	name = strings.TrimSuffix(name, ":")
	if !strings.HasPrefix(name, "mojo-") || !strings.HasSuffix(name, ".yaml") {
		t.Errorf("default file name %q", name)
	}
	if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
		t.Fatal(err)
	}
	expectBadInput(t, runInput(t, dir, "", "pad", "new", "mojo", "--players", "Cy,Dee", "--file", name), "already there")
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Cy,Dee", "--file", name, "--force")
	expectBadInput(t, runInput(t, dir, "", "pad", "new", "mojo", "--players", "Ann", "--file", "x.yaml"), "2 to 8 players")
	expectBadInput(t, runInput(t, dir, "", "pad", "new", "mojo", "--players", "Ann,Ann", "--file", "x.yaml"), "named twice")
	expectBadInput(t, runInput(t, dir, "", "pad", "new", "mojo", "--players", "Ann,Ben", "--dealer", "Ann", "--file", "x.yaml"), "--dealer is for Makoto")
	expectBadInput(t, runInput(t, dir, "", "pad", "new", "chess", "--players", "Ann,Ben"), "unknown game")
	expectBadInput(t, runInput(t, dir, "", "pad", "new", "mojo", "--file", "x.yaml"), "--players")
	if _, err := os.Stat(filepath.Join(dir, "x.yaml")); err == nil {
		t.Errorf("a refused pad new wrote a file")
	}
	// Options are recorded, with the two-pile shorthand and comma values.
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben", "--variant", "two-piles", "--file", "v.yaml")
	mustRun(t, dir, "pad", "new", "makoto", "--players", "Ann,Ben", "--option", "rewards=60,30", "--option", "series=off", "--file", "k.yaml")
	if s := readFile(t, filepath.Join(dir, "v.yaml")); !strings.Contains(s, "variant: two-piles") {
		t.Errorf("variant not recorded:\n%s", s)
	}
	if s := readFile(t, filepath.Join(dir, "k.yaml")); !strings.Contains(s, "rewards: 60,30") || !strings.Contains(s, "series: off") {
		t.Errorf("options not recorded:\n%s", s)
	}
	mustRun(t, dir, "pad", "add", "k.yaml", "--captured", "Ann=2", "--captured", "Ben=", "--out", "Ann")
	if doc, _ := showJSON(t, dir, "k.yaml"); !doc.Over || doc.Players[0].Total != 80 {
		t.Errorf("one game with series=off: %+v", doc)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// The bad-input matrix: each a one-line error, exit 2, the pad on disk
// (and its backup) unchanged.
func TestPadBadInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben,Cy", "--file", "night.yaml")
	mustRun(t, dir, "pad", "add", "night.yaml", "--hand", "Ann=9,1", "--hand", "Ben=0,4", "--hand", "Cy=10,11,3", "--mojo", "Cy")
	good := readFile(t, filepath.Join(dir, "night.yaml"))

	write := func(name, text string) string {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return name
	}
	edited := strings.Replace(good, "{Ann: 10, Ben: 4, Cy: 34}", "{Ann: 10, Ben: 4, Cy: 30}", 1)
	if edited == good {
		t.Fatal("the edit did not apply")
	}
	var bomb strings.Builder
	bomb.WriteString("version: 1\ngame: mojo\nplayers: [Ann, Ben]\nrounds:\n  - &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n")
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&bomb, "  - &a%d [*a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d]\n", i, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1)
	}
	bomb.WriteString("totals: {Ann: 0, Ben: 0}\n")
	huge := filepath.Join(dir, "huge.yaml")
	if err := os.WriteFile(huge, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(huge, 50<<20); err != nil {
		t.Fatal(err)
	}
	add := []string{"--score", "Ann=1", "--score", "Ben=1", "--score", "Cy=1"}
	tests := []struct {
		name string
		file string
		args []string
		want string
	}{
		{"value 13 in Mojo", "night.yaml", []string{"--hand", "Ann=13", "--hand", "Ben=1", "--hand", "Cy=2", "--mojo", "Ann"}, "13 is not a Mojo card"},
		{"five 0s", "night.yaml", []string{"--hand", "Ann=0,0", "--hand", "Ben=0,0,0", "--hand", "Cy=2", "--mojo", "Ann"}, "5 cards of value 0"},
		{"player missing from the round", "night.yaml", []string{"--hand", "Ann=1", "--hand", "Ben=2", "--mojo", "Ann"}, "player Cy is missing (give --hand Cy=..., or Cy= for no cards)"},
		{"player missing from the scores", "night.yaml", []string{"--score", "Ann=1", "--score", "Ben=2"}, "player Cy is missing (give --score Cy=N, their score for the round)"},
		{"unknown player", "night.yaml", []string{"--hand", "Ann=1", "--hand", "Ben=2", "--hand", "Cy=3", "--hand", "Zed=4", "--mojo", "Ann"}, `unknown player "Zed"`},
		{"score out of range", "night.yaml", []string{"--score", "Ann=99", "--score", "Ben=1", "--score", "Cy=1"}, "more than a round can give"},
		{"Makoto flags on a Mojo pad", "night.yaml", []string{"--captured", "Ann=2"}, "not for a Round pad"},
		{"hand-edited total", write("edited.yaml", edited), add, "edited.yaml:20: Cy's score is recorded as 30, but the cards give 34"},
		{"truncated YAML", write("cut.yaml", good[:len(good)-20]), add, "cut.yaml:"},
		{"truncated before the totals", write("cut2.yaml", good[:strings.Index(good, "totals:")]), add, "no totals"},
		{"YAML alias bomb", write("bomb.yaml", bomb.String()), add, "aliases"},
		{"50 MB file", "huge.yaml", add, "larger than 4 MiB"},
		{"not a pad", write("junk.yaml", "- just\n- a list\n"), add, "junk.yaml:1: the pad must be a mapping"},
		{"missing file", "nope.yaml", add, "nope.yaml: cannot read"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.file)
			before, _ := os.ReadFile(path)
			bakBefore, _ := os.ReadFile(path + ".bak")
			r := runInput(t, dir, "", append([]string{"pad", "add", tc.file}, tc.args...)...)
			expectBadInput(t, r, tc.want)
			after, _ := os.ReadFile(path)
			bakAfter, _ := os.ReadFile(path + ".bak")
			if !bytes.Equal(before, after) || !bytes.Equal(bakBefore, bakAfter) {
				t.Errorf("the pad or its backup changed on disk")
			}
			if tc.file != "night.yaml" && tc.file != "nope.yaml" {
				// show refuses the same way.
				expectBadInput(t, runInput(t, dir, "", "pad", "show", tc.file), strings.SplitN(tc.want, " ", 2)[0])
			}
		})
	}
	if readFile(t, filepath.Join(dir, "night.yaml")) != good {
		t.Errorf("night.yaml changed")
	}
}

func TestPadUndoEmpty(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben", "--file", "p.yaml")
	expectBadInput(t, runInput(t, dir, "", "pad", "undo", "p.yaml"), "no rounds to undo")
}

func TestPadHelp(t *testing.T) {
	t.Parallel()
	out := mustRun(t, t.TempDir(), "pad", "add", "--help")
	if !strings.Contains(out, "--score") || !strings.Contains(out, "Examples:") {
		t.Errorf("help:\n%s", out)
	}
}
