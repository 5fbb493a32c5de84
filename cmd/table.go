package cmd

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/scorepad"
	"tabletop/validator"
)

func init() { register(tableCommand) }

var tableCommand = &cli.Command{
	Name:      "table",
	Usage:     "follow a physical game as it is played: check every declared move, keep the turn, score each round",
	ArgsUsage: "mojo|makoto --players A,B,C | --resume FILE",
	Description: `The cards stay in people's hands; tabletop sees only what the table
shows. Declare each event as it happens and it is checked at once by the
game's rules engine: whose turn it is, what may be played, who draws, Mojo
Time, the end of a round; Makoto tricks, the Curtain, the Oracle, outs and
rewards. Every round is scored into the pad (--pad) without arithmetic.

On a terminal a form asks for the next event. Otherwise one line per event
is read from standard input:
   top 8                 Mojo: the card turned up to start a round (two piles: top 8 3)
   curtain 13 11 2 1 1   Makoto: the Curtain as dealt at the start of a game
   Ann: play 8 8 7       a declared move, in move notation (Makoto: one-line
                         forms such as "play 13 13 13 take 1 1 1" too)
   Ann: shows 9 1        Mojo, end of a round: every card Ann scores
   undo                  takes back the last accepted line
   status                prints the table; ? lists what the player to move may declare, with a hint
   # ...                 a comment (ignored, like empty lines)
A refused line names its rule and changes nothing. After every accepted
line the journal (--journal, default table-journal.yaml) holds the whole
game: --resume continues it after a crash or a closed terminal.

--json prints one JSON object per line read (JSON Lines): line, input, ok,
rule, reason, effects and status.

Examples:
   tabletop table mojo --players Ann,Ben,Cy --pad night.yaml
   tabletop table makoto --players Ann,Ben,Cy,Dan --series --json < game.txt
   tabletop table --resume table-journal.yaml`,
	Flags: []cli.Flag{
		&cli.StringFlag{Name: "players", Usage: "the players in seating order, `A,B,C`"},
		&cli.StringFlag{Name: "start", Usage: "the player who starts the first round (Mojo) or deals first (Makoto); default the first listed"},
		&cli.StringFlag{Name: "pad", Usage: "score pad `FILE` the rounds are added to (created when missing)"},
		&cli.StringFlag{Name: "journal", Usage: "journal `FILE` written after every accepted line", Value: "table-journal.yaml"},
		&cli.StringFlag{Name: "resume", Usage: "continue the game kept in journal `FILE`"},
		&cli.BoolFlag{Name: "force", Usage: "start a new game over an existing journal file"},
		&cli.BoolFlag{Name: "series", Usage: "Makoto: a whole series (short for --option series=on)", Category: "Rules"},
		optionFlag, variantFlag, jsonFlag, accessibleFlag,
	},
	Action: runTable,
}

// tableOptions is what the table command runs on, filled from flags.
type tableOptions struct {
	Journal *scorepad.Journal
	Path    string // the journal's file
	Resume  bool
	JSON    bool
	Form    bool // ask with forms (stdin is a terminal, no --json)
	Access  bool
	Lang    string // the language of the human output
}

func tableOptionsFrom(c *cli.Context) (*tableOptions, error) {
	o := &tableOptions{JSON: c.Bool("json"), Access: accessible(c)}
	if lang, err := languageOf(c); err == nil {
		o.Lang = lang
	}
	o.Form = !o.JSON && isTerminal(c.App.Reader)
	if file := c.String("resume"); file != "" {
		if c.Args().Len() > 0 || c.IsSet("players") || c.IsSet("pad") || c.IsSet("start") || c.IsSet("series") || len(c.StringSlice("option")) > 0 || c.IsSet("variant") {
			return nil, usageTold("arg.table-resume", nil)
		}
		j, err := scorepad.LoadJournal(file)
		if err != nil {
			return nil, err
		}
		o.Journal, o.Path, o.Resume = j, file, true
		return o, nil
	}
	rs, err := gameArg(c)
	if err != nil {
		return nil, err
	}
	if c.Args().Len() > 1 {
		return nil, usageErrorf("table: %w", unexpectedArg(c.Args().Get(1)))
	}
	opts, err := ruleOptions(c, rs)
	if err != nil {
		return nil, err
	}
	if c.Bool("series") {
		if _, ok := opts["series"]; !ok {
			return nil, usageTold("arg.series-only", nil)
		}
		opts["series"] = "on"
	}
	if c.String("players") == "" {
		return nil, usageTold("arg.table-players", nil)
	}
	players, err := checkPlayerList(c.String("players"), rs.MinPlayers(), rs.MaxPlayers())
	if err != nil {
		return nil, usageErrorf("--players: %w", err)
	}
	start := players[0]
	if s := c.String("start"); s != "" {
		i, err := scorepad.SeatOf(players, s)
		if err != nil {
			return nil, usageErrorf("--start: %w", err)
		}
		start = players[i]
	}
	o.Path = c.String("journal")
	if fi, err := os.Stat(o.Path); err == nil && !c.Bool("force") {
		if !fi.Mode().IsRegular() {
			return nil, usageTold("arg.journal-not-regular", map[string]any{"File": o.Path})
		}
		return nil, usageTold("arg.journal-exists", map[string]any{"File": o.Path})
	}
	o.Journal = &scorepad.Journal{Game: rs.Name(), Players: players, Options: opts, Start: start, Pad: c.String("pad")}
	return o, nil
}

