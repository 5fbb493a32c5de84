package scorepad

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// D9 (issue 19): a comment written after a round's scores is kept by every
// save, beside the running totals the tool writes there, whether it
// replaced the tool's comment or was written after it; the totals are
// brought up to date and never doubled.
func TestCommentAfterScoresKept(t *testing.T) {
	text := golden(t, "mojo-two.yaml")
	text = edit(t, text, "Ben: 0} # running totals: Ann 3, Ben 0", "Ben: 0} # checked by Ben")
	text = edit(t, text, "# running totals: Ann 3, Ben 15", "# running totals: Ann 3, Ben 15 # Cy disputes this #2")
	path := filepath.Join(t.TempDir(), "pad.yaml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for step, fn := range []func(p *Pad) error{
		func(p *Pad) error { _, err := p.Add(NewTotalsRound([]int{4, 0}, 1)); return err },
		func(p *Pad) error { _, err := p.Replace(0, NewTotalsRound([]int{2, 0}, 1)); return err },
		func(p *Pad) error { _, err := p.Undo(); return err },
	} {
		if _, err := Update(path, fn); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		got := string(data)
		for _, want := range []string{
			"scores: {Ann: 2, Ben: 0} # checked by Ben # running totals: Ann 2, Ben 0\n",
			"scores: {Ann: 0, Ben: 15} # Cy disputes this #2 # running totals: Ann 2, Ben 15\n",
		} {
			if step == 0 {
				want = strings.Replace(want, "Ann: 2", "Ann: 3", 1)
				want = strings.Replace(want, "Ann 2", "Ann 3", -1)
			}
			if !strings.Contains(got, want) {
				t.Fatalf("after step %d the pad has no %q:\n%s", step, want, got)
			}
		}
		if strings.Count(got, "running totals") != strings.Count(got, "scores:") {
			t.Fatalf("after step %d the running totals are doubled:\n%s", step, got)
		}
		if _, err := Load(path); err != nil {
			t.Fatalf("after step %d: %v", step, err)
		}
	}
}

// A comment after the key of a round's scores written as a block mapping
// ("scores:   # mine", the scores on the lines below) is kept too: the
// pad writes the scores on the key's line, and the comment after them.
func TestCommentAfterBlockScoresKept(t *testing.T) {
	text := "version: 1\ngame: mojo\nplayers:   # seats\n  - Ann\n  - Ben\nrounds:\n  - scores:   # by hand\n      Ann: 0\n      Ben: 13\n    mojo: Ann\ntotals: {Ann: 0, Ben: 13}\n"
	path := filepath.Join(t.TempDir(), "pad.yaml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := Update(path, func(p *Pad) error { _, err := p.Add(NewTotalsRound([]int{0, 0}, 0)); return err }); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(path)
		for _, want := range []string{"players: [Ann, Ben] # seats\n", "scores: {Ann: 0, Ben: 13} # by hand # running totals: Ann 0, Ben 13\n"} {
			if strings.Count(string(data), want) != 1 {
				t.Fatalf("no %q once in:\n%s", want, data)
			}
		}
	}
}
