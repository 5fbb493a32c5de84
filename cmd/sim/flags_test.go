package sim

import (
	"slices"
	"testing"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine"
)

// TestNewCmdSimArgs reads command lines into Options without playing a
// game: runF captures what the command would run with; a bad value is a
// usage error and runF is never called.
func TestNewCmdSimArgs(t *testing.T) {
	t.Chdir(t.TempDir())
	type want struct {
		game           string
		players, games int
		seed           uint64
		bots           []string
		level          engine.CheckLevel
		workers        int
		json           bool
		csv            string
		series         string
	}
	for _, c := range []struct {
		name string
		args []string
		want *want // nil: a usage error, id when it names one
		id   string
	}{
		{"defaults", []string{"mojo"}, &want{game: "mojo", players: 4, games: 10000, seed: 1, bots: []string{"random"}, level: engine.CheckCheap}, ""},
		{"games, seed, players, bots", []string{"--games", "5", "--seed", "9", "-p", "3", "--bots", "greedy, bot:random", "mojo"},
			&want{game: "mojo", players: 3, games: 5, seed: 9, bots: []string{"greedy", "random"}, level: engine.CheckCheap}, ""},
		{"json, csv, workers", []string{"--json", "--csv", "games.csv", "--workers", "2", "-n", "7", "makoto"},
			&want{game: "makoto", players: 4, games: 7, seed: 1, bots: []string{"random"}, level: engine.CheckCheap, workers: 2, json: true, csv: "games.csv"}, ""},
		{"check none", []string{"--check", " None ", "mojo"}, &want{game: "mojo", players: 4, games: 10000, seed: 1, bots: []string{"random"}, level: engine.CheckNone}, ""},
		{"check deep", []string{"--check", "deep", "mojo"}, &want{game: "mojo", players: 4, games: 10000, seed: 1, bots: []string{"random"}, level: engine.CheckDeep}, ""},
		{"deep", []string{"--deep", "mojo"}, &want{game: "mojo", players: 4, games: 10000, seed: 1, bots: []string{"random"}, level: engine.CheckDeep}, ""},
		{"series", []string{"--series", "-p", "3", "makoto"}, &want{game: "makoto", players: 3, games: 10000, seed: 1, bots: []string{"random"}, level: engine.CheckCheap, series: "on"}, ""},
		{"too many players", []string{"--players", "9", "mojo"}, nil, "cli.arg.players-count"},
		{"no games", []string{"--games", "0", "mojo"}, nil, "cli.arg.games-min"},
		{"unknown bot", []string{"--bots", "nope", "mojo"}, nil, "cli.arg.bots-unknown"},
		{"mcts:0", []string{"--bots", "mcts:0", "mojo"}, nil, ""},
		{"unknown check", []string{"--check", "wild", "mojo"}, nil, "cli.arg.check"},
		{"deep and check none", []string{"--check", "none", "--deep", "mojo"}, nil, "cli.arg.deep-check"},
		{"workers below 0", []string{"--workers", "-1", "mojo"}, nil, "cli.arg.workers"},
		{"csv without a name", []string{"--csv", "", "mojo"}, nil, "cli.arg.csv-name"},
		{"unknown game", []string{"chess"}, nil, ""},
		{"unknown option", []string{"--option", "x=y", "mojo"}, nil, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := cmdtest.Factory()
			got, out, err := cmdtest.Captured(func(runF func(*Options) error) *cli.Command { return NewCmdSim(f, runF) }, c.args...)
			if c.want == nil {
				cmdtest.WantUsage(t, c.args, err, got != nil, c.id)
				return
			}
			if err != nil || got == nil {
				t.Fatalf("%q: err %v, ran: %v", c.args, err, got != nil)
			}
			w, so := c.want, got.Sim
			if got.Game.Name() != w.game || so.Config.Players != w.players || so.Games != w.games || so.Config.Seed != w.seed || !slices.Equal(so.Bots, w.bots) ||
				so.Level != w.level || so.Workers != w.workers || got.JSON != w.json || got.CSV != w.csv || so.PerGame != (w.csv != "") || !so.Stats ||
				so.Config.Options["series"] != w.series && w.series != "" {
				t.Fatalf("%q: got %+v, want %+v", c.args, got, w)
			}
			if got.Leave != nil || got.IO.Out != out || got.Tr == nil || got.TrN == nil || got.Style == nil {
				t.Fatal("the options catch signals, or do not carry the application's streams, messages and styles")
			}
		})
	}
}
