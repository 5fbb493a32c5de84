package scorepad

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"tabletop/engine/fileio"
	"testing"
)

// TestSeveralProblems: a pad with several mistakes lists them all, each
// with its line; a wrong round score does not also blame the total it
// was copied into.
func TestSeveralProblems(t *testing.T) {
	text := golden(t, "mojo-over.yaml")
	text = edit(t, text, "{Ann: 10, Ben: 4, Cy: 34}", "{Ann: 11, Ben: 4, Cy: 24}")
	text = edit(t, text, "totals: {Ann: 47, Ben: 4,", "totals: {Ann: 48, Ben: 5,")
	_, err := Parse("pad.yaml", []byte(text))
	var ps *Problems
	if !errors.As(err, &ps) {
		t.Fatalf("got %v, want several problems", err)
	}
	want := []string{
		"pad.yaml:20: Ann's score is recorded as 11, but the cards give 10",
		"pad.yaml:20: Cy's score is recorded as 24, but the cards give 34",
		"pad.yaml:30: Ben's total is recorded as 5, but the rounds add up to 4",
	}
	var msgs []string
	for _, ie := range ps.List {
		msgs = append(msgs, ie.Error())
	}
	if len(msgs) != len(want)+1 {
		t.Fatalf("messages %q", msgs)
	}
	for i, w := range want {
		if i == 2 {
			i = 3 // Ann's total (48, the cards give 47) comes before Ben's
		}
		if !strings.HasPrefix(msgs[i], w) {
			t.Errorf("message %d is %q, want %q", i, msgs[i], w)
		}
	}
	var ie *fileio.InputError
	if !errors.As(err, &ie) || ie.Line != 20 {
		t.Errorf("errors.As finds %v", ie)
	}
}

// TestRepair: after a hand edit of a round's cards, Repair works out the
// scores and totals and says what it changed; the comments written by
// hand survive the save.
func TestRepair(t *testing.T) {
	text := golden(t, "mojo-over.yaml")
	// Cy's round-1 cards edited by hand: 10, 11, 3 become 10, 3.
	text = edit(t, text, "Cy: [10, 11, 3]", "Cy: [10, 3] # the 11 was Ann's")
	text = edit(t, text, "players: [Ann, Ben, Cy]", "# Friday at Ben's\nplayers: [Ann, Ben, Cy]")
	text = edit(t, text, "  # round 2\n", "  # round 2\n  # nobody noted the cards\n")
	dir := t.TempDir()
	path := filepath.Join(dir, "pad.yaml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path); err == nil {
		t.Fatal("the edited pad loads without a fix")
	}
	p, fixes, err := RepairFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := []Fix{{Line: 21, Round: 1, Seat: 2, Was: 34, Now: 23}, {Line: 32, Seat: 2, Was: 51, Now: 40}}
	if !slices.Equal(fixes, want) {
		t.Errorf("fixes %+v, want %+v", fixes, want)
	}
	if got := p.Totals(); !slices.Equal(got, []int{47, 4, 40}) {
		t.Errorf("totals %v", got)
	}
	saved, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{"# the 11 was Ann's", "# Friday at Ben's", "# nobody noted the cards", "# round 1", "running totals: Ann 47, Ben 4, Cy 40"} {
		if strings.Count(string(saved), c) != 1 {
			t.Errorf("the saved pad does not have %q once:\n%s", c, saved)
		}
	}
	if _, err := Load(path); err != nil {
		t.Errorf("the repaired pad does not load: %v", err)
	}
	// A second repair finds nothing and writes nothing.
	before, _ := os.ReadFile(BackupPath(path))
	if _, fixes, err := RepairFile(path); err != nil || len(fixes) != 0 {
		t.Errorf("second repair: %v, %v", fixes, err)
	}
	if after, _ := os.ReadFile(BackupPath(path)); string(after) != string(before) {
		t.Errorf("a repair with nothing to fix saved the pad")
	}
	// What Repair cannot fix is refused as by Load.
	bad := edit(t, text, "Ben: [0, 4]", "Ben: [0, 13]")
	if _, _, err := Repair("pad.yaml", []byte(bad)); err == nil || !strings.Contains(err.Error(), "pad.yaml:18:") {
		t.Errorf("repair of a card out of the deck: %v", err)
	}
}

