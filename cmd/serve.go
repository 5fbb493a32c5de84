package cmd

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"
	gossh "golang.org/x/crypto/ssh"

	"tabletop/engine"
	"tabletop/engine/atomicfile"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
	"tabletop/host"
	"tabletop/serve"
)

func newServeCmd(f *factory) *cli.Command {
	return f.command(&cli.Command{
		Name:      "serve",
		Usage:     "host a game that people join from their own terminals with ssh",
		ArgsUsage: "GAME",
		Description: `Opens a table of GAME and lets people play it together from their own
terminals: each person joins with a plain ssh client and sees their own
hand, the table and the moves of the others as they happen, in their own
language (the LANG their ssh sends, or "lang pl" typed at the table). Bots
play their seats on the host. serve prints, for every person, the line to
join with and that seat's code, which stays valid until the table ends,
so that a dropped player comes back with it; with --authorized-keys a
seat joins with its public key instead. Spectators join as the user
"watch" with the spectators' code and see only what the table shows.

Only the game runs: no shell, no command, no forwarding, no file
transfer. The host key is made once and kept in the user's configuration
folder (or --host-key FILE), so that clients see the same key next time.
The game is written to --log after every move, as play writes it, and
every round to the score pad --pad, as table does (the log records the
pad). Ctrl-C saves a game not over (to --log, else to a new file
GAME-YYYYMMDD-HHMM.yaml); serve --resume LOG brings the table back, with
new codes, and goes on writing its log and its pad.

serve reads the host's commands on its terminal: code NAME gives the
seat of NAME a new code (the old one stops working, whoever is
seated stays), as serve suggests after --code-alarm wrong codes for one
seat; tables lists the open tables, code N NAME gives a seat of table N
a new code, help lists the commands.

With --lobby serve opens no table: whoever joins as any other user (ssh
-p 2222 lobby@HOST) comes to a lobby, where "new mojo Ann,Ben,bot:greedy"
(then "series" and KEY=VALUE options) opens a table and gives its seats'
codes, and "join CODE" takes a seat or watches; Ctrl-C (or quit) at a
table brings that person back to the lobby. It runs until Ctrl-C, which
saves every game with a move made, prints the command that opens each
one's table again and exits 130, as serve does without the lobby.

With --json serve prints, as the table opens, one JSON line per person
(name, user, port, code, join: the ssh command) and one for the
spectators ("watch": true), and at the end the result as play --json
does.

Examples:
   tabletop serve mojo --players Ann,Ben,bot:greedy
   tabletop serve makoto --players Ann,Ben,bot:mcts --series --log series.yaml --pad night.yaml
   tabletop serve mojo --players Ann,Ben --listen :2222 --bot-after 2m
   tabletop serve mojo --players Ann,Ben --authorized-keys keys.txt --json
   tabletop serve --resume series.yaml
   tabletop serve --lobby --listen :2222`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "players", Aliases: []string{"p"}, Usage: "comma-separated seats in order: names for people, bot:NAME for bots"},
			&cli.StringFlag{Name: "listen", Value: serveListen, Usage: "the `ADDRESS` to listen on; an address that is not loopback (such as :2222) opens the table to the network"},
			&cli.StringFlag{Name: "host-key", Usage: "the server's private SSH key in `FILE`, made there when missing", DefaultText: "ssh_host_ed25519_key in the tabletop folder of the user's configuration folder"},
			&cli.StringFlag{Name: "authorized-keys", Usage: "seats that join with a public key instead of a code: `FILE` of lines NAME KEY (the key as in authorized_keys)"},
			&cli.StringFlag{Name: "bot-after", Usage: "let the greedy bot play for a person who has been away this `LONG` (such as 2m or 90s), until they are back", DefaultText: "never"},
			&cli.StringFlag{Name: "bot-pause", Value: "400ms", Usage: "wait at least this `LONG` after a move before a bot moves, so that people can follow (0s: no wait)"},
			&cli.StringFlag{Name: "idle", Value: "20m", Usage: "close a connection that sent nothing for this `LONG`; the seat waits for its person"},
			&cli.IntFlag{Name: "code-tries", Value: serve.DefaultCodeTries, Usage: "after `N` wrong codes from one address, each further code waits (2s, doubling up to 10m)"},
			&cli.IntFlag{Name: "code-budget", Value: serve.DefaultCodeBudget, Usage: "beyond `N` wrong codes a minute from all addresses together, an address waits after its first wrong code"},
			&cli.IntFlag{Name: "code-alarm", Value: serve.DefaultCodeAlarm, Usage: "tell the host after `N` wrong codes for one seat (and after as many more); code NAME typed here gives it a new code"},
			&cli.StringFlag{Name: "login-time", Value: serve.DefaultLoginTime.String(), Usage: "close a connection that has not logged in within this `LONG`"},
			&cli.IntFlag{Name: "max-conns", Value: serve.DefaultMaxConns, Usage: "keep at most `N` connections open; at the cap a new one closes the oldest that has not logged in, or is refused"},
			&cli.IntFlag{Name: "max-conns-per-addr", Value: serve.DefaultMaxConnsPerAddr, Usage: "keep at most `N` connections open from one address; at the cap a new one closes that address's oldest that has not logged in, or is refused"},
			&cli.IntFlag{Name: "max-env", Value: serve.DefaultMaxEnv, Usage: "keep at most `N` environment variables (such as LANG) a session sends; more are refused"},
			&cli.IntFlag{Name: "max-env-bytes", Value: serve.DefaultMaxEnvBytes, Usage: "keep at most `N` bytes of environment variables a session sends, names and values in all; a variable beyond is refused"},
			&cli.Uint64Flag{Name: "seed", Usage: "seed `N` for every shuffle: the same seed and options give the same game", DefaultText: "a new seed each game, kept in the log"},
			&cli.StringFlag{Name: "log", Usage: "write the whole game as YAML to `FILE` (replay it with 'tabletop replay')"},
			&cli.StringFlag{Name: "pad", Usage: "score pad `FILE` the rounds are added to (created when missing)"},
			&cli.BoolFlag{Name: "lobby", Usage: "open a lobby instead of a table: people who join with ssh -p PORT lobby@HOST open tables there and join them with codes"},
			&cli.StringFlag{Name: "table-idle", Value: "10m", Usage: "with --lobby, end a table where no person has been seated for this `LONG` (no one sat since it opened, or all left); its game is saved as Ctrl-C saves it"},
			&cli.IntFlag{Name: "lobby-tables", Value: serve.DefaultLobbyTables, Usage: "with --lobby, let one connection have at most `N` tables open at once"},
			&cli.IntFlag{Name: "lobby-tables-per-addr", Value: serve.DefaultLobbyTablesPerAddr, Usage: "with --lobby, let the connections from one address have at most `N` tables open at once, all together"},
			&cli.StringFlag{Name: "resume", Usage: "open again the table of the saved game in `LOG`, with its seats, seed and options (and new codes)"},
			&cli.StringFlag{Name: "start", Usage: "the `PLAYER` who starts (Mojo) or deals first (Makoto); default the first seat"},
			&cli.BoolFlag{Name: "series", Usage: "Makoto: play a whole series (one game per player, four with two players)"},
			optionFlag(), variantFlag(), jsonFlag(),
		},
		Action: serveAction,
	})
}

