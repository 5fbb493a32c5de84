package play

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/cmd/internal/seating"
	"tabletop/engine"
)

// flagsFactory is cmdtest's factory with what play asks the application
// for besides: --players as given, the program's name, no signals caught.
func flagsFactory() *cmdutil.Factory {
	f := cmdtest.Factory()
	f.DefaultPlayers = func(c *cli.Context) string { return c.String("players") }
	f.Self = func() string { return "tabletop" }
	f.StartLeaving = func() cmdutil.GameLeaver { return staying{} }
	return f
}

// TestNewCmdPlayArgs reads command lines into Options without playing:
// runF captures what the command would run with; a command line play
// refuses is a usage error and runF is not called.
func TestNewCmdPlayArgs(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "saved.yaml")
	o := Options{Setup: seating.Setup{Game: cmdtest.MustGame(t, "mojo"), Seats: mustSeats(t, cmdtest.MustGame(t, "mojo"), "Ann,bot:greedy"),
		Options: cmdtest.MustOptions(t, cmdtest.MustGame(t, "mojo"), nil), Seed: 5, Log: saved}}
	ios, _, _ := cmdtest.Streams("play 1\nquit\n")
	if err := runPlay(&o, ios); err != nil {
		t.Fatalf("saving a game to resume: %v", err)
	}
	for _, c := range []struct {
		name  string
		args  []string
		check func(t *testing.T, o *Options) // nil: a usage error, id
		id    string
	}{
		{"seats, seed, files, start", []string{"--players", "Ann, bot:greedy ,bot:random", "--seed", "7", "--log", "g.yaml", "--pad", "p.yaml", "--start", "bot:greedy", "mojo"}, func(t *testing.T, o *Options) {
			if got := seating.Names(o.Seats); !slices.Equal(got, []string{"Ann", "Greedy", "Random"}) || o.Seats[1].Bot != "greedy" || o.Seats[0].Bot != "" {
				t.Errorf("seats %+v", o.Seats)
			}
			if o.Seed != 7 || o.FreshSeed || o.Log != "g.yaml" || o.Pad != "p.yaml" || o.Start != 1 || o.Game.Name() != "mojo" || o.Resume != nil {
				t.Errorf("set up %+v", o.Setup)
			}
		}, ""},
		{"bots by default off a terminal, a fresh seed", []string{"mojo"}, func(t *testing.T, o *Options) {
			if got := seating.Names(o.Seats); !slices.Equal(got, []string{"Greedy 1", "Greedy 2", "Random"}) || !o.FreshSeed {
				t.Errorf("seats %v, fresh seed %v", got, o.FreshSeed)
			}
		}, ""},
		{"mcts with iterations", []string{"-p", "Ann,bot:mcts:50", "mojo"}, func(t *testing.T, o *Options) {
			if o.Seats[1].Bot != "mcts:50" || o.Seats[1].Name != "Mcts" {
				t.Errorf("seats %+v", o.Seats)
			}
		}, ""},
		{"output flags", []string{"--quiet", "--json", "--accessible", "-p", "Ann,Ben", "mojo"}, func(t *testing.T, o *Options) {
			if !o.Quiet || o.Verbose || !o.JSON || !o.Accessible || o.Forms {
				t.Errorf("options %+v", o)
			}
		}, ""},
		{"verbose", []string{"-v", "mojo"}, func(t *testing.T, o *Options) {
			if !o.Verbose || o.Quiet {
				t.Errorf("options %+v", o)
			}
		}, ""},
		{"a series", []string{"--series", "-p", "Ann,Ben", "makoto"}, func(t *testing.T, o *Options) {
			if o.Options["series"] != "on" {
				t.Errorf("options %v", o.Options)
			}
		}, ""},
		{"an option", []string{"--option", "variant=two-piles", "-p", "Ann,Ben", "mojo"}, func(t *testing.T, o *Options) {
			if o.Options["variant"] != "two-piles" {
				t.Errorf("options %v", o.Options)
			}
		}, ""},
		{"resume", []string{"--resume", saved, "--log", "on.yaml", "--quiet"}, func(t *testing.T, o *Options) {
			if o.Resume == nil || o.ResumeFile != saved || o.Log != "on.yaml" || o.Seed != 5 || !o.Quiet || len(o.Seats) != 2 || o.Seats[1].Bot != "greedy" {
				t.Errorf("resumed %+v", o)
			}
		}, ""},
		{"resume naming its game", []string{"--resume", saved, "mojo"}, func(t *testing.T, o *Options) {
			if o.Resume == nil || o.Log != saved {
				t.Errorf("resumed %+v", o)
			}
		}, ""},
		{"quiet and verbose", []string{"--quiet", "--verbose", "mojo"}, nil, "cli.arg.flags-conflict"},
		{"one seat", []string{"-p", "Ann", "mojo"}, nil, "cli.arg.players-count"},
		{"no seat", []string{"-p", "", "mojo"}, nil, "cli.arg.players-none"},
		{"a seat with no name", []string{"-p", "Ann,,Ben", "mojo"}, nil, "cli.arg.seat-no-name"},
		{"an unknown bot", []string{"-p", "Ann,bot:nope", "mojo"}, nil, "cli.arg.seat-unknown-bot"},
		{"mcts out of range", []string{"-p", "Ann,bot:mcts:0", "mojo"}, nil, "cli.arg.seat-err"},
		{"a name twice", []string{"-p", "Ann,ann", "mojo"}, nil, "cli.arg.players-twice"},
		{"an unknown start", []string{"-p", "Ann,Ben", "--start", "Zed", "mojo"}, nil, "cli.arg.seat-unknown"},
		{"a start out of range", []string{"-p", "Ann,Ben", "--start", "3", "mojo"}, nil, "cli.arg.seat-range"},
		{"no series", []string{"--series", "-p", "Ann,Ben", "mojo"}, nil, "cli.arg.no-series"},
		{"two arguments", []string{"mojo", "makoto"}, nil, "cli.error.unexpected-arg"},
		{"resume with seats", []string{"--resume", saved, "-p", "Ann,Ben"}, nil, "cli.arg.resume-flag"},
		{"resume with a seed", []string{"--resume", saved, "--seed", "3"}, nil, "cli.arg.resume-flag"},
		{"resume with a pad the log lacks", []string{"--resume", saved, "--pad", "p.yaml"}, func(t *testing.T, o *Options) {
			if o.Pad != "p.yaml" {
				t.Errorf("pad %q", o.Pad)
			}
		}, ""},
		{"resume of another game", []string{"--resume", saved, "makoto"}, nil, "cli.arg.resume-game"},
		{"resume with two arguments", []string{"--resume", saved, "mojo", "more"}, nil, "cli.error.unexpected-arg"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got *Options
			var out bytes.Buffer
			err := cmdtest.Run(NewCmdPlay(flagsFactory(), func(o *Options) error { got = o; return nil }), &out, c.args...)
			if c.check == nil {
				if cmdutil.ExitCode(err) != cmdutil.ExitUsage || cmdtest.MessageID(err) != c.id || got != nil {
					t.Fatalf("%q: err %v (exit %d, %s), ran with %+v; want the usage error %s", c.args, err, cmdutil.ExitCode(err), cmdtest.MessageID(err), got, c.id)
				}
				return
			}
			if err != nil || got == nil {
				t.Fatalf("%q: %v (ran: %v)", c.args, err, got != nil)
			}
			if got.IO.Out != &out || got.Tr == nil || got.TrN == nil || got.Style == nil || got.Self == nil || got.Leave != nil {
				t.Fatal("the options do not carry the application's streams, words and styles, or caught signals before running")
			}
			c.check(t, got)
		})
	}
}

// TestNewCmdPlayLogs: a --resume log that cannot be read is refused
// before anything runs.
func TestNewCmdPlayLogs(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("version: 1\ngame: nope\nplayers: [a, b]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"--resume", filepath.Join(dir, "missing.yaml")}, {"--resume", bad}} {
		ran := false
		err := cmdtest.Run(NewCmdPlay(flagsFactory(), func(*Options) error { ran = true; return nil }), &bytes.Buffer{}, args...)
		if err == nil || ran {
			t.Errorf("%q: err %v, ran %v", args, err, ran)
		}
	}
	if _, err := engine.Lookup("nope"); err == nil {
		t.Fatal("a game named nope is registered")
	}
}
