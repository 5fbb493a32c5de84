package cmd

import (
	"io"
	"strings"
	"testing"

	"tabletop/cmd/validate"
)

// TestValidateFlagsAnywhere: the application reads validate's flags
// wherever they stand on the command line (reorderArgs) before the
// command reads its Options; runF captures them, no move is judged.
func TestValidateFlagsAnywhere(t *testing.T) {
	for _, c := range []struct {
		line, file, move string
		json             bool
		lang             string
	}{
		{"tabletop validate pos.yaml play 8 8 7 --json", "pos.yaml", "play 8 8 7", true, "en"},
		{"tabletop validate pos.yaml --json play 8 8 7", "pos.yaml", "play 8 8 7", true, "en"},
		{"tabletop validate --json pos.yaml pass", "pos.yaml", "pass", true, "en"},
		{"tabletop validate pos.yaml pass --lang pl", "pos.yaml", "pass", false, "pl"},
		{"tabletop --lang fr validate pos.yaml pass --json", "pos.yaml", "pass", true, "fr"},
	} {
		t.Run(c.line, func(t *testing.T) {
			f := newFactory("en")
			app := newApp(f, strings.NewReader(""), io.Discard, io.Discard)
			var got *validate.Options
			for i, cmd := range app.Commands {
				if cmd.Name == "validate" {
					app.Commands[i] = validate.NewCmdValidate(f.util(), func(o *validate.Options) error { got = o; return nil })
				}
			}
			args, err := reorderArgs(app, strings.Fields(c.line))
			if err == nil {
				err = app.Run(args)
			}
			if err != nil {
				t.Fatal(err)
			}
			if got == nil {
				t.Fatal("runF not called")
			}
			if got.File != c.file || got.Move != c.move || got.JSON != c.json || got.IO.Lang != c.lang {
				t.Fatalf("File %q Move %q JSON %v Lang %q, want %q %q %v %q", got.File, got.Move, got.JSON, got.IO.Lang, c.file, c.move, c.json, c.lang)
			}
		})
	}
}