// serveListen is where serve listens by default: this machine only.
const serveListen = "127.0.0.1:2222"

// serveInterrupted is serve's exit code when Ctrl-C stops the table, as
// play's.
const serveInterrupted = 130

// serveSeatLine is serve --json's line for a seat (and one for the
// spectators, "watch": true).
type serveSeatLine struct {
	Name  string `json:"name"`
	User  string `json:"user"`
	Port  int    `json:"port"`
	Code  string `json:"code,omitempty"`
	Key   bool   `json:"key,omitempty"`
	Join  string `json:"join"`
	Watch bool   `json:"watch,omitempty"`
}

// serveOptions reads the table serve opens: none with --lobby, the game of
// a log with --resume, else a new game.
func serveOptions(c *cli.Context) (*playOptions, error) {
	switch {
	case c.Bool("lobby"):
		for _, f := range []string{"players", "resume", "seed", "start", "series", "option", "variant", "log", "pad", "authorized-keys"} {
			if c.IsSet(f) {
				return nil, usageError(cliError("serve.lobby-flag", map[string]any{"Flag": f}))
			}
		}
		if c.NArg() > 0 {
			return nil, usageError(i18n.At("serve --lobby", unexpectedArg(c.Args().First())))
		}
		return &playOptions{}, nil
	case c.String("resume") != "":
		return serveResume(c, c.String("resume"))
	}
	return serveNew(c)
}

