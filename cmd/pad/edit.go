package pad

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/roundentry"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/scorepad"
)

func newCmdEdit(f *cmdutil.Factory, runF func(Options) error) *cli.Command {
	return roundentry.WithGameHelp(f, f.Command(&cli.Command{
		Name:      "edit",
		Usage:     "change any earlier round (Mojo) or game (Makoto) of a pad",
		ArgsUsage: "FILE ROUND",
		Description: `Changes round ROUND (1 for the first): only what is given, the rest is
kept. A round of cards changes the cards of the players given (--hand,
--captured ...) or the player of --mojo, --out; a round entered as scores
changes the scores of the players given (--score). The round is scored
again: in Mojo one player's hand changes another's score through the Mojo
card, which is then said. Cards for a round of scores (or scores for a
round of cards) replace the whole round, as 'pad add' takes it. On a
terminal without flags a form asks, filled with the round. Every later
round is checked again (a Makoto lid follows from the previous game's
scores; no round may follow the end of the game). The previous version is
kept as FILE.bak.

Examples:
   tabletop pad edit night.yaml 2 --hand Ann=5,6,8
   tabletop pad edit night.yaml 1 --mojo Cy
   tabletop pad edit night.yaml 3 --score Ben=7
   tabletop pad edit night.yaml 1 --hand Ann=9 --hand Ben=0,4 --hand Cy=10,11,3,1 --mojo Cy`,
		Flags:  padEntryFlags(),
		Action: func(c *cli.Context) error { return editAction(f, c, runF) },
	}), nil, roundentry.Scorers()...)
}

func newCmdFix(f *cmdutil.Factory, runF func(Options) error) *cli.Command {
	return f.Command(&cli.Command{
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
		Flags:  []cli.Flag{cmdutil.JSONFlag()},
		Action: fileAction(f, runF, nil),
	})
}

func editAction(f *cmdutil.Factory, c *cli.Context, runF func(Options) error) error {
	args := c.Args().Slice()
	if len(args) < 2 {
		return cmdutil.UsageError(cmdutil.CLIError("arg.pad-edit-args", nil))
	}
	if len(args) > 2 {
		return cmdutil.UsageError(i18n.At("pad edit", cmdutil.UnexpectedArg(args[2])))
	}
	file := args[0]
	k, err := strconv.Atoi(args[1])
	if err != nil || k < 1 {
		return cmdutil.UsageError(cmdutil.CLIError("arg.round-number", i18n.Args{"Arg": i18n.Quoted(args[1])}))
	}
	var asked map[string][]string
	if askForm(c) {
		if asked, err = askRound(f, c, file, k); err != nil {
			return err
		}
	}
	o := &AddOptions{Env: envOf(f, c), File: file, JSON: c.Bool("json"), Replace: k}
	o.Round = func(p *scorepad.Pad) (scorepad.Round, error) {
		r, kept, err := editedRound(f, c, p, k)
		o.Kept = kept
		return r, err
	}
	return o.keepAnswers(asked, run(o, runF), "pad", "edit", file, args[1])
}

// editedRound is the round that replaces round k: the round as it was,
// with only what the flags give changed. A round of cards edited with
// cards keeps every player's cards and the players named that are not
// given (pad edit night.yaml 2 --hand Ann=5,6,8); a round of scores
// edited with --score keeps the scores not given. Anything else (cards
// for a round of scores, or scores for a round of cards) replaces the
// whole round, as pad add takes it.
//
// kept maps the seats whose cards or score were kept to their score before
// the edit.
func editedRound(f *cmdutil.Factory, c *cli.Context, p *scorepad.Pad, k int) (r scorepad.Round, kept map[int]int, err error) {
	if k < 1 || k > len(p.Rounds) {
		r, err = roundFromFlags(f, c, p) // Replace says there is no round k
		return r, nil, err
	}
	old := p.Rounds[k-1]
	sc, err := padScorer(p)
	if err != nil {
		return scorepad.Round{}, nil, err
	}
	kept = map[int]int{}
	cards, players := false, false
	for _, f := range sc.RoundFields() {
		if c.IsSet(f.Name) {
			cards = cards || f.Kind != scoring.FieldPlayer
			players = players || f.Kind == scoring.FieldPlayer
		}
	}
	scores := c.IsSet("score")
	switch {
	case old.TotalsOnly() && !cards && (scores || players):
		for i, name := range p.Players {
			if !givenFor(c, "score", name) {
				_ = c.Set("score", name+"="+strconv.Itoa(old.Scores[i]))
				kept[i] = old.Scores[i]
			}
		}
		keepPlayerFields(c, sc, p, old.Entry)
	case !old.TotalsOnly() && !scores && (cards || players):
		for i := range p.Players {
			kept[i] = old.Scores[i]
		}
		for _, f := range sc.RoundFields() {
			if f.Kind == scoring.FieldPerPlayer {
				lists := old.Entry.Cards[f.Name]
				for i, name := range p.Players {
					if givenFor(c, f.Name, name) {
						delete(kept, i)
					} else if i < len(lists) {
						_ = c.Set(f.Name, name+"="+strings.Join(lists[i], ","))
					}
				}
			}
		}
		keepOtherFields(c, sc, p, old.Entry)
	default:
		kept = nil // the whole round is replaced
	}
	r, err = roundFromFlags(f, c, p)
	return r, kept, err
}

