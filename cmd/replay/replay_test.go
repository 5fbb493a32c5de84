package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine/i18n"
)

// TestNewCmdReplayArgs reads command lines into Options without replaying
// a log: runF captures what the command would run with.
func TestNewCmdReplayArgs(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		want *Options // nil: a usage error, wantID
		id   string
	}{
		{"file", []string{"game.yaml"}, &Options{File: "game.yaml"}, ""},
		{"json", []string{"--json", "game.yaml"}, &Options{File: "game.yaml", JSON: true}, ""},
		{"show", []string{"--show", "game.yaml"}, &Options{File: "game.yaml", Show: true}, ""},
		{"after --", []string{"--", "-game.yaml"}, &Options{File: "-game.yaml"}, ""},
		{"nothing", nil, nil, "cli.arg.replay-one"},
		{"two files", []string{"a.yaml", "b.yaml"}, nil, "cli.arg.replay-one"},
		{"show and json", []string{"--show", "--json", "game.yaml"}, nil, "cli.arg.replay-show-json"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got *Options
			cmd := NewCmdReplay(cmdtest.Factory(), func(o *Options) error { got = o; return nil })
			var out bytes.Buffer
			app := &cli.App{Name: "tabletop", Commands: []*cli.Command{cmd}, Reader: bytes.NewReader(nil), Writer: &out, ErrWriter: &out,
				ExitErrHandler: func(*cli.Context, error) {}}
			err := app.Run(append([]string{"tabletop", "replay"}, c.args...))
			if c.want == nil {
				var ie *i18n.Error
				if cmdutil.ExitCode(err) != cmdutil.ExitUsage || !errors.As(err, &ie) || ie.Msg.ID != c.id || got != nil {
					t.Fatalf("%q: err %v (exit %d), ran with %+v; want the usage error %s", c.args, err, cmdutil.ExitCode(err), got, c.id)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got == nil {
				t.Fatal("runF not called")
			}
			if got.File != c.want.File || got.JSON != c.want.JSON || got.Show != c.want.Show || got.Pause || got.Leave != nil {
				t.Fatalf("%q: got %+v, want File %q JSON %v Show %v, no pause off a terminal, no signals caught", c.args, got, c.want.File, c.want.JSON, c.want.Show)
			}
			if got.IO.Out != &out || got.Tr == nil || got.TrN == nil || got.Style == nil {
				t.Fatal("the options do not carry the application's streams, messages and styles")
			}
		})
	}
}

// TestRun replays a log made by bots (--json), and refuses one with an
// illegal move with the rules verdict's exit code, naming the move.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.yaml")
	if err := os.WriteFile(good, playedLog(t, "mojo", 3, 8, nil), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("version: 1\ngame: mojo\nplayers: [a, b]\nseed: 1\nmoves:\n  - \"a: play 13\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		file  string
		legal bool
		exit  int
	}{{good, true, cmdutil.ExitOK}, {bad, false, cmdutil.ExitVerdict}} {
		var out bytes.Buffer
		err := Run(&Options{File: c.file, JSON: true, IO: cmdutil.IOStreams{Out: &out}})
		var rep report
		if jerr := json.Unmarshal(out.Bytes(), &rep); jerr != nil {
			t.Fatalf("%s: %v\n%s", c.file, jerr, out.String())
		}
		if rep.Legal != c.legal || cmdutil.ExitCode(err) != c.exit || rep.File != c.file || rep.Game != "mojo" {
			t.Fatalf("%s: %+v, exit %d; want legal %v, exit %d", c.file, rep, cmdutil.ExitCode(err), c.legal, c.exit)
		}
		if !c.legal && (rep.Error == nil || rep.Error.Move != 1 || rep.Error.Line == 0 || rep.Error.Text != "a: play 13") {
			t.Fatalf("%s: the fault %+v does not name move 1 at its line", c.file, rep.Error)
		}
	}
}