func serveAction(c *cli.Context) error {
	ios := streamsOf(c)
	lobby := c.Bool("lobby")
	o, err := serveOptions(c)
	if err != nil {
		return err
	}
	seats := make([]serve.Seat, len(o.Seats))
	for i, st := range o.Seats {
		seats[i] = serve.Seat{Name: st.Name, Bot: st.Bot}
	}
	botAfter, err := durationFlag(c, "bot-after")
	if err != nil {
		return err
	}
	idle, err := durationFlag(c, "idle")
	if err != nil {
		return err
	}
	pause, err := durationFlag(c, "bot-pause")
	if err != nil {
		return err
	}
	tableIdle, err := durationFlag(c, "table-idle")
	if err != nil {
		return err
	}
	lobbyTables, err := countFlags(c, "lobby-tables", "lobby-tables-per-addr")
	if err != nil {
		return err
	}
	codes, err := countFlags(c, "code-tries", "code-budget", "code-alarm")
	if err != nil {
		return err
	}
	limits, err := connLimits(c)
	if err != nil {
		return err
	}
	if file := c.String("authorized-keys"); file != "" {
		if err := readSeatKeys(file, seats); err != nil {
			return err
		}
	}
	var game *host.Game
	if !lobby {
		// The game's files are checked (and a new pad made) before the
		// server starts: a refusal writes nothing, not even a host key.
		if err := engine.CheckNames(names(o.Seats)); err != nil {
			return usageError(err)
		}
		if o.Log != "" {
			if err := host.CheckLog(o.Log); err != nil {
				return usageError(err)
			}
		}
		if game, err = newGame(o, "serve"); err != nil {
			return err
		}
	}
	// serve saves the game on Ctrl-C, SIGTERM and SIGHUP itself, from
	// here on: a signal during a write, or before the table opened, must
	// reach it, not end the process.
	sig := make(chan os.Signal, 1)
	atomicfile.Notify(sig, leaveSignals...)
	defer atomicfile.Stop(sig)
	listen := c.String("listen")
	l, err := net.Listen("tcp", listen)
	if err != nil {
		return usageError(cliError("serve.listen", map[string]any{"Addr": listen, "Err": err}))
	}
	defer l.Close()
	keyPath := c.String("host-key")
	if keyPath == "" {
		if keyPath, err = serve.DefaultHostKeyPath(); err != nil {
			return usageError(i18n.At("--host-key", err))
		}
	}
	hostKey, made, err := serve.LoadHostKey(keyPath)
	if err != nil {
		return usageError(i18n.At("--host-key", err))
	}
	cfg := limits
	cfg.Lang, cfg.HostKey, cfg.Host, cfg.Idle, cfg.BotPause = ios.Lang, hostKey, ios.ErrOut, idle, pause
	cfg.CodeTries, cfg.CodeBudget, cfg.CodeAlarm = codes[0], codes[1], codes[2]
	if lobby {
		cfg.NewTable = lobbyTable(botAfter)
		cfg.TableIdle, cfg.LobbyTables, cfg.LobbyTablesPerAddr = tableIdle, lobbyTables[0], lobbyTables[1]
	}
	srv, err := serve.New(cfg)
	if err != nil {
		return err
	}
	defer srv.Close()
	if lobby {
		return serveLobby(c, ios, srv, l, sig, hostKey, made, keyPath)
	}
	table, err := srv.Open(serve.TableConfig{Game: o.Game, Seats: seats, Options: o.Options, Seed: o.Seed, Start: o.Start,
		Log: o.Log, Pad: o.Pad, Resume: o.Resume, ResumeFile: o.ResumeFile, Host: game, BotAfter: botAfter})
	if err != nil {
		var re *engine.ResumeError
		if errors.As(err, &re) {
			return i18n.At("serve --resume: "+o.ResumeFile, err)
		}
		return usageError(err)
	}
	serveKeyLines(ios, hostKey, made, keyPath, l, listen)
	addr := l.Addr().(*net.TCPAddr)
	if o.Resume != nil {
		fmt.Fprintln(ios.ErrOut, resumingLine(ios.Lang, o))
	}
	if err := printJoinLines(ios, c.Bool("json"), table, joinHost(listen), addr.Port); err != nil {
		return err
	}
	go srv.Serve(l)
	startConsole(ios, srv)
	return awaitTable(c, ios, o, srv, table, sig)
}

