// Package sim is the sim command: it plays many games between bots on all
// cores, checking the rules engine's invariants after every move, and
// reports win rates, game lengths and the game's statistics (engine/sim
// plays them). Its words are in cmd's catalogue (cmd/locales).
package sim

import (
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/progress"
	"tabletop/cmd/internal/seating"
	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/mcts"
	"tabletop/engine/sim"
	"tabletop/host/gamewords"
)

// NewCmdSim builds the sim command from f. When runF is not nil the
// command, once its flags and arguments are read into Options, calls runF
// instead of playing the games (the tests of its flags).
func NewCmdSim(f *cmdutil.Factory, runF func(*Options) error) *cli.Command {
	return f.Command(&cli.Command{
		Name:      "sim",
		Usage:     "play many games between bots on all cores, checking the rules engine",
		ArgsUsage: "GAME",
		Description: `The simulated mode: plays complete games between bots, checks the engine's
invariants after every move (no card created or lost, counts consistent,
legal moves empty exactly when the game is over) and reports win rates and
game lengths. Game i uses a seed derived from --seed and i, so the same seed
and options give the same results on any number of cores. --bots assigns
the bots to the seats in turn; every seat's and every bot's win rate comes
with its 95% (Wilson) interval. Bots: random, greedy, mcts (a search;
mcts:N searches N iterations a move).

Examples:
   tabletop sim mojo --players 4 --games 100000 --seed 1
   tabletop sim mojo --players 4 --games 20000 --bots greedy,random --json
   tabletop sim mojo --players 4 --games 400 --bots mcts,greedy,greedy,greedy --seed 1
   tabletop sim makoto --players 5 --games 20000 --seed 1 --json
   tabletop sim mojo --players 3 --games 2000 --check deep    # clones, notation and log round trips too
   tabletop sim mojo --players 4 --games 1000000 --check none --json   # the bare engine's speed
   tabletop sim makoto --players 4 --games 20000 --csv games.csv

--json adds the game's statistics under "stats" (rates and averages) and
"counters" (their raw totals): for Mojo rounds per game, turns per round,
how often the holder of the Mojo card takes the +10 face, reshuffles per
round, and how rounds end (an emptied hand or the last face-down card
turned up); for Makoto tricks per game, how often each reward card is
taken, and points from cards, rewards and the Curtain bonus. win_rates
holds every seat's win rate, so the rate by position at the table: in
Mojo seat 1 plays first; in Makoto seat 1 deals the first game and seat 2
plays first.`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "players", Aliases: []string{"p"}, Usage: "number `N` of seats", Value: 4},
			&cli.IntFlag{Name: "games", Aliases: []string{"n"}, Usage: "number `N` of games", Value: 10000},
			&cli.StringFlag{Name: "bots", Usage: "bot `NAMES` assigned to the seats in turn", Value: "random"},
			seedFlag(),
			&cli.IntFlag{Name: "workers", Usage: "`N` parallel workers", DefaultText: "every core"},
			&cli.StringFlag{Name: "check", Usage: "`LEVEL` of checks after every move: none (the bare engine's speed), cheap (the engine's invariants) or deep (also clones, notation round trips and log replay; slower)", Value: "cheap"},
			&cli.BoolFlag{Name: "deep", Usage: "the same as --check deep"},
			&cli.StringFlag{Name: "csv", Usage: "also write one row per game to `FILE` (seed, moves, rounds, winners and the game's counters)"},
			&cli.BoolFlag{Name: "series", Usage: "Makoto: every game is a whole series"},
			cmdutil.OptionFlag(), cmdutil.VariantFlag(), cmdutil.JSONFlag(),
		},
		Action: func(c *cli.Context) error { return action(f, runF, c) },
	})
}

func seedFlag() cli.Flag {
	return &cli.Uint64Flag{
		Name:  "seed",
		Usage: "seed `N` for every shuffle: the same seed and options give the same game",
		Value: 1,
	}
}

// report is sim's --json output: the engine's result, every seat's and
// every bot's win rate with its 95% (Wilson) interval, and timing.
type report struct {
	sim.Result
	WinRates    []seatRate    `json:"win_rates"`
	ByBot       []sim.BotRate `json:"by_bot"`
	ElapsedSec  float64       `json:"elapsed_sec"`
	GamesPerSec float64       `json:"games_per_sec"`
	Workers     int           `json:"workers"`
}

