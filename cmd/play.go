package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/echo"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
	"tabletop/host"
	"tabletop/host/gamewords"
	"tabletop/internal/lineread"
)

func newPlayCmd(f *factory) *cli.Command {
	return f.command(&cli.Command{
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
			&cli.StringFlag{Name: "players", Aliases: []string{"p"}, Usage: "comma-separated seats in order: names for people, bot:NAME for bots (default: You against two bots on a terminal, three bots otherwise)"},
			&cli.Uint64Flag{Name: "seed", Usage: "seed `N` for every shuffle: the same seed and options give the same game", DefaultText: "a new seed each game, printed on stderr"},
			&cli.StringFlag{Name: "log", Usage: "write the whole game as YAML to `FILE` (replay it with 'tabletop replay')"},
			&cli.StringFlag{Name: "pad", Usage: "score pad `FILE` the rounds are added to (created when missing)"},
			&cli.StringFlag{Name: "resume", Usage: "continue the saved game in `LOG` with its seats, seed, options and pad"},
			&cli.StringFlag{Name: "start", Usage: "the `PLAYER` who starts (Mojo) or deals first (Makoto); default the first seat"},
			&cli.BoolFlag{Name: "series", Usage: "Makoto: play a whole series (one game per player, four with two players)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only round results and the final standings"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "tell every event, also of bots' moves (the cards bots draw included when no person plays)"},
			optionFlag(), variantFlag(), jsonFlag(), accessibleFlag(),
		},
		Action: playAction,
	})
}

// playSummary is play's --json output.
type playSummary = gamewords.Summary

// playOptions is everything play needs, read from its flags.
type playOptions struct {
	Game    engine.Ruleset
	Seats   []seat
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
	Quiet      bool
	// Verbose tells every event of every move.
	Verbose    bool
	JSON       bool
	Accessible bool
	// Forms asks people with the move form even when the input is not a
	// terminal (tests; on a terminal people play on the screen, or with
	// --accessible with the form's plain prompts).
	Forms bool
	// Leave, when not nil, is how a signal leaves the game (leave.go):
	// the game so far is saved and the exit code is 128 + the signal's.
	Leave *leaving
}

func playAction(c *cli.Context) error {
	o, err := newPlayOptions(c)
	if err != nil {
		return err
	}
	// play saves the game on Ctrl-C, SIGTERM and SIGHUP itself.
	o.Leave = startLeaving()
	defer o.Leave.Stop()
	return runPlay(o, streamsOf(c))
}

// newPlayOptions reads play's arguments and flags.
func newPlayOptions(c *cli.Context) (*playOptions, error) {
	if c.Bool("quiet") && c.Bool("verbose") {
		return nil, flagsConflict("--quiet", "--verbose")
	}
	if file := c.String("resume"); file != "" {
		return resumeOptions(c, file)
	}
	rs, err := gameArg(c)
	if err != nil {
		return nil, err
	}
	if c.NArg() > 1 {
		return nil, usageError(i18n.At("play", unexpectedArg(c.Args().Get(1))))
	}
	players := defaultPlayers(c)
	if players == "" && !c.IsSet("players") { // --players "" names no seat: refused below
		players = defaultSeats(isTerminal(c.App.Reader), streamsOf(c).Lang)
	}
	seats, err := parseSeats(rs, players)
	if err != nil {
		return nil, err
	}
	opts, start, seed, fresh, err := gameSetup(c, rs, seats)
	if err != nil {
		return nil, err
	}
	return &playOptions{
		Game: rs, Seats: seats, Options: opts, Seed: seed, FreshSeed: fresh, Start: start,
		Log: c.String("log"), Pad: c.String("pad"), Quiet: c.Bool("quiet"), Verbose: c.Bool("verbose"), JSON: c.Bool("json"), Accessible: c.Bool("accessible"),
	}, nil
}

