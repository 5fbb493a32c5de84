package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
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
		{"show and review", []string{"--show", "--review", "--seed", "4", "--budget", "12", "game.yaml"}, &Options{File: "game.yaml", Show: true, Review: true, Seed: 4, Budget: 12}, ""},
		{"review without show", []string{"--review", "game.yaml"}, nil, "cli.arg.replay-review-show"},
		{"seed without review", []string{"--show", "--seed", "4", "game.yaml"}, nil, "cli.arg.replay-review-flags"},
		{"budget without review", []string{"--budget", "4", "game.yaml"}, nil, "cli.arg.replay-review-flags"},
		{"budget 0", []string{"--show", "--review", "--budget", "0", "game.yaml"}, nil, "cli.arg.review-budget"},
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
			if got.File != c.want.File || got.JSON != c.want.JSON || got.Show != c.want.Show || got.Pause || got.Leave != nil ||
				got.Review != c.want.Review || (c.want.Review && (got.Seed != c.want.Seed || got.Budget != c.want.Budget)) {
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

// replay --show --review shows, under every judged move, its judgement in
// review's words (reviewtext), and nothing under the others; without
// --review the steps are as they were.
func TestShowReview(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.yaml")
	cmdtest.PlayedLog(t, file, "makoto", []string{"Ann", "Ben", "Cy"}, 8, 12)
	show := func(review bool) string {
		var out bytes.Buffer
		o := &Options{File: file, Show: true, Review: review, Seed: 1, Budget: 8, Tr: cmdtest.Tr, TrN: cmdtest.TrN,
			Style: func(io.Writer) cmdutil.Style { return cmdutil.Style{} }, IO: cmdutil.IOStreams{Out: &out, ErrOut: io.Discard, Lang: "pl"}}
		if err := Run(o); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	plain, reviewed := show(false), show(true)
	if strings.Contains(plain, "»") {
		t.Fatalf("judgements without --review:\n%s", plain)
	}
	judged := strings.Count(reviewed, "\n  » ")
	if judged == 0 {
		t.Fatalf("no judgement:\n%s", reviewed)
	}
	// Without the judgements' lines, the same steps.
	var kept []string
	for _, line := range strings.Split(reviewed, "\n") {
		if !strings.HasPrefix(line, "  » ") {
			kept = append(kept, line)
		}
	}
	if strings.Join(kept, "\n") != plain {
		t.Errorf("--review changes the steps, not only adds judgements")
	}
	if best := cmdtest.Tr("pl", "review.is-best", nil); !strings.Contains(reviewed, "  » "+best+"\n") && !strings.Contains(reviewed, cmdtest.Tr("pl", "review.mark.mistake", nil)) &&
		!strings.Contains(reviewed, "punktu procentowego") {
		t.Errorf("the judgements are not review's words in Polish:\n%s", reviewed)
	}
}
