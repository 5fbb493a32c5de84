// Package review is the review command: it rates every decision of a
// game log or a table journal, as a chess site's analysis does (the
// judging is engine/review's), and prints per player the accuracy and the
// counts of inaccuracies, mistakes and blunders, the marked decisions and
// a chart of the chances over the game, or JSON Lines. Its words are in
// cmd's catalogue (cmd/locales).
package review

import (
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/chart"
	"tabletop/cmd/internal/reviewrun"
	"tabletop/cmd/internal/reviewtext"
	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/review"
	"tabletop/host/gamewords"
	"tabletop/scorepad"
)

// Options is everything review needs, read from its arguments and flags.
type Options struct {
	// File is the game log or table journal to review.
	File string
	// Seat names the only player whose decisions are judged ("": every
	// player's).
	Seat string
	// Open judges a log's decisions with every card known.
	Open   bool
	Seed   uint64
	Budget int
	JSON   bool
	// IO, Tr and TrN are the streams and the message lookups the command
	// runs with (from the factory).
	IO  cmdutil.IOStreams
	Tr  func(lang, id string, data i18n.Args) string
	TrN func(lang, id string, n int, data i18n.Args) string
	// Style is the style for writing to a writer (colours on a terminal).
	Style func(io.Writer) cmdutil.Style
	// Pager, when not nil, pages the text once the review is judged.
	Pager func(cmdutil.IOStreams, func(cmdutil.IOStreams) error) error
}

// NewCmdReview builds the review command from f. When runF is not nil the
// command, once its flags and arguments are read into Options, calls runF
// instead of reviewing the game (the tests of its flags).
func NewCmdReview(f *cmdutil.Factory, runF func(*Options) error) *cli.Command {
	return f.Command(&cli.Command{
		Name:      "review",
		Usage:     "rate every decision of a game, as a chess site's analysis does",
		ArgsUsage: "FILE",
		Description: `Judges every decision of every player from what that player could know
at that moment (their own hand and the public table, over the deals
consistent with them): the best move, how much the move made lowered the
player's chance to win the game (the loss, in percentage points), the
points it was expected to cost, and a mark by the loss: inaccuracy,
mistake or blunder. Forced moves are not judged. It prints each player's
accuracy in percent (100% when every move was the best) and the three
counts, the marked decisions with the position, the move played and the
best one with what it does, and a chart of every player's chance to win
over the game.

FILE is a game log (play --log, serve --log) or a table journal (table
--journal). A journal records no hands: its decisions are judged from
public information only, over the hands the table allows, and the first
line says so. --open judges a log's decisions with every card known (as
a double-dummy analysis in bridge). An unfinished game is reviewed up to
its last move; a log that does not replay is refused as replay refuses it
(exit 1, or 2 for a file that is not a valid log).

The same file, --seed and --budget give the same review, byte for byte,
on any number of cores; a larger --budget judges more precisely, more
slowly. --json prints JSON Lines: one object per judged decision, then a
summary (docs/review.md names the keys and the marks' thresholds).

Examples:
   tabletop play mojo --players bot:greedy,bot:mcts,bot:random --seed 7 --log game.yaml
   tabletop review game.yaml
   tabletop review game.yaml --seat greedy --budget 1000
   tabletop review game.yaml --open --json
   tabletop review table.yaml`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "seat", Usage: "judge only the decisions of `PLAYER` (a name as in the file)"},
			&cli.BoolFlag{Name: "open", Usage: "judge with every card known (game logs only)"},
			reviewrun.SeedFlag(), reviewrun.BudgetFlag(),
			cmdutil.JSONFlag(),
		},
		Action: func(c *cli.Context) error { return action(f, runF, c) },
	})
}

// action reads the command line into Options and runs them (runF when
// given).
func action(f *cmdutil.Factory, runF func(*Options) error, c *cli.Context) error {
	if c.NArg() != 1 || c.Args().First() == "" {
		return cmdutil.UsageError(cmdutil.CLIError("arg.review-one", nil))
	}
	budget, err := reviewrun.Budget(c)
	if err != nil {
		return err
	}
	o := &Options{File: c.Args().First(), Seat: c.String("seat"), Open: c.Bool("open"), Seed: c.Uint64("seed"), Budget: budget,
		JSON: c.Bool("json"), IO: f.Streams(c), Tr: f.Tr, TrN: f.TrN, Style: f.Style}
	if runF != nil {
		return runF(o)
	}
	o.Pager = f.Pager
	return Run(o)
}