// gameSetup reads what play and serve set up a new game with besides its
// seats: the rule options (--option, --variant, --series), the seat that
// starts (--start) and the seed (--seed, else a fresh one: fresh).
func gameSetup(c *cli.Context, rs engine.Ruleset, seats []seat) (opts engine.Options, start int, seed uint64, fresh bool, err error) {
	if opts, err = ruleOptions(c, rs); err != nil {
		return nil, 0, 0, false, err
	}
	if c.Bool("series") {
		if opts, err = setSeriesOption(rs, opts); err != nil {
			return nil, 0, 0, false, err
		}
	}
	if name := c.String("start"); name != "" {
		if start, err = seatIndex(seats, name); err != nil {
			return nil, 0, 0, false, usageError(i18n.At("--start", err))
		}
	}
	seed, fresh = c.Uint64("seed"), !c.IsSet("seed")
	if fresh {
		seed = story.FreshSeed()
	}
	return opts, start, seed, fresh, nil
}

// resumeOptions reads play --resume FILE: the game, seats, options and
// seed come from the log; the game goes on being written to it unless
// --log names another file.
func resumeOptions(c *cli.Context, file string) (*playOptions, error) {
	o, err := resumeFrom(c, file, "play", "arg.resume-flag", "arg.resume-game")
	if err != nil {
		return nil, err
	}
	o.Quiet, o.Verbose, o.JSON, o.Accessible = c.Bool("quiet"), c.Bool("verbose"), c.Bool("json"), c.Bool("accessible")
	return o, nil
}

// resumeFrom reads command --resume FILE (play, serve): the set-up flags
// come from the log and may not be given (refused with flagMsg), a game
// named must be the log's (gameMsg), and --log may name another file to
// go on writing to. The pad is the one the log records; --pad may name
// one only for a log that records none.
func resumeFrom(c *cli.Context, file, command, flagMsg, gameMsg string) (*playOptions, error) {
	for _, f := range []string{"players", "seed", "start", "series", "option", "variant"} {
		if c.IsSet(f) {
			return nil, usageError(cliError(flagMsg, map[string]any{"Flag": f}))
		}
	}
	o, err := resumeFromFile(file)
	if err != nil {
		return nil, err
	}
	if name := c.Args().First(); name != "" && !strings.EqualFold(name, o.Game.Name()) {
		return nil, usageError(cliError(gameMsg, map[string]any{"File": file, "Got": o.Game.Name(), "Want": name}))
	}
	if c.NArg() > 1 {
		return nil, usageError(i18n.At(command, unexpectedArg(c.Args().Get(1))))
	}
	if out := c.String("log"); out != "" {
		o.Log = out
	}
	if pad := c.String("pad"); pad != "" {
		if o.Pad != "" {
			return nil, usageError(cliError(flagMsg, map[string]any{"Flag": "pad"}))
		}
		o.Pad = pad
	}
	return o, nil
}

// resumeFromFile reads the saved game in file: its game, seats, options,
// seed and moves. The game goes on being written to file.
func resumeFromFile(file string) (*playOptions, error) {
	l, err := engine.LoadLog(file)
	if err != nil {
		return nil, err
	}
	rs, err := engine.Lookup(l.Game)
	if err != nil {
		return nil, usageError(i18n.At(file, err))
	}
	seats := make([]seat, len(l.Players))
	for i, p := range l.Players {
		seats[i] = seat{Name: p, Bot: l.Bots[p]}
		if seats[i].Bot == "" && strings.HasPrefix(p, botPrefix) && len(l.Bots) == 0 {
			// A log written before seats were recorded: "bot:greedy#2".
			b, _, _ := strings.Cut(strings.TrimPrefix(p, botPrefix), "#")
			seats[i].Bot = b
		}
		if b := seats[i].Bot; b != "" {
			if _, err := rs.NewBot(b, 0); err != nil {
				return nil, usageError(cliError("arg.log-bot", map[string]any{"File": file, "Seat": i + 1, "Bot": i18n.Quoted(b), "Game": rs.Name()}))
			}
		}
	}
	return &playOptions{
		Game: rs, Seats: seats, Options: l.Options, Seed: l.Seed, Start: l.Start,
		Resume: l, ResumeFile: file, Log: file, Pad: host.Recorded(file, l),
	}, nil
}

