// Package serve is the serve command: it hosts a table (or a lobby of
// tables) that people join from their own terminals with ssh (package
// tabletop/serve is the server). Its words are in cmd's catalogue
// (cmd/locales).
package serve

import (
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"time"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/seating"
	"tabletop/engine"
	"tabletop/engine/atomicfile"
	"tabletop/engine/i18n"
	"tabletop/host"
	server "tabletop/serve"
)

// NewCmdServe builds the serve command from f. When runF is not nil the
// command, once its flags and arguments are read into Options, calls runF
// instead of serving (the tests of its flags).
func NewCmdServe(f *cmdutil.Factory, runF func(*Options) error) *cli.Command {
	return f.Command(&cli.Command{
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
			&cli.StringFlag{Name: "players", Aliases: []string{"p"}, Usage: "comma-separated `SEATS` in order: names for people, bot:NAME for bots"},
			&cli.StringFlag{Name: "listen", Value: DefaultListen, Usage: "the `ADDRESS` to listen on; an address that is not loopback (such as :2222) opens the table to the network"},
			&cli.StringFlag{Name: "host-key", Usage: "the server's private SSH key in `FILE`, made there when missing", DefaultText: "ssh_host_ed25519_key in the tabletop folder of the user's configuration folder"},
			&cli.StringFlag{Name: "authorized-keys", Usage: "seats that join with a public key instead of a code: `FILE` of lines NAME KEY (the key as in authorized_keys)"},
			&cli.StringFlag{Name: "bot-after", Usage: "let the greedy bot play for a person who has been away this `LONG` (such as 2m or 90s), until they are back", DefaultText: "never"},
			&cli.StringFlag{Name: "bot-pause", Value: "400ms", Usage: "wait at least this `LONG` after a move before a bot moves, so that people can follow (0s: no wait)"},
			&cli.StringFlag{Name: "idle", Value: "20m", Usage: "close a connection that sent nothing for this `LONG`; the seat waits for its person"},
			&cli.IntFlag{Name: "code-tries", Value: server.DefaultCodeTries, Usage: "after `N` wrong codes from one address, each further code waits (2s, doubling up to 10m)"},
			&cli.IntFlag{Name: "code-budget", Value: server.DefaultCodeBudget, Usage: "beyond `N` wrong codes a minute from all addresses together, an address waits after its first wrong code"},
			&cli.IntFlag{Name: "code-alarm", Value: server.DefaultCodeAlarm, Usage: "tell the host after `N` wrong codes for one seat (and after as many more); code NAME typed here gives it a new code"},
			&cli.StringFlag{Name: "login-time", Value: server.DefaultLoginTime.String(), Usage: "close a connection that has not logged in within this `LONG`"},
			&cli.IntFlag{Name: "max-conns", Value: server.DefaultMaxConns, Usage: "keep at most `N` connections open; at the cap a new one closes the oldest that has not logged in, or is refused"},
			&cli.IntFlag{Name: "max-conns-per-addr", Value: server.DefaultMaxConnsPerAddr, Usage: "keep at most `N` connections open from one address; at the cap a new one closes that address's oldest that has not logged in, or is refused"},
			&cli.IntFlag{Name: "max-env", Value: server.DefaultMaxEnv, Usage: "keep at most `N` environment variables (such as LANG) a session sends; more are refused"},
			&cli.IntFlag{Name: "max-env-bytes", Value: server.DefaultMaxEnvBytes, Usage: "keep at most `N` bytes of environment variables a session sends, names and values in all; a variable beyond is refused"},
			&cli.Uint64Flag{Name: "seed", Usage: "seed `N` for every shuffle: the same seed and options give the same game", DefaultText: "a new seed each game, kept in the log"},
			&cli.StringFlag{Name: "log", Usage: "write the whole game as YAML to `FILE` (replay it with 'tabletop replay')"},
			&cli.StringFlag{Name: "pad", Usage: "score pad `FILE` the rounds are added to (created when missing)"},
			&cli.BoolFlag{Name: "lobby", Usage: "open a lobby instead of a table: people who join with ssh -p PORT lobby@HOST open tables there and join them with codes"},
			&cli.StringFlag{Name: "table-idle", Value: "10m", Usage: "with --lobby, end a table where no person has been seated for this `LONG` (no one sat since it opened, or all left); its game is saved as Ctrl-C saves it"},
			&cli.IntFlag{Name: "lobby-tables", Value: server.DefaultLobbyTables, Usage: "with --lobby, let one connection have at most `N` tables open at once"},
			&cli.IntFlag{Name: "lobby-tables-per-addr", Value: server.DefaultLobbyTablesPerAddr, Usage: "with --lobby, let the connections from one address have at most `N` tables open at once, all together"},
			&cli.StringFlag{Name: "resume", Usage: "open again the table of the saved game in `LOG`, with its seats, seed and options (and new codes)"},
			&cli.StringFlag{Name: "start", Usage: "the `PLAYER` who starts (Mojo) or deals first (Makoto); default the first seat"},
			&cli.BoolFlag{Name: "series", Usage: "Makoto: play a whole series (one game per player, four with two players)"},
			cmdutil.OptionFlag(), cmdutil.VariantFlag(), cmdutil.JSONFlag(),
		},
		Action: func(c *cli.Context) error { return action(f, runF, c) },
	})
}

