package seating

import (
	"errors"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
	"tabletop/host"
	"tabletop/host/gamewords"
)

// Setup is the game play and serve set up: read from the flags, or from
// a saved game's log.
type Setup struct {
	Game    engine.Ruleset
	Seats   []Seat
	Options engine.Options
	Seed    uint64
	// FreshSeed is set when the seed was drawn for this game (no --seed):
	// play says which it is.
	FreshSeed bool
	// Start is the seat that starts (Mojo) or deals first (Makoto).
	Start int
	// Log is the file the game is written to after every move ("": none,
	// unless the game is abandoned: then a new name, host.SaveName).
	Log string
	// Pad is the score pad every finished round is written to ("": none):
	// a resumed game's is the one its log records.
	Pad string
	// Resume is a saved game to continue (nil: a new game), read from
	// ResumeFile.
	Resume     *engine.GameLog
	ResumeFile string
}

// GameSetup reads what play and serve set up a new game with besides its
// seats: the rule options (--option, --variant, --series), the seat that
// starts (--start) and the seed (--seed, else a fresh one: fresh).
func GameSetup(f *cmdutil.Factory, c *cli.Context, rs engine.Ruleset, seats []Seat) (opts engine.Options, start int, seed uint64, fresh bool, err error) {
	if opts, err = f.RuleOptions(c, rs); err != nil {
		return nil, 0, 0, false, err
	}
	if c.Bool("series") {
		if opts, err = SeriesOption(rs, opts); err != nil {
			return nil, 0, 0, false, err
		}
	}
	if name := c.String("start"); name != "" {
		if start, err = SeatIndex(seats, name); err != nil {
			return nil, 0, 0, false, cmdutil.UsageError(i18n.At("--start", err))
		}
	}
	seed, fresh = c.Uint64("seed"), !c.IsSet("seed")
	if fresh {
		seed = story.FreshSeed()
	}
	return opts, start, seed, fresh, nil
}

// ResumeFrom reads command --resume FILE (play, serve): the set-up flags
// come from the log and may not be given (refused with flagMsg), a game
// named must be the log's (gameMsg), and --log may name another file to
// go on writing to. The pad is the one the log records; --pad may name
// one only for a log that records none.
func ResumeFrom(c *cli.Context, file, command, flagMsg, gameMsg string) (*Setup, error) {
	for _, f := range []string{"players", "seed", "start", "series", "option", "variant"} {
		if c.IsSet(f) {
			return nil, cmdutil.UsageError(cmdutil.CLIError(flagMsg, i18n.Args{"Flag": f}))
		}
	}
	o, err := FromLog(file)
	if err != nil {
		return nil, err
	}
	if name := c.Args().First(); name != "" && !strings.EqualFold(name, o.Game.Name()) {
		return nil, cmdutil.UsageError(cmdutil.CLIError(gameMsg, i18n.Args{"File": file, "Got": o.Game.Name(), "Want": name}))
	}
	if c.NArg() > 1 {
		return nil, cmdutil.UsageError(i18n.At(command, UnexpectedArg(c.Args().Get(1))))
	}
	if out := c.String("log"); out != "" {
		o.Log = out
	}
	if pad := c.String("pad"); pad != "" {
		if o.Pad != "" {
			return nil, cmdutil.UsageError(cmdutil.CLIError(flagMsg, i18n.Args{"Flag": "pad"}))
		}
		o.Pad = pad
	}
	return o, nil
}

