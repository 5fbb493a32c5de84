package cmd

import (
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/urfave/cli/v2"

	"tabletop/scorepad"
)

var padEditCommand = &cli.Command{
	Name:      "edit",
	Usage:     "replace any earlier round (Mojo) or game (Makoto) of a pad",
	ArgsUsage: "FILE ROUND",
	Description: `Replaces round ROUND (1 for the first) with the round given as for
'pad add': the cards, or --score alone; on a terminal without them a form
asks. Every later round is checked again (a Makoto lid follows from the
previous game's scores; no round may follow the end of the game). The
previous version is kept as FILE.bak.

Examples:
   tabletop pad edit night.yaml 1 --hand Ann=9 --hand Ben=0,4 --hand Cy=10,11,3,1 --mojo Cy
   tabletop pad edit night.yaml 2 --score Ann=3 --score Ben=0 --score Cy=12`,
	Action:       withArgs(padEdit),
	OnUsageError: oneLineUsage,
}

var padFixCommand = &cli.Command{
	Name:      "fix",
	Usage:     "work out a pad's scores and totals again after a hand edit of its cards",
	ArgsUsage: "FILE",
	Description: `After you correct a round's cards by hand, the scores and totals in the
file no longer match them, and the pad is refused with the lines to change.
'pad fix' scores every round again from its cards, corrects those scores and
the totals, saves the pad (the previous version is kept as FILE.bak) and
lists what it changed. Rounds entered as scores only are kept as they are.
Anything else wrong (a card the game does not have, an unknown player) is
refused with its line, as by every other command.

Examples:
   tabletop pad fix night.yaml`,
	Flags:        []cli.Flag{jsonFlag},
	Action:       withArgs(padFileAction(runPadFix)),
	OnUsageError: oneLineUsage,
}

func padEdit(c *cli.Context, args []string) error {
	if len(args) < 2 {
		return usageTold("arg.pad-edit-args", nil)
	}
	if len(args) > 2 {
		return usageErrorf("pad edit: %w", unexpectedArg(args[2]))
	}
	file := args[0]
	k, err := strconv.Atoi(args[1])
	if err != nil || k < 1 {
		return usageTold("arg.round-number", map[string]any{"Arg": strconv.Quote(args[1])})
	}
	var asked map[string][]string
	if askForm(c) {
		if asked, err = askRound(c, file, false); err != nil {
			return err
		}
	}
	o := &padAddOptions{File: file, JSON: c.Bool("json"), Replace: k,
		Round: func(p *scorepad.Pad) (scorepad.Round, error) { return roundFromFlags(c, p) }}
	return keepAnswers(c, asked, runPadAdd(o, streamsOf(c)), "pad", "edit", file, args[1])
}

// padFixJSON is pad fix's --json document: the changes, then the pad.
type padFixJSON struct {
	Fixes []padFixItemJSON `json:"fixes"`
	Pad   padShowJSON      `json:"pad"`
}

type padFixItemJSON struct {
	Line   int    `json:"line"`
	Round  int    `json:"round,omitempty"`
	Player string `json:"player"`
	Was    int    `json:"was"`
	Now    int    `json:"now"`
}

// runPadFix corrects the scores and totals of the pad o.File.
func runPadFix(o *padFileOptions, ios ioStreams) error {
	file := o.File
	if !o.JSON {
		if _, err := repairPad(ios.Out, ios.Lang, file); err != nil {
			return err
		}
		p, err := scorepad.Load(file)
		if err != nil {
			return err
		}
		printStatus(ios.Out, ios.Lang, styleFor(ios.Out), padDoc(file, p))
		return nil
	}
	p, fixes, err := scorepad.RepairFile(file)
	if err != nil {
		return err
	}
	out := padFixJSON{Fixes: []padFixItemJSON{}, Pad: padDoc(file, p)}
	for _, f := range fixes {
		out.Fixes = append(out.Fixes, padFixItemJSON{Line: f.Line, Round: f.Round, Player: p.Players[f.Seat], Was: f.Was, Now: f.Now})
	}
	return writeJSON(ios.Out, out)
}

// repairPad repairs the pad file (scorepad.RepairFile) and says what it
// changed, in lang; it returns how many numbers it changed.
func repairPad(w io.Writer, lang, file string) (int, error) {
	p, fixes, err := scorepad.RepairFile(file)
	if err != nil {
		return 0, err
	}
	kind := labelKind(title(p.Game))
	if len(fixes) == 0 {
		fmt.Fprintln(w, tr(lang, "padfix.nothing."+kind, map[string]any{"File": file}))
		return 0, nil
	}
	for _, f := range fixes {
		args := map[string]any{"File": file, "Line": f.Line, "N": f.Round, "Who": p.Players[f.Seat], "Was": f.Was, "Now": f.Now}
		if f.Round > 0 {
			fmt.Fprintln(w, tr(lang, "padfix.score."+kind, args))
		} else {
			fmt.Fprintln(w, tr(lang, "padfix.total", args))
		}
	}
	fmt.Fprintln(w, trN(lang, "padfix.corrected", len(fixes), map[string]any{"Backup": scorepad.BackupPath(file)}))
	return len(fixes), nil
}

// printPadProblems prints a pad's faults, one line each, when it has
// several, and says that 'pad fix' corrects scores and totals that do not
// add up. It reports whether it printed the error.
func printPadProblems(w io.Writer, err error, lang string) bool {
	var ps *scorepad.Problems
	file, arith := scorepad.Arithmetic(err)
	fix := "tabletop pad fix " + file
	switch {
	case errors.As(err, &ps):
		for _, m := range ps.MessagesIn(lang) {
			fmt.Fprintf(w, "tabletop: %s\n", oneLine(m))
		}
		if arith {
			fmt.Fprintf(w, "tabletop: %s\n", tr(lang, "padfault.fix-them", map[string]any{"Command": fix}))
		}
		return true
	case arith:
		fmt.Fprintf(w, "tabletop: %s\n", tr(lang, "padfault.fix-it", map[string]any{"Error": oneLine(errorIn(lang, err)), "Command": fix}))
		return true
	}
	return false
}
