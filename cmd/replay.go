package cmd

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
)

func init() { register(replayCommand) }

var replayCommand = &cli.Command{
	Name:      "replay",
	Usage:     "re-check every move of a game log against the rules",
	ArgsUsage: "LOG.yaml",
	Description: `Rebuilds the game from the log's set-up (game, players, options, seed) and
applies every move in order. Exit 0 when every move is legal and the recorded
round results match; 1 naming the first move that is not (with the rule that
forbids it; a move whose notation cannot be read counts as not legal too);
2 when the file cannot be read or is not a valid log.

Examples:
   tabletop play mojo --players bot:greedy,bot:random,bot:random --log game.yaml
   tabletop replay game.yaml
   tabletop replay game.yaml --json`,
	Flags:  []cli.Flag{jsonFlag},
	Action: replayAction,
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
}

func replayAction(c *cli.Context) error {
	path := c.Args().First()
	if path == "" || c.NArg() > 1 {
		return usageErrorf("replay: give exactly one log file")
	}
	return runReplay(&replayOptions{File: path, JSON: c.Bool("json")}, streamsOf(c))
}

// runReplay replays the log o.File and reports on it.
func runReplay(o *replayOptions, ios ioStreams) error {
	path := o.File
	l, err := engine.LoadLog(path)
	if err != nil {
		return err
	}
	rep := replayReport{File: path, Game: l.Game, Moves: len(l.Moves), Winners: []string{}}
	s, err := engine.Replay(path, l)
	if err != nil {
		var re *engine.ReplayError
		if !errors.As(err, &re) {
			return err // the set-up itself is bad input
		}
		fault := &replayFault{Move: re.Index, Line: re.Line, Text: re.Move, Reason: re.Err.Error()}
		if ruleErr, ok := engine.AsRuleError(err); ok {
			fault.Rule, fault.Reason = ruleErr.Rule, ruleErr.Reason
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
	state := "the game is not finished"
	if rep.Over {
		state = "won by " + strings.Join(rep.Winners, " and ")
	}
	round := "round"
	if rs, err := engine.Lookup(l.Game); err == nil {
		round = strings.ToLower(engine.RoundLabel(rs))
	}
	fmt.Fprintf(ios.Out, "%s %s: %s, %s, all legal; %s\n", sty.Green("ok"), path, engine.Count(rep.Moves, "move"), engine.Count(rep.Rounds, round), state)
	return nil
}