// runPlay plays the game of o, reading people's moves from ios.In.
func runPlay(o *playOptions, ios ioStreams) error {
	seats, opts, seed := o.Seats, o.Options, o.Seed
	if o.Log != "" {
		// Before the first move: a log that cannot be written would
		// otherwise fail only after the whole game.
		if err := host.CheckLog(o.Log); err != nil {
			return usageError(i18n.At("--log", err))
		}
	}
	g, err := newGame(o, "play")
	if err != nil {
		return err
	}

	asJSON := o.JSON
	stdinTTY := isTerminal(ios.In)
	agents, humans := playAgents(o, ios, (stdinTTY || o.Forms) && !asJSON)
	if asJSON && humans > 0 && stdinTTY {
		return usageError(cliError("arg.json-bots", nil))
	}
	t := newPlayTable(o, ios, g, humans)
	form := (stdinTTY || o.Forms) && !asJSON
	t.shared = form && humans > 1
	if o.FreshSeed && !t.shared {
		fmt.Fprintln(ios.ErrOut, tr(ios.Lang, "play.seed", map[string]any{"Seed": seed}))
	}
	if form && humans > 0 && stdinTTY && !o.Accessible && isTerminal(ios.ErrOut) {
		t.screen = startPlayScreen(o.Leave, ios.In, ios.ErrOut, ios.Lang, o.Game.Title(), styleFor(ios.ErrOut).On)
		t.outTTY = isTerminal(ios.Out)
		if o.Resume != nil {
			t.screen.send(t.typedBefore(o.Resume))
		}
	}
	for _, a := range agents {
		if h, ok := a.(*humanAgent); ok {
			h.table, h.screen = t, t.screen
		}
	}
	agents = g.Wrap(agents)
	t.start()
	t.waitOn(g.State())
	interrupted := tr(ios.Lang, "play.interrupted", nil)
	// A signal the game does not notice in time (a bot's long search)
	// is saved from the handler.
	o.Leave.OnForce(func() { t.abandon(interrupted) })
	runErr := t.run(agents)
	if t.screen != nil {
		// The terminal given back before anything more is written.
		t.screen.close()
	}
	if lerr := o.Leave.Err(); lerr != nil {
		runErr = lerr
	}
	if runErr != nil {
		var re *engine.ResumeError
		switch {
		case runErr == errQuit:
			// Quitting on purpose: saved, and no error.
			t.abandon(tr(ios.Lang, "play.you-quit", nil))
			return nil
		case isLeaving(runErr):
			t.abandon(interrupted)
			return runErr
		case runErr == errInputEnded:
			t.abandon("") // input that ended is saved to --log only
			return usageError(i18n.At("play", cliError("play.input-ended", nil)))
		case errors.As(runErr, &re):
			return i18n.At("play --resume: "+o.ResumeFile, runErr)
		}
		// A prompt that failed (a terminal gone): the game so far is kept.
		t.abandon(interrupted)
		return runErr
	}
	sum := summarize(g.State(), seats, opts, seed, g.Moves())
	sum.Log = o.Log
	if asJSON {
		return writeJSON(ios.Out, sum)
	}
	if t.screen != nil && t.outTTY {
		// The screen is gone: the last round stays above the standings.
		fmt.Fprintln(ios.Out, t.lastRound)
	}
	if err := printStandings(ios.Out, ios.Lang, styleFor(ios.Out), sum); err != nil {
		return err
	}
	t.tellSeed()
	return nil
}

// maxPlayLine is the longest line play's prompt reads whole, in bytes; a
// longer one is answered as a move it is not.
const maxPlayLine = 4096

