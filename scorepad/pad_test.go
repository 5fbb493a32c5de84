package scorepad

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/rulesets/makoto"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/pad")

const goldenDir = "../testdata/pad"

func mustCards(t *testing.T, s string) []makoto.Card {
	t.Helper()
	cs, err := makoto.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func mustAdd(t *testing.T, p *Pad, r Round) {
	t.Helper()
	if _, err := p.Add(r); err != nil {
		t.Fatalf("Add: %v", err)
	}
}

// goldenPads builds the pads kept under testdata/pad.
func goldenPads(t *testing.T) map[string]*Pad {
	t.Helper()
	pads := map[string]*Pad{}

	m, err := New(Mojo, []string{"Ann", "Ben", "Cy"}, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	mustAdd(t, m, NewMojoRound([][]int{{9, 1}, {0, 4}, {10, 11, 3}}, 2))
	mustAdd(t, m, NewTotalsRound([]int{3, 0, 12}, -1))
	mustAdd(t, m, NewMojoRound([][]int{{12, 10, 7, 4, 1}, {2}, {5}}, 1))
	pads["mojo-over.yaml"] = m

	m2, err := New(Mojo, []string{"Ann", "Ben"}, engine.Options{"variant": "two-piles"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	mustAdd(t, m2, NewMojoRound([][]int{{3, 3}, {}}, 1))
	mustAdd(t, m2, NewTotalsRound([]int{0, 15}, 1))
	pads["mojo-two.yaml"] = m2

	k, err := New(Makoto, []string{"Ann", "Ben", "Cy"}, engine.Options{"series": "on"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	mustAdd(t, k, NewMakotoGame([][]makoto.Card{mustCards(t, "2,2,5,13"), mustCards(t, "10,7"), mustCards(t, "5")}, []int{1, 0}, mustCards(t, "2,5,11")))
	mustAdd(t, k, NewTotalsRound([]int{40, 50, 40}, -1))
	pads["makoto-series.yaml"] = k

	k4, err := New(Makoto, []string{"Ann", "Ben", "Cy", "Dee"}, engine.Options{"series": "on", "rewards": "60,30"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	mustAdd(t, k4, NewMakotoGame([][]makoto.Card{mustCards(t, "9s,2"), nil, mustCards(t, "10,10s"), mustCards(t, "5")}, []int{3, 1, 2}, nil))
	pads["makoto-swords.yaml"] = k4
	return pads
}

func TestGoldenRoundTrip(t *testing.T) {
	for name, p := range goldenPads(t) {
		t.Run(name, func(t *testing.T) {
			data, err := p.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(goldenDir, name)
			if *update {
				if err := os.MkdirAll(goldenDir, 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			golden, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./scorepad -update)", err)
			}
			if !bytes.Equal(data, golden) {
				t.Fatalf("Marshal differs from %s:\n%s", path, data)
			}
			// load → save → load is identical, in bytes and in value.
			loaded, err := Load(path)
			if err != nil {
				t.Fatal(err)
			}
			again, err := loaded.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(again, golden) {
				t.Fatalf("load → marshal differs from the golden file:\n%s", again)
			}
			tmp := filepath.Join(t.TempDir(), name)
			if err := Create(tmp, loaded, false); err != nil {
				t.Fatal(err)
			}
			reloaded, err := Load(tmp)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(reloaded.Clone(), loaded.Clone()) {
				t.Errorf("load → save → load differs:\n%+v\n%+v", reloaded.Clone(), loaded.Clone())
			}
			if !reflect.DeepEqual(loaded.Clone(), p.Clone()) {
				t.Errorf("the loaded pad differs from the one written:\n%+v\n%+v", loaded.Clone(), p.Clone())
			}
		})
	}
}

func TestStandings(t *testing.T) {
	pads := goldenPads(t)
	st := pads["mojo-over.yaml"].Standings()
	if !st.Over || !slices.Equal(st.Winners, []int{1}) || !slices.Equal(st.Totals, []int{47, 4, 51}) {
		t.Errorf("mojo-over: %+v", st)
	}
	if want := [][]int{{10, 4, 34}, {13, 4, 46}, {47, 4, 51}}; !reflect.DeepEqual(st.Running, want) {
		t.Errorf("running totals %v, want %v", st.Running, want)
	}
	st = pads["mojo-two.yaml"].Standings()
	// Round 1: Ben took the card with no cards (0 points, lowest): 0; Ann
	// scores 3. Round 2: Ben holds it, scores 15 (>10, someone lower).
	if st.Over || !slices.Equal(st.Totals, []int{3, 15}) || st.Starter != 1 || st.Face != "+10" {
		t.Errorf("mojo-two: %+v", st)
	}
	st = pads["makoto-series.yaml"].Standings()
	// Game 3 is dealt by Cy; game 2 tied Ann and Cy at 40: the lid goes to
	// the tied player first to Cy's left, Ann (makoto.lid).
	if st.Over || st.NextDealer != 2 || st.Marks["lid"] != 0 || !slices.Equal(st.Leaders, []int{1}) {
		t.Errorf("makoto-series: %+v", st)
	}
	k := pads["makoto-series.yaml"]
	mustAdd(t, k, NewTotalsRound([]int{90, 0, 170}, -1)) // 215, 135, 215
	st = k.Standings()
	if !st.Over || !slices.Equal(st.Winners, []int{0, 2}) || st.NextDealer != -1 || st.Marks != nil {
		t.Errorf("makoto-series over with a shared win: %+v", st)
	}
	// Tied Mojo winners share.
	m, _ := New(Mojo, []string{"A", "B", "C"}, nil, 0)
	mustAdd(t, m, NewTotalsRound([]int{20, 20, 44}, 2))
	mustAdd(t, m, NewTotalsRound([]int{5, 5, 10}, -1))
	if st := m.Standings(); !st.Over || !slices.Equal(st.Winners, []int{0, 1}) {
		t.Errorf("shared Mojo win: %+v", st)
	}
}

func TestAddAfterEnd(t *testing.T) {
	pads := goldenPads(t)
	for _, name := range []string{"mojo-over.yaml", "makoto-series.yaml"} {
		p := pads[name]
		if name == "makoto-series.yaml" {
			mustAdd(t, p, NewTotalsRound([]int{1, 2, 3}, -1))
		}
		n := len(p.Rounds)
		_, err := p.Add(NewTotalsRound(make([]int, len(p.Players)), -1))
		re, ok := engine.AsRuleError(err)
		if !ok || (re.Rule != "mojo.game-end" && re.Rule != "makoto.series.length") {
			t.Errorf("%s: Add after the end = %v, want a rule error", name, err)
		}
		if len(p.Rounds) != n {
			t.Errorf("%s: a refused round was added", name)
		}
	}
}

func TestAddRefusesBadRounds(t *testing.T) {
	tests := []struct {
		name string
		r    Round
		want string
	}{
		{"value 13", NewMojoRound([][]int{{13}, {1}, {2}}, 0), "13 is not a Mojo card"},
		{"five 0s", NewMojoRound([][]int{{0, 0, 0}, {0, 0}, {2}}, 0), "5 cards of value 0"},
		{"player missing", NewMojoRound([][]int{{1}, {2}}, 0), "all 3 players"},
		{"no holder", NewMojoRound([][]int{{1}, {2}, {3}}, -1), "Mojo card"},
		{"score too high", NewTotalsRound([]int{45, 0, 0}, -1), "more than a round can give"},
		{"two above 34", NewTotalsRound([]int{40, 36, 0}, -1), "two scores above 34"},
		{"non-holder above 34", NewTotalsRound([]int{40, 0, 0}, 1), "only the Mojo holder"},
		{"holder +10 but lowest", NewTotalsRound([]int{5, 5, 12}, 2), "took the Mojo card and scored 12"},
		{"negative", NewTotalsRound([]int{-1, 0, 0}, -1), "negative"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, _ := New(Mojo, []string{"Ann", "Ben", "Cy"}, nil, 0)
			_, err := p.Add(tc.r)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Add = %v, want an error containing %q", err, tc.want)
			}
			if _, ok := engine.AsRuleError(err); ok {
				t.Errorf("bad input reported as a rule verdict: %v", err)
			}
			if len(p.Rounds) != 0 {
				t.Errorf("a refused round was added")
			}
		})
	}
	k, _ := New(Makoto, []string{"Ann", "Ben", "Cy"}, nil, 0)
	for _, tc := range []struct {
		r    Round
		want string
	}{
		{NewMakotoGame([][]makoto.Card{mustCards(t, "14"), nil, nil}, nil, nil), "14 is not in play with 3 players"},
		{NewMakotoGame([][]makoto.Card{mustCards(t, "9s"), nil, nil}, nil, nil), "no Sword cards"},
		{NewMakotoGame([][]makoto.Card{mustCards(t, "7,7,7"), mustCards(t, "7,7"), nil}, nil, mustCards(t, "7")), "the Curtain: 6 copies of 7"},
		{NewMakotoGame([][]makoto.Card{nil, nil, nil}, []int{0, 1, 2}, nil), "makoto.last-player"},
		{NewMakotoGame([][]makoto.Card{nil, nil, nil}, []int{0, 0}, nil), "listed twice"},
	} {
		if _, err := k.Add(tc.r); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Add = %v, want an error containing %q", err, tc.want)
		}
	}
}

func TestUndo(t *testing.T) {
	p := goldenPads(t)["mojo-over.yaml"]
	last, err := p.Undo()
	if err != nil || !slices.Equal(last.Scores, []int{34, 0, 5}) || len(p.Rounds) != 2 {
		t.Fatalf("Undo = %+v, %v", last, err)
	}
	if p.Standings().Over {
		t.Errorf("still over after undoing the last round")
	}
	p.Rounds = nil
	if _, err := p.Undo(); err == nil {
		t.Errorf("Undo on an empty pad succeeded")
	}
}

func TestNewRefuses(t *testing.T) {
	tests := []struct {
		game    string
		players []string
		opts    engine.Options
		want    string
	}{
		{"mojo", []string{"Ann"}, nil, "2 to 8 players"},
		{"makoto", []string{"A", "B", "C", "D", "E", "F", "G"}, nil, "2 to 6 players"},
		{"mojo", []string{"Ann", "ann"}, nil, "listed twice"},
		{"mojo", []string{"Ann", "B,C"}, nil, "may not contain"},
		{"mojo", []string{"A\x01B", "Ben", "Cy"}, nil, "printable"},
		{"mojo", []string{"Ann", strings.Repeat("x", 40000), "Cy"}, nil, "longer than"},
		{"mojo", []string{"Ann", "Ben"}, engine.Options{"colour": "red"}, "unknown option"},
		{"makoto", []string{"Ann", "Ben"}, engine.Options{"rewards": "10,20"}, "highest first"},
		{"chess", []string{"Ann", "Ben"}, nil, "unknown game"},
	}
	for _, tc := range tests {
		if _, err := New(tc.game, tc.players, tc.opts, 0); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%s, %v, %v) = %v, want %q", tc.game, tc.players, tc.opts, err, tc.want)
		}
	}
}

func TestLoadMissingFile(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "nope.yaml"))
	var ie *fileio.InputError
	if !errors.As(err, &ie) || !strings.Contains(err.Error(), "cannot read") {
		t.Errorf("Load(missing) = %v", err)
	}
}

// TestPadBeforeLidAfterOut: a Makoto pad written before the lid-after-out
// option existed has no such key; it loads, checks and scores as before,
// the option read as its default (makoto.lid).
func TestPadBeforeLidAfterOut(t *testing.T) {
	for _, name := range []string{"makoto-series.yaml", "makoto-swords.yaml"} {
		data, err := os.ReadFile(filepath.Join(goldenDir, name))
		if err != nil {
			t.Fatal(err)
		}
		old := bytes.Replace(data, []byte("  lid-after-out: allow\n"), nil, 1)
		if bytes.Equal(old, data) {
			t.Fatalf("%s records no lid-after-out", name)
		}
		now, err := Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		before, err := Parse(name, old)
		if err != nil {
			t.Fatalf("%s without lid-after-out: %v", name, err)
		}
		if got := before.Options["lid-after-out"]; got != "allow" {
			t.Errorf("%s: lid-after-out read as %q, want allow", name, got)
		}
		if !slices.Equal(before.Totals(), now.Totals()) {
			t.Errorf("%s: totals %v without the key, %v with it", name, before.Totals(), now.Totals())
		}
	}
}
