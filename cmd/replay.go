package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
	"tabletop/host/gamewords"
)

func newReplayCmd(f *factory) *cli.Command {
	return f.command(&cli.Command{
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
back and q stops, each without Enter.

Examples:
   tabletop play mojo --players bot:greedy,bot:random,bot:random --log game.yaml
   tabletop replay game.yaml
   tabletop replay game.yaml --json
   tabletop replay --show game.yaml`,
		Flags: []cli.Flag{jsonFlag(),
			&cli.BoolFlag{Name: "show", Usage: "step through the game move by move with the table as it was"}},
		Action: replayAction,
	})
}

// replayReport is replay's --json output.
type replayReport struct {
	File    string       `json:"file"`
	Game    string       `json:"game"`
	Legal   bool         `json:"legal"`
	Moves   int          `json:"moves"`
	Rounds  int          `json:"rounds"`
	Over    bool         `json:"over"`
	Totals  []int        `json:"totals,omitempty"`
	Winners []string     `json:"winners"`
	Error   *replayFault `json:"error,omitempty"`
}

type replayFault struct {
	Move   int    `json:"move,omitempty"`
	Line   int    `json:"line,omitempty"`
	Text   string `json:"text,omitempty"`
	Rule   string `json:"rule,omitempty"`
	Reason string `json:"reason"`
}

// replayOptions is everything replay needs, read from its arguments and
// flags.
type replayOptions struct {
	// File is the log to replay.
	File string
	JSON bool
	// Show steps through the game with the table after every move.
	Show bool
	// Pause waits for Enter between moves (on a terminal).
	Pause bool
	// Leave, when not nil, is how a signal stops --show (leave.go).
	Leave *leaving
}

func replayAction(c *cli.Context) error {
	path := c.Args().First()
	if path == "" || c.NArg() > 1 {
		return usageError(cliError("arg.replay-one", nil))
	}
	o := &replayOptions{File: path, JSON: c.Bool("json"), Show: c.Bool("show")}
	if o.Show && o.JSON {
		return usageError(cliError("arg.replay-show-json", nil))
	}
	o.Pause = o.Show && isTerminal(c.App.Reader) && isTerminal(c.App.Writer)
	if o.Show {
		// Ctrl-C, SIGTERM or SIGHUP stop the steps (nothing to save).
		o.Leave = startLeaving()
		defer o.Leave.Stop()
	}
	if o.Show {
		return runReplay(o, streamsOf(c)) // a screen of its own
	}
	return withPager(streamsOf(c), func(ios ioStreams) error { return runReplay(o, ios) })
}

// runReplay replays the log o.File and reports on it.
func runReplay(o *replayOptions, ios ioStreams) error {
	path := o.File
	l, err := engine.LoadLog(path)
	if err != nil {
		return err
	}
	rep := replayReport{File: path, Game: l.Game, Moves: len(l.Moves), Winners: []string{}}
	var s engine.State
	if o.Show {
		s, err = showSteps(o, ios, l)
		if errors.Is(err, errStopShow) {
			return nil
		}
		if isLeaving(err) {
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
		if !errors.As(err, &re) {
			return err // the set-up itself is bad input
		}
		fault := &replayFault{Move: re.Index, Line: re.Line, Text: re.Move, Reason: re.Err.Error()}
		if ruleErr, ok := engine.AsRuleError(err); ok {
			fault.Rule, fault.Reason = ruleErr.Rule, ruleErr.Reason.String()
		}
		rep.Error = fault
		if o.JSON {
			if werr := writeJSON(ios.Out, rep); werr != nil {
				return werr
			}
		}
		return verdictError(err)
	}
	rep.Legal = true
	rep.Rounds = len(s.Rounds())
	rep.Over = s.IsTerminal()
	rep.Totals = s.Totals()
	for _, w := range s.Winners() {
		rep.Winners = append(rep.Winners, l.Players[w])
	}
	if o.JSON {
		return writeJSON(ios.Out, rep)
	}
	sty := styleFor(ios.Out)
	lang := ios.Lang
	state := tr(lang, "replay.not-finished", nil)
	if rep.Over {
		state = trN(lang, "replay.won-by", len(rep.Winners), map[string]any{"Winners": joinNamesIn(lang, rep.Winners)})
	}
	fmt.Fprintf(ios.Out, "%s %s\n", sty.Green("ok"), tr(lang, "replay.ok", map[string]any{"File": path,
		"Moves": trN(lang, "replay.moves", rep.Moves, nil), "Rounds": roundCount(lang, l.Game, rep.Rounds), "State": state}))
	return nil
}

// errStopShow is the viewer stopping replay --show before the end.
var errStopShow = errors.New("stopped")

// showSteps prints the game of l move by move: the move, what it did, the
// cards drawn, the table after it, and the breakdown of finished rounds.
func showSteps(o *replayOptions, ios ioStreams, l *engine.GameLog) (engine.State, error) {
	rs, err := engine.Lookup(l.Game)
	if err != nil {
		return nil, usageError(i18n.At(o.File, err))
	}
	var pages []string // the header, then one page per move
	s, err := story.Steps(o.File, l, func(st story.Step) error {
		var b strings.Builder
		renderStep(&b, rs, ios, l, st, len(pages))
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

// renderStep writes step st of the game (k: its place, 0 for the deal
// before the first move) as --show prints it.
func renderStep(w io.Writer, rs engine.Ruleset, ios ioStreams, l *engine.GameLog, st story.Step, k int) {
	sty := styleFor(ios.Out)
	lang := ios.Lang
	if st.Index == 0 {
		fmt.Fprintf(w, "%s%s%s\n\n%s\n", sty.Bold(rs.Title()), i18n.Sep(lang, ": "), tr(lang, "replay.header", map[string]any{"Players": strings.Join(l.Players, ", "),
			"Seed": l.Seed, "Options": l.Options, "Moves": trN(lang, "replay.moves", len(l.Moves), nil)}),
			indent(colourCards(rs, sty, st.After.View(-1).In(lang)), "  "))
		return
	}
	fmt.Fprintf(w, "\n%s %s: %s\n", sty.Dim(fmt.Sprintf("%d.", st.Index)), sty.Bold(st.Move.Player), st.Move.Text)
	for _, e := range st.Effects {
		fmt.Fprintf(w, "  %s %s %s\n", sty.Dim("·"), colourCards(rs, sty, e.Text.In(lang)), sty.Dim("["+e.Rule+"]"))
	}
	for _, sec := range st.Secrets {
		card := aCard(lang, sec.Card)
		fmt.Fprintf(w, "  %s %s\n", sty.Dim("·"), tr(lang, "replay.drew", map[string]any{"Who": l.Players[sec.Seat],
			"Card": colourCards(rs, sty, card), "From": sec.From.In(lang)}))
	}
	if st.RoundEnded {
		rounds := len(st.After.Rounds())
		detail := ""
		if r := st.After.Rounds(); rounds > 0 && !r[rounds-1].Detail.IsZero() {
			detail = i18n.Sep(lang, ": ") + r[rounds-1].Detail.In(lang)
		}
		fmt.Fprintf(w, "\n%s%s\n", sty.Bold(gamewords.RoundTitle(lang, engine.RoundWordOf(rs), rounds)), detail)
		if res, ok := gamewords.RoundBreakdown(rs, st.After, l.Players, l.Options); ok {
			printScore(w, ios.Lang, res)
		}
	}
	fmt.Fprintf(w, "\n%s\n", indent(colourCards(rs, sty, st.After.View(-1).In(lang)), "  "))
}

// navigateSteps shows the pages one at a time on a terminal: Enter (or
// space, →) the next move, b (or ←) the one before, q (or Esc) stops at
// once, without Enter. Ctrl-C stops with its exit code (130).
func navigateSteps(o *replayOptions, ios ioStreams, pages []string) error {
	keys := newKeyReader(o.Leave.reader(ios.In), ios.In)
	i := 0
	fmt.Fprint(ios.Out, pages[0])
	for i < len(pages)-1 {
		fmt.Fprint(ios.ErrOut, tr(ios.Lang, "replay.pause", nil)+" ")
		key, err := keys.next()
		fmt.Fprintln(ios.ErrOut) // off the prompt's line
		if lerr := o.Leave.Err(); lerr != nil {
			return lerr
		}
		switch {
		case err != nil || key == keyQuit:
			return errStopShow
		case key == keyCtrlC:
			return errCtrlC
		case key == keyBack:
			if i == 0 {
				fmt.Fprintln(ios.ErrOut, tr(ios.Lang, "replay.at-start", nil))
				continue
			}
			i--
			id := "replay.back"
			if i == 0 {
				id = "replay.back-deal"
			}
			fmt.Fprint(ios.Out, "\n"+tr(ios.Lang, id, map[string]any{"N": i})+"\n")
			fmt.Fprint(ios.Out, pages[i])
		case key == keyNext:
			i++
			fmt.Fprint(ios.Out, pages[i])
		}
	}
	return nil
}
