// Package play is the play command: a whole digital game against bots or
// hot-seat, on a terminal's screen, with forms or with lines of move
// notation. Its words are in cmd's catalogue (cmd/locales).
package play

import (
	"io"

	"github.com/charmbracelet/huh"
	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/seating"
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// NewCmdPlay builds the play command from f. When runF is not nil the
// command, once its flags and arguments are read into Options, calls runF
// instead of playing (the tests of its flags).
func NewCmdPlay(f *cmdutil.Factory, runF func(*Options) error) *cli.Command {
	return f.Command(&cli.Command{
		Name:      "play",
		Usage:     "play a full digital game against bots or hot-seat",
		ArgsUsage: "GAME",
		Description: `Plays a whole game (Mojo: rounds until a total reaches 50; Makoto: one game,
or a series with --series). Seats are people or bots: bot:random,
bot:greedy, bot:mcts (a search; bot:mcts:N searches N iterations a move). On
a terminal people play on one screen: the table as the person to move sees
it, the moves as they happen, that person's moves to choose from (↑↓, Enter)
and a line to type a move in at any time (Tab completes it, ↑↓ or Ctrl-P/N
recall earlier lines); ? then Enter, or F1, is the hint: the moves ranked
best first by the mcts search, which sees only that person's cards and the
table, with the cursor on the best. Otherwise a person reads one line of
move notation per move from stdin (? lists the legal moves and what each
does, then the hint); --accessible asks with plain prompts. With only bots
the game runs to the end by itself (--verbose tells every event). In a
Makoto series the box lid is never a separate question: its holder finds
"lid take C" among their own choices when they are to move (the turn goes
on); out of turn, a person holder's move is typed at any person's prompt as
NAME: lid take C (the screen's list offers it too), and a bot holder uses
it by itself. The log records it under the holder's name.

Every game is new unless --seed repeats one: the seed is printed on stderr
and written into the log. Several people at one screen pass it on between
their turns, so that nobody sees another's hand. Ctrl-C or quit saves the
game so far (to --log, else to a new file GAME-YYYYMMDD-HHMM.yaml) and
--resume continues it with the same seats. --pad writes every round to a
score pad too; the log records it, and --resume goes on writing it.

Examples:
   tabletop play mojo --players Ann,bot:greedy,bot:random
   tabletop play mojo --players bot:greedy,bot:random,bot:random,bot:random --seed 7 --log game.yaml
   tabletop play mojo --players Ann,Ben --variant two-piles
   tabletop play makoto --players Ann,bot:greedy,bot:greedy --series
   tabletop play mojo --players Ann,bot:greedy --log game.yaml --pad night.yaml
   tabletop play --resume mojo-20261128-2130.yaml
   echo "play 8" | tabletop play mojo --players Ann,bot:random --seed 3`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "players", Aliases: []string{"p"}, Usage: "comma-separated `SEATS` in order: names for people, bot:NAME for bots (default: You against two bots on a terminal, three bots otherwise)"},
			&cli.Uint64Flag{Name: "seed", Usage: "seed `N` for every shuffle: the same seed and options give the same game", DefaultText: "a new seed each game, printed on stderr"},
			&cli.StringFlag{Name: "log", Usage: "write the whole game as YAML to `FILE` (replay it with 'tabletop replay')"},
			&cli.StringFlag{Name: "pad", Usage: "score pad `FILE` the rounds are added to (created when missing)"},
			&cli.StringFlag{Name: "resume", Usage: "continue the saved game in `LOG` with its seats, seed, options and pad"},
			&cli.StringFlag{Name: "start", Usage: "the `PLAYER` who starts (Mojo) or deals first (Makoto); default the first seat"},
			&cli.BoolFlag{Name: "series", Usage: "Makoto: play a whole series (one game per player, four with two players)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only round results and the final standings"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "tell every event, also of bots' moves (the cards bots draw included when no person plays)"},
			cmdutil.OptionFlag(), cmdutil.VariantFlag(), cmdutil.JSONFlag(), cmdutil.AccessibleFlag(),
		},
		Action: func(c *cli.Context) error { return action(f, runF, c) },
	})
}

