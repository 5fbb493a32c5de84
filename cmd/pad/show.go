package pad

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/chart"
	"tabletop/engine"
	"tabletop/engine/capability"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/host/gamewords"
	"tabletop/scorepad"
)

// FileOptions is what pad show, pad undo and pad fix need.
type FileOptions struct {
	Env
	// Command is the subcommand: "show", "undo" or "fix".
	Command string
	File    string
	JSON    bool
	Chart   bool // show: draw the running totals
	Fix     bool // show: repair first (pad fix)
}

// fileAction reads the options of a command on one pad file and runs
// them, through wrap when it is given (show's pager).
func fileAction(f *cmdutil.Factory, runF func(Options) error, wrap func(*FileOptions) error) cli.ActionFunc {
	return func(c *cli.Context) error {
		file, err := oneFile(c, c.Args().Slice())
		if err != nil {
			return err
		}
		o := &FileOptions{Env: envOf(f, c), Command: c.Command.Name, File: file, JSON: c.Bool("json"), Chart: c.Bool("chart"), Fix: c.Bool("fix")}
		if wrap != nil {
			return wrap(o)
		}
		return run(o, runF)
	}
}

// Run runs o's command on o's pad.
func (o *FileOptions) Run() error {
	switch o.Command {
	case "undo":
		return o.undo()
	case "fix":
		return o.fix()
	}
	return o.show()
}

// show prints the pad o.File.
func (o *FileOptions) show() error {
	ios := o.IO
	file := o.File
	if o.Fix {
		if o.JSON {
			return o.fix()
		}
		fixes, err := o.repairPad(ios.Out, ios.Lang, file)
		if err != nil {
			return err
		}
		if fixes > 0 {
			fmt.Fprintln(ios.Out)
		}
	}
	p, err := scorepad.Load(file)
	if err != nil {
		return err
	}
	doc := padDoc(file, p)
	if o.JSON {
		return cmdutil.WriteJSON(ios.Out, doc)
	}
	w := ios.Out
	if o.Chart {
		o.drawChart(w, ios.Lang, p, o.Style(w).On)
		o.printStatus(w, ios.Lang, o.Style(w), doc)
		return nil
	}
	return o.printSheet(w, ios.Lang, p, doc)
}

// undo removes the last round of the pad o.File.
func (o *FileOptions) undo() error {
	ios := o.IO
	file := o.File
	var removed scorepad.Round
	p, err := scorepad.Update(file, func(p *scorepad.Pad) error {
		r, err := p.Undo()
		if err != nil {
			return cmdutil.UsageError(i18n.At(file, err))
		}
		removed = r
		return nil
	})
	if err != nil {
		return err
	}
	return o.report(file, p, o.JSON, func(w io.Writer) error {
		parts := make([]string, len(p.Players))
		for i, name := range p.Players {
			parts[i] = fmt.Sprintf("%s %d", name, removed.Scores[i])
		}
		fmt.Fprintln(w, o.Tr(ios.Lang, "pad.removed."+roundKind(p.Game), i18n.Args{"File": file, "N": len(p.Rounds) + 1,
			"Scores": strings.Join(parts, ", "), "Backup": scorepad.BackupPath(file)}))
		return nil
	})
}

// report prints what a command did to the pad p in file: its --json
// document when asJSON, else what text writes followed by the pad's
// standing.
func (e Env) report(file string, p *scorepad.Pad, asJSON bool, text func(w io.Writer) error) error {
	doc := padDoc(file, p)
	if asJSON {
		return cmdutil.WriteJSON(e.IO.Out, doc)
	}
	w := e.IO.Out
	if err := text(w); err != nil {
		return err
	}
	e.printStatus(w, e.IO.Lang, e.Style(w), doc)
	return nil
}

// roundKind is what game calls one round, as a message key: "round", or
// "game" for a Makoto series.
func roundKind(game string) string { return cmdutil.RoundWord(game).Key() }

// drawChart draws the running totals of p (chart.Draw), its words in
// lang.
func (e Env) drawChart(w io.Writer, lang string, p *scorepad.Pad, colour bool) {
	kind, threshold := roundKind(p.Game), p.End().Threshold
	axis := e.Tr(lang, "chart.axis."+kind, nil)
	if threshold > 0 {
		axis = e.Tr(lang, "chart.axis-end."+kind, i18n.Args{"Total": threshold})
	}
	chart.Draw(w, chart.Chart{Names: p.Players, Running: p.Standings().Running, Threshold: threshold, Colour: colour,
		Empty: e.Tr(lang, "chart.empty."+kind, nil), Axis: axis,
		Same: func(names []string, rounds []int) string {
			ns := make([]string, len(rounds))
			for i, n := range rounds {
				ns[i] = strconv.Itoa(n)
			}
			return e.TrN(lang, "chart.same."+kind, len(rounds), i18n.Args{"Players": gamewords.JoinNames(lang, names), "Rounds": strings.Join(ns, ", ")})
		}})
}

// roundCount is "3 rounds" (or games) in lang.
func (e Env) roundCount(lang, game string, n int) string {
	return e.TrN(lang, "pad.count."+roundKind(game), n, nil)
}

// printStatus prints the totals and where the game stands.
func (e Env) printStatus(w io.Writer, lang string, st cmdutil.Style, doc padShowJSON) {
	parts := make([]string, len(doc.Players))
	for i, pl := range doc.Players {
		parts[i] = fmt.Sprintf("%s %d", pl.Name, pl.Total)
		switch {
		case pl.Winner:
			parts[i] = st.Bold(e.Tr(lang, "pad.won", i18n.Args{"Cell": parts[i]}))
		case pl.Leader:
			parts[i] = st.Bold(e.Tr(lang, "pad.leads", i18n.Args{"Cell": parts[i]}))
		}
	}
	fmt.Fprintln(w, e.Tr(lang, "pad.totals", i18n.Args{"Totals": strings.Join(parts, ", ")}))
	fmt.Fprintln(w, e.statusLine(lang, st, doc))
}