func runTable(c *cli.Context) error {
	o, err := tableOptionsFrom(c)
	if err != nil {
		return err
	}
	return runTableWith(o, c.App.Reader, c.App.Writer, c.App.ErrWriter)
}

// tableRun is one table session with its files and output.
type tableRun struct {
	o    *tableOptions
	sess *validator.Session
	out  io.Writer
	st   style
	line int
}

func runTableWith(o *tableOptions, in io.Reader, out, errOut io.Writer) error {
	j := o.Journal
	rs, err := engine.Lookup(j.Game)
	if err != nil {
		return &engine.InputError{File: o.Path, Msg: err.Error(), Err: err}
	}
	start, err := scorepad.SeatOf(j.Players, j.Start)
	if err != nil {
		return &engine.InputError{File: o.Path, Msg: "start: " + err.Error(), Err: fmt.Errorf("start: %w", err)}
	}
	sess, err := validator.NewSession(rs, j.Players, j.Options, start)
	if err != nil {
		return usageErrorf("%w", err)
	}
	if o.Resume {
		if k, err := sess.Restore(j.Lines); err != nil {
			return &engine.InputError{File: o.Path, Line: scorepad.JournalLine(o.Path, k), Msg: err.Error(), Err: err}
		}
		// A crash between the journal's write and the pad's is mended here.
		if err := syncPad(j, sess); err != nil {
			return err
		}
	} else {
		if err := preparePad(j); err != nil {
			return err
		}
		if err := scorepad.SaveJournal(o.Path, j); err != nil {
			return err
		}
	}
	r := &tableRun{o: o, sess: sess, out: out, st: styleFor(out)}
	if !o.JSON {
		r.greet(errOut)
	}
	if o.Form {
		return r.forms(in, errOut)
	}
	err = readLines(in, maxTableLine, func(line string, whole bool) error {
		if !whole {
			return r.tooLong(line)
		}
		return r.handle(line)
	})
	var re *lineReadError
	if errors.As(err, &re) {
		return usageTold("table-error.reading", map[string]any{"Err": re.err})
	}
	return err
}

// maxTableLine is the longest input line the table mode reads, in bytes;
// a longer one is refused and the session goes on.
const maxTableLine = 1 << 20

// lineReadError is a failure to read the input (not an error of a line).
type lineReadError struct{ err error }

func (e *lineReadError) Error() string { return e.err.Error() }
func (e *lineReadError) Unwrap() error { return e.err }

