// Package replay is the replay command: it re-checks every move of a game
// log against the rules, or steps through the game move by move (--show).
// Its words are in cmd's catalogue (cmd/locales).
package replay

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/reviewrun"
	"tabletop/cmd/internal/reviewtext"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/review"
	"tabletop/engine/story"
	"tabletop/host/gamewords"
)

// Options is everything replay needs, read from its arguments and flags.
type Options struct {
	// File is the log to replay.
	File string
	JSON bool
	// Show steps through the game with the table after every move.
	Show bool
	// Pause waits for a key between moves (on a terminal).
	Pause bool
	// Review, with Show, judges every decision first (engine/review,
	// with Seed and Budget) and shows each judgement beside its move.
	Review bool
	Seed   uint64
	Budget int
	// judged are the judged decisions by move number (Review).
	judged map[int]review.Decision
	// Leave, when not nil, is how a signal stops --show.
	Leave cmdutil.Leaver
	// IO, Tr and TrN are the streams and the message lookups the command
	// runs with (from the factory).
	IO  cmdutil.IOStreams
	Tr  func(lang, id string, data i18n.Args) string
	TrN func(lang, id string, n int, data i18n.Args) string
	// Style is the style for writing to a writer (colours on a terminal).
	Style func(io.Writer) cmdutil.Style
}

// NewCmdReplay builds the replay command from f. When runF is not nil the
// command, once its flags and arguments are read into Options, calls runF
// instead of replaying the log (the tests of its flags).
func NewCmdReplay(f *cmdutil.Factory, runF func(*Options) error) *cli.Command {
	return f.Command(&cli.Command{
		Name:      "replay",
		Usage:     "re-check every move of a game log against the rules",
		ArgsUsage: "LOG.yaml",
		Description: `Rebuilds the game from the log's set-up (game, players, options, seed) and
applies every move in order. Exit 0 when every move is legal and the recorded
round results, deals and cards match; 1 naming the first move that is not
(with the rule that forbids it; a move whose notation cannot be read counts
as not legal too), or the first record that differs, with its line; 2 when
the file cannot be read or is not a valid log.

With --show it steps through the game move by move instead, with the whole
table as it was after each move (every hand shown) and the breakdown of
every finished round; on a terminal Enter (or space) goes on, b steps
back and q stops, each without Enter. --review judges every decision
first, as tabletop review does (with --seed and --budget), and shows
beside each move its judgement: its mark, the chance to win it lost and
the best move; a forced move says nothing.

Examples:
   tabletop play mojo --players bot:greedy,bot:random,bot:random --log game.yaml
   tabletop replay game.yaml
   tabletop replay game.yaml --json
   tabletop replay --show game.yaml
   tabletop replay --show --review game.yaml`,
		Flags: []cli.Flag{cmdutil.JSONFlag(),
			&cli.BoolFlag{Name: "show", Usage: "step through the game move by move with the table as it was"},
			&cli.BoolFlag{Name: "review", Usage: "with --show: judge every decision first and show each judgement beside its move"},
			reviewrun.SeedFlag(), reviewrun.BudgetFlag()},
		Action: func(c *cli.Context) error { return action(f, runF, c) },
	})
}

// report is replay's --json output.
type report struct {
	File    string   `json:"file"`
	Game    string   `json:"game"`
	Legal   bool     `json:"legal"`
	Moves   int      `json:"moves"`
	Rounds  int      `json:"rounds"`
	Over    bool     `json:"over"`
	Totals  []int    `json:"totals,omitempty"`
	Winners []string `json:"winners"`
	Error   *fault   `json:"error,omitempty"`
}

type fault struct {
	Move   int    `json:"move,omitempty"`
	Line   int    `json:"line,omitempty"`
	Text   string `json:"text,omitempty"`
	Rule   string `json:"rule,omitempty"`
	Reason string `json:"reason"`
}

