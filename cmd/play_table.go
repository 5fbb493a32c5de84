package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/engine/story"
)

// playTable is what play shows and keeps while a game runs: it prints
// every move (and, when people play or with --verbose, what it did), the
// breakdown of every finished round, and keeps the log, which it saves
// when the game ends or is abandoned.
type playTable struct {
	o      *playOptions
	ios    ioStreams
	sty    style
	label  engine.RoundWord
	names  []string
	humans int
	human  []bool
	// shared is set when several people play at one screen: the seed is
	// shown only once the game ends or is saved (it would let one work
	// out the others' hands).
	shared bool
	// private is set when they play at a terminal with forms on its
	// alternate screen: what only one of them may see (a card they drew)
	// is shown there, never on the screen the next person can scroll.
	private bool

	mu     sync.Mutex
	log    *engine.GameLog
	story  *story.Recorder
	rounds int
	saved  string
	// abandoned is set once the game so far is saved on leaving: the
	// handler of a signal and the game may both try.
	abandoned bool
	// recent are the lines shown since the last person's prompt, shown
	// again after the screen is passed on (hot-seat).
	recent []string
	// notes are what a person is told privately at their next prompt
	// ("You drew a 3"), by seat.
	notes map[int]string
	// seen are the cards a person drew at a shared screen since they last
	// confirmed seeing them (hot-seat).
	seen map[int][]string
}

func newPlayTable(o *playOptions, ios ioStreams, s engine.State, humans int) *playTable {
	t := &playTable{o: o, ios: ios, sty: styleFor(ios.Out), label: engine.RoundWordOf(o.Game),
		names: names(o.Seats), humans: humans, notes: map[int]string{}, seen: map[int][]string{}}
	for _, st := range o.Seats {
		t.human = append(t.human, st.Bot == "")
	}
	t.log = engine.NewLog(s, t.names)
	for _, st := range o.Seats {
		if st.Bot != "" {
			if t.log.Bots == nil {
				t.log.Bots = map[string]string{}
			}
			t.log.Bots[st.Name] = st.Bot
		}
	}
	t.story = story.New(s, t.names)
	return t
}

func (t *playTable) quiet() bool { return t.o.Quiet || t.o.JSON }

// replaying reports whether the move just logged is one of a resumed
// game's logged moves (not shown again).
func (t *playTable) replaying() bool {
	return t.o.Resume != nil && len(t.log.Moves) <= len(t.o.Resume.Moves)
}

// start prints the game's first line.
func (t *playTable) start() {
	if t.quiet() {
		return
	}
	rs := t.o.Game
	header := "play.header"
	if t.shared {
		header = "play.header-shared"
	}
	fmt.Fprintln(t.ios.Out, tr(t.ios.Lang, header, map[string]any{"Game": t.sty.Bold(rs.Title()),
		"Players": strings.Join(t.names, ", "), "Seed": strconv.FormatUint(t.o.Seed, 10), "Options": fmt.Sprint(t.o.Options)}))
	if t.o.Resume != nil {
		fmt.Fprintln(t.ios.Out, trN(t.ios.Lang, "play.resuming", len(t.o.Resume.Moves), map[string]any{"File": t.o.ResumeFile}))
	}
}

// show prints a line of the game on stdout and remembers it for the next
// person.
func (t *playTable) show(format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	fmt.Fprintln(t.ios.Out, line)
	if t.humans > 1 {
		t.recent = append(t.recent, line)
	}
}

// observe is Run's observer: it logs the move and shows it.
func (t *playTable) observe(seat int, m engine.Move, after engine.State) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.log.Record(seat, m, after)
	t.story.Record(seat, m, after)
	replaying := t.replaying()
	secrets := story.SecretsOf(after)
	for _, sec := range secrets {
		// Told again at the next prompt when the drawer moves on (the
		// Oracle discard).
		if t.human[sec.Seat] && after.CurrentPlayer() == sec.Seat {
			t.notes[sec.Seat] = t.drew("play.you-drew", sec, "", false)
		}
	}
	if !t.quiet() && !replaying {
		t.show("%s: %s", t.sty.Bold(t.names[seat]), after.MoveString(m))
		if t.humans > 0 || t.o.Verbose {
			for _, e := range after.Effects() {
				t.show("  %s %s", t.sty.Dim("·"), t.colour(e.Text.In(t.ios.Lang)))
			}
		}
		for _, sec := range secrets {
			switch {
			case t.human[sec.Seat] && t.humans == 1:
				// Printed at once: the person is at the screen.
				fmt.Fprintf(t.ios.Out, "  %s %s\n", t.sty.Dim("·"), t.drew("play.you-drew", sec, "", true))
			case t.human[sec.Seat]:
				seen := t.drew("play.name-you-drew", sec, t.names[sec.Seat], true)
				if !t.private {
					fmt.Fprintf(t.ios.Out, "  %s %s\n", t.sty.Dim("·"), seen)
				}
				// Hot-seat: the drawer confirms it before the screen
				// is cleared and passed on (passScreen).
				t.seen[sec.Seat] = append(t.seen[sec.Seat], seen)
			case t.humans == 0 && t.o.Verbose:
				t.show("  %s %s", t.sty.Dim("·"), t.drew("play.they-drew", sec, t.names[sec.Seat], true))
			}
		}
	}
	if n := len(t.log.Rounds); n > t.rounds && !t.o.JSON {
		t.rounds = n
		if !replaying || t.quiet() {
			t.printRound(after, n)
		}
	}
	return nil
}