// seatRate is one seat's share of games won with its 95% interval.
type seatRate struct {
	Seat    int     `json:"seat"`
	Bot     string  `json:"bot"`
	WinRate float64 `json:"win_rate"`
	CILow   float64 `json:"ci95_low"`
	CIHigh  float64 `json:"ci95_high"`
}

func seatRates(r sim.Result) []seatRate {
	out := make([]seatRate, r.Players)
	for i := range out {
		lo, hi := sim.Wilson(r.Wins[i], r.Games)
		out[i] = seatRate{Seat: i + 1, Bot: r.Bots[i], CILow: lo, CIHigh: hi}
		if r.Games > 0 { // none when interrupted before the first game ended
			out[i].WinRate = float64(r.Wins[i]) / float64(r.Games)
		}
	}
	return out
}

// Options is everything sim needs, read from its arguments and flags.
type Options struct {
	Game engine.Ruleset
	Sim  sim.Options
	JSON bool
	CSV  string // --csv: the file for one row per game ("": none)
	// Leave, when not nil, is how a signal stops the games (cmdutil.Leaving):
	// the report covers the games finished, marked partial.
	Leave cmdutil.GameLeaver
	// IO, Tr and TrN are the streams and the message lookups the command
	// runs with (from the factory).
	IO  cmdutil.IOStreams
	Tr  func(lang, id string, data i18n.Args) string
	TrN func(lang, id string, n int, data i18n.Args) string
	// Style is the style for writing to a writer (colours on a terminal).
	Style func(io.Writer) cmdutil.Style
}

// action reads the command line into Options and runs them (runF when
// given), a signal stopping the games.
func action(f *cmdutil.Factory, runF func(*Options) error, c *cli.Context) error {
	o, err := optionsFrom(f, c)
	if err != nil {
		return err
	}
	if runF != nil {
		return runF(o)
	}
	o.Leave = f.StartLeaving()
	defer o.Leave.Stop()
	return Run(o)
}

// optionsFrom reads sim's arguments and flags.
func optionsFrom(f *cmdutil.Factory, c *cli.Context) (*Options, error) {
	rs, err := f.GameArg(c)
	if err != nil {
		return nil, err
	}
	players, games := c.Int("players"), c.Int("games")
	if players < rs.MinPlayers() || players > rs.MaxPlayers() {
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.players-count", i18n.Args{"Game": rs.Title(), "Min": rs.MinPlayers(), "Count": rs.MaxPlayers(), "N": players}))
	}
	if games < 1 {
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.games-min", i18n.Args{"N": games}))
	}
	opts, err := f.RuleOptions(c, rs)
	if err != nil {
		return nil, err
	}
	if c.Bool("series") {
		if opts, err = seating.SeriesOption(rs, opts); err != nil {
			return nil, err
		}
	}
	bots := strings.Split(c.String("bots"), ",")
	for i, b := range bots {
		bots[i] = strings.TrimPrefix(strings.TrimSpace(b), botPrefix)
		if _, ok, err := mcts.ParseName(rs.Name(), bots[i], 1); ok && err != nil {
			return nil, cmdutil.UsageError(i18n.At("--bots", err)) // mcts:N out of range
		}
		if _, err := rs.NewBot(bots[i], 0); err != nil {
			return nil, cmdutil.UsageError(cmdutil.CLIError("arg.bots-unknown", i18n.Args{"Bot": i18n.Quoted(bots[i]), "Game": rs.Title(), "Bots": strings.Join(rs.Bots(), ", ")}))
		}
	}
	level, err := checkLevel(c)
	if err != nil {
		return nil, err
	}
	workers := c.Int("workers")
	if workers < 0 {
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.workers", i18n.Args{"N": workers}))
	}
	csvFile := c.String("csv")
	if c.IsSet("csv") && csvFile == "" {
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.csv-name", nil))
	}
	if csvFile != "" {
		// Refused before the games are played, not after.
		if err := fileio.CheckReplace(csvFile, ""); err != nil {
			return nil, cmdutil.UsageError(i18n.At("--csv", err))
		}
		if err := fileio.CheckWritable(csvFile); err != nil {
			return nil, cmdutil.UsageError(i18n.At("--csv", err))
		}
	}
	return &Options{Game: rs, JSON: c.Bool("json"), CSV: csvFile, IO: f.Streams(c), Tr: f.Tr, TrN: f.TrN, Style: f.Style, Sim: sim.Options{
		Config: engine.Config{Players: players, Options: opts, Seed: c.Uint64("seed")},
		Games:  games, Bots: bots, Workers: workers, Level: level, Stats: true, PerGame: csvFile != "",
	}}, nil
}