// action reads the command line into Options and runs them (runF when
// given).
func action(f *cmdutil.Factory, runF func(*Options) error, c *cli.Context) error {
	path := c.Args().First()
	if path == "" || c.NArg() > 1 {
		return cmdutil.UsageError(cmdutil.CLIError("arg.replay-one", nil))
	}
	o := &Options{File: path, JSON: c.Bool("json"), Show: c.Bool("show"), Tr: f.Tr, TrN: f.TrN, Style: f.Style}
	if o.Show && o.JSON {
		return cmdutil.UsageError(cmdutil.CLIError("arg.replay-show-json", nil))
	}
	o.Review = c.Bool("review")
	if o.Review && !o.Show {
		return cmdutil.UsageError(cmdutil.CLIError("arg.replay-review-show", nil))
	}
	if !o.Review && (c.IsSet("seed") || c.IsSet("budget")) {
		return cmdutil.UsageError(cmdutil.CLIError("arg.replay-review-flags", nil))
	}
	var err error
	if o.Budget, err = reviewrun.Budget(c); err != nil {
		return err
	}
	o.Seed = c.Uint64("seed")
	o.Pause = o.Show && cmdutil.IsTerminal(c.App.Reader) && cmdutil.IsTerminal(c.App.Writer)
	if runF != nil {
		o.IO = f.Streams(c)
		return runF(o)
	}
	if o.Show {
		// Ctrl-C, SIGTERM or SIGHUP stop the steps (nothing to save).
		o.Leave = f.StartLeaving()
		defer o.Leave.Stop()
		o.IO = f.Streams(c)
		return Run(o) // a screen of its own
	}
	return f.Pager(f.Streams(c), func(ios cmdutil.IOStreams) error { o.IO = ios; return Run(o) })
}

// Run replays the log o.File and reports on it on o.IO.
func Run(o *Options) error {
	path, ios := o.File, o.IO
	l, err := engine.LoadLog(path)
	if err != nil {
		return err
	}
	rep := report{File: path, Game: l.Game, Moves: len(l.Moves), Winners: []string{}}
	var s engine.State
	if o.Show {
		s, err = showSteps(o, ios, l)
		if errors.Is(err, errStopShow) {
			return nil
		}
		if cmdutil.IsLeaving(err) {
			return err
		}
		if err == nil {
			fmt.Fprintln(ios.Out)
		}
	}
	if !o.Show || err == nil {
		// Also the recorded results, which the steps do not check.
		s, err = engine.Replay(path, l)
	}
	if err != nil {
		var re *engine.ReplayError
		if errors.As(err, &re) && o.JSON {
			flt := &fault{Move: re.Index, Line: re.Line, Text: re.Move, Reason: re.Err.Error()}
			if ruleErr, ok := engine.AsRuleError(err); ok {
				flt.Rule, flt.Reason = ruleErr.Rule, ruleErr.Reason.String()
			}
			rep.Error = flt
			if werr := cmdutil.WriteJSON(ios.Out, rep); werr != nil {
				return werr
			}
		}
		// A set-up that cannot be built is bad input, a move that does
		// not replay a verdict.
		return cmdutil.LogVerdict(err)
	}
	rep.Legal = true
	rep.Rounds = len(s.Rounds())
	rep.Over = s.IsTerminal()
	rep.Totals = s.Totals()
	for _, w := range s.Winners() {
		rep.Winners = append(rep.Winners, l.Players[w])
	}
	if o.JSON {
		return cmdutil.WriteJSON(ios.Out, rep)
	}
	sty := o.Style(ios.Out)
	lang := ios.Lang
	state := o.Tr(lang, "replay.not-finished", nil)
	if rep.Over {
		state = o.TrN(lang, "replay.won-by", len(rep.Winners), i18n.Args{"Winners": i18n.Player(gamewords.JoinNames(lang, rep.Winners))})
	}
	fmt.Fprintf(ios.Out, "%s %s\n", sty.Green("ok"), o.Tr(lang, "replay.ok", i18n.Args{"File": path,
		"Moves": o.TrN(lang, "replay.moves", rep.Moves, nil), "Rounds": o.TrN(lang, "pad.count."+cmdutil.RoundWord(l.Game).Key(), rep.Rounds, nil), "State": state}))
	return nil
}

// errStopShow is the viewer stopping replay --show before the end.
var errStopShow = errors.New("stopped")

// showSteps prints the game of l move by move: the move, what it did, the
// cards drawn, the table after it, and the breakdown of finished rounds.
func showSteps(o *Options, ios cmdutil.IOStreams, l *engine.GameLog) (engine.State, error) {
	rs, err := engine.Lookup(l.Game)
	if err != nil {
		return nil, cmdutil.UsageError(i18n.At(o.File, err))
	}
	if o.Review {
		o.judge(ios, l)
	}
	var pages []string // the header, then one page per move
	s, err := story.Steps(o.File, l, func(st story.Step) error {
		var b strings.Builder
		renderStep(&b, o, rs, ios, l, st)
		pages = append(pages, b.String())
		return nil
	})
	if !o.Pause {
		for _, p := range pages {
			fmt.Fprint(ios.Out, p)
		}
		return s, err
	}
	if nerr := navigateSteps(o, ios, pages); nerr != nil {
		return s, nerr
	}
	return s, err
}

