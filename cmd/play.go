package cmd

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
)

func init() { register(playCommand) }

var playCommand = &cli.Command{
	Name:      "play",
	Usage:     "play a full digital game against bots or hot-seat",
	ArgsUsage: "GAME",
	Description: `Plays a whole game (Mojo: rounds until a total reaches 50; Makoto: one
game, or a series with --series). Seats are people or bots: bot:random,
bot:greedy. A person is asked for each move with a form on a terminal, or
reads one line of move notation per move from stdin otherwise (? lists the
legal moves). With only bots the game runs to the end by itself. In a Makoto
series the box lid is never a separate question: its holder finds "lid take
C" among their own choices when they are to move (the turn goes on), and a
bot holder may also use it out of turn; the log records it under the
holder's name.

Examples:
   tabletop play mojo --players Ann,bot:greedy,bot:random
   tabletop play mojo --players bot:greedy,bot:random,bot:random,bot:random --seed 7 --log game.yaml
   tabletop play mojo --players Ann,Ben --variant two-piles
   tabletop play makoto --players Ann,bot:greedy,bot:greedy --series
   echo "play 8" | tabletop play mojo --players Ann,bot:random`,
	Flags: []cli.Flag{
		&cli.StringFlag{Name: "players", Aliases: []string{"p"}, Usage: "comma-separated seats in order: names for people, bot:NAME for bots (default: You against two bots on a terminal, three bots otherwise)"},
		seedFlag,
		&cli.StringFlag{Name: "log", Usage: "write the whole game as YAML to `FILE` (replay it with 'tabletop replay')"},
		&cli.StringFlag{Name: "start", Usage: "the `PLAYER` who starts (Mojo) or deals first (Makoto); default the first seat"},
		&cli.BoolFlag{Name: "series", Usage: "Makoto: play a whole series (one game per player, four with two players)"},
		&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only round results and the final standings"},
		optionFlag, variantFlag, jsonFlag, accessibleFlag,
	},
	Action: playAction,
}

// playSummary is play's --json output.
type playSummary struct {
	Game    string               `json:"game"`
	Seed    uint64               `json:"seed"`
	Options engine.Options       `json:"options"`
	Players []playerTotal        `json:"players"`
	Moves   int                  `json:"moves"`
	Rounds  []engine.RoundResult `json:"rounds"`
	Over    bool                 `json:"over"`
	Winners []string             `json:"winners"`
	Log     string               `json:"log,omitempty"`
}

type playerTotal struct {
	Name   string `json:"name"`
	Bot    string `json:"bot,omitempty"`
	Total  int    `json:"total"`
	Winner bool   `json:"winner"`
}

// playOptions is everything play needs, read from its flags.
type playOptions struct {
	Game    engine.Ruleset
	Seats   []seat
	Options engine.Options
	Seed    uint64
	// Start is the seat that starts (Mojo) or deals first (Makoto).
	Start int
	// Log is the file the game is written to ("": none).
	Log        string
	Quiet      bool
	JSON       bool
	Accessible bool
}

func playAction(c *cli.Context) error {
	o, err := newPlayOptions(c)
	if err != nil {
		return err
	}
	return runPlay(o, streamsOf(c))
}

// newPlayOptions reads play's arguments and flags.
func newPlayOptions(c *cli.Context) (*playOptions, error) {
	rs, err := gameArg(c)
	if err != nil {
		return nil, err
	}
	if c.NArg() > 1 {
		return nil, usageErrorf("play: unexpected argument %q", c.Args().Get(1))
	}
	players := c.String("players")
	if players == "" {
		players = defaultSeats(isTerminal(c.App.Reader))
	}
	seats, err := parseSeats(rs, players)
	if err != nil {
		return nil, err
	}
	opts, err := ruleOptions(c, rs)
	if err != nil {
		return nil, err
	}
	if c.Bool("series") {
		if opts, err = setSeriesOption(rs, opts); err != nil {
			return nil, err
		}
	}
	start := 0
	if name := c.String("start"); name != "" {
		if start, err = seatIndex(seats, name); err != nil {
			return nil, err
		}
	}
	return &playOptions{
		Game: rs, Seats: seats, Options: opts, Seed: c.Uint64("seed"), Start: start,
		Log: c.String("log"), Quiet: c.Bool("quiet"), JSON: c.Bool("json"), Accessible: c.Bool("accessible"),
	}, nil
}