// FromLog reads the saved game in file: its game, seats, options, seed
// and moves. The game goes on being written to file.
func FromLog(file string) (*Setup, error) {
	l, err := engine.LoadLog(file)
	if err != nil {
		return nil, err
	}
	rs, err := engine.Lookup(l.Game)
	if err != nil {
		return nil, cmdutil.UsageError(i18n.At(file, err))
	}
	seats := make([]Seat, len(l.Players))
	for i, p := range l.Players {
		seats[i] = Seat{Name: p, Bot: l.Bots[p]}
		if seats[i].Bot == "" && strings.HasPrefix(p, BotPrefix) && len(l.Bots) == 0 {
			// A log written before seats were recorded: "bot:greedy#2".
			b, _, _ := strings.Cut(strings.TrimPrefix(p, BotPrefix), "#")
			seats[i].Bot = b
		}
		if b := seats[i].Bot; b != "" {
			if _, err := rs.NewBot(b, 0); err != nil {
				return nil, cmdutil.UsageError(cmdutil.CLIError("arg.log-bot", i18n.Args{"File": file, "Seat": i + 1, "Bot": i18n.Quoted(b), "Game": rs.Title()}))
			}
		}
	}
	return &Setup{
		Game: rs, Seats: seats, Options: l.Options, Seed: l.Seed, Start: l.Start,
		Resume: l, ResumeFile: file, Log: file, Pad: host.Recorded(file, l),
	}, nil
}

// NewGame sets up the game of o with the host (play, serve: command; self
// is how the user runs tabletop): its log, its pad and a resumed game's
// moves. A pad of another game and a resumed game that is over are bad
// input; a log whose moves cannot be made again names command --resume.
func NewGame(o *Setup, command, self string) (*host.Game, error) {
	seats := make([]host.Seat, len(o.Seats))
	for i, st := range o.Seats {
		seats[i] = host.Seat{Name: st.Name, Bot: st.Bot}
	}
	g, err := host.New(host.Config{Game: o.Game, Seats: seats, Options: o.Options, Seed: o.Seed, Start: o.Start,
		Log: o.Log, Pad: o.Pad, Resume: o.Resume, ResumeFile: o.ResumeFile, Face: command, Self: self})
	var re *host.ReplayError
	switch {
	case err == nil:
		return g, nil
	case errors.As(err, &re):
		return nil, i18n.At(command+" --resume", re.Err)
	}
	return nil, cmdutil.UsageError(err)
}

// ResumingLine says which saved game goes on, after how many moves, and
// the pad it writes (trN tells the commands' messages).
func ResumingLine(trN func(lang, id string, n int, data i18n.Args) string, lang string, o *Setup) string {
	args := i18n.Args{"File": o.ResumeFile}
	if o.Pad == "" {
		return trN(lang, "play.resuming", len(o.Resume.Moves), args)
	}
	args["Pad"] = o.Pad
	return trN(lang, "play.resuming-pad", len(o.Resume.Moves), args)
}

// SeriesOption switches on the ruleset's series option.
func SeriesOption(rs engine.Ruleset, opts engine.Options) (engine.Options, error) {
	for _, o := range rs.Options() {
		if o.Key == "series" {
			for _, v := range o.Values {
				if v != o.Default {
					opts["series"] = v
					return opts, nil
				}
			}
		}
	}
	return nil, cmdutil.UsageError(cmdutil.CLIError("arg.no-series", i18n.Args{"Game": rs.Title()}))
}

// People counts the seats that are people's.
func People(seats []Seat) int {
	n := 0
	for _, st := range seats {
		if st.Bot == "" {
			n++
		}
	}
	return n
}

// Summarize is how the game of s, set up as o, ended after moves moves
// (gamewords.Summarize).
func Summarize(s engine.State, o *Setup, moves int) gamewords.Summary {
	bots := make([]string, len(o.Seats))
	for i, st := range o.Seats {
		bots[i] = st.Bot
	}
	return gamewords.Summarize(s, Names(o.Seats), bots, o.Options, o.Seed, moves)
}

// Standings prints the final standings of sum (gamewords.Standings).
func Standings(w io.Writer, lang string, sty cmdutil.Style, sum gamewords.Summary) error {
	return gamewords.Standings(w, lang, sty.On, sum)
}

// UnexpectedArg is the complaint about a command-line argument a command
// does not take.
func UnexpectedArg(arg string) error {
	return cmdutil.CLIError("error.unexpected-arg", i18n.Args{"Arg": i18n.Quoted(arg)})
}