// Options is everything play needs, read from its arguments and flags.
type Options struct {
	// Setup is the game: its seats, options, seed, files, a resumed log.
	seating.Setup
	Quiet bool
	// Verbose tells every event of every move.
	Verbose    bool
	JSON       bool
	Accessible bool
	// Forms asks people with the move form even when the input is not a
	// terminal (tests; on a terminal people play on the screen, or with
	// --accessible with the form's plain prompts).
	Forms bool
	// Leave, when not nil, is how a signal leaves the game: the game so
	// far is saved and the exit code is 128 + the signal's.
	Leave cmdutil.GameLeaver
	// IO, Tr, TrN, Style, Self and FormKeys are the streams, the message
	// lookups, the styles, the program's name and the forms' keys the
	// command runs with (from the factory).
	IO       cmdutil.IOStreams
	Tr       func(lang, id string, data i18n.Args) string
	TrN      func(lang, id string, n int, data i18n.Args) string
	Style    func(io.Writer) cmdutil.Style
	Self     func() string
	FormKeys func(lang string) *huh.KeyMap
}

// action reads the command line into Options and runs them (runF when
// given).
func action(f *cmdutil.Factory, runF func(*Options) error, c *cli.Context) error {
	o, err := newOptions(f, c)
	if err != nil {
		return err
	}
	o.IO, o.Tr, o.TrN, o.Style, o.Self, o.FormKeys = f.Streams(c), f.Tr, f.TrN, f.Style, f.Self, f.FormKeys
	if runF != nil {
		return runF(o)
	}
	// play saves the game on Ctrl-C, SIGTERM and SIGHUP itself.
	o.Leave = f.StartLeaving()
	defer o.Leave.Stop()
	return Run(o)
}

// newOptions reads play's arguments and flags.
func newOptions(f *cmdutil.Factory, c *cli.Context) (*Options, error) {
	if c.Bool("quiet") && c.Bool("verbose") {
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.flags-conflict", i18n.Args{"A": engine.Shown("--quiet"), "B": engine.Shown("--verbose")}))
	}
	o := &Options{Quiet: c.Bool("quiet"), Verbose: c.Bool("verbose"), JSON: c.Bool("json"), Accessible: c.Bool("accessible")}
	if file := c.String("resume"); file != "" {
		// The game, seats, options and seed come from the log; the game
		// goes on being written to it unless --log names another file.
		setup, err := seating.ResumeFrom(c, file, "play", "arg.resume-flag", "arg.resume-game")
		if err != nil {
			return nil, err
		}
		o.Setup = *setup
		return o, nil
	}
	rs, err := f.GameArg(c)
	if err != nil {
		return nil, err
	}
	if c.NArg() > 1 {
		return nil, cmdutil.UsageError(i18n.At("play", seating.UnexpectedArg(c.Args().Get(1))))
	}
	players := f.DefaultPlayers(c)
	if players == "" && !c.IsSet("players") { // --players "" names no seat: refused below
		players = defaultSeats(cmdutil.IsTerminal(c.App.Reader), f.Streams(c).Lang)
	}
	seats, err := seating.ParseSeats(rs, players)
	if err != nil {
		return nil, err
	}
	opts, start, seed, fresh, err := seating.GameSetup(f, c, rs, seats)
	if err != nil {
		return nil, err
	}
	o.Setup = seating.Setup{Game: rs, Seats: seats, Options: opts, Seed: seed, FreshSeed: fresh, Start: start,
		Log: c.String("log"), Pad: c.String("pad")}
	return o, nil
}

// defaultSeats is who plays without --players: you against two bots when
// someone is at the terminal (your seat named with lang's word for the
// person, "You", "Ty", "Vous", "Вы", so that the screen names it in your
// language and speaks to it in the second person), else three bots by
// themselves.
func defaultSeats(terminal bool, lang string) string {
	if terminal {
		return i18n.PersonWord(lang) + ",bot:greedy,bot:random"
	}
	return "bot:greedy,bot:greedy,bot:random"
}