// drew tells a secret draw (message id: play.you-drew, play.name-you-drew
// or play.they-drew) in the table's language, the card in its colour when
// coloured.
func (t *playTable) drew(id string, sec story.Secret, who string, coloured bool) string {
	lang := t.ios.Lang
	card := aCard(lang, sec.Card)
	if coloured {
		card = t.colour(card)
	}
	return tr(lang, id, map[string]any{"Card": card, "From": sec.From.In(lang), "Who": who})
}

// printRound prints round n just finished: with the game's scoring
// breakdown (every player's cards and how they scored) unless quiet, then
// the scores and totals.
func (t *playTable) printRound(s engine.State, n int) {
	w, sty := t.ios.Out, t.sty
	r := t.log.Rounds[n-1]
	fmt.Fprintf(w, "\n%s", sty.Bold(tr(t.ios.Lang, "table.round-word."+t.label.Key(), map[string]any{"N": n})))
	if !r.Detail.IsZero() {
		fmt.Fprintf(w, "%s%s", i18n.Sep(t.ios.Lang, ": "), r.Detail.In(t.ios.Lang))
	}
	fmt.Fprintln(w)
	if !t.quiet() {
		if res, ok := roundBreakdown(t.o.Game, s, t.names, t.o.Options); ok {
			var b strings.Builder
			printScore(&b, t.ios.Lang, res)
			fmt.Fprint(w, t.colourTable(b.String()))
			tot := make([]string, len(t.names))
			for i, name := range t.names {
				tot[i] = name + " " + i18n.Int(t.ios.Lang, r.Totals[i])
			}
			fmt.Fprintf(w, "%s\n\n", tr(t.ios.Lang, "pad.totals", map[string]any{"Totals": strings.Join(tot, ", ")}))
			return
		}
	}
	lang := t.ios.Lang
	rows := make([][]string, len(t.names))
	for i, name := range t.names {
		rows[i] = []string{name, i18n.Int(lang, r.Scores[i]), i18n.Int(lang, r.Totals[i])}
	}
	renderTable(w, []string{tr(lang, "play.player", nil), tr(lang, "play.score", nil), tr(lang, "pad.total", nil)}, rows, nil)
	fmt.Fprintln(w)
}

// roundBreakdown scores the last finished round of s from the cards shown
// at its end, as 'tabletop score' does; false when the ruleset cannot.
func roundBreakdown(rs engine.Ruleset, s engine.State, players []string, opts engine.Options) (scoring.RoundScore, bool) {
	rr, ok1 := s.(story.RoundReporter)
	sc, ok2 := rs.(scoring.RoundScorer)
	if !ok1 || !ok2 {
		return scoring.RoundScore{}, false
	}
	e, ok := rr.LastRoundEntry()
	if !ok {
		return scoring.RoundScore{}, false
	}
	res, err := sc.ScoreRound(players, opts, e)
	if err != nil {
		return scoring.RoundScore{}, false
	}
	return res, true
}

// note returns and forgets what seat is to be told privately.
func (t *playTable) note(seat int) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := t.notes[seat]
	delete(t.notes, seat)
	return n
}

// takeSeen returns and forgets the cards seat drew at the shared screen.
func (t *playTable) takeSeen(seat int) []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.seen[seat]
	delete(t.seen, seat)
	return s
}

// takeRecent returns and forgets the lines shown since the last call.
func (t *playTable) takeRecent() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	r := t.recent
	t.recent = nil
	return r
}

func (t *playTable) moves() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.log.Moves)
}

// save writes the log to path ("": nowhere).
func (t *playTable) save(path string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.saveLocked(path)
}

