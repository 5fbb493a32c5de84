package table

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine"
	"tabletop/scorepad"
)

// testFactory is cmdtest's factory with what table asks of the
// application besides: --players as given,
// a list of names split at commas, no colours.
func testFactory() *cmdutil.Factory {
	f := cmdtest.Factory()
	f.DefaultPlayers = func(c *cli.Context) string { return c.String("players") }
	f.CheckPlayers = func(s string, minN, maxN int) ([]string, error) {
		players := strings.Split(s, ",")
		if len(players) < minN || len(players) > maxN {
			return nil, errors.New("player count")
		}
		return players, engine.CheckNames(players)
	}
	f.Self = func() string { return "tabletop" }
	f.ScreenStyle = func() cmdutil.Style { return cmdutil.Style{} }
	return f
}

// TestNewCmdTableArgs reads command lines into Options without following
// a game: runF captures what the command would run with, the journal's
// lock held while it runs; a bad command line is a usage error and runF
// is never called.
func TestNewCmdTableArgs(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := scorepad.SaveJournal("kept.yaml", &scorepad.Journal{Game: "mojo", Players: []string{"Ann", "Ben"}, Start: "Ben", Lines: []string{"top 8"}}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("there.yaml", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		args []string
		want *Options // nil: a usage error, id when it names one
		id   string
	}{
		{"new game", []string{"--players", "Ann,Ben,Cy", "mojo"},
			&Options{Path: "table-journal.yaml", Journal: &scorepad.Journal{Game: "mojo", Players: []string{"Ann", "Ben", "Cy"}, Start: "Ann"}}, ""},
		{"json, journal, pad, start", []string{"--players", "Ann,Ben", "--journal", "j.yaml", "--pad", "night.yaml", "--start", "Ben", "--json", "mojo"},
			&Options{Path: "j.yaml", JSON: true, Journal: &scorepad.Journal{Game: "mojo", Players: []string{"Ann", "Ben"}, Start: "Ben", Pad: "night.yaml"}}, ""},
		{"series", []string{"--players", "Ann,Ben,Cy", "--series", "makoto"},
			&Options{Path: "table-journal.yaml", Journal: &scorepad.Journal{Game: "makoto", Players: []string{"Ann", "Ben", "Cy"}, Start: "Ann"}}, ""},
		{"force", []string{"--players", "Ann,Ben", "--journal", "there.yaml", "--force", "mojo"},
			&Options{Path: "there.yaml", Journal: &scorepad.Journal{Game: "mojo", Players: []string{"Ann", "Ben"}, Start: "Ann"}}, ""},
		{"resume", []string{"--resume", "kept.yaml"},
			&Options{Path: "kept.yaml", Resume: true, Journal: &scorepad.Journal{Game: "mojo", Players: []string{"Ann", "Ben"}, Start: "Ben", Lines: []string{"top 8"}}}, ""},
		{"no players", []string{"mojo"}, nil, "cli.arg.table-players"},
		{"unknown game", []string{"--players", "Ann,Ben", "chess"}, nil, ""},
		{"two games", []string{"--players", "Ann,Ben", "mojo", "makoto"}, nil, ""},
		{"one player", []string{"--players", "Ann", "mojo"}, nil, ""},
		{"start not at the table", []string{"--players", "Ann,Ben", "--start", "Zed", "mojo"}, nil, ""},
		{"series of a game without", []string{"--players", "Ann,Ben", "--series", "mojo"}, nil, "cli.arg.series-only"},
		{"pad is the journal", []string{"--players", "Ann,Ben", "--pad", "j.yaml", "--journal", "j.yaml", "mojo"}, nil, "cli.arg.pad-is-journal"},
		{"journal there", []string{"--players", "Ann,Ben", "--journal", "there.yaml", "mojo"}, nil, "cli.arg.journal-exists"},
		{"resume and players", []string{"--resume", "kept.yaml", "--players", "Ann,Ben"}, nil, "cli.arg.table-resume"},
		{"resume and a game", []string{"--resume", "kept.yaml", "mojo"}, nil, "cli.arg.table-resume"},
		{"resume a missing file", []string{"--resume", "missing.yaml"}, nil, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			held := false
			got, out, err := cmdtest.Captured(func(runF func(*Options) error) *cli.Command {
				return NewCmdTable(testFactory(), func(o *Options) error {
					_, err := scorepad.LockJournal(o.Path)
					held = errors.Is(err, scorepad.ErrJournalHeld)
					return runF(o)
				})
			}, c.args...)
			if c.want == nil {
				cmdtest.WantUsage(t, c.args, err, got != nil, c.id)
				return
			}
			if err != nil || got == nil {
				t.Fatalf("%q: err %v, ran: %v", c.args, err, got != nil)
			}
			j, w := got.Journal, c.want.Journal
			if got.Path != c.want.Path || got.JSON != c.want.JSON || got.Resume != c.want.Resume || got.Screen || got.Prompt ||
				j.Game != w.Game || !slices.Equal(j.Players, w.Players) || j.Start != w.Start || j.Pad != w.Pad || !slices.Equal(j.Lines, w.Lines) {
				t.Fatalf("%q: got %+v with %+v, want %+v with %+v", c.args, got, j, c.want, w)
			}
			if c.name == "series" && j.Options["series"] != "on" {
				t.Errorf("--series: options %v", j.Options)
			}
			if !held {
				t.Error("the journal's lock is not held while the command runs")
			}
			unlock, err := scorepad.LockJournal(got.Path)
			if err != nil {
				t.Fatalf("the journal's lock is still held after the command: %v", err)
			}
			unlock()
			if got.IO.Out != out || got.Tr == nil || got.TrN == nil || got.Style == nil || got.Self != "tabletop" {
				t.Fatal("the options do not carry the application's streams, messages, styles and name")
			}
		})
	}
}