// startConsole lets the host type commands on serve's terminal
// (serve.Console: code NAME gives a seat a new code), when its standard
// input is one: a file, a pipe or /dev/null (a script's or a service's
// serve) is not read. The console ends at the input's end or a failure to
// read, the server goes on; a serve in the background is not stopped by
// reading the terminal (its read fails).
func startConsole(ios ioStreams, srv *serve.Server) {
	if !isTerminal(ios.In) {
		return
	}
	ignoreTerminalReads()
	srv.Console(ios.In)
}

// awaitTable waits for the table's game to end, or for a signal on sig
// (Ctrl-C, SIGTERM, SIGHUP), which saves it, and prints the result as
// play does.
func awaitTable(c *cli.Context, ios ioStreams, o *playOptions, srv *serve.Server, table *serve.Table, sig <-chan os.Signal) error {
	code := serveInterrupted
	select {
	case <-table.Done():
	case s := <-sig:
		code = signalCode(s)
		srv.Stop()
	}
	res := table.Result()
	if res.Saved != "" {
		fmt.Fprintln(ios.ErrOut, tr(ios.Lang, "serve.saved", map[string]any{"Path": res.Saved, "Self": selfCommand()}))
	}
	if res.Err != nil {
		return res.Err
	}
	if !res.Over {
		// Stopped by a signal, as play is: the game is saved, and the
		// exit is 130 for Ctrl-C, 128 + the signal's number for another.
		return &exitError{Code: code, Err: errSilent}
	}
	sum := summarize(res.State, o.Seats, o.Options, o.Seed, res.Moves)
	sum.Log = o.Log
	if c.Bool("json") {
		return writeJSONLine(ios.Out, sum)
	}
	return printStandings(ios.Out, ios.Lang, styleFor(ios.Out), sum)
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
		return 0, usageError(cliError("serve.duration", map[string]any{"Flag": flag, "Value": i18n.Quoted(v)}))
	}
	return d, nil
}

// connLimits reads the caps of the connections and their sessions
// (--login-time, --max-conns, --max-conns-per-addr, --max-env,
// --max-env-bytes).
func connLimits(c *cli.Context) (serve.Config, error) {
	login, err := durationFlag(c, "login-time")
	if err != nil {
		return serve.Config{}, err
	}
	n, err := countFlags(c, "max-conns", "max-conns-per-addr", "max-env", "max-env-bytes")
	if err != nil {
		return serve.Config{}, err
	}
	return serve.Config{LoginTime: login, MaxConns: n[0], MaxConnsPerAddr: n[1], MaxEnv: n[2], MaxEnvBytes: n[3]}, nil
}