func (t *playTable) saveLocked(path string) error {
	if path == "" {
		return nil
	}
	t.log.Events = t.story.Lines()
	if err := writeLog(path, t.log); err != nil {
		return err
	}
	t.saved = path
	return nil
}

// abandon saves the game so far when it stops before its end: to --log,
// else (when a person quit or pressed Ctrl-C, why != "") to a new file
// named after the game and the seed, and says where and how to go on.
func (t *playTable) abandon(why string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.abandoned {
		return
	}
	t.abandoned = true
	path := t.o.Log
	if path == "" && why != "" {
		path = freeLogName(t.o.Game.Name(), t.o.Seed)
	}
	if path == "" {
		return
	}
	if err := t.saveLocked(path); err != nil {
		fmt.Fprintf(t.ios.ErrOut, "\n%s\n", tr(t.ios.Lang, "play.not-saved", map[string]any{"Err": errorIn(t.ios.Lang, err)}))
		return
	}
	if why != "" {
		fmt.Fprintf(t.ios.ErrOut, "\n%s%s", why, i18n.Sep(t.ios.Lang, ": "))
	}
	fmt.Fprintln(t.ios.ErrOut, tr(t.ios.Lang, "play.saved", map[string]any{"Path": path}))
	t.tellSeed()
}

// tellSeed, at a shared screen, says the seed once the game is over or
// saved (play says it at the start otherwise).
func (t *playTable) tellSeed() {
	if t.shared {
		fmt.Fprintln(t.ios.ErrOut, tr(t.ios.Lang, "play.seed", map[string]any{"Seed": t.o.Seed}))
	}
}

// freeLogName returns GAME-SEED.yaml, or GAME-SEED-N.yaml when that
// exists.
func freeLogName(game string, seed uint64) string {
	stem := fmt.Sprintf("%s-%d", game, seed)
	for n := 1; ; n++ {
		if name := numberedName(stem, n); !exists(name) {
			return name
		}
	}
}

// numberedName is STEM.yaml for the first (n = 1), STEM-N.yaml after it.
func numberedName(stem string, n int) string {
	if n < 2 {
		return stem + ".yaml"
	}
	return fmt.Sprintf("%s-%d.yaml", stem, n)
}

// exists reports whether anything (a file, a folder, a broken link) is
// at name.
func exists(name string) bool {
	_, err := os.Lstat(name)
	return !errors.Is(err, os.ErrNotExist)
}

// cardColours are the terminal colours of card colour names.
var cardColours = map[string]string{
	"blue": "34", "green": "32", "yellow": "33", "orange": "38;5;208", "red": "31",
}

// bracketed matches a list of cards in a view ("[9 8 1]") and a top card
// ("8 on top"); cardWord one card in it.
var (
	bracketed = regexp.MustCompile(`\[[0-9 ,s]+\]|\b[0-9]+ on top\b|\b(a|an) [0-9]+\b`)
	cardWord  = regexp.MustCompile(`[0-9]+s?`)
)

// colour paints the cards in a line of text in their colours, for a
// ruleset with coloured cards on a terminal.
func (t *playTable) colour(text string) string { return colourCards(t.o.Game, t.sty, text) }

func colourCards(rs engine.Ruleset, sty style, text string) string {
	cc, ok := rs.(story.CardColourer)
	if !ok || !sty.on {
		return text
	}
	return bracketed.ReplaceAllStringFunc(text, func(part string) string {
		return cardWord.ReplaceAllStringFunc(part, func(card string) string {
			if col := cardColours[cc.CardColour(card)]; col != "" {
				return sty.wrap(col, card)
			}
			return card
		})
	})
}

// colourTable paints the cards of a printed score table (the Cards and
// Counted columns: every number followed by a space or a colour word).
func (t *playTable) colourTable(table string) string {
	cc, ok := t.o.Game.(story.CardColourer)
	if !ok || !t.sty.on {
		return table
	}
	lines := strings.Split(table, "\n")
	for i, l := range lines {
		cells := strings.Split(l, "│")
		// Player │ Cards │ Counted │ ...: cells 2 and 3.
		for j := 2; j <= 3 && j < len(cells); j++ {
			cells[j] = cardWord.ReplaceAllStringFunc(cells[j], func(card string) string {
				if col := cardColours[cc.CardColour(card)]; col != "" {
					return t.sty.wrap(col, card)
				}
				return card
			})
		}
		lines[i] = strings.Join(cells, "│")
	}
	return strings.Join(lines, "\n")
}

var _ io.Writer = (*strings.Builder)(nil)
