package validate

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine/i18n"
	_ "tabletop/rulesets/makoto" // the games the positions name
	_ "tabletop/rulesets/mojo"
)

// TestNewCmdValidateArgs reads command lines into Options without judging
// a move: runF captures what the command would run with.
func TestNewCmdValidateArgs(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		want *Options // nil: a usage error
	}{
		{"file and move", []string{"pos.yaml", "play 8 8 7"}, &Options{File: "pos.yaml", Move: "play 8 8 7"}},
		{"move words joined", []string{"pos.yaml", "play", "8", "8", "7"}, &Options{File: "pos.yaml", Move: "play 8 8 7"}},
		{"json first", []string{"--json", "pos.yaml", "pass"}, &Options{File: "pos.yaml", Move: "pass", JSON: true}},
		{"after --", []string{"--", "pos.yaml", "lid", "take", "7"}, &Options{File: "pos.yaml", Move: "lid take 7"}},
		{"-- between file and move", []string{"pos.yaml", "--", "pass"}, &Options{File: "pos.yaml", Move: "pass"}},
		{"only -- after the file", []string{"pos.yaml", "--"}, nil},
		{"no move", []string{"pos.yaml"}, nil},
		{"nothing", nil, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got *Options
			cmd := NewCmdValidate(cmdtest.Factory(), func(o *Options) error { got = o; return nil })
			var out bytes.Buffer
			err := cmdtest.Run(cmd, &out, c.args...)
			if c.want == nil {
				var ie *i18n.Error
				if cmdutil.ExitCode(err) != cmdutil.ExitUsage || !errors.As(err, &ie) || ie.Msg.ID != "cli.arg.validate-args" || got != nil {
					t.Fatalf("%q: err %v (exit %d), ran with %+v; want the usage error cli.arg.validate-args", c.args, err, cmdutil.ExitCode(err), got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got == nil {
				t.Fatal("runF not called")
			}
			if got.File != c.want.File || got.Move != c.want.Move || got.JSON != c.want.JSON {
				t.Fatalf("%q: File %q Move %q JSON %v, want %q %q %v", c.args, got.File, got.Move, got.JSON, c.want.File, c.want.Move, c.want.JSON)
			}
			if got.IO.Out != &out || got.Tr == nil {
				t.Fatal("the options do not carry the application's streams and messages")
			}
		})
	}
}

// testdataDir is the module's testdata (the goldens).
var testdataDir, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

// TestRun judges a position's moves as --json prints them, against the
// goldens, with the exit code of each verdict.
func TestRun(t *testing.T) {
	pos := filepath.Join(testdataDir, "positions", "makoto-cli-example.yaml")
	for _, move := range []string{"pass", "play 3 3 3"} {
		t.Run(move, func(t *testing.T) {
			golden := filepath.Join(testdataDir, "golden", "validate", "makoto-cli-example--"+strings.ReplaceAll(move, " ", "-")+".json")
			var out bytes.Buffer
			err := Run(&Options{File: pos, Move: move, JSON: true, IO: cmdutil.IOStreams{Out: &out}})
			var rep Report
			if jerr := json.Unmarshal(out.Bytes(), &rep); jerr != nil {
				t.Fatal(jerr)
			}
			if want := map[bool]int{true: cmdutil.ExitOK, false: cmdutil.ExitVerdict}[rep.Legal]; cmdutil.ExitCode(err) != want {
				t.Fatalf("exit %d for a verdict legal=%v", cmdutil.ExitCode(err), rep.Legal)
			}
			want, rerr := os.ReadFile(golden)
			if rerr != nil {
				t.Fatal(rerr)
			}
			if out.String() != string(want) {
				t.Fatalf("differs from %s:\n--- got\n%s\n--- want\n%s", golden, out.String(), want)
			}
		})
	}
}