// countFlags reads flags whose values are counts of 1 or more.
func countFlags(c *cli.Context, flags ...string) ([]int, error) {
	out := make([]int, len(flags))
	for i, f := range flags {
		if out[i] = c.Int(f); out[i] < 1 {
			return nil, usageError(cliError("serve.count", map[string]any{"Flag": f, "Value": out[i]}))
		}
	}
	return out, nil
}

// serveLobby runs a server with a lobby only, until a signal on sig
// (Ctrl-C, SIGTERM, SIGHUP); the games of its tables not over with a move
// made are saved.
func serveLobby(c *cli.Context, ios ioStreams, srv *serve.Server, l net.Listener, sig <-chan os.Signal, hostKey gossh.Signer, made bool, keyPath string) error {
	serveKeyLines(ios, hostKey, made, keyPath, l, c.String("listen"))
	addr := l.Addr().(*net.TCPAddr)
	host := joinHost(c.String("listen"))
	join := joinCommand("lobby", host, addr.Port)
	if c.Bool("json") {
		if err := writeJSONLine(ios.Out, map[string]any{"lobby": true, "port": addr.Port, "join": join}); err != nil {
			return err
		}
	} else {
		fmt.Fprintln(ios.Out, tr(ios.Lang, "serve.lobby-open", map[string]any{"Join": join}))
	}
	go srv.Serve(l)
	startConsole(ios, srv)
	s := <-sig
	// As serve without the lobby: every game with a move made is saved,
	// with the command that opens its table again, and the exit is 130
	// (128 + the signal's number for SIGTERM, SIGHUP).
	for _, t := range srv.Stop() {
		res := t.Result()
		if res.Saved != "" {
			fmt.Fprintln(ios.ErrOut, tr(ios.Lang, "serve.lobby-saved", map[string]any{"Game": t.Config().Game.Title(), "Players": strings.Join(t.Names(), ", "), "Path": res.Saved, "Self": selfCommand()}))
		}
		if res.Err != nil {
			fmt.Fprintln(ios.ErrOut, errorIn(ios.Lang, res.Err))
		}
	}
	return &exitError{Code: signalCode(s), Err: errSilent}
}

// lobbyTable reads the words of the lobby's "new": GAME PLAYERS, then
// "series" and KEY=VALUE options.
func lobbyTable(botAfter time.Duration) func(words []string) (serve.TableConfig, error) {
	return func(words []string) (serve.TableConfig, error) {
		if len(words) < 2 {
			return serve.TableConfig{}, usageError(cliError("serve.lobby-new", nil))
		}
		rs, err := engine.Lookup(words[0])
		if err != nil {
			return serve.TableConfig{}, err
		}
		seats, err := parseSeats(rs, words[1])
		if err != nil {
			return serve.TableConfig{}, err
		}
		people := 0
		for _, st := range seats {
			if st.Bot == "" {
				people++
			}
		}
		if people == 0 {
			return serve.TableConfig{}, usageError(cliError("serve.no-people", nil))
		}
		opts, series := engine.Options{}, false
		for _, w := range words[2:] {
			if strings.EqualFold(w, "series") {
				series = true
				continue
			}
			k, v, err := engine.ParseOption(w)
			if err != nil {
				return serve.TableConfig{}, err
			}
			opts[k] = v
		}
		if opts, err = engine.Resolve(rs.Options(), opts); err != nil {
			return serve.TableConfig{}, err
		}
		if series {
			if opts, err = setSeriesOption(rs, opts); err != nil {
				return serve.TableConfig{}, err
			}
		}
		cfg := serve.TableConfig{Game: rs, Options: opts, Seed: story.FreshSeed(), BotAfter: botAfter}
		for _, st := range seats {
			cfg.Seats = append(cfg.Seats, serve.Seat{Name: st.Name, Bot: st.Bot})
		}
		return cfg, nil
	}
}

