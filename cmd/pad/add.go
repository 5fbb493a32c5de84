package pad

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/roundentry"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/host/gamewords"
	"tabletop/scorepad"
)

// AddOptions is everything pad add and pad edit need: the pad, and
// the round to add, read for the pad's game and players once the pad is
// locked.
type AddOptions struct {
	Env
	File  string
	Round func(p *scorepad.Pad) (scorepad.Round, error)
	JSON  bool
	// Replace is the round (1-based) that the round replaces (pad edit);
	// 0: the round is added.
	Replace int
	// Kept, when set by Round, are the seats whose cards or score the
	// edit did not give, with their scores before it: pad edit says which
	// of them changed all the same.
	Kept map[int]int
}

func addAction(f *cmdutil.Factory, c *cli.Context, runF func(Options) error) error {
	file, err := oneFile(c, c.Args().Slice())
	if err != nil {
		return err
	}
	var asked map[string][]string
	if askForm(c) {
		if asked, err = askRound(f, c, file, 0); err != nil {
			return err
		}
	}
	o := &AddOptions{Env: envOf(f, c), File: file, JSON: c.Bool("json"),
		Round: func(p *scorepad.Pad) (scorepad.Round, error) {
			// A finished game or series says so before the flags are read.
			if err := p.CheckOpen(); err != nil {
				return scorepad.Round{}, err
			}
			return roundFromFlags(f, c, p)
		}}
	return o.keepAnswers(asked, run(o, runF), "pad", "add", file)
}

// Run adds o's round to o's pad and prints how it scored.
func (o *AddOptions) Run() error {
	ios := o.IO
	file := o.File
	var d scoring.RoundScore
	var added scorepad.Round
	p, err := scorepad.Update(file, func(p *scorepad.Pad) error {
		r, err := o.Round(p)
		if err != nil {
			return err
		}
		if o.Replace > 0 {
			if d, err = p.Replace(o.Replace-1, r); err != nil {
				return cmdutil.UsageError(i18n.At(file, err))
			}
			added = p.Rounds[o.Replace-1]
			return nil
		}
		if d, err = p.Add(r); err != nil {
			return err
		}
		added = p.Rounds[len(p.Rounds)-1]
		return nil
	})
	if err != nil {
		return err
	}
	return o.report(file, p, o.JSON, func(w io.Writer) error {
		if o.Replace > 0 {
			fmt.Fprintln(w, o.Tr(ios.Lang, "pad.replaced."+roundKind(p.Game), i18n.Args{"File": file, "N": o.Replace, "Backup": scorepad.BackupPath(file)}))
		} else {
			fmt.Fprintln(w, o.Tr(ios.Lang, "pad.added."+roundKind(p.Game), i18n.Args{"File": file, "N": len(p.Rounds)}))
		}
		if !added.TotalsOnly() {
			if err := gamewords.Score(w, ios.Lang, o.Style(w).On, d); err != nil {
				return err
			}
		}
		o.printAlsoChanged(w, ios.Lang, o.Kept, p.Players, added.Scores, d.Rules)
		return nil
	})
}

// printAlsoChanged says whose score an edit changed though their cards
// were kept: a Mojo round's scores depend on every hand through the Mojo
// card.
func (e Env) printAlsoChanged(w io.Writer, lang string, kept map[int]int, players []string, scores []int, rules string) {
	var changes []string
	for i, name := range players {
		if was, ok := kept[i]; ok && i < len(scores) && scores[i] != was {
			changes = append(changes, fmt.Sprintf("%s %d → %d", name, was, scores[i]))
		}
	}
	if len(changes) == 0 {
		return
	}
	if rules != "" {
		rules = " [" + rules + "]"
	}
	fmt.Fprintln(w, e.TrN(lang, "pad.also-changed", len(changes), i18n.Args{"Changes": strings.Join(changes, ", "), "Rules": rules}))
}

// askForm reports whether pad add asks with a form: on a terminal, when
// neither scores nor any game's cards are given.
func askForm(c *cli.Context) bool {
	needed := []string{"score"}
	for _, f := range roundentry.AllFields() {
		if f.Kind == scoring.FieldPerPlayer {
			needed = append(needed, f.Name)
		}
	}
	return roundentry.UseForm(c, needed...)
}