// readLines calls fn with every line of in, without its line break ("\n"
// or "\r\n"), as bufio.ScanLines splits them, and returns fn's first
// error as it is, or a *lineReadError. A line longer than maxLine bytes
// is not kept (issue 19, D11: bufio.Scanner ended the session on it): fn
// gets its beginning, cut (engine.Cut), and whole false.
func readLines(in io.Reader, maxLine int, fn func(line string, whole bool) error) error {
	br := bufio.NewReaderSize(in, 64<<10)
	buf := make([]byte, 0, 64<<10)
	size := 0 // the line's bytes so far, kept or not
	for {
		chunk, err := br.ReadSlice('\n')
		size += len(chunk)
		// The line and "\r\n", or the beginning a refusal repeats.
		if room := max(maxLine+2, 4*engine.MaxEcho) - len(buf); room > 0 {
			buf = append(buf, chunk[:min(len(chunk), room)]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && err != io.EOF {
			return &lineReadError{err}
		}
		if size > 0 {
			line := strings.TrimSuffix(strings.TrimSuffix(string(buf), "\n"), "\r")
			whole := len(buf) == size && len(line) <= maxLine
			if !whole {
				line = engine.Cut(strings.ToValidUTF8(line[:min(len(line), 4*engine.MaxEcho)], ""))
			}
			if err := fn(line, whole); err != nil {
				return err
			}
		}
		if err == io.EOF {
			return nil
		}
		buf, size = buf[:0], 0
	}
}

// tooLong answers an input line longer than maxTableLine: refused, the
// session goes on.
func (r *tableRun) tooLong(start string) error {
	r.line++
	a := validator.LineTooLong(r.line, maxTableLine, start)
	if r.o.JSON {
		return writeJSONLine(r.out, r.lineJSON(a))
	}
	r.print(a)
	return nil
}

// handle answers one input line: applies it, keeps the journal and the pad,
// and prints the answer.
func (r *tableRun) handle(text string) error {
	r.line++
	a := r.sess.Handle(text)
	if a.Ignored {
		return nil
	}
	if a.OK && !isQuery(a.Input) {
		r.o.Journal.Lines = r.sess.Lines()
		if err := scorepad.SaveJournal(r.o.Path, r.o.Journal); err != nil {
			return err
		}
		if a.Scored {
			if err := syncPad(r.o.Journal, r.sess); err != nil {
				return err
			}
		}
	}
	if r.o.JSON {
		return writeJSONLine(r.out, r.lineJSON(a))
	}
	r.print(a)
	return nil
}

// isQuery reports whether an accepted line only asks (status, ?).
func isQuery(input string) bool {
	l := strings.ToLower(input)
	return l == "status" || l == "?"
}

// tableLineJSON is one --json answer (CLI.md, "Following a physical game").
type tableLineJSON struct {
	Line          int                `json:"line"`
	Input         string             `json:"input"`
	OK            bool               `json:"ok"`
	Rule          string             `json:"rule"`
	Reason        string             `json:"reason"`
	Effects       []string           `json:"effects"`
	EffectsDetail []engine.Effect    `json:"effects_detail"`
	Hints         []string           `json:"moves,omitempty"`
	Advice        []validator.Advice `json:"hint,omitempty"`
	Status        validator.Status   `json:"status"`
}

func (r *tableRun) lineJSON(a validator.Answer) tableLineJSON {
	doc := tableLineJSON{Line: r.line, Input: a.Input, OK: a.OK, Rule: a.Rule, Reason: a.Reason,
		Effects: []string{}, EffectsDetail: []engine.Effect{}, Hints: a.Hints, Advice: a.Advice, Status: r.sess.Status()}
	for _, e := range a.Effects {
		doc.Effects = append(doc.Effects, e.Text)
		doc.EffectsDetail = append(doc.EffectsDetail, e)
	}
	return doc
}

// greet says what is being followed and what the table waits for.
func (r *tableRun) greet(w io.Writer) {
	j := r.o.Journal
	rs, _ := engine.Lookup(j.Game)
	id := "table.following"
	if r.o.Resume {
		id = "table.resuming"
	}
	if j.Pad != "" {
		id += "-pad"
	}
	fmt.Fprintln(w, tr(r.o.Lang, id, map[string]any{"Game": rs.Title(), "Players": strings.Join(j.Players, ", "),
		"Journal": r.o.Path, "Pad": j.Pad}))
	r.printStatus(w)
}

// print writes the human answer to one line.
func (r *tableRun) print(a validator.Answer) {
	w, st := r.out, r.st
	switch {
	case strings.EqualFold(a.Input, "status"):
		r.printStatus(w)
		return
	case a.Input == "?":
		r.printHints(a.Hints)
		r.printAdvice(a.Advice)
		return
	case !a.OK:
		fmt.Fprintf(w, "%s %s\n   · %s %s\n   → %s\n", st.Red(tr(r.o.Lang, "table.refused", nil)), engine.Shown(a.Input), a.ReasonIn(r.o.Lang),
			st.Dim("["+a.Rule+"]"), tr(r.o.Lang, "table.nothing-changed", nil))
		return
	}
	fmt.Fprintf(w, "%s %s\n", st.Green(tr(r.o.Lang, "table.ok", nil)), a.Input)
	for _, e := range a.Effects {
		fmt.Fprintf(w, "   · %s %s\n", e.In(r.o.Lang), st.Dim("["+e.Rule+"]"))
	}
	fmt.Fprintf(w, "   → %s\n", r.summary())
}

// summary is the one status line after every accepted event.
func (r *tableRun) summary() string {
	s := r.sess.Status()
	return waitingText(r.o.Lang, s) + " · " + s.BriefIn(r.o.Lang)
}

// joinNamesIn lists names as lang does: "Ala, Ola and Ewa".
func joinNamesIn(lang string, ns []string) string {
	if len(ns) < 2 {
		return joinNames(ns)
	}
	return tr(lang, "table.and", map[string]any{"Rest": strings.Join(ns[:len(ns)-1], ", "), "Last": ns[len(ns)-1]})
}

// waitingText says what the table waits for, in lang.
func waitingText(lang string, s validator.Status) string {
	round := fmt.Sprintf("%s %d", s.RoundWord, s.Round)
	if id := "table.round-word." + strings.ToLower(s.RoundWord); cliText().Has(i18n.English, id) {
		round = tr(lang, id, map[string]any{"N": s.Round})
	}
	data := map[string]any{"Round": round, "Who": s.ToMove, "Start": s.StartWord}
	switch s.WaitingFor {
	case engine.WaitMove:
		return tr(lang, "table.to-move", data)
	case engine.WaitShows:
		return tr(lang, "table.shows", data)
	case engine.WaitOver:
		return trN(lang, "table.over", len(s.Winners), map[string]any{"Winners": joinNamesIn(lang, s.Winners)})
	}
	return tr(lang, "table.waiting", data)
}

func (r *tableRun) printStatus(w io.Writer) {
	s := r.sess.Status()
	fmt.Fprintln(w, waitingText(r.o.Lang, s))
	for _, l := range s.LinesIn(r.o.Lang) {
		fmt.Fprintln(w, "  "+l)
	}
	var tot []string
	for _, p := range r.o.Journal.Players {
		tot = append(tot, fmt.Sprintf("%s %d", p, s.Totals[p]))
	}
	fmt.Fprintln(w, "  "+tr(r.o.Lang, "table.totals", map[string]any{"Totals": strings.Join(tot, ", ")}))
}

func (r *tableRun) printHints(h []string) {
	const most = 30
	if len(h) == 0 {
		fmt.Fprintln(r.out, tr(r.o.Lang, "table.nothing-to-declare", nil))
		return
	}
	shown := h
	if len(h) > most {
		shown = h[:most]
	}
	fmt.Fprint(r.out, tr(r.o.Lang, "table.may-declare", map[string]any{"Moves": i18n.Join(r.o.Lang, shown, "; ")}))
	if len(h) > most {
		fmt.Fprint(r.out, tr(r.o.Lang, "table.and-more", map[string]any{"N": len(h) - most}))
	}
	fmt.Fprintln(r.out)
}

// printAdvice writes the search's ranking of the moves, best first.
func (r *tableRun) printAdvice(advice []validator.Advice) {
	if len(advice) == 0 {
		return
	}
	moves := make([]string, len(advice))
	for i, a := range advice {
		moves[i] = a.Move
	}
	fmt.Fprintln(r.out, tr(r.o.Lang, "table.hint", map[string]any{"Moves": strings.Join(moves, " · ")}))
}

// preparePad makes sure the journal's pad exists for this game and notes
// how many rounds it held before it.
func preparePad(j *scorepad.Journal) error {
	if j.Pad == "" {
		return nil
	}
	p, err := scorepad.Load(j.Pad)
	if errors.Is(err, os.ErrNotExist) {
		p, err = scorepad.New(j.Game, j.Players, j.Options, 0)
		if err != nil {
			return usageErrorf("%w", err)
		}
		if err := scorepad.Create(j.Pad, p, false); err != nil {
			return usageErrorf("%w", err)
		}
	} else if err != nil {
		return err
	}
	if err := padMatches(j, p); err != nil {
		return err
	}
	j.PadRounds = len(p.Rounds)
	return nil
}

// padMatches refuses a pad of another game, other players or another
// seating order, or other options than the journal's: its rounds would be
// another table's.
func padMatches(j *scorepad.Journal, p *scorepad.Pad) error {
	if p.Game != j.Game || strings.Join(p.Players, ",") != strings.Join(j.Players, ",") {
		return usageTold("arg.pad-other-game", map[string]any{"File": j.Pad, "Game": p.Game, "Players": strings.Join(p.Players, ", "), "Want": j.Game, "WantPlayers": strings.Join(j.Players, ", ")})
	}
	if p.Options.String() != j.Options.String() {
		return usageTold("arg.pad-other-options", map[string]any{"File": j.Pad, "Options": p.Options.String(), "Want": j.Options.String()})
	}
	return nil
}

// syncPad makes the pad hold its earlier rounds plus every round the table
// has scored: an undo of a scored round takes it back, a resume after a
// crash between the journal and the pad write adds what is missing.
func syncPad(j *scorepad.Journal, sess *validator.Session) error {
	if j.Pad == "" {
		return nil
	}
	_, err := scorepad.Update(j.Pad, func(p *scorepad.Pad) error {
		if err := padMatches(j, p); err != nil {
			return err
		}
		if len(p.Rounds) < j.PadRounds {
			return cliTold("arg.pad-fewer-rounds", map[string]any{"Count": len(p.Rounds), "Then": j.PadRounds})
		}
		p.Rounds = p.Rounds[:j.PadRounds]
		t := sess.Table()
		for k := range t.Rounds() {
			if _, err := p.Add(scorepad.RoundOf(t.RoundEntry(k))); err != nil {
				return err
			}
		}
		return nil
	})
	return err
}
