package serve

import (
	"bytes"
	"reflect"
	"slices"
	"testing"
	"time"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/cmd/internal/seating"
	_ "tabletop/rulesets/makoto" // the games the command lines name
	_ "tabletop/rulesets/mojo"
	server "tabletop/serve"
)

// TestNewCmdServeArgs reads command lines into Options without serving:
// runF captures what the command would run with; every limit of the
// server is read from its flag (issue 28), and a value serve refuses is a
// usage error before anything runs.
func TestNewCmdServeArgs(t *testing.T) {
	table := []string{"-p", "Ann,bot:greedy", "mojo"}
	with := func(flags ...string) []string { return append(flags, table...) }
	for _, c := range []struct {
		name  string
		args  []string
		check func(t *testing.T, o *Options) // nil: a usage error, id
		id    string
	}{
		{"defaults", table, func(t *testing.T, o *Options) {
			want := server.Config{Idle: server.DefaultIdle, BotPause: 400 * time.Millisecond, CodeTries: server.DefaultCodeTries,
				CodeBudget: server.DefaultCodeBudget, CodeAlarm: server.DefaultCodeAlarm, LoginTime: server.DefaultLoginTime,
				MaxConns: server.DefaultMaxConns, MaxConnsPerAddr: server.DefaultMaxConnsPerAddr, MaxEnv: server.DefaultMaxEnv, MaxEnvBytes: server.DefaultMaxEnvBytes}
			if !reflect.DeepEqual(o.Server, want) {
				t.Errorf("server %+v, want %+v", o.Server, want)
			}
			if o.Listen != DefaultListen || o.HostKey != "" || o.AuthorizedKeys != "" || o.BotAfter != 0 || o.Lobby || o.JSON {
				t.Errorf("options %+v", o)
			}
			if got := seating.Names(o.Seats); !slices.Equal(got, []string{"Ann", "Greedy"}) || o.Game.Name() != "mojo" || o.FreshSeed {
				t.Errorf("table %+v", o.Setup)
			}
		}, ""},
		{"every limit", with("--max-conns", "9", "--max-conns-per-addr", "3", "--max-env", "4", "--max-env-bytes", "100",
			"--code-tries", "2", "--code-budget", "30", "--code-alarm", "7", "--login-time", "5s", "--idle", "1m", "--bot-pause", "0s"), func(t *testing.T, o *Options) {
			s := o.Server
			if s.MaxConns != 9 || s.MaxConnsPerAddr != 3 || s.MaxEnv != 4 || s.MaxEnvBytes != 100 || s.CodeTries != 2 || s.CodeBudget != 30 ||
				s.CodeAlarm != 7 || s.LoginTime != 5*time.Second || s.Idle != time.Minute || s.BotPause != 0 {
				t.Errorf("server %+v", s)
			}
		}, ""},
		{"table flags", with("--listen", ":2200", "--host-key", "k", "--authorized-keys", "keys.txt", "--bot-after", "2m", "--json",
			"--seed", "3", "--log", "g.yaml", "--pad", "p.yaml", "--start", "Greedy"), func(t *testing.T, o *Options) {
			if o.Listen != ":2200" || o.HostKey != "k" || o.AuthorizedKeys != "keys.txt" || o.BotAfter != 2*time.Minute || !o.JSON ||
				o.Seed != 3 || o.Log != "g.yaml" || o.Pad != "p.yaml" || o.Start != 1 {
				t.Errorf("options %+v", o)
			}
		}, ""},
		{"lobby tables only with the lobby", with("--lobby-tables", "2", "--table-idle", "1m"), func(t *testing.T, o *Options) {
			if o.Server.LobbyTables != 0 || o.Server.TableIdle != 0 {
				t.Errorf("server %+v", o.Server)
			}
		}, ""},
		{"lobby", []string{"--lobby", "--lobby-tables", "2", "--lobby-tables-per-addr", "5", "--table-idle", "1m"}, func(t *testing.T, o *Options) {
			if !o.Lobby || o.Game != nil || o.Server.LobbyTables != 2 || o.Server.LobbyTablesPerAddr != 5 || o.Server.TableIdle != time.Minute {
				t.Errorf("options %+v", o)
			}
		}, ""},
		{"lobby defaults", []string{"--lobby"}, func(t *testing.T, o *Options) {
			if o.Server.LobbyTables != server.DefaultLobbyTables || o.Server.LobbyTablesPerAddr != server.DefaultLobbyTablesPerAddr || o.Server.TableIdle != server.DefaultTableIdle {
				t.Errorf("server %+v", o.Server)
			}
		}, ""},
		{"a series", []string{"--series", "-p", "Ann,Ben", "makoto"}, func(t *testing.T, o *Options) {
			if o.Options["series"] != "on" {
				t.Errorf("options %v", o.Options)
			}
		}, ""},
		{"no connections", with("--max-conns", "0"), nil, "cli.serve.count"},
		{"no connections per address", with("--max-conns-per-addr", "-1"), nil, "cli.serve.count"},
		{"no environment", with("--max-env", "0"), nil, "cli.serve.count"},
		{"no environment bytes", with("--max-env-bytes", "0"), nil, "cli.serve.count"},
		{"no code tries", with("--code-tries", "0"), nil, "cli.serve.count"},
		{"no code budget", with("--code-budget", "0"), nil, "cli.serve.count"},
		{"no code alarm", with("--code-alarm", "0"), nil, "cli.serve.count"},
		{"no lobby tables", with("--lobby-tables", "0"), nil, "cli.serve.count"},
		{"no lobby tables per address", []string{"--lobby", "--lobby-tables-per-addr", "0"}, nil, "cli.serve.count"},
		{"no login time", with("--login-time", "0s"), nil, "cli.serve.duration"},
		{"an idle that is no duration", with("--idle", "soon"), nil, "cli.serve.duration"},
		{"no idle", with("--idle", "0s"), nil, "cli.serve.duration"},
		{"a negative pause", with("--bot-pause", "-1s"), nil, "cli.serve.duration"},
		{"a bot after nothing", with("--bot-after", "0s"), nil, "cli.serve.duration"},
		{"no table idle", with("--table-idle", "0s"), nil, "cli.serve.duration"},
		{"no players", []string{"mojo"}, nil, "cli.serve.players"},
		{"only bots", []string{"-p", "bot:greedy,bot:random", "mojo"}, nil, "cli.serve.no-people"},
		{"an unknown bot", []string{"-p", "Ann,bot:nope", "mojo"}, nil, "cli.arg.seat-unknown-bot"},
		{"two arguments", []string{"-p", "Ann,Ben", "mojo", "more"}, nil, "cli.error.unexpected-arg"},
		{"lobby with seats", []string{"--lobby", "-p", "Ann,Ben"}, nil, "cli.serve.lobby-flag"},
		{"lobby with keys", []string{"--lobby", "--authorized-keys", "k"}, nil, "cli.serve.lobby-flag"},
		{"lobby with a game", []string{"--lobby", "mojo"}, nil, "cli.error.unexpected-arg"},
		{"resume with seats", []string{"--resume", "x.yaml", "-p", "Ann,Ben"}, nil, "cli.serve.resume-flag"},
		{"no series", []string{"--series", "-p", "Ann,Ben", "mojo"}, nil, "cli.arg.no-series"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got *Options
			var out bytes.Buffer
			f := cmdtest.Factory()
			f.Self = func() string { return "tabletop" }
			err := cmdtest.Run(NewCmdServe(f, func(o *Options) error { got = o; return nil }), &out, c.args...)
			if c.check == nil {
				if cmdutil.ExitCode(err) != cmdutil.ExitUsage || cmdtest.MessageID(err) != c.id || got != nil {
					t.Fatalf("%q: err %v (exit %d, %s), ran with %+v; want the usage error %s", c.args, err, cmdutil.ExitCode(err), cmdtest.MessageID(err), got, c.id)
				}
				return
			}
			if err != nil || got == nil {
				t.Fatalf("%q: %v (ran: %v)", c.args, err, got != nil)
			}
			if got.IO.Out != &out || got.Tr == nil || got.TrN == nil || got.Style == nil || got.Self == nil {
				t.Fatal("the options do not carry the application's streams, words and styles")
			}
			c.check(t, got)
		})
	}
}

// TestBotSeatsWithIterationsInTheLobby: the lobby's "new" takes a bot
// seat "bot:mcts:N", named after its kind (issue 28.17).
func TestBotSeatsWithIterationsInTheLobby(t *testing.T) {
	for _, list := range []string{"Ann,bot:mcts:3000", "Ann,bot:mcts:30,bot:mcts", "Mcts,bot:mcts:30"} {
		cfg, err := NewTable(0)([]string{"mojo", list})
		if err != nil {
			t.Fatalf("lobby new mojo %s: %v", list, err)
		}
		if len(cfg.Seats) != len(bytes.Split([]byte(list), []byte(","))) || cfg.Seats[1].Bot == "" {
			t.Errorf("lobby new mojo %s: seats %+v", list, cfg.Seats)
		}
	}
}