// serveKeyLines tells the host key (and that it was just made), and warns
// when the table is open to the network.
func serveKeyLines(ios ioStreams, hostKey gossh.Signer, made bool, keyPath string, l net.Listener, listen string) {
	if made {
		fmt.Fprintln(ios.ErrOut, tr(ios.Lang, "serve.key-made", map[string]any{"File": keyPath}))
	}
	fmt.Fprintln(ios.ErrOut, tr(ios.Lang, "serve.key", map[string]any{"Fingerprint": serve.Fingerprint(hostKey)}))
	if !l.Addr().(*net.TCPAddr).IP.IsLoopback() {
		fmt.Fprintln(ios.ErrOut, tr(ios.Lang, "serve.open-network", map[string]any{"Addr": listen}))
	}
}

// serveNew reads a new table's game, seats, options and seed.
func serveNew(c *cli.Context) (*playOptions, error) {
	rs, err := gameArg(c)
	if err != nil {
		return nil, err
	}
	if c.NArg() > 1 {
		return nil, usageError(i18n.At("serve", unexpectedArg(c.Args().Get(1))))
	}
	if c.String("players") == "" {
		return nil, usageError(cliError("serve.players", nil))
	}
	seats, err := parseSeats(rs, c.String("players"))
	if err != nil {
		return nil, err
	}
	people := 0
	for _, st := range seats {
		if st.Bot == "" {
			people++
		}
	}
	if people == 0 {
		return nil, usageError(cliError("serve.no-people", nil))
	}
	opts, start, seed, _, err := gameSetup(c, rs, seats)
	if err != nil {
		return nil, err
	}
	return &playOptions{Game: rs, Seats: seats, Options: opts, Seed: seed, Start: start, Log: c.String("log"), Pad: c.String("pad")}, nil
}

// serveResume reads serve --resume FILE: the game, seats, options and
// seed come from the log, which goes on being written unless --log names
// another file.
func serveResume(c *cli.Context, file string) (*playOptions, error) {
	return resumeFrom(c, file, "serve", "serve.resume-flag", "serve.resume-game")
}

// readSeatKeys reads --authorized-keys: lines "NAME KEY", blank lines and
// # comments skipped; NAME is a person's seat, and may hold spaces: it is
// what comes before the key's type (ssh-ed25519, ...), so that "Ann Ben
// KEY" is the seat Ann Ben's. authorized_keys options (from="...",
// command=...) are refused, not ignored: serve would not honour them.
func readSeatKeys(file string, seats []serve.Seat) error {
	data, err := fileio.ReadLimited(file)
	if err != nil {
		return usageError(i18n.At("--authorized-keys", err))
	}
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	sc.Buffer(nil, len(data)+1)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		where := map[string]any{"File": file, "Line": n}
		// The key's type: the first word that is one and starts a key.
		k, key := 1, gossh.PublicKey(nil)
		for ; k < len(fields) && key == nil; k++ {
			if isKeyType(fields[k]) {
				key, _, _, _, _ = gossh.ParseAuthorizedKey([]byte(strings.Join(fields[k:], " ")))
			}
		}
		k--
		if key == nil {
			return usageError(cliError("serve.keys-no-key", where))
		}
		name := strings.Join(fields[:k], " ")
		seat := seatNamed(seats, name)
		if seat < 0 {
			// A seat's name, then options; or options alone.
			opts := name
			for i := k - 1; i > 0; i-- {
				if seatNamed(seats, strings.Join(fields[:i], " ")) >= 0 {
					opts = strings.Join(fields[i:k], " ")
					break
				}
			}
			if keyOptions(opts) {
				where["Options"] = opts
				return usageError(cliError("serve.keys-options", where))
			}
		}
		where["Name"] = i18n.Quoted(name)
		switch {
		case seat < 0:
			var people []string
			for _, st := range seats {
				if st.Bot == "" {
					people = append(people, st.Name)
				}
			}
			where["Players"] = strings.Join(people, ", ")
			return usageError(cliError("serve.keys-no-seat", where))
		case seats[seat].Bot != "":
			return usageError(cliError("serve.keys-bot", where))
		case seats[seat].Key != nil:
			return usageError(cliError("serve.keys-twice", where))
		}
		seats[seat].Key = key
	}
	return nil
}

