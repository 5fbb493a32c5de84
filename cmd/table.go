package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/echo"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/tableplay"
	"tabletop/host"
	"tabletop/host/gamewords"
	"tabletop/internal/lineread"
	"tabletop/scorepad"
	"tabletop/validator"
)

func newTableCmd(f *factory) *cli.Command {
	return f.command(&cli.Command{
		Name:      "table",
		Usage:     "follow a physical game as it is played: check every declared move, keep the turn, score each round",
		ArgsUsage: strings.Join(listedGames(followedAtTable), "|") + " --players A,B,C | --resume FILE",
		Description: `The cards stay in people's hands; tabletop sees only what the table
shows. Declare each event as it happens and it is checked at once by the
game's rules engine: whose turn it is, what may be played, who draws, Mojo
Time, the end of a round; Makoto tricks, the Curtain, the Oracle, outs and
rewards. Every round is scored into the pad (--pad) without arithmetic.

On a terminal the table screen shows the table at the top, every answer
below it and one line to type at the bottom, with a shell line's keys:
Tab completes names and moves (again: the next match), Up and Down recall
earlier lines, ? then Enter or F1 ranks the moves and Enter on the empty
line declares the best, Ctrl-Z undoes, quit or Ctrl-D leaves (Ctrl-C
too, with exit 130); --accessible asks with a plain prompt instead. Otherwise one line per event is read
from standard input:
   top 8                 Mojo: the card turned up to start a round (two piles: top 8 3)
   curtain 13 11 2 1 1   Makoto: the Curtain as dealt at the start of a game
   Ann: play 8 8 7       a declared move, in move notation (Makoto: one-line
                         forms such as "play 13 13 13 take 1 1 1" too)
   play 8 8 7            the same when it is Ann's turn: a line without a name
                         is the player to move's (the lid needs its holder's name)
   Ann: shows 9 1        Mojo, end of a round: every card Ann scores
   undo                  takes back the last accepted line
   status                prints the table
   ?                     lists what the player to move may declare, with a hint
   ? 8 8 7 4 3           the same for the cards the player to move states
                         (checked against the table, kept nowhere)
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
			optionFlag(), variantFlag(), jsonFlag(), accessibleFlag(),
		},
		Action: runTable,
	})
}

// tableOptions is what the table command runs on, filled from flags.
type tableOptions struct {
	Journal *scorepad.Journal
	Path    string // the journal's file
	Resume  bool
	JSON    bool
	Screen  bool // the table screen: stdin and stdout are a terminal, no --json or --accessible
	Prompt  bool // a plain prompt: stdin is a terminal without the screen, no --json
	Access  bool
	Lang    string // the language of the human output
	// unlock releases the journal's lock, held for the whole session (nil:
	// not taken).
	unlock func()
}

// release lets go of the journal's lock.
func (o *tableOptions) release() {
	if o.unlock != nil {
		o.unlock()
		o.unlock = nil
	}
}

func tableOptionsFrom(c *cli.Context) (*tableOptions, error) {
	o := &tableOptions{JSON: c.Bool("json"), Access: accessible(c)}
	if lang, err := languageOf(c); err == nil {
		o.Lang = lang
	}
	inTTY := !o.JSON && isTerminal(c.App.Reader)
	o.Screen = inTTY && !o.Access && isTerminal(c.App.Writer)
	o.Prompt = inTTY && !o.Screen
	if file := c.String("resume"); file != "" {
		if c.Args().Len() > 0 || c.IsSet("players") || c.IsSet("pad") || c.IsSet("start") || c.IsSet("series") || len(c.StringSlice("option")) > 0 || c.IsSet("variant") {
			return nil, usageError(cliError("arg.table-resume", nil))
		}
		// Checked before its lock is taken (a pad is not locked as a
		// journal), read again under the lock: as the last session left it.
		if _, err := scorepad.LoadJournal(file); err != nil {
			return nil, err
		}
		unlock, err := scorepad.LockJournal(file)
		if err != nil {
			return nil, err
		}
		j, err := scorepad.LoadJournal(file)
		if err != nil {
			unlock()
			return nil, err
		}
		o.Journal, o.Path, o.Resume, o.unlock = j, file, true, unlock
		return o, nil
	}
	rs, err := gameArg(c)
	if err != nil {
		return nil, err
	}
	if err := validator.Followable(rs); err != nil {
		return nil, err // before the journal's lock is taken: no lock file left
	}
	if c.Args().Len() > 1 {
		return nil, usageError(i18n.At("table", unexpectedArg(c.Args().Get(1))))
	}
	opts, err := ruleOptions(c, rs)
	if err != nil {
		return nil, err
	}
	if c.Bool("series") {
		if _, ok := opts["series"]; !ok {
			return nil, usageError(cliError("arg.series-only", i18n.Args{"Games": titlesOf(listed(playsSeries)).Phrase()}))
		}
		opts["series"] = "on"
	}
	if defaultPlayers(c) == "" {
		return nil, usageError(cliError("arg.table-players", nil))
	}
	players, err := checkPlayerList(defaultPlayers(c), rs.MinPlayers(), rs.MaxPlayers())
	if err != nil {
		return nil, usageError(i18n.At("--players", err))
	}
	start := players[0]
	if s := c.String("start"); s != "" {
		i, err := scorepad.SeatOf(players, s)
		if err != nil {
			return nil, usageError(i18n.At("--start", err))
		}
		start = players[i]
	}
	o.Path = c.String("journal")
	pad := c.String("pad")
	if pad != "" && sameFile(pad, o.Path) {
		return nil, usageError(cliError("arg.pad-is-journal", map[string]any{"File": o.Path}))
	}
	// Never over a pad or a log, --force or not.
	if err := fileio.CheckReplace(o.Path, fileio.KindJournal); err != nil {
		return nil, usageError(i18n.At("--journal", err))
	}
	if err := journalFree(o.Path, c.Bool("force")); err != nil {
		if err := journalBusy(o.Path); err != nil {
			return nil, err // a journal in use says so, not only that it is there
		}
		return nil, err
	}
	unlock, err := scorepad.LockJournal(o.Path)
	if err != nil {
		return nil, err
	}
	if err := journalFree(o.Path, c.Bool("force")); err != nil { // again under the lock
		unlock()
		return nil, err
	}
	o.unlock = unlock
	o.Journal = &scorepad.Journal{Game: rs.Name(), Players: players, Options: opts, Start: start, Pad: pad}
	return o, nil
}

// journalFree refuses a new game's journal path where a file is already
// there, unless force allows replacing it.
func journalFree(path string, force bool) error {
	if fi, err := os.Stat(path); err == nil && !force {
		if !fi.Mode().IsRegular() {
			return usageError(cliError("arg.journal-not-regular", map[string]any{"File": path}))
		}
		return usageError(cliError("arg.journal-exists", map[string]any{"File": path}))
	}
	return nil
}

// journalBusy refuses a journal at path that another session is
// following (scorepad.LockJournal), taking its lock only for a moment.
func journalBusy(path string) error {
	data, err := fileio.ReadLimited(path)
	if err != nil || fileio.FileKind(data) != fileio.KindJournal {
		return nil
	}
	unlock, err := scorepad.LockJournal(path)
	if err != nil {
		if errors.Is(err, scorepad.ErrJournalHeld) {
			return err
		}
		return nil // the lock itself fails: "already there" is the answer
	}
	unlock()
	return nil
}

// sameFile reports whether paths a and b name one file (fileio.SameFile).
func sameFile(a, b string) bool { return fileio.SameFile(a, b) }

func runTable(c *cli.Context) error {
	o, err := tableOptionsFrom(c)
	if err != nil {
		return err
	}
	defer o.release()
	if o.Screen || o.Prompt {
		// The screen and the prompt leave by themselves (onLeaveSignals).
		return runTableWith(o, c.App.Reader, c.App.Writer, c.App.ErrWriter)
	}
	// Piped lines: Ctrl-C, SIGTERM and SIGHUP leave with the journal
	// complete (it is written after every accepted line) and 128 + the
	// signal's number.
	l := startLeaving()
	defer l.Stop()
	kept := func() {
		fmt.Fprintln(c.App.ErrWriter, tr(o.Lang, "table.kept", map[string]any{"Path": o.Path, "Self": selfCommand()}))
	}
	l.OnForce(kept) // a step that does not notice the signal in time
	err = runTableWith(o, l.reader(c.App.Reader), c.App.Writer, c.App.ErrWriter)
	if lerr := l.Err(); lerr != nil {
		kept()
		return lerr
	}
	return err
}

// tableRun is one table session with its files and output.
type tableRun struct {
	o     *tableOptions
	sess  *validator.Session
	files *host.Journal // the journal and its pad, written by the host
	out   io.Writer
	st    style
	line  int
	last  validator.Answer // the answer to the last line
}

func runTableWith(o *tableOptions, in io.Reader, out, errOut io.Writer) error {
	r, err := newTableRun(o, out)
	if err != nil {
		return err
	}
	if o.Screen {
		return r.screen(in, out, errOut)
	}
	if !o.JSON {
		r.greet(errOut)
	}
	if o.Prompt {
		return r.prompt(in, errOut)
	}
	err = readLines(in, maxTableLine, func(line string, whole bool) error {
		if !whole {
			return r.tooLong(line)
		}
		return r.handle(line)
	})
	var re *lineReadError
	if errors.As(err, &re) {
		return usageError(cliError("table-error.reading", map[string]any{"Err": re.err}))
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
// or "\r\n"), as bufio.ScanLines splits it. fn's error is returned as it
// is, a failure to read as a *lineReadError. A line longer than maxLine
// bytes is handed over cut (its beginning, as an error repeats it) with
// whole false.
func readLines(in io.Reader, maxLine int, fn func(line string, whole bool) error) error {
	lr := newTableReader(in, maxLine)
	for {
		l, err := lr.Next()
		if err != nil && err != io.EOF {
			return &lineReadError{err}
		}
		if l.Size > 0 {
			if err := fn(tableLine(l)); err != nil {
				return err
			}
		}
		if err == io.EOF {
			return nil
		}
	}
}

// newTableReader reads the table's input lines, at most maxLine bytes.
func newTableReader(in io.Reader, maxLine int) *lineread.Reader {
	return lineread.New(in, lineread.Options{Max: maxLine, Keep: 4 * echo.MaxEcho})
}

// tableLine is a line read as the table takes it: a too-long one cut as
// an error repeats it.
func tableLine(l lineread.Line) (line string, whole bool) {
	if !l.Whole {
		return echo.Cut(strings.ToValidUTF8(l.Text, "")), false
	}
	return l.Text, true
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

// newTableRun starts or resumes the session of o with its journal and pad,
// answering on out.
func newTableRun(o *tableOptions, out io.Writer) (*tableRun, error) {
	j := o.Journal
	rs, err := engine.Lookup(j.Game)
	if err != nil {
		return nil, &fileio.InputError{File: o.Path, Err: err}
	}
	start, err := scorepad.SeatOf(j.Players, j.Start)
	if err != nil {
		return nil, &fileio.InputError{File: o.Path, Err: i18n.At("start", err)}
	}
	sess, err := validator.NewSession(rs, j.Players, j.Options, start)
	if err != nil {
		return nil, usageError(err)
	}
	var files *host.Journal
	if o.Resume {
		if k, err := sess.Restore(j.Lines); err != nil {
			return nil, &fileio.InputError{File: o.Path, Line: scorepad.JournalLine(o.Path, k), Err: err}
		}
		// A crash between the journal's write and the pad's is mended
		// here; with nothing to mend nothing is written.
		files, err = host.ResumeJournal(o.Path, j, tableRounds(sess))
	} else {
		files, err = host.StartJournal(o.Path, j)
	}
	if err != nil {
		return nil, err
	}
	return &tableRun{o: o, sess: sess, files: files, out: out, st: styleFor(out)}, nil
}

// tableRounds are the rounds the table has scored, as the pad holds them.
func tableRounds(sess *validator.Session) []scorepad.Round {
	t := sess.Table()
	var rounds []scorepad.Round
	for k := range t.Rounds() {
		rounds = append(rounds, scorepad.RoundOf(t.RoundEntry(k)))
	}
	return rounds
}

// handle answers one input line: applies it, keeps the journal and the pad,
// and prints the answer.
func (r *tableRun) handle(text string) error {
	r.line++
	a := r.sess.Handle(text)
	r.last = a
	if a.Ignored {
		return nil
	}
	if a.OK && !a.Query {
		var rounds []scorepad.Round
		if a.Scored {
			rounds = tableRounds(r.sess)
		}
		if err := r.files.Accepted(r.sess.Lines(), a.Scored, rounds); err != nil {
			return err
		}
	}
	if r.o.JSON {
		return writeJSONLine(r.out, r.lineJSON(a))
	}
	r.print(a)
	return nil
}

// tableLineJSON is one --json answer (CLI.md, "Following a physical game").
type tableLineJSON struct {
	Line          int                `json:"line"`
	Input         string             `json:"input"`
	OK            bool               `json:"ok"`
	Rule          string             `json:"rule"`
	Reason        i18n.Phrase        `json:"reason"`
	Refusal       *engine.RuleError  `json:"refusal,omitempty"` // the one refusal; reason and effects are deprecated
	Effects       []string           `json:"effects"`
	EffectsDetail []engine.Effect    `json:"effects_detail"`
	Hints         []string           `json:"moves,omitempty"`
	Advice        []validator.Advice `json:"hint,omitempty"`
	Status        validator.Status   `json:"status"`
}

func (r *tableRun) lineJSON(a validator.Answer) tableLineJSON {
	doc := tableLineJSON{Line: r.line, Input: a.Input, OK: a.OK, Rule: a.Rule(), Reason: a.Reason(), Refusal: a.Refusal,
		Effects: []string{}, EffectsDetail: []engine.Effect{}, Hints: a.Hints, Advice: a.Advice, Status: r.sess.Status()}
	for _, e := range a.Effects {
		doc.Effects = append(doc.Effects, e.Text.String())
		doc.EffectsDetail = append(doc.EffectsDetail, e)
	}
	return doc
}

// greet says what is being followed and what the table waits for.
func (r *tableRun) greet(w io.Writer) {
	r.greetLine(w)
	r.printStatus(w)
}

// greetLine says what is being followed, with the journal and the pad.
func (r *tableRun) greetLine(w io.Writer) {
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
}

// print writes the human answer to one line.
func (r *tableRun) print(a validator.Answer) {
	w, st := r.out, r.st
	switch {
	case strings.EqualFold(a.Input, "status"):
		r.printStatus(w)
		return
	case a.OK && a.Query:
		r.printHints(a.Hints)
		r.printAdvice(a.Advice, a.Input != "?")
		return
	case !a.OK:
		fmt.Fprintf(w, "%s %s\n   · %s %s\n   → %s\n", st.Red(tr(r.o.Lang, "table.refused", nil)), engine.Shown(a.Input), a.Reason().In(r.o.Lang),
			st.Dim("["+a.Rule()+"]"), tr(r.o.Lang, "table.nothing-changed", nil))
		return
	}
	fmt.Fprintf(w, "%s %s\n", st.Green(tr(r.o.Lang, "table.ok", nil)), a.Input)
	for _, e := range a.Effects {
		fmt.Fprintf(w, "   · %s %s\n", e.Text.In(r.o.Lang), st.Dim("["+e.Rule+"]"))
	}
	fmt.Fprintf(w, "   → %s\n", r.summary())
}

// summary is the one status line after every accepted event.
func (r *tableRun) summary() string {
	s := r.sess.Status()
	return waitingText(r.o.Lang, s) + " · " + s.Brief.In(r.o.Lang)
}

// joinNamesIn lists names as lang does: "Ala, Ola and Ewa" (gamewords.JoinNames).
func joinNamesIn(lang string, ns []string) string { return gamewords.JoinNames(lang, ns) }

// waitingText says what the table waits for, in lang.
func waitingText(lang string, s validator.Status) string {
	round := s.RoundTitle.In(lang)
	data := map[string]any{"Round": round, "Who": i18n.Player(s.ToMove), "Start": s.StartWord}
	switch s.WaitingFor {
	case tableplay.WaitMove:
		return tr(lang, "table.to-move", data)
	case tableplay.WaitShows:
		return tr(lang, "table.shows", data)
	case tableplay.WaitOver:
		return trN(lang, "table.over", len(s.Winners), map[string]any{"Winners": i18n.Player(joinNamesIn(lang, s.Winners))})
	}
	return tr(lang, "table.waiting", data)
}

func (r *tableRun) printStatus(w io.Writer) {
	s := r.sess.Status()
	fmt.Fprintln(w, waitingText(r.o.Lang, s))
	for _, l := range s.Lines {
		fmt.Fprintln(w, "  "+l.In(r.o.Lang))
	}
	fmt.Fprintln(w, "  "+totalsText(r.o.Lang, r.o.Journal.Players, s))
}

// totalsText is the line of every player's total.
func totalsText(lang string, players []string, s validator.Status) string {
	var tot []string
	for _, p := range players {
		tot = append(tot, fmt.Sprintf("%s %d", p, s.Totals[p]))
	}
	return tr(lang, "table.totals", map[string]any{"Totals": strings.Join(tot, ", ")})
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

// printAdvice writes the search's ranking of the moves, best first; told
// is true when it is for the cards the player stated.
func (r *tableRun) printAdvice(advice []validator.Advice, told bool) {
	if len(advice) == 0 {
		return
	}
	moves := make([]string, len(advice))
	for i, a := range advice {
		moves[i] = a.Move
	}
	id := "table.hint"
	if told {
		id = "table.hint-hand"
	}
	fmt.Fprintln(r.out, tr(r.o.Lang, id, map[string]any{"Moves": strings.Join(moves, " · ")}))
}