// game is what a review needs of the file: the game, its players, its
// decisions and whether they hold public information only (a journal).
type game struct {
	rs      engine.Ruleset
	players []string
	points  []review.Point
	public  bool
}

// load reads o.File, a game log or a table journal, into its decisions.
func (o *Options) load() (*game, error) {
	data, err := fileio.ReadLimited(o.File)
	if err != nil {
		return nil, err
	}
	if fileio.FileKind(data) == fileio.KindJournal {
		if o.Open {
			return nil, cmdutil.UsageError(cmdutil.CLIError("arg.review-open-journal", i18n.Args{"File": o.File}))
		}
		j, err := scorepad.LoadJournal(o.File)
		if err != nil {
			return nil, err
		}
		points, err := journalPoints(o.File, j)
		if err != nil {
			return nil, err
		}
		rs, _ := engine.Lookup(j.Game) // journalPoints found it
		return &game{rs: rs, players: j.Players, points: points, public: true}, nil
	}
	l, err := engine.ParseLog(o.File, data)
	if err != nil {
		return nil, err
	}
	points, _, err := review.LogPoints(o.File, l)
	if err != nil {
		return nil, cmdutil.LogVerdict(err)
	}
	rs, err := engine.Lookup(l.Game)
	if err != nil {
		return nil, cmdutil.UsageError(i18n.At(o.File, err))
	}
	return &game{rs: rs, players: l.Players, points: points}, nil
}

// Run reviews the game of o.File and prints the review on o.IO.
func Run(o *Options) error {
	g, err := o.load()
	if err != nil {
		return err
	}
	seat := -1
	if o.Seat != "" {
		if seat, err = scorepad.SeatOf(g.players, o.Seat); err != nil {
			return cmdutil.UsageError(i18n.At("--seat", err))
		}
	}
	ios := o.IO
	ro := review.Options{Seed: o.Seed, Budget: o.Budget, Open: o.Open, Seat: seat}
	ds := reviewrun.Judge(g.points, ro, ios.ErrOut, o.Tr(ios.Lang, "review.bar", nil), "")
	if o.JSON {
		return o.writeJSON(ios.Out, g, ds)
	}
	if o.Pager == nil {
		return o.print(ios.Out, ios.Lang, g, ds)
	}
	return o.Pager(ios, func(ios cmdutil.IOStreams) error { return o.print(ios.Out, ios.Lang, g, ds) })
}

// decisionJSON is one judged decision of --json (a line of its own).
type decisionJSON struct {
	Move     int     `json:"move"`
	Player   string  `json:"player"`
	Played   string  `json:"played"`
	Best     string  `json:"best"`
	BestNone bool    `json:"best_none,omitempty"`
	Loss     float64 `json:"loss"`
	Points   float64 `json:"points"`
	Mark     string  `json:"mark"`
	Open     bool    `json:"open"`
}

// playerJSON is one player's figures in --json's summary.
type playerJSON struct {
	Player       string  `json:"player"`
	Accuracy     float64 `json:"accuracy"`
	Decisions    int     `json:"decisions"`
	Inaccuracies int     `json:"inaccuracies"`
	Mistakes     int     `json:"mistakes"`
	Blunders     int     `json:"blunders"`
}

// summaryJSON is --json's last line, under "summary".
type summaryJSON struct {
	File    string       `json:"file"`
	Game    string       `json:"game"`
	Players []playerJSON `json:"players"`
	Seed    uint64       `json:"seed"`
	Budget  int          `json:"budget"`
	Open    bool         `json:"open"`
	Public  bool         `json:"public"`
	Moves   int          `json:"moves"`
	Judged  int          `json:"judged"`
}