// askRound asks for a round with a form and sets the flags from the
// answers. The pad is read (not locked) only to learn its game and players
// and, when adding (edit 0), that its game is not over; when editing round
// edit, the form opens with that round's answers.
func askRound(f *cmdutil.Factory, c *cli.Context, file string, edit int) (map[string][]string, error) {
	p, err := scorepad.Load(file)
	if err != nil {
		return nil, err
	}
	var prefill *scoring.Entry
	if edit == 0 {
		if err := p.CheckOpen(); err != nil {
			return nil, err // nothing to ask for a finished game
		}
	} else if edit <= len(p.Rounds) {
		prefill = &p.Rounds[edit-1].Entry // the form opens with the round as it is
	}
	sc, err := padScorer(p)
	if err != nil {
		return nil, err
	}
	values, err := roundentry.Ask(f.Form(c), sc, p.Players, prefill)
	if err != nil {
		return nil, err
	}
	roundentry.SetFlags(c, values)
	return values, nil
}

// keepAnswers, when a round answered in a form is refused (err), prints
// the command that enters the same answers again, so that nothing typed is
// lost; it returns err.
func (e Env) keepAnswers(asked map[string][]string, err error, cmd ...string) error {
	if err == nil || asked == nil {
		return err
	}
	args := append([]string{"tabletop"}, cmd...)
	names := make([]string, 0, len(asked))
	for name := range asked {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		for _, v := range asked[name] {
			if v != "" {
				args = append(args, "--"+name, shellWord(v))
			}
		}
	}
	fmt.Fprintf(e.IO.ErrOut, "%s\n  %s\n", e.Tr(e.IO.Lang, "form.your-answers", nil), strings.Join(args, " "))
	return err
}

// shellWord quotes s for a POSIX shell when it needs it.
func shellWord(s string) string {
	if strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("=,._-+/", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func padScorer(p *scorepad.Pad) (scoring.RoundScorer, error) {
	rs, err := engine.Lookup(p.Game)
	if err != nil {
		return nil, err
	}
	return roundentry.ScorerOf(rs)
}

// roundFromFlags reads the round to add from the flags, for the pad's game
// and players.
func roundFromFlags(f *cmdutil.Factory, c *cli.Context, p *scorepad.Pad) (scorepad.Round, error) {
	sc, err := padScorer(p)
	if err != nil {
		return scorepad.Round{}, err
	}
	mine := map[string]bool{}
	var perPlayer string
	for _, f := range sc.RoundFields() {
		mine[f.Name] = true
		if f.Kind == scoring.FieldPerPlayer && perPlayer == "" {
			perPlayer = f.Name
		}
	}
	// wrong refuses the flags of another game's fields.
	wrong := func(withScores bool) error {
		for _, f := range roundentry.AllFields() {
			if c.IsSet(f.Name) && !mine[f.Name] && (!withScores || f.Kind == scoring.FieldPlayer) {
				return cmdutil.UsageError(cmdutil.CLIError("arg.not-for-pad", i18n.Args{"Flag": f.Name, "Game": cmdutil.RoundWord(p.Game).String()}))
			}
		}
		return nil
	}
	if c.IsSet("score") {
		for _, f := range roundentry.AllFields() {
			if f.Kind != scoring.FieldPlayer && c.IsSet(f.Name) {
				return scorepad.Round{}, cmdutil.UsageError(cmdutil.CLIError("arg.score-alone", i18n.Args{"Flag": f.Name}))
			}
		}
		if err := wrong(true); err != nil {
			return scorepad.Round{}, err
		}
		pairs, err := roundentry.PairValues(c, "score")
		if err != nil {
			return scorepad.Round{}, err
		}
		scores, err := roundentry.HandsByPlayer(pairs, p.Players, "score", func(s string) ([]int, error) {
			v, err := strconv.Atoi(strings.TrimSpace(s))
			if err != nil {
				return nil, cmdutil.CLIError("arg.not-whole", i18n.Args{"Value": i18n.Quoted(s)})
			}
			return []int{v}, nil
		})
		if err != nil {
			return scorepad.Round{}, err
		}
		flat := make([]int, len(scores))
		for i, s := range scores {
			flat[i] = s[0]
		}
		var e scoring.Entry
		for _, f := range sc.RoundFields() {
			if name := c.String(f.Name); f.Kind == scoring.FieldPlayer && name != "" {
				seat, err := p.Seat(name)
				if err != nil {
					return scorepad.Round{}, cmdutil.UsageError(i18n.At("--"+f.Name, err))
				}
				e.SetSeats(f.Name, seat)
			}
		}
		return scorepad.ScoresRoundOf(flat, e), nil
	}
	if err := wrong(false); err != nil {
		return scorepad.Round{}, err
	}
	if !c.IsSet(perPlayer) {
		return scorepad.Round{}, cmdutil.UsageError(cmdutil.CLIError("arg.pad-add-give", i18n.Args{"Give": sc.EntryHelp().Pad}))
	}
	e, err := roundentry.FromFlags(c, func() cmdutil.Form { return f.Form(c) }, sc, p.Players)
	if err != nil {
		return scorepad.Round{}, err
	}
	return scorepad.RoundOf(e), nil
}