// runPlay plays the game of o, reading people's moves from ios.In.
func runPlay(o *playOptions, ios ioStreams) error {
	rs, seats, opts, seed, start := o.Game, o.Seats, o.Options, o.Seed, o.Start
	s, err := rs.New(engine.Config{Players: len(seats), Options: opts, Seed: seed, Start: start, Names: names(seats)})
	if err != nil {
		return usageErrorf("%v", err)
	}
	if o.Log != "" {
		// Before the first move: a log that cannot be written would
		// otherwise fail only after the whole game.
		if err := engine.CheckWritable(o.Log); err != nil {
			return usageErrorf("--log: %v", err)
		}
	}

	out := ios.Out
	asJSON := o.JSON
	quiet := o.Quiet || asJSON
	stdinTTY := isTerminal(ios.In)
	agents, humans := playAgents(o, ios, stdinTTY && !asJSON)
	if asJSON && humans > 0 && stdinTTY {
		return usageErrorf("play: --json needs bot seats only, or moves on stdin")
	}

	sty := styleFor(out)
	log := engine.NewLog(s, names(seats))
	if !quiet {
		fmt.Fprintf(out, "%s: %s (seed %d, %s)\n", sty.Bold(rs.Title()), strings.Join(names(seats), ", "), seed, opts)
	}
	roundsShown := 0
	runErr := engine.Run(s, agents, func(seatNo int, m engine.Move, after engine.State) error {
		log.Record(seatNo, m, after)
		if !quiet {
			fmt.Fprintf(out, "%s: %s\n", sty.Bold(seats[seatNo].Name), after.MoveString(m))
			if humans > 0 {
				for _, e := range after.Effects() {
					fmt.Fprintf(out, "  %s %s\n", sty.Dim("·"), e.Text)
				}
			}
		}
		if n := len(log.Rounds); n > roundsShown && !asJSON {
			roundsShown = n
			printRound(out, sty, engine.RoundLabel(rs), seats, n, log.Rounds[n-1])
		}
		return nil
	})
	logPath := o.Log
	if err := writeLog(logPath, log); err != nil {
		return err
	}
	if runErr != nil {
		if runErr == errQuit || runErr == errInputEnded {
			if logPath != "" {
				fmt.Fprintf(ios.ErrOut, "the game so far is in %s\n", logPath)
			}
			return usageErrorf("play: %v", runErr)
		}
		return runErr
	}
	sum := summarize(rs, s, seats, opts, seed, len(log.Moves))
	sum.Log = logPath
	if asJSON {
		return writeJSON(out, sum)
	}
	return printStandings(out, sty, sum)
}

// playAgents makes every seat's agent: a seeded bot, or a person asked on
// ios (with a form when form is set). humans counts the people.
func playAgents(o *playOptions, ios ioStreams, form bool) (agents []engine.Agent, humans int) {
	in := bufio.NewReader(ios.In)
	agents = make([]engine.Agent, len(o.Seats))
	for i, st := range o.Seats {
		if st.Bot != "" {
			agents[i], _ = o.Game.NewBot(st.Bot, engine.DeriveSeed(o.Seed, uint64(i)+1))
			continue
		}
		humans++
		agents[i] = &humanAgent{
			name: st.Name, seat: i, in: in, view: ios.Out, prompt: ios.ErrOut,
			form: form, accessible: o.Accessible,
			formIn: ios.In, formOut: ios.ErrOut,
		}
	}
	return agents, humans
}

// writeLog writes the game's log to path ("": nowhere), atomically.
func writeLog(path string, log *engine.GameLog) error {
	if path == "" {
		return nil
	}
	data, err := log.Marshal()
	if err == nil {
		err = engine.WriteFileAtomic(path, data, 0o644)
	}
	if err != nil {
		return fmt.Errorf("log: %w", err)
	}
	return nil
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
	return nil, usageErrorf("--series: %s has no series", rs.Name())
}

func summarize(rs engine.Ruleset, s engine.State, seats []seat, opts engine.Options, seed uint64, moves int) playSummary {
	sum := playSummary{Game: rs.Name(), Seed: seed, Options: opts, Moves: moves, Rounds: s.Rounds(), Over: s.IsTerminal(), Winners: []string{}}
	winners := s.Winners()
	totals := s.Totals()
	for i, st := range seats {
		w := slices.Contains(winners, i)
		sum.Players = append(sum.Players, playerTotal{Name: st.Name, Bot: st.Bot, Total: totals[i], Winner: w})
		if w {
			sum.Winners = append(sum.Winners, st.Name)
		}
	}
	if sum.Rounds == nil {
		sum.Rounds = []engine.RoundResult{}
	}
	return sum
}

func printRound(w io.Writer, sty style, label string, seats []seat, n int, r engine.RoundResult) {
	fmt.Fprintf(w, "\n%s", sty.Bold(fmt.Sprintf("%s %d", label, n)))
	if r.Detail != "" {
		fmt.Fprintf(w, ": %s", r.Detail)
	}
	fmt.Fprintln(w)
	rows := make([][]string, len(seats))
	for i, st := range seats {
		rows[i] = []string{st.Name, strconv.Itoa(r.Scores[i]), strconv.Itoa(r.Totals[i])}
	}
	renderTable(w, []string{"Player", "Score", "Total"}, rows, nil)
	fmt.Fprintln(w)
}

func printStandings(w io.Writer, sty style, sum playSummary) error {
	fmt.Fprintln(w, sty.Bold("Final standings"))
	rows := make([][]string, len(sum.Players))
	for i, p := range sum.Players {
		mark := ""
		if p.Winner {
			mark = "winner"
		}
		rows[i] = []string{p.Name, strconv.Itoa(p.Total), mark}
	}
	if err := renderTable(w, []string{"Player", "Total", ""}, rows, nil); err != nil {
		return err
	}
	verb := "wins"
	if len(sum.Winners) > 1 {
		verb = "share the win"
	}
	fmt.Fprintf(w, "%s %s after %d moves.\n", sty.Green(strings.Join(sum.Winners, " and ")), verb, sum.Moves)
	if sum.Log != "" {
		fmt.Fprintf(w, "Log written to %s (check it with: tabletop replay %s)\n", sum.Log, sum.Log)
	}
	return nil
}

// defaultSeats is who plays without --players: you against two bots when
// someone is at the terminal, else three bots by themselves.
func defaultSeats(terminal bool) string {
	if terminal {
		return "You,bot:greedy,bot:random"
	}
	return "bot:greedy,bot:greedy,bot:random"
}