// givenFor reports whether a NAME=VALUES flag names the player.
func givenFor(c *cli.Context, flag, player string) bool {
	pairs, err := roundentry.PairValues(c, flag)
	if err != nil {
		return true // roundFromFlags reports it
	}
	for _, kv := range pairs {
		if seat, err := scorepad.SeatOf([]string{player}, kv[0]); err == nil && seat == 0 {
			return true
		}
	}
	return false
}

// keepPlayerFields sets the one-player fields (Mojo's holder) that the
// flags do not give from the round as it was.
func keepPlayerFields(c *cli.Context, sc scoring.RoundScorer, p *scorepad.Pad, e scoring.Entry) {
	for _, f := range sc.RoundFields() {
		if f.Kind == scoring.FieldPlayer && !c.IsSet(f.Name) {
			if seats := e.Seats[f.Name]; len(seats) == 1 && seats[0] >= 0 && seats[0] < len(p.Players) {
				_ = c.Set(f.Name, p.Players[seats[0]])
			}
		}
	}
}

// keepOtherFields sets every field that is not per player and that the
// flags do not give (the Mojo holder, Makoto's order of going out and its
// Curtain) from the round as it was.
func keepOtherFields(c *cli.Context, sc scoring.RoundScorer, p *scorepad.Pad, e scoring.Entry) {
	keepPlayerFields(c, sc, p, e)
	for _, f := range sc.RoundFields() {
		if c.IsSet(f.Name) {
			continue
		}
		switch f.Kind {
		case scoring.FieldPlayers:
			var names []string
			for _, s := range e.Seats[f.Name] {
				if s >= 0 && s < len(p.Players) {
					names = append(names, p.Players[s])
				}
			}
			_ = c.Set(f.Name, strings.Join(names, ","))
		case scoring.FieldCards:
			if lists := e.Cards[f.Name]; len(lists) == 1 {
				_ = c.Set(f.Name, strings.Join(lists[0], ","))
			}
		}
	}
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

// fix corrects the scores and totals of the pad o.File.
func (o *FileOptions) fix() error {
	ios := o.IO
	file := o.File
	if !o.JSON {
		if _, err := o.repairPad(ios.Out, ios.Lang, file); err != nil {
			return err
		}
		p, err := scorepad.Load(file)
		if err != nil {
			return err
		}
		o.printStatus(ios.Out, ios.Lang, o.Style(ios.Out), padDoc(file, p))
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
	return cmdutil.WriteJSON(ios.Out, out)
}

// repairPad repairs the pad file (scorepad.RepairFile) and says what it
// changed, in lang; it returns how many numbers it changed.
func (e Env) repairPad(w io.Writer, lang, file string) (int, error) {
	p, fixes, err := scorepad.RepairFile(file)
	if err != nil {
		return 0, err
	}
	kind := roundKind(p.Game)
	if len(fixes) == 0 {
		fmt.Fprintln(w, e.Tr(lang, "padfix.nothing."+kind, i18n.Args{"File": file}))
		return 0, nil
	}
	for _, f := range fixes {
		args := i18n.Args{"File": file, "Line": f.Line, "N": f.Round, "Who": i18n.Player(p.Players[f.Seat]), "Was": f.Was, "Now": f.Now}
		if f.Round > 0 {
			fmt.Fprintln(w, e.Tr(lang, "padfix.score."+kind, args))
		} else {
			fmt.Fprintln(w, e.Tr(lang, "padfix.total", args))
		}
	}
	fmt.Fprintln(w, e.TrN(lang, "padfix.corrected", len(fixes), i18n.Args{"Backup": scorepad.BackupPath(file)}))
	return len(fixes), nil
}
