package cmd

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/scorepad"
)

// TestTableForms drives the table mode's forms headlessly (huh's
// accessible mode): the start, a move refused as it is typed and corrected
// in place, an undo and the end of input.
func TestTableForms(t *testing.T) {
	dir := t.TempDir()
	o := &tableOptions{
		Journal: &scorepad.Journal{Game: "mojo", Players: []string{"Ann", "Ben", "Cy"}, Start: "Ann"},
		Path:    filepath.Join(dir, "j.yaml"),
		Form:    true,
		Access:  true,
	}
	in := &lineReader{lines: []string{
		"1", "5", // Start: top 5
		"1", "play 6 7", "play 3", // Ann declares: a chain after a higher card is refused, then 3
		"2", "7", // Ann again, out of turn: refused as typed; then the answers run out
	}}
	var out, errOut bytes.Buffer
	err := runTableWith(o, in, &out, &errOut)
	if err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	j, err := scorepad.LoadJournal(o.Path)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(j.Lines, "|"); got != "top 5|Ann: play 3" {
		t.Errorf("journal lines %q", got)
	}
	for _, want := range []string{"mojo.turn.chain-only-equal", "engine.turn-order", "Ben declares a move"} {
		if !strings.Contains(errOut.String(), want) {
			t.Errorf("the form does not show %q:\n%s", want, errOut.String())
		}
	}
}
