package score

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	_ "tabletop/rulesets/makoto" // the games scored
	_ "tabletop/rulesets/mojo"
	"tabletop/scorepad"
)

// TestNewCmdScoreFlags reads command lines into Options without scoring
// a round: runF captures what the command would run with.
func TestNewCmdScoreFlags(t *testing.T) {
	for _, c := range []struct {
		name    string
		args    []string
		players []string
		json    bool
		opt     string // a rule option's key=value in the pad, "" none checked
		errID   string // the usage error, "" none
	}{
		{"mojo", []string{"mojo", "--hand", "Ann=9,1", "--hand", "Ben=0,4", "--mojo", "Ben"}, []string{"Ann", "Ben"}, false, "", ""},
		{"makoto json", []string{"makoto", "--json", "--captured", "Ann=2,2", "--captured", "Ben=10", "--captured", "Cy=5", "--out", "Ben,Ann", "--curtain", "2"}, []string{"Ann", "Ben", "Cy"}, true, "", ""},
		{"makoto option", []string{"makoto", "--option", "lid-tie=none", "--captured", "Ann=2", "--captured", "Ben=10", "--out", "", "--curtain", ""}, []string{"Ann", "Ben"}, false, "lid-tie=none", ""},
		{"no cards", []string{"mojo"}, nil, false, "", "cli.arg.score-give"},
		{"an argument", []string{"mojo", "--hand", "Ann=1", "stray"}, nil, false, "", "cli.error.unexpected-arg"},
		{"no name", []string{"mojo", "--hand", "9,1"}, nil, false, "", "cli.arg.want-name-values"},
		{"twice", []string{"mojo", "--hand", "Ann=1", "--hand", "ann=2"}, nil, false, "", "cli.arg.given-twice"},
		{"unknown game", []string{"nope"}, nil, false, "", "cli.error.unknown-what"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got *Options
			cmd := NewCmdScore(cmdtest.Factory(), func(o *Options) error { got = o; return nil })
			var out bytes.Buffer
			err := cmdtest.Run(cmd, &out, c.args...)
			if c.errID != "" {
				if cmdutil.ExitCode(err) != cmdutil.ExitUsage || cmdtest.MessageID(err) != c.errID || got != nil {
					t.Fatalf("%q: err %v (exit %d), ran with %+v; want the usage error %s", c.args, err, cmdutil.ExitCode(err), got, c.errID)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got == nil {
				t.Fatal("runF not called")
			}
			if strings.Join(got.Pad.Players, ",") != strings.Join(c.players, ",") || got.Pad.Game != c.args[0] || got.JSON != c.json {
				t.Fatalf("%q: players %q game %q JSON %v", c.args, got.Pad.Players, got.Pad.Game, got.JSON)
			}
			if k, v, ok := strings.Cut(c.opt, "="); ok && got.Pad.Options[k] != v {
				t.Fatalf("%q: options %v, want %s", c.args, got.Pad.Options, c.opt)
			}
			if got.IO.Out != &out || got.Tr == nil || got.TrN == nil {
				t.Fatal("the options do not carry the application's streams and messages")
			}
		})
	}
}

// TestNewCmdScoreGames has a subcommand for each game that scores rounds,
// its flags the game's fields.
func TestNewCmdScoreGames(t *testing.T) {
	cmd := NewCmdScore(cmdtest.Factory(), nil)
	flags := map[string]string{}
	for _, sub := range cmd.Subcommands {
		var names []string
		for _, fl := range sub.Flags {
			names = append(names, fl.Names()[0])
		}
		flags[sub.Name] = strings.Join(names, " ")
	}
	want := map[string]string{"makoto": "captured out curtain option json accessible", "mojo": "hand mojo option json accessible"}
	for game, w := range want {
		if flags[game] != w {
			t.Errorf("score %s flags %q, want %q", game, flags[game], w)
		}
	}
	if cmd.ArgsUsage != "makoto|mojo" {
		t.Errorf("ArgsUsage %q", cmd.ArgsUsage)
	}
}

// testdataDir is the module's testdata (the goldens).
var testdataDir, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

func scratch(t *testing.T, game string, players []string) *scorepad.Pad {
	t.Helper()
	p, err := scorepad.New(game, players, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRun scores the examples of the README as the goldens have them.
func TestRun(t *testing.T) {
	abc := []string{"Ann", "Ben", "Cy"}
	mojoEntry := cmdtest.Entry(map[string][][]string{"hand": {{"9", "1"}, {"0", "4"}, {"10", "11", "3"}}}, map[string][]int{"mojo": {2}})
	makotoEntry := cmdtest.Entry(map[string][][]string{"captured": {{"2", "2", "5", "13"}, {"10", "7"}, {"5"}}, "curtain": {{"2", "5", "11"}}}, map[string][]int{"out": {1, 0}})
	trN := cmdtest.TrN
	for _, tc := range []struct {
		golden string
		opts   Options
	}{
		{"score/mojo-example.txt", Options{Pad: scratch(t, "mojo", abc), Entry: mojoEntry}},
		{"score/mojo-example.json", Options{Pad: scratch(t, "mojo", abc), Entry: mojoEntry, JSON: true}},
		{"score/makoto-example.txt", Options{Pad: scratch(t, "makoto", abc), Entry: makotoEntry}},
		{"score/makoto-example.json", Options{Pad: scratch(t, "makoto", abc), Entry: makotoEntry, JSON: true}},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			var out bytes.Buffer
			tc.opts.IO, tc.opts.TrN = cmdutil.IOStreams{Out: &out}, trN
			if err := Run(&tc.opts); err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join(testdataDir, tc.golden))
			if err != nil {
				t.Fatal(err)
			}
			if out.String() != string(want) {
				t.Fatalf("differs from %s:\n--- got\n%s\n--- want\n%s", tc.golden, out.String(), want)
			}
		})
	}
	t.Run("bad cards", func(t *testing.T) {
		bad := cmdtest.Entry(map[string][][]string{"hand": {{"13"}, {"1"}, {"2"}}}, map[string][]int{"mojo": {0}})
		var out bytes.Buffer
		err := Run(&Options{Pad: scratch(t, "mojo", abc), Entry: bad, IO: cmdutil.IOStreams{Out: &out}, TrN: trN})
		if cmdutil.ExitCode(err) != cmdutil.ExitUsage || !strings.Contains(err.Error(), "13 is not a Mojo card") {
			t.Fatalf("got %v, want bad input about the 13", err)
		}
	})
}