// statusLine says who leads or won and what comes next.
func (e Env) statusLine(lang string, st cmdutil.Style, doc padShowJSON) string {
	if doc.Over {
		return st.Green(e.TrN(lang, "pad.over", len(doc.Winners), i18n.Args{"Why": doc.end.Why.In(lang),
			"Winners": i18n.Player(gamewords.JoinNames(lang, doc.Winners)), "Rule": doc.end.WinRule}))
	}
	kind := roundKind(doc.Game)
	if doc.Rounds == 0 {
		if doc.dealt {
			return e.Tr(lang, "pad.none-dealt."+kind, i18n.Args{"Games": doc.games, "Dealer": i18n.Player(deref(doc.dealerNext))})
		}
		return e.Tr(lang, "pad.none-yet."+kind, nil)
	}
	s := e.TrN(lang, "pad.leader", len(doc.Leaders), i18n.Args{"Names": i18n.Player(gamewords.JoinNames(lang, doc.Leaders))})
	if !doc.nextNote.IsZero() {
		s += e.Tr(lang, "pad.next."+kind, i18n.Args{"Note": doc.nextNote.In(lang)})
	}
	if doc.dealt {
		s += e.Tr(lang, "pad.deal."+kind, i18n.Args{"N": doc.Rounds + 1, "Games": doc.games, "Dealer": i18n.Player(deref(doc.dealerNext))})
		for _, note := range doc.markNotes {
			s += i18n.Sep(lang, "; ") + note.In(lang)
		}
		s += "."
	}
	return s
}

// dealtTitles are the titles of the games dealt in turn
// (scoring.PadDealer), whose pads take --dealer.
func dealtTitles(f *cmdutil.Factory) cmdutil.Titles {
	var out cmdutil.Titles
	for _, rs := range cmdutil.Games(cmdutil.Having(capability.Scoring)) {
		if _, ok := rs.(scoring.PadDealer); ok {
			out = append(out, rs.Title())
		}
	}
	return out
}

// startRule says, for a game not dealt in turn, who starts instead.
func startRule(rs engine.Ruleset) error {
	if st, ok := rs.(scoring.PadStarter); ok {
		return cmdutil.CLIError("arg.start-rule", i18n.Args{"Game": rs.Title(), "Rule": st.StartRule()})
	}
	return &i18n.Error{Msg: i18n.Plain("")}
}

func deref(s *string) string {
	if s == nil {
		return "-"
	}
	return *s
}

// printSheet prints the pad as a table with running totals.
func (e Env) printSheet(w io.Writer, lang string, p *scorepad.Pad, doc padShowJSON) error {
	st := e.Style(w)
	rs, _ := engine.Lookup(p.Game)
	gameTitle := p.Game
	if rs != nil {
		gameTitle = rs.Title()
	}
	fmt.Fprintln(w, e.Tr(lang, "pad.sheet", i18n.Args{"File": doc.File, "Game": gameTitle, "Players": gamewords.JoinNames(lang, p.Players),
		"Rounds": e.roundCount(lang, p.Game, doc.Rounds)}))
	fmt.Fprintln(w, e.Tr(lang, "pad.options", i18n.Args{"Options": optionList(p.Options)}))
	header := []string{e.Tr(lang, "pad.heading."+roundKind(p.Game), nil)}
	header = append(header, p.Players...)
	header = append(header, e.Tr(lang, "pad.note", nil))
	var rows [][]string
	for _, h := range doc.History {
		row := []string{strconv.Itoa(h.Round)}
		for i := range p.Players {
			row = append(row, i18n.Int(lang, h.Scores[i])+" → "+i18n.Int(lang, h.Totals[i]))
		}
		row = append(row, e.roundNote(lang, h))
		rows = append(rows, row)
	}
	footer := []string{e.Tr(lang, "pad.total", nil)}
	for _, pl := range doc.Players {
		cell := i18n.Int(lang, pl.Total)
		if pl.Winner {
			cell = e.Tr(lang, "pad.won", i18n.Args{"Cell": cell})
		} else if pl.Leader {
			cell = e.Tr(lang, "pad.leads", i18n.Args{"Cell": cell})
		}
		footer = append(footer, cell)
	}
	footer = append(footer, "")
	if err := gamewords.Table(w, header, rows, footer); err != nil {
		return err
	}
	fmt.Fprintln(w, e.statusLine(lang, st, doc))
	return nil
}

func (e Env) roundNote(lang string, h padRoundJSON) string {
	var notes []string
	if h.dealer != "" {
		notes = append(notes, e.Tr(lang, "pad.round-note.dealer", i18n.Args{"Who": i18n.Player(h.dealer)}))
	}
	for _, note := range h.notes {
		notes = append(notes, note.In(lang))
	}
	if !h.startNote.IsZero() {
		notes = append(notes, h.startNote.In(lang))
	}
	if h.TotalsOnly {
		notes = append(notes, e.Tr(lang, "pad.round-note.scores-only", nil))
	}
	return i18n.Join(lang, notes, "; ")
}

// optionList prints options as KEY=VALUE pairs separated by spaces (values
// such as Makoto's rewards contain commas).
func optionList(o engine.Options) string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for i, k := range keys {
		keys[i] = k + "=" + o[k]
	}
	return strings.Join(keys, " ")
}
