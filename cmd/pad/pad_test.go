package pad

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
)

// runPad runs 'pad args...' with runF capturing the options it would run
// with.
func runPad(t *testing.T, args ...string) (Options, *bytes.Buffer, error) {
	t.Helper()
	var got Options
	cmd := NewCmdPad(cmdtest.Factory(), func(o Options) error { got = o; return nil })
	var out bytes.Buffer
	err := cmdtest.Run(cmd, &out, args...)
	return got, &out, err
}

// TestNewCmdPadFlags reads command lines of every subcommand into their
// Options without running them: runF captures them.
func TestNewCmdPadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want func(Options) bool
	}{
		{[]string{"new", "--players", "Ann,Ben,Cy", "--file", "n.yaml", "--json", "mojo"}, func(o Options) bool {
			n, ok := o.(*NewOptions)
			return ok && n.Game.Name() == "mojo" && slices.Equal(n.Players, []string{"Ann", "Ben", "Cy"}) && n.File == "n.yaml" && n.JSON && !n.Force && n.Dealer == 0
		}},
		{[]string{"new", "--players", "Ann,Ben,Cy", "--dealer", "3", "--force", "-o", "lid-tie=none", "makoto"}, func(o Options) bool {
			n, ok := o.(*NewOptions)
			return ok && n.Game.Name() == "makoto" && n.Dealer == 2 && n.Force && n.Options["lid-tie"] == "none"
		}},
		{[]string{"add", "--hand", "Ann=9,1", "--mojo", "Ann", "night.yaml"}, func(o Options) bool {
			a, ok := o.(*AddOptions)
			return ok && a.File == "night.yaml" && a.Replace == 0 && !a.JSON && a.Round != nil
		}},
		{[]string{"edit", "--score", "Ben=7", "--json", "night.yaml", "2"}, func(o Options) bool {
			a, ok := o.(*AddOptions)
			return ok && a.File == "night.yaml" && a.Replace == 2 && a.JSON
		}},
		{[]string{"show", "--chart", "night.yaml"}, func(o Options) bool {
			f, ok := o.(*FileOptions)
			return ok && f.Command == "show" && f.File == "night.yaml" && f.Chart && !f.Fix && !f.JSON
		}},
		{[]string{"show", "--fix", "--json", "night.yaml"}, func(o Options) bool {
			f, ok := o.(*FileOptions)
			return ok && f.Command == "show" && f.Fix && f.JSON
		}},
		{[]string{"undo", "night.yaml"}, func(o Options) bool {
			f, ok := o.(*FileOptions)
			return ok && f.Command == "undo" && f.File == "night.yaml"
		}},
		{[]string{"fix", "--json", "night.yaml"}, func(o Options) bool {
			f, ok := o.(*FileOptions)
			return ok && f.Command == "fix" && f.JSON
		}},
		{[]string{"stats", "--json", "a.yaml", "b.yaml"}, func(o Options) bool {
			s, ok := o.(*StatsOptions)
			return ok && slices.Equal(s.Files, []string{"a.yaml", "b.yaml"}) && s.JSON
		}},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			got, out, err := runPad(t, c.args...)
			if err != nil {
				t.Fatal(err)
			}
			if got == nil || !c.want(got) {
				t.Fatalf("ran with %+v", got)
			}
			var env Env
			switch o := got.(type) {
			case *NewOptions:
				env = o.Env
			case *AddOptions:
				env = o.Env
			case *FileOptions:
				env = o.Env
			case *StatsOptions:
				env = o.Env
			}
			if env.IO.Out != out || env.Tr == nil || env.TrN == nil || env.Style == nil {
				t.Fatal("the options do not carry the application's streams and messages")
			}
		})
	}
}

// TestNewCmdPadRefuses: what a subcommand refuses before it runs, exit 2.
func TestNewCmdPadRefuses(t *testing.T) {
	for _, c := range []struct {
		args []string
		id   string
	}{
		{[]string{"nope"}, "cli.error.unknown-what"},
		{[]string{"new"}, "cli.arg.name-game"},
		{[]string{"new", "--players", "Ann,Ben", "mojo", "extra"}, "cli.error.unexpected-arg"},
		{[]string{"new", "mojo"}, "cli.arg.pad-new-players"},
		{[]string{"new", "--players", "Ann", "mojo"}, "cli.form.player-count"},
		{[]string{"new", "--players", "Ann,,Ben", "mojo"}, "cli.arg.name-empty"},
		{[]string{"new", "--players", "Ann,Ben", "--dealer", "Ben", "mojo"}, "cli.arg.dealer-for"},
		{[]string{"new", "--players", "Ann,Ben", "--dealer", "9", "makoto"}, "cli.arg.seat-range"},
		{[]string{"add"}, "cli.arg.pad-file"},
		{[]string{"add", "a.yaml", "b.yaml"}, "cli.error.unexpected-arg"},
		{[]string{"edit", "a.yaml"}, "cli.arg.pad-edit-args"},
		{[]string{"edit", "a.yaml", "0"}, "cli.arg.round-number"},
		{[]string{"show"}, "cli.arg.pad-file"},
		{[]string{"stats"}, "cli.arg.pad-files"},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			got, _, err := runPad(t, c.args...)
			if cmdutil.ExitCode(err) != cmdutil.ExitUsage || cmdtest.MessageID(err) != c.id || got != nil {
				t.Fatalf("err %v (exit %d), ran with %+v; want the usage error %s", err, cmdutil.ExitCode(err), got, c.id)
			}
		})
	}
}

// TestKeepAnswers: a round answered in a form and then refused is printed
// as the command that enters it again, quoted for the shell.
func TestKeepAnswers(t *testing.T) {
	var out, errOut bytes.Buffer
	env := testEnv(&out, &errOut)
	refused := cmdutil.UsageError(errors.New("refused"))
	asked := map[string][]string{"hand": {"Ann=9,1", "Ben=0 4", "Cy="}, "mojo": {"Cy"}}
	if err := env.keepAnswers(asked, refused, "pad", "add", "night.yaml"); err != refused {
		t.Errorf("keepAnswers returned %v", err)
	}
	want := "tabletop pad add night.yaml --hand Ann=9,1 --hand 'Ben=0 4' --hand Cy= --mojo Cy\n"
	if !strings.HasSuffix(errOut.String(), want) {
		t.Errorf("printed %q, want it to end with %q", errOut.String(), want)
	}
	errOut.Reset()
	if err := env.keepAnswers(asked, nil, "pad", "add", "night.yaml"); err != nil || errOut.Len() != 0 {
		t.Errorf("a round added prints %q", errOut.String())
	}
}