// Run plays o's games and reports on them on o.IO.
func Run(o *Options) error {
	rs, so, ios := o.Game, o.Sim, o.IO
	games, workers := so.Games, so.Workers
	var bar *progress.Bar
	if cmdutil.IsTerminal(ios.ErrOut) {
		// A bar on a terminal only, never on a pipe or in a file.
		bar = progress.Start(ios.ErrOut, games, o.Tr(ios.Lang, "sim-bar.games", nil), o.Tr(ios.Lang, "sim-bar.games-its", nil))
		so.Progress = bar.Update
	}
	if o.Leave != nil {
		// A signal stops the games; the report covers those finished.
		so.Stop = new(atomic.Bool)
		stopped := make(chan struct{})
		defer close(stopped)
		go func() {
			select {
			case <-o.Leave.Context().Done():
				so.Stop.Store(true)
			case <-stopped:
			}
		}()
	}
	begin := time.Now()
	res, err := sim.Run(rs, so)
	bar.Stop()
	if err != nil {
		return cmdutil.UsageError(err)
	}
	elapsed := time.Since(begin)
	if o.CSV != "" {
		if err := writeCSV(o.CSV, rs, res); err != nil {
			return err
		}
	}
	rep := report{Result: res, WinRates: seatRates(res), ByBot: res.ByBot(), ElapsedSec: elapsed.Seconds(), Workers: effectiveWorkers(workers, games)}
	if s := elapsed.Seconds(); s > 0 {
		rep.GamesPerSec = float64(res.Games) / s
	}
	if o.JSON {
		if err := cmdutil.WriteJSON(ios.Out, rep); err != nil {
			return err
		}
	} else if err := o.print(ios.Out, ios.Lang, o.Style(ios.Out), rep); err != nil {
		return err
	}
	if o.Leave != nil {
		if err := o.Leave.Err(); err != nil {
			return err
		}
	}
	if res.InvariantViolations > 0 {
		return cmdutil.VerdictError(cmdutil.CLIError("sim-error.invariant", i18n.Args{"Count": res.InvariantViolations, "First": firstViolation(res)}))
	}
	return nil
}

// botPrefix marks a bot in a list of players (play's --players
// bot:greedy): --bots takes the names with it or without.
const botPrefix = "bot:"

// firstViolation is the first invariant violation of res, to be told in
// the person's language when it is an error.
func firstViolation(res sim.Result) any {
	if len(res.ViolationErrs) > 0 && res.ViolationErrs[0] != nil {
		return res.ViolationErrs[0]
	}
	return res.Violations[0]
}

func effectiveWorkers(w, games int) int {
	if w <= 0 {
		w = runtime.GOMAXPROCS(0)
	}
	return min(w, games)
}

func percent(lang string, x float64) string { return i18n.Percent(lang, x, 1) }

func (o *Options) interval(lang string, lo, hi float64) string {
	return o.Tr(lang, "sim.interval", i18n.Args{"Low": percent(lang, lo), "High": percent(lang, hi)})
}

// gameWords is what one simulated game is counted as (i18n.Games, or
// i18n.Series for a whole series of Makoto) and the message of the moves
// line, by what the game calls its rounds (engine.RoundWordOf): Mojo's
// rounds, Makoto's games on their own or in a series. So no game reads
// another's word.
func (o *Options) gameWords() (runs, moves string) {
	if engine.RoundWordOf(o.Game) == engine.WordRound {
		return i18n.Games, "sim.moves.round"
	}
	if o.series() {
		return i18n.Series, "sim.moves.series"
	}
	return i18n.Games, "sim.moves.game"
}