// judge judges the decisions of l before the steps are shown, each by
// its move's number. A log that does not replay has none: the steps
// stop at the move that does not, with replay's error.
func (o *Options) judge(ios cmdutil.IOStreams, l *engine.GameLog) {
	points, _, err := review.LogPoints(o.File, l)
	if err != nil {
		return
	}
	o.judged = map[int]review.Decision{}
	for _, d := range reviewrun.Judge(points, review.Options{Seed: o.Seed, Budget: o.Budget, Seat: -1}, ios.ErrOut, o.Tr(ios.Lang, "review.bar", nil), "") {
		o.judged[d.Number] = d
	}
}

// renderStep writes step st of the game as --show prints it.
func renderStep(w io.Writer, o *Options, rs engine.Ruleset, ios cmdutil.IOStreams, l *engine.GameLog, st story.Step) {
	sty := o.Style(ios.Out)
	lang := ios.Lang
	if st.Index == 0 {
		fmt.Fprintf(w, "%s%s%s\n\n%s\n", sty.Bold(rs.Title()), i18n.Sep(lang, ": "), o.Tr(lang, "replay.header", i18n.Args{"Players": strings.Join(l.Players, ", "),
			"Seed": l.Seed, "Options": l.Options, "Moves": o.TrN(lang, "replay.moves", len(l.Moves), nil)}),
			cmdutil.Indent(gamewords.Colour(rs, sty.On, st.After.View(-1).In(lang)), "  "))
		return
	}
	fmt.Fprintf(w, "\n%s %s: %s\n", sty.Dim(fmt.Sprintf("%d.", st.Index)), sty.Bold(st.Move.Player), st.Move.Text)
	if d, ok := o.judged[st.Index]; ok {
		fmt.Fprintf(w, "  %s %s\n", sty.Dim("»"), reviewtext.Words{Lang: lang, Tr: o.Tr, TrN: o.TrN}.Judgement(d))
	}
	for _, e := range st.Effects {
		fmt.Fprintf(w, "  %s %s %s\n", sty.Dim("·"), gamewords.Colour(rs, sty.On, e.Text.In(lang)), sty.Dim("["+e.Rule+"]"))
	}
	for _, sec := range st.Secrets {
		card := gamewords.ACard(lang, sec.Card)
		fmt.Fprintf(w, "  %s %s\n", sty.Dim("·"), o.Tr(lang, "replay.drew", i18n.Args{"Who": i18n.Player(l.Players[sec.Seat]),
			"Card": gamewords.Colour(rs, sty.On, card), "From": sec.From.In(lang)}))
	}
	if st.RoundEnded {
		rounds := len(st.After.Rounds())
		detail := ""
		if r := st.After.Rounds(); rounds > 0 && !r[rounds-1].Detail.IsZero() {
			detail = i18n.Sep(lang, ": ") + r[rounds-1].Detail.In(lang)
		}
		fmt.Fprintf(w, "\n%s%s\n", sty.Bold(gamewords.RoundTitle(lang, rs, rounds)), detail)
		if res, ok := gamewords.RoundBreakdown(rs, st.After, l.Players, l.Options); ok {
			_ = gamewords.Score(w, ios.Lang, o.Style(w).On, res)
		}
	}
	fmt.Fprintf(w, "\n%s\n", cmdutil.Indent(gamewords.Colour(rs, sty.On, st.After.View(-1).In(lang)), "  "))
}

// navigateSteps shows the pages one at a time on a terminal: Enter (or
// space, →) the next move, b (or ←) the one before, q (or Esc) stops at
// once, without Enter. Ctrl-C stops with its exit code (130).
func navigateSteps(o *Options, ios cmdutil.IOStreams, pages []string) error {
	in := ios.In
	if o.Leave != nil {
		in = o.Leave.Reader(in)
	}
	keys := newKeyReader(in, ios.In)
	i := 0
	fmt.Fprint(ios.Out, pages[0])
	for i < len(pages)-1 {
		fmt.Fprint(ios.ErrOut, o.Tr(ios.Lang, "replay.pause", nil)+" ")
		key, err := keys.next()
		fmt.Fprintln(ios.ErrOut) // off the prompt's line
		if o.Leave != nil {
			if lerr := o.Leave.Err(); lerr != nil {
				return lerr
			}
		}
		switch {
		case err != nil || key == keyQuit:
			return errStopShow
		case key == keyCtrlC:
			return cmdutil.ErrCtrlC
		case key == keyBack:
			if i == 0 {
				fmt.Fprintln(ios.ErrOut, o.Tr(ios.Lang, "replay.at-start", nil))
				continue
			}
			i--
			id := "replay.back"
			if i == 0 {
				id = "replay.back-deal"
			}
			fmt.Fprint(ios.Out, "\n"+o.Tr(ios.Lang, id, i18n.Args{"N": i})+"\n")
			fmt.Fprint(ios.Out, pages[i])
		case key == keyNext:
			i++
			fmt.Fprint(ios.Out, pages[i])
		}
	}
	return nil
}
