package serve

import (
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/seating"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
	server "tabletop/serve"
)

// newOptions reads the table serve opens (none with --lobby, the game of
// a log with --resume, else a new game) and the server's settings.
func newOptions(f *cmdutil.Factory, c *cli.Context) (*Options, error) {
	o := &Options{Lobby: c.Bool("lobby"), Listen: c.String("listen"), HostKey: c.String("host-key"),
		AuthorizedKeys: c.String("authorized-keys"), JSON: c.Bool("json")}
	setup, err := tableSetup(f, c)
	if err != nil {
		return nil, err
	}
	o.Setup = *setup
	if o.BotAfter, err = durationFlag(c, "bot-after"); err != nil {
		return nil, err
	}
	if o.Server, err = serverConfig(c); err != nil {
		return nil, err
	}
	return o, nil
}

// tableSetup reads the table serve opens: none with --lobby, the game of
// a log with --resume, else a new game.
func tableSetup(f *cmdutil.Factory, c *cli.Context) (*seating.Setup, error) {
	switch {
	case c.Bool("lobby"):
		for _, f := range []string{"players", "resume", "seed", "start", "series", "option", "variant", "log", "pad", "authorized-keys"} {
			if c.IsSet(f) {
				return nil, cmdutil.UsageError(cmdutil.CLIError("serve.lobby-flag", i18n.Args{"Flag": f}))
			}
		}
		if c.NArg() > 0 {
			return nil, cmdutil.UsageError(i18n.At("serve --lobby", seating.UnexpectedArg(c.Args().First())))
		}
		return &seating.Setup{}, nil
	case c.String("resume") != "":
		// The game, seats, options and seed come from the log, which goes
		// on being written unless --log names another file.
		return seating.ResumeFrom(c, c.String("resume"), "serve", "serve.resume-flag", "serve.resume-game")
	}
	return newTable(f, c)
}

// newTable reads a new table's game, seats, options and seed.
func newTable(f *cmdutil.Factory, c *cli.Context) (*seating.Setup, error) {
	rs, err := f.GameArg(c)
	if err != nil {
		return nil, err
	}
	if c.NArg() > 1 {
		return nil, cmdutil.UsageError(i18n.At("serve", seating.UnexpectedArg(c.Args().Get(1))))
	}
	if c.String("players") == "" {
		return nil, cmdutil.UsageError(cmdutil.CLIError("serve.players", nil))
	}
	seats, err := seating.ParseSeats(rs, c.String("players"))
	if err != nil {
		return nil, err
	}
	if seating.People(seats) == 0 {
		return nil, cmdutil.UsageError(cmdutil.CLIError("serve.no-people", nil))
	}
	opts, start, seed, _, err := seating.GameSetup(f, c, rs, seats)
	if err != nil {
		return nil, err
	}
	return &seating.Setup{Game: rs, Seats: seats, Options: opts, Seed: seed, Start: start, Log: c.String("log"), Pad: c.String("pad")}, nil
}

// serverConfig reads the server's settings: the idle times, the bots'
// pause, the caps of wrong codes, of connections and their sessions and,
// with --lobby, of the lobby's tables.
func serverConfig(c *cli.Context) (server.Config, error) {
	var d [3]time.Duration // --idle, --bot-pause, --table-idle
	for i, flag := range []string{"idle", "bot-pause", "table-idle"} {
		var err error
		if d[i], err = durationFlag(c, flag); err != nil {
			return server.Config{}, err
		}
	}
	lobbyTables, err := countFlags(c, "lobby-tables", "lobby-tables-per-addr")
	if err != nil {
		return server.Config{}, err
	}
	codes, err := countFlags(c, "code-tries", "code-budget", "code-alarm")
	if err != nil {
		return server.Config{}, err
	}
	cfg, err := connLimits(c)
	if err != nil {
		return server.Config{}, err
	}
	cfg.Idle, cfg.BotPause = d[0], d[1]
	cfg.CodeTries, cfg.CodeBudget, cfg.CodeAlarm = codes[0], codes[1], codes[2]
	if c.Bool("lobby") {
		cfg.TableIdle, cfg.LobbyTables, cfg.LobbyTablesPerAddr = d[2], lobbyTables[0], lobbyTables[1]
	}
	return cfg, nil
}

// durationFlag reads flag's value as a duration such as 2m or 90s ("":
// none).
func durationFlag(c *cli.Context, flag string) (time.Duration, error) {
	v := c.String(flag)
	if v == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 || d == 0 && flag != "bot-pause" {
		return 0, cmdutil.UsageError(cmdutil.CLIError("serve.duration", i18n.Args{"Flag": flag, "Value": i18n.Quoted(v)}))
	}
	return d, nil
}

// connLimits reads the caps of the connections and their sessions
// (--login-time, --max-conns, --max-conns-per-addr, --max-env,
// --max-env-bytes).
func connLimits(c *cli.Context) (server.Config, error) {
	login, err := durationFlag(c, "login-time")
	if err != nil {
		return server.Config{}, err
	}
	n, err := countFlags(c, "max-conns", "max-conns-per-addr", "max-env", "max-env-bytes")
	if err != nil {
		return server.Config{}, err
	}
	return server.Config{LoginTime: login, MaxConns: n[0], MaxConnsPerAddr: n[1], MaxEnv: n[2], MaxEnvBytes: n[3]}, nil
}

// countFlags reads flags whose values are counts of 1 or more.
func countFlags(c *cli.Context, flags ...string) ([]int, error) {
	out := make([]int, len(flags))
	for i, f := range flags {
		if out[i] = c.Int(f); out[i] < 1 {
			return nil, cmdutil.UsageError(cmdutil.CLIError("serve.count", i18n.Args{"Flag": f, "Value": out[i]}))
		}
	}
	return out, nil
}

// NewTable reads the words of the lobby's "new": GAME PLAYERS, then
// "series" and KEY=VALUE options (a table's bots play for a person away
// botAfter, 0: never).
func NewTable(botAfter time.Duration) func(words []string) (server.TableConfig, error) {
	return func(words []string) (server.TableConfig, error) {
		if len(words) < 2 {
			return server.TableConfig{}, cmdutil.UsageError(cmdutil.CLIError("serve.lobby-new", nil))
		}
		rs, err := engine.Lookup(words[0])
		if err != nil {
			return server.TableConfig{}, err
		}
		seats, err := seating.ParseSeats(rs, words[1])
		if err != nil {
			return server.TableConfig{}, err
		}
		if seating.People(seats) == 0 {
			return server.TableConfig{}, cmdutil.UsageError(cmdutil.CLIError("serve.no-people", nil))
		}
		opts, series := engine.Options{}, false
		for _, w := range words[2:] {
			if strings.EqualFold(w, "series") {
				series = true
				continue
			}
			k, v, err := engine.ParseOption(w)
			if err != nil {
				return server.TableConfig{}, err
			}
			opts[k] = v
		}
		if opts, err = engine.Resolve(rs.Options(), opts); err != nil {
			return server.TableConfig{}, err
		}
		if series {
			if opts, err = seating.SeriesOption(rs, opts); err != nil {
				return server.TableConfig{}, err
			}
		}
		cfg := server.TableConfig{Game: rs, Options: opts, Seed: story.FreshSeed(), BotAfter: botAfter}
		for _, st := range seats {
			cfg.Seats = append(cfg.Seats, server.Seat{Name: st.Name, Bot: st.Bot})
		}
		return cfg, nil
	}
}