// seatNamed is the seat named name, ignoring case (-1: none).
func seatNamed(seats []serve.Seat, name string) int {
	return slices.IndexFunc(seats, func(st serve.Seat) bool { return strings.EqualFold(st.Name, name) })
}

// isKeyType reports whether word is the type of a public key in an
// authorized_keys line.
func isKeyType(word string) bool {
	switch word {
	case gossh.KeyAlgoED25519, gossh.KeyAlgoRSA, gossh.KeyAlgoECDSA256, gossh.KeyAlgoECDSA384, gossh.KeyAlgoECDSA521,
		gossh.KeyAlgoSKED25519, gossh.KeyAlgoSKECDSA256:
		return true
	}
	return false
}

// keyOptions reports whether words look like authorized_keys options: a
// NAME="..." one, or known words such as restrict or no-pty, comma
// separated.
func keyOptions(words string) bool {
	if strings.Contains(words, "=") {
		return true
	}
	for _, o := range strings.Split(words, ",") {
		switch strings.ToLower(o) {
		case "restrict", "cert-authority", "pty", "no-pty", "user-rc", "no-user-rc", "agent-forwarding", "no-agent-forwarding",
			"port-forwarding", "no-port-forwarding", "x11-forwarding", "no-x11-forwarding", "no-touch-required", "verify-required":
		default:
			return false
		}
	}
	return true
}

// joinHost is the host name people join: the address listened on, or
// this machine's name when that is every address.
func joinHost(listen string) string {
	h, _, err := net.SplitHostPort(listen)
	if err != nil || h == "" || h == "0.0.0.0" || h == "::" {
		if name, err := os.Hostname(); err == nil && name != "" {
			return name
		}
		return "HOST"
	}
	if strings.Contains(h, ":") {
		return "[" + h + "]"
	}
	return h
}

// joinCommand is the ssh command line that joins as user.
func joinCommand(user, host string, port int) string {
	if port == 22 {
		return "ssh " + user + "@" + host
	}
	return "ssh -p " + strconv.Itoa(port) + " " + user + "@" + host
}

// printJoinLines prints, for every person's seat and the spectators, the
// line to join with and its code: as text, or one JSON line each.
func printJoinLines(ios ioStreams, asJSON bool, t *serve.Table, host string, port int) error {
	var lines []serveSeatLine
	for _, st := range t.Seats() {
		if st.Bot != "" {
			continue
		}
		lines = append(lines, serveSeatLine{Name: st.Name, User: st.User, Port: port, Code: st.Code, Key: st.Code == "", Join: joinCommand(st.User, host, port)})
	}
	lines = append(lines, serveSeatLine{Name: serve.WatchUser, User: serve.WatchUser, Port: port, Code: t.WatchCode(),
		Join: joinCommand(serve.WatchUser, host, port), Watch: true})
	if asJSON {
		for _, l := range lines {
			if err := writeJSONLine(ios.Out, l); err != nil {
				return err
			}
		}
		return nil
	}
	rows := make([][]string, len(lines))
	for i, l := range lines {
		code := l.Code
		if l.Key {
			code = tr(ios.Lang, "serve.with-key", nil)
		}
		name := l.Name
		if l.Watch {
			name = tr(ios.Lang, "serve.spectators", nil)
		}
		rows[i] = []string{name, l.Join, code}
	}
	fmt.Fprintln(ios.Out, tr(ios.Lang, "serve.join-head", nil))
	if err := renderTable(ios.Out, []string{tr(ios.Lang, "play.player", nil), tr(ios.Lang, "serve.join", nil), tr(ios.Lang, "serve.code", nil)}, rows, nil); err != nil {
		return err
	}
	fmt.Fprintln(ios.Out, tr(ios.Lang, "serve.join-tail", nil))
	return nil
}

// ServeNewTable is the lobby's "new" for package serve's tests.
func ServeNewTable() func(words []string) (serve.TableConfig, error) { return lobbyTable(0) }