// series says whether every simulated game is a whole series: the game's
// "series" option set to another value than its default.
func (o *Options) series() bool {
	for _, spec := range o.Game.Options() {
		if spec.Key == "series" {
			v, ok := o.Sim.Config.Options["series"]
			return ok && v != spec.Default
		}
	}
	return false
}

// print prints sim's report for people, in lang.
func (o *Options) print(w io.Writer, lang string, sty cmdutil.Style, r report) error {
	tr, trN, interval := o.Tr, o.TrN, o.interval
	runs, moves := o.gameWords()
	fmt.Fprintf(w, "%s%s%s\n", sty.Bold(r.Game), i18n.Sep(lang, ": "), tr(lang, "sim.header", i18n.Args{"Games": i18n.Count(lang, runs, r.Games),
		"Players": i18n.Count(lang, i18n.Players, r.Players), "Seed": r.Seed, "Options": r.Options}))
	if r.Games == 0 {
		// Interrupted before the first game ended: nothing to count.
		fmt.Fprintln(w, sty.Bold(trN(lang, "sim.partial", r.GamesRequested, i18n.Args{"Games": r.Games})))
		return nil
	}
	rows := make([][]string, r.Players)
	for i, sr := range r.WinRates {
		rows[i] = []string{strconv.Itoa(i + 1), r.Bots[i], i18n.Int(lang, r.Wins[i]), percent(lang, sr.WinRate), interval(lang, sr.CILow, sr.CIHigh)}
	}
	word := func(id string) string { return tr(lang, "sim."+id, nil) }
	if err := gamewords.Table(w, []string{word("seat"), word("bot"), word("wins"), word("win-rate"), word("ci")}, rows, nil); err != nil {
		return err
	}
	if len(r.ByBot) > 1 {
		rows = rows[:0]
		for _, b := range r.ByBot {
			rows = append(rows, []string{b.Bot, i18n.Int(lang, b.Seats), i18n.Int(lang, b.Wins), percent(lang, b.WinRate), interval(lang, b.CILow, b.CIHigh)})
		}
		fmt.Fprintln(w, word("by-bot"))
		if err := gamewords.Table(w, []string{word("bot"), word("seats"), word("wins"), word("win-rate"), word("ci")}, rows, nil); err != nil {
			return err
		}
	}
	g := float64(r.Games)
	fmt.Fprintln(w, tr(lang, moves, i18n.Args{"Moves": i18n.Int(lang, int(r.Moves)), "PerGame": i18n.Decimal(lang, float64(r.Moves)/g, 1),
		"Min": i18n.Int(lang, r.MinMoves), "Max": i18n.Int(lang, r.MaxMoves), "Rounds": i18n.Int(lang, int(r.Rounds)), "RoundsPerGame": i18n.Decimal(lang, float64(r.Rounds)/g, 2),
		"MinRounds": i18n.Int(lang, r.MinRounds), "MaxRounds": i18n.Int(lang, r.MaxRounds), "PerRound": i18n.Decimal(lang, float64(r.Moves)/max(float64(r.Rounds), 1), 1)}))
	o.printStats(w, lang, r.Game, r.Stats)
	fmt.Fprintln(w, tr(lang, "sim.speed", i18n.Args{"Shared": i18n.Int(lang, r.SharedWins), "Speed": i18n.Decimal(lang, r.GamesPerSec, 0),
		"Workers": trN(lang, "sim.workers", r.Workers, nil), "Elapsed": i18n.Decimal(lang, r.ElapsedSec, 2)}))
	if r.InvariantViolations == 0 {
		fmt.Fprintln(w, tr(lang, "sim.violations", i18n.Args{"N": sty.Green("0")}))
	} else {
		fmt.Fprintln(w, tr(lang, "sim.violations", i18n.Args{"N": sty.Red(strconv.Itoa(r.InvariantViolations))}))
		for i, v := range r.Violations {
			if i < len(r.ViolationErrs) && r.ViolationErrs[i] != nil {
				v = i18n.ErrorIn(lang, r.ViolationErrs[i])
			}
			fmt.Fprintf(w, "  %s\n", v)
		}
	}
	if r.Partial {
		fmt.Fprintln(w, sty.Bold(trN(lang, "sim.partial", r.GamesRequested, i18n.Args{"Games": r.Games})))
	}
	return nil
}