// TestReplace: any earlier round can be replaced; the later rounds are
// checked again (a Makoto lid follows from the previous game's scores).
func TestReplace(t *testing.T) {
	p, err := Parse("s.yaml", []byte(golden(t, "makoto-series.yaml")))
	if err != nil {
		t.Fatal(err)
	}
	q := p.Clone()
	// Game 1 as scores only: Cy now scores most, so Ann, with the fewest,
	// holds the lid in game 2.
	if _, err := q.Replace(0, NewTotalsRound([]int{5, 10, 60}, -1)); err != nil {
		t.Fatal(err)
	}
	if q.Rounds[1].Mark("lid") != 0 || !slices.Equal(q.Totals(), []int{45, 60, 100}) {
		t.Errorf("after the replace: lid %d, totals %v", q.Rounds[1].Mark("lid"), q.Totals())
	}
	if _, err := q.Replace(2, NewTotalsRound([]int{5, 10, 60}, -1)); err == nil || !strings.Contains(err.Error(), "no game 3") {
		t.Errorf("replace of game 3: %v", err)
	}

	m, err := Parse("m.yaml", []byte(golden(t, "mojo-over.yaml")))
	if err != nil {
		t.Fatal(err)
	}
	before := m.Clone()
	// Round 1 with scores that end the game early: round 3 no longer fits.
	_, err = m.Replace(0, NewTotalsRound([]int{34, 0, 40}, 2))
	if err == nil || !strings.Contains(err.Error(), "round 3 no longer fits") {
		t.Errorf("replace that ends the game early: %v", err)
	}
	if !slices.EqualFunc(m.Rounds, before.Rounds, func(a, b Round) bool { return slices.Equal(a.Scores, b.Scores) }) {
		t.Errorf("a refused replace changed the pad")
	}
	if _, err := m.Replace(1, NewMojoRound([][]int{{1}, {2}, {3, 4}}, 0)); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m.Rounds[1].Scores, []int{0, 2, 4}) {
		t.Errorf("round 2 scores %v", m.Rounds[1].Scores)
	}
}

// TestCommentsSurvive: comments written by hand survive an add, stay with
// their round when an earlier round is replaced, and go with a round that
// is taken back.
func TestCommentsSurvive(t *testing.T) {
	text := golden(t, "mojo-two.yaml")
	text = edit(t, text, "variant: two-piles", "variant: two-piles # as on the box")
	text = edit(t, text, "  # round 2\n", "  # round 2\n  # Ben's phone rang\n")
	text = edit(t, text, "totals: {Ann: 3, Ben: 15}", "totals: {Ann: 3, Ben: 15}\n# rematch on Friday")
	path := filepath.Join(t.TempDir(), "pad.yaml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	mine := []string{"# as on the box", "# Ben's phone rang", "# rematch on Friday"}
	has := func(step string, want ...string) {
		t.Helper()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range want {
			if strings.Count(string(data), c) != 1 {
				t.Errorf("after %s, %q is not in the pad once:\n%s", step, c, data)
			}
		}
		if _, err := Load(path); err != nil {
			t.Errorf("after %s the pad does not load: %v", step, err)
		}
	}
	if _, err := Update(path, func(p *Pad) error { _, err := p.Add(NewTotalsRound([]int{4, 0}, 1)); return err }); err != nil {
		t.Fatal(err)
	}
	has("an add", append(mine, "# round 3")...)
	if _, err := Update(path, func(p *Pad) error { _, err := p.Replace(0, NewTotalsRound([]int{2, 0}, 1)); return err }); err != nil {
		t.Fatal(err)
	}
	has("a replace of round 1", mine...)
	if _, err := Update(path, func(p *Pad) error { _, err := p.Replace(1, NewTotalsRound([]int{0, 12}, 1)); return err }); err != nil {
		t.Fatal(err)
	}
	has("a replace of round 2", mine...)
	for range 2 {
		if _, err := Update(path, func(p *Pad) error { _, err := p.Undo(); return err }); err != nil {
			t.Fatal(err)
		}
	}
	has("two undos", "# as on the box", "# rematch on Friday")
	if data, _ := os.ReadFile(path); strings.Contains(string(data), "phone") {
		t.Errorf("the comment of a round taken back stayed:\n%s", data)
	}
}