// DefaultListen is where serve listens by default: this machine only.
const DefaultListen = "127.0.0.1:2222"

// interrupted is serve's exit code when Ctrl-C stops the table, as
// play's.
const interrupted = 130

// Options is everything serve needs, read from its arguments and flags.
type Options struct {
	// Setup is the table's game: its seats, options, seed, files, a
	// resumed log (none with Lobby).
	seating.Setup
	// Lobby opens a lobby instead of a table.
	Lobby bool
	// Listen is the address to listen on; HostKey the host key's file
	// ("": the default, in the user's configuration folder).
	Listen  string
	HostKey string
	// AuthorizedKeys is the file of the seats that join with a key.
	AuthorizedKeys string
	// BotAfter lets a bot play for a person away this long (0: never).
	BotAfter time.Duration
	// Server is the server's settings read from the flags: the limits of
	// connections, codes and sessions, the bots' pause, the idle times and,
	// with Lobby, the lobby's tables.
	Server server.Config
	JSON   bool
	// IO, Tr, TrN, Style and Self are the streams, the message lookups,
	// the styles and the program's name the command runs with (from the
	// factory).
	IO    cmdutil.IOStreams
	Tr    func(lang, id string, data i18n.Args) string
	TrN   func(lang, id string, n int, data i18n.Args) string
	Style func(io.Writer) cmdutil.Style
	Self  func() string
}

// action reads the command line into Options and runs them (runF when
// given).
func action(f *cmdutil.Factory, runF func(*Options) error, c *cli.Context) error {
	o, err := newOptions(f, c)
	if err != nil {
		return err
	}
	o.IO, o.Tr, o.TrN, o.Style, o.Self = f.Streams(c), f.Tr, f.TrN, f.Style, f.Self
	if runF != nil {
		return runF(o)
	}
	return Run(o)
}

// Run opens the table of o (or the lobby) and serves it until its game
// ends or a signal stops it.
func Run(o *Options) error {
	ios := o.IO
	seats := make([]server.Seat, len(o.Seats))
	for i, st := range o.Seats {
		seats[i] = server.Seat{Name: st.Name, Bot: st.Bot}
	}
	if o.AuthorizedKeys != "" {
		if err := readSeatKeys(o.AuthorizedKeys, seats); err != nil {
			return err
		}
	}
	var game *host.Game
	if !o.Lobby {
		// The game's files are checked (and a new pad made) before the
		// server starts: a refusal writes nothing, not even a host key.
		if err := engine.CheckNames(seating.Names(o.Seats)); err != nil {
			return cmdutil.UsageError(err)
		}
		if o.Log != "" {
			if err := host.CheckLog(o.Log); err != nil {
				return cmdutil.UsageError(err)
			}
		}
		var err error
		if game, err = seating.NewGame(&o.Setup, "serve", o.Self()); err != nil {
			return err
		}
	}
	// serve saves the game on Ctrl-C, SIGTERM and SIGHUP itself, from
	// here on: a signal during a write, or before the table opened, must
	// reach it, not end the process.
	sig := make(chan os.Signal, 1)
	atomicfile.Notify(sig, cmdutil.LeaveSignals...)
	defer atomicfile.Stop(sig)
	l, err := net.Listen("tcp", o.Listen)
	if err != nil {
		return cmdutil.UsageError(cmdutil.CLIError("serve.listen", i18n.Args{"Addr": o.Listen, "Err": err}))
	}
	defer l.Close()
	keyPath := o.HostKey
	if keyPath == "" {
		if keyPath, err = server.DefaultHostKeyPath(); err != nil {
			return cmdutil.UsageError(i18n.At("--host-key", err))
		}
	}
	hostKey, made, err := server.LoadHostKey(keyPath)
	if err != nil {
		return cmdutil.UsageError(i18n.At("--host-key", err))
	}
	cfg := o.Server
	cfg.Lang, cfg.HostKey, cfg.Host = ios.Lang, hostKey, ios.ErrOut
	if o.Lobby {
		cfg.NewTable = NewTable(o.BotAfter)
	}
	srv, err := server.New(cfg)
	if err != nil {
		return err
	}
	defer srv.Close()
	key := hostKeyOf{signer: hostKey, made: made, path: keyPath}
	if o.Lobby {
		return serveLobby(o, srv, l, sig, key)
	}
	table, err := srv.Open(server.TableConfig{Game: o.Game, Seats: seats, Options: o.Options, Seed: o.Seed, Start: o.Start,
		Log: o.Log, Pad: o.Pad, Resume: o.Resume, ResumeFile: o.ResumeFile, Host: game, BotAfter: o.BotAfter})
	if err != nil {
		var re *engine.ResumeError
		if errors.As(err, &re) {
			return i18n.At("serve --resume: "+o.ResumeFile, err)
		}
		return cmdutil.UsageError(err)
	}
	serveKeyLines(o, key, l)
	addr := l.Addr().(*net.TCPAddr)
	if o.Resume != nil {
		fmt.Fprintln(ios.ErrOut, seating.ResumingLine(o.TrN, ios.Lang, &o.Setup))
	}
	if err := printJoinLines(o, table, joinHost(o.Listen), addr.Port); err != nil {
		return err
	}
	go srv.Serve(l)
	startConsole(ios, srv)
	return awaitTable(o, srv, table, sig)
}