// playInput reads the lines typed at play's prompts from r.
func playInput(r io.Reader) *lineread.Reader {
	return lineread.New(r, lineread.Options{Max: maxPlayLine, Keep: 4 * echo.MaxEcho})
}

// playAgents makes every seat's agent: a seeded bot, or a person asked on
// ios (with a form when form is set). humans counts the people.
func playAgents(o *playOptions, ios ioStreams, form bool) (agents []engine.Agent, humans int) {
	in := playInput(o.Leave.reader(ios.In))
	agents = make([]engine.Agent, len(o.Seats))
	people := 0
	for _, st := range o.Seats {
		if st.Bot == "" {
			people++
		}
	}
	var hs *hotSeat
	if form && people > 1 {
		hs = &hotSeat{last: -1}
	}
	var formIn io.Reader = ios.In // the screen and forms read it themselves
	if o.Accessible {
		// Accessible prompts read lines, and take the end of input for
		// the default answer: notice it, so that Ctrl-D stops the game
		// instead.
		formIn = &eofReader{r: o.Leave.reader(ios.In)}
	}
	for i, st := range o.Seats {
		if st.Bot != "" {
			agents[i], _ = o.Game.NewBot(st.Bot, engine.DeriveSeed(o.Seed, uint64(i)+1))
			continue
		}
		humans++
		agents[i] = &humanAgent{
			name: st.Name, lang: ios.Lang, seat: i, in: in, view: ios.Out, prompt: ios.ErrOut,
			form: form, accessible: o.Accessible, leave: o.Leave,
			formIn: formIn, formOut: ios.ErrOut, hotSeat: hs,
		}
	}
	return agents, humans
}

// newGame sets up the game of o with the host (play, serve: command):
// its log, its pad and a resumed game's moves. A pad of another game and a
// resumed game that is over are bad input; a log whose moves cannot be
// made again names command --resume.
func newGame(o *playOptions, command string) (*host.Game, error) {
	seats := make([]host.Seat, len(o.Seats))
	for i, st := range o.Seats {
		seats[i] = host.Seat{Name: st.Name, Bot: st.Bot}
	}
	g, err := host.New(host.Config{Game: o.Game, Seats: seats, Options: o.Options, Seed: o.Seed, Start: o.Start,
		Log: o.Log, Pad: o.Pad, Resume: o.Resume, ResumeFile: o.ResumeFile, Face: command, Self: selfCommand()})
	var re *host.ReplayError
	switch {
	case err == nil:
		return g, nil
	case errors.As(err, &re):
		return nil, i18n.At(command+" --resume", re.Err)
	}
	return nil, usageError(err)
}

// resumingLine says which saved game goes on, after how many moves, and
// the pad it writes.
func resumingLine(lang string, o *playOptions) string {
	args := map[string]any{"File": o.ResumeFile}
	if o.Pad == "" {
		return trN(lang, "play.resuming", len(o.Resume.Moves), args)
	}
	args["Pad"] = o.Pad
	return trN(lang, "play.resuming-pad", len(o.Resume.Moves), args)
}

// setSeriesOption switches on the ruleset's series option.
func setSeriesOption(rs engine.Ruleset, opts engine.Options) (engine.Options, error) {
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
	return nil, usageError(cliError("arg.no-series", map[string]any{"Game": rs.Name()}))
}

// summarize is how the game of s, whose seats are seats, ended after
// moves moves (gamewords.Summarize).
func summarize(s engine.State, seats []seat, opts engine.Options, seed uint64, moves int) playSummary {
	bots := make([]string, len(seats))
	for i, st := range seats {
		bots[i] = st.Bot
	}
	return gamewords.Summarize(s, names(seats), bots, opts, seed, moves)
}

// printStandings prints the final standings of sum (gamewords.Standings).
func printStandings(w io.Writer, lang string, sty style, sum playSummary) error {
	return gamewords.Standings(w, lang, sty.On, sum)
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