// writeJSON writes --json: a line per judged decision, then the summary.
func (o *Options) writeJSON(w io.Writer, g *game, ds []review.Decision) error {
	for _, d := range ds {
		if err := cmdutil.WriteJSONLine(w, decisionJSON{Move: d.Number, Player: g.players[d.Seat], Played: d.Played, Best: d.Best, BestNone: d.BestNone,
			Loss: reviewtext.Rounded(d.Loss), Points: reviewtext.Rounded(d.Points), Mark: d.Mark.String(), Open: o.Open}); err != nil {
			return err
		}
	}
	sum := summaryJSON{File: o.File, Game: g.rs.Name(), Players: []playerJSON{}, Seed: o.Seed, Budget: o.Budget, Open: o.Open, Public: g.public,
		Moves: len(g.points), Judged: len(ds)}
	for _, p := range review.Summarize(len(g.players), ds) {
		sum.Players = append(sum.Players, playerJSON{Player: g.players[p.Seat], Accuracy: reviewtext.Rounded(p.Accuracy), Decisions: p.Decisions,
			Inaccuracies: p.Inaccuracies, Mistakes: p.Mistakes, Blunders: p.Blunders})
	}
	return cmdutil.WriteJSONLine(w, struct {
		Summary summaryJSON `json:"summary"`
	}{sum})
}

// print prints the review for people, in lang: the journal's note, the
// header, each player's figures, the marked decisions and the chart.
func (o *Options) print(w io.Writer, lang string, g *game, ds []review.Decision) error {
	tr, trN := o.Tr, o.TrN
	sty := o.Style(w)
	players := make([]string, len(g.players)) // as the language tells them
	for i, name := range g.players {
		players[i] = i18n.Player(name).In(lang)
	}
	if g.public {
		fmt.Fprintln(w, tr(lang, "review.public", i18n.Args{"File": o.File}))
	}
	open := ""
	if o.Open {
		open = tr(lang, "review.open", nil)
	}
	fmt.Fprintln(w, tr(lang, "review.header", i18n.Args{"File": o.File, "Game": g.rs.Title(), "Players": gamewords.JoinNames(lang, players),
		"Judged": trN(lang, "review.judged-count", len(ds), nil), "Moves": trN(lang, "review.in-moves", len(g.points), nil),
		"Seed": o.Seed, "Budget": trN(lang, "review.budget", o.Budget, nil), "Open": open}))
	word := func(id string) string { return tr(lang, "review."+id, nil) }
	var rows [][]string
	for _, p := range review.Summarize(len(g.players), ds) {
		if p.Decisions == 0 && o.Seat != "" {
			continue // not judged under --seat
		}
		accuracy := "–" // no decision of theirs judged: no accuracy
		if p.Decisions > 0 {
			accuracy = i18n.Percent(lang, p.Accuracy/100, 1)
		}
		rows = append(rows, []string{players[p.Seat], accuracy, i18n.Int(lang, p.Decisions),
			i18n.Int(lang, p.Inaccuracies), i18n.Int(lang, p.Mistakes), i18n.Int(lang, p.Blunders)})
	}
	if err := gamewords.Table(w, []string{word("player"), word("accuracy"), word("decisions"), word("inaccuracies"), word("mistakes"), word("blunders")}, rows, nil); err != nil {
		return err
	}
	words := reviewtext.Words{Lang: lang, Tr: tr, TrN: trN}
	marked := 0
	for _, d := range ds {
		if d.Mark == review.None {
			continue
		}
		if marked == 0 {
			fmt.Fprintln(w, sty.Bold(word("marked")))
		}
		marked++
		fmt.Fprintln(w, words.Decision(d, players))
	}
	if marked == 0 {
		fmt.Fprintln(w, word("none-marked"))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, sty.Bold(word("chart")))
	chart.Draw(w, o.chances(lang, sty.On, players, ds))
	return nil
}

// chartSteps is the most steps the chart of the chances draws: a longer
// game is drawn a step every few decisions.
const chartSteps = 60

// chances is the chart of every player's chance to win, in whole
// percent, from an even chance before the first judged decision to after
// the last, a step every decision (every few in a long game).
func (o *Options) chances(lang string, colour bool, players []string, ds []review.Decision) chart.Chart {
	per := (len(ds) + chartSteps - 1) / chartSteps
	var running [][]int
	for k := range ds {
		if (k+1)%per != 0 && k != len(ds)-1 {
			continue
		}
		row := make([]int, len(players))
		for p := range row {
			if p < len(ds[k].Chances) {
				row[p] = int(ds[k].Chances[p] + 0.5)
			}
		}
		running = append(running, row)
	}
	start := make([]int, len(players))
	for p := range start {
		start[p] = (100 + len(players)/2) / len(players)
	}
	return chart.Chart{Names: players, Running: running, Start: start, Colour: colour,
		Empty: o.Tr(lang, "review.chart-empty", nil), Axis: o.TrN(lang, "review.chart-axis", max(per, 1), i18n.Args{"Count": per})}
}
