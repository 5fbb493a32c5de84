package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/roundentry"
	"tabletop/scorepad"
)

// pad edit changes only what it is given and scores the round again
// (issue 22.3).
func TestPadEditPartial(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "testdata", "pad", "mojo-over.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		args   []string
		round  int
		scores []int
		hands  [][]string // nil: not checked
		says   string
		exit   int
	}{
		{name: "one hand of a round of cards", args: []string{"1", "--hand", "Ann=5,6,8"}, round: 1, scores: []int{14, 4, 34},
			hands: [][]string{{"5", "6", "8"}, {"0", "4"}, {"10", "11", "3"}}},
		{name: "the Mojo holder alone", args: []string{"1", "--mojo", "Ann"}, round: 1, scores: []int{20, 4, 24},
			hands: [][]string{{"9", "1"}, {"0", "4"}, {"10", "11", "3"}}, says: "Ann 10 → 20, Cy 34 → 24: cards kept, but the scores changed"},
		{name: "one score of a round of scores", args: []string{"2", "--score", "Ben=1"}, round: 2, scores: []int{3, 1, 12}},
		{name: "a name in another case", args: []string{"1", "--hand", "ann=5"}, round: 1, scores: []int{5, 4, 34}},
		{name: "cards for a round of scores need every player", args: []string{"2", "--hand", "Ann=1"}, exit: cmdutil.ExitUsage, says: "player Ben is missing"},
		{name: "an unknown player", args: []string{"1", "--hand", "Zed=1"}, exit: cmdutil.ExitUsage, says: `unknown player "Zed"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "n.yaml")
			if err := os.WriteFile(file, src, 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errOut bytes.Buffer
			code := Main(append([]string{"tabletop", "pad", "edit", file}, tt.args...), strings.NewReader(""), &out, &errOut)
			if code != tt.exit {
				t.Fatalf("exit %d, want %d: %s%s", code, tt.exit, out.String(), errOut.String())
			}
			if !strings.Contains(out.String()+errOut.String(), tt.says) {
				t.Errorf("does not say %q:\n%s%s", tt.says, out.String(), errOut.String())
			}
			p, err := scorepad.Load(file)
			if err != nil {
				t.Fatal(err)
			}
			if tt.exit != cmdutil.ExitOK {
				if data, _ := os.ReadFile(file); !bytes.Equal(data, src) {
					t.Error("a refused edit changed the pad")
				}
				return
			}
			r := p.Rounds[tt.round-1]
			if !slices.Equal(r.Scores, tt.scores) {
				t.Errorf("scores %v, want %v", r.Scores, tt.scores)
			}
			for i, h := range tt.hands {
				if got := r.Entry.Cards["hand"][i]; !slices.Equal(got, h) {
					t.Errorf("seat %d's hand %v, want %v", i+1, got, h)
				}
			}
			if len(p.Rounds) != 3 {
				t.Errorf("%d rounds after the edit", len(p.Rounds))
			}
		})
	}
}

// The form of pad edit opens with the round as it is: Enter on every
// answer keeps it (issue 22.3).
func TestPadEditFormPrefilled(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "testdata", "pad", "mojo-over.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := scorepad.Parse("n.yaml", src)
	if err != nil {
		t.Fatal(err)
	}
	sc := scorerFor(t, "mojo")
	f, out := formFor("", "5,6,8", "", "")
	a, err := roundentry.Ask(f.form(), sc, p.Players, &p.Rounds[0].Entry)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Ann=9,1", "Ben=5,6,8", "Cy=10,11,3"}; !slices.Equal(a["hand"], want) || !slices.Equal(a["mojo"], []string{"Cy"}) {
		t.Errorf("answers %v, want %v and Cy\n%s", a, want, out.String())
	}
}
