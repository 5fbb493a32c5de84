package play

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/seating"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
	"tabletop/host"
	"tabletop/host/gamewords"
	"tabletop/screens"
)

// playTable is what play shows and keeps while a game runs: it prints
// every move (and, when people play or with --verbose, what it did), the
// breakdown of every finished round, and keeps the log, which it saves
// when the game ends or is abandoned.
type playTable struct {
	o      *Options
	ios    cmdutil.IOStreams
	sty    cmdutil.Style
	names  []string
	humans int
	human  []bool
	// shared is set when several people play at one screen: the seed is
	// shown only once the game ends or is saved (it would let one work
	// out the others' hands).
	shared bool

	mu     sync.Mutex
	g      *host.Game // the game and its files
	rounds int
	// screen is the terminal's screen people play on (nil: none), and
	// outTTY is set when stdout is that terminal: the game's lines are
	// then shown only on the screen, and the last round's printout
	// (lastRound) again under the standings once it is left.
	screen    *playScreen
	outTTY    bool
	lastRound string
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

func newPlayTable(o *Options, g *host.Game, humans int) *playTable {
	t := &playTable{o: o, ios: o.IO, sty: o.Style(o.IO.Out),
		names: seating.Names(o.Seats), humans: humans, notes: map[int]string{}, seen: map[int][]string{}, g: g}
	for _, st := range o.Seats {
		t.human = append(t.human, st.Bot == "")
	}
	return t
}

func (t *playTable) quiet() bool { return t.o.Quiet || t.o.JSON }

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
	t.print(t.o.Tr(t.ios.Lang, header, i18n.Args{"Game": t.sty.Bold(rs.Title()),
		"Players": strings.Join(t.names, ", "), "Seed": strconv.FormatUint(t.o.Seed, 10), "Options": fmt.Sprint(t.o.Options)}))
	if t.o.Resume != nil {
		t.print(seating.ResumingLine(t.o.TrN, t.ios.Lang, &t.o.Setup))
	}
}

// show prints a line of the game on stdout and remembers it for the next
// person.
func (t *playTable) show(format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	t.print(line)
	if t.humans > 1 {
		t.recent = append(t.recent, line)
	}
}

// maxAnytimeRun bounds the moves out of turn made in a row between two
// ordinary moves; more is a ruleset's bug (a move made again forever).
const maxAnytimeRun = 64

// run plays the game to its end with the host's moves: before every
// ordinary move the seats that may move out of turn (a bot holding
// Makoto's lid, a resumed game's logged moves) are offered it
// (host.Game.OfferAnytime), then the current player's agent is asked
// (host.Game.Ask) and its move made (PlayChosen); a person's move for
// another person out of turn (an *engine.OutOfTurn) is made for that seat
// and the current player asked again. Every move is shown once the host
// has recorded it. A signal stops the game between moves.
func (t *playTable) run(agents []engine.Agent) error {
	g := t.g
	s := g.State()
	buf := make([]engine.Move, 0, 256)
	for !s.IsTerminal() {
		for made := 0; !s.IsTerminal(); made++ {
			mv, moved, b, err := g.OfferAnytime(agents, buf)
			buf = b
			if err != nil {
				return err
			}
			if !moved {
				break
			}
			if made == maxAnytimeRun {
				return fmt.Errorf("play: more than %d moves out of turn in a row (the last %q)", maxAnytimeRun, mv.Move)
			}
			if err := t.moved(mv); err != nil {
				return err
			}
		}
		if s.IsTerminal() {
			break
		}
		agent := agents[s.CurrentPlayer()]
		m, b, err := g.Ask(agent, buf)
		buf = b
		var mv host.Moved
		var oot *engine.OutOfTurn
		switch {
		case errors.As(err, &oot):
			if mv, err = g.Play(oot.Seat, oot.Move); err != nil {
				return i18n.NewError("engine.error.run-gave", i18n.Args{"Agent": agent.Name(), "Move": i18n.Quoted(s.MoveString(oot.Move)), "Seat": oot.Seat + 1, "Err": err})
			}
		case err != nil:
			return err
		default:
			if mv, err = g.PlayChosen(agent, m); err != nil {
				return err
			}
		}
		if err := t.moved(mv); err != nil {
			return err
		}
	}
	return nil
}

// moved shows a move the host made and recorded (the log written and
// synced, then the pad); a file that could not be written stops the game,
// and so does a signal.
func (t *playTable) moved(mv host.Moved) error {
	if mv.FileErr != nil {
		return mv.FileErr
	}
	t.observe(mv.Event)
	t.waitOn(t.g.State())
	if err := t.screen.stopped(); err != nil {
		return err
	}
	return t.o.Leave.Err()
}

// observe shows the move of ev on the game as it is after it.
func (t *playTable) observe(ev host.Event) {
	seat, after := ev.Seat, t.g.State()
	t.mu.Lock()
	defer t.mu.Unlock()
	replaying := ev.Replayed
	secrets := ev.Secrets
	for _, sec := range secrets {
		// Told again at the next prompt when the drawer moves on (the
		// Oracle discard).
		if t.human[sec.Seat] && after.CurrentPlayer() == sec.Seat {
			t.notes[sec.Seat] = t.drew("play.you-drew", sec, "", false)
		}
	}
	if !t.quiet() && !replaying {
		t.show("%s: %s", t.sty.Bold(t.names[seat]), ev.Move)
		if t.humans > 0 || t.o.Verbose {
			for _, e := range after.Effects() {
				t.show("  %s %s", t.sty.Dim("·"), t.colour(e.Text.In(t.ios.Lang)))
			}
		}
		for _, sec := range secrets {
			switch {
			case t.human[sec.Seat] && t.humans == 1:
				// Printed at once: the person is at the screen.
				t.print("  " + t.sty.Dim("·") + " " + t.drew("play.you-drew", sec, "", true))
			case t.human[sec.Seat]:
				seen := t.drew("play.name-you-drew", sec, t.names[sec.Seat], true)
				// On the screen only the drawer sees it, before the
				// hand-over (chooseOnScreen).
				if t.screen == nil {
					t.print("  " + t.sty.Dim("·") + " " + seen)
				}
				// Hot-seat: the drawer confirms it before the screen
				// is passed on (passScreen, chooseOnScreen).
				t.seen[sec.Seat] = append(t.seen[sec.Seat], seen)
			case t.humans == 0 && t.o.Verbose:
				t.show("  %s %s", t.sty.Dim("·"), t.drew("play.they-drew", sec, t.names[sec.Seat], true))
			}
		}
	}
	if n := len(t.g.Rounds()); n > t.rounds && !t.o.JSON {
		t.rounds = n
		if !replaying || t.quiet() {
			t.printRound(after, n)
		}
	}
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
	return t.o.Tr(lang, id, i18n.Args{"Card": card, "From": sec.From.In(lang), "Who": i18n.Player(who)})
}

// printRound prints round n just finished: with the game's scoring
// breakdown (every player's cards and how they scored) unless quiet, then
// the scores and totals (gamewords.Round, RoundBrief).
func (t *playTable) printRound(s engine.State, n int) {
	round := gamewords.Round
	if t.quiet() {
		round = gamewords.RoundBrief
	}
	t.lastRound = "\n" + round(t.ios.Lang, s, t.names, n, t.sty.On)
	t.print(t.lastRound)
}

// print writes a line (or lines) of the game on stdout, and on the screen
// when there is one: then on stdout only when stdout is not the terminal.
func (t *playTable) print(text string) {
	if t.screen != nil {
		t.screen.send(screenLines(strings.Split(text, "\n")))
		if t.outTTY {
			return
		}
	}
	fmt.Fprintln(t.ios.Out, text)
}

// typedBefore are the moves the people at the screen made in the saved
// game l, oldest first, for the input line's history.
func (t *playTable) typedBefore(l *engine.GameLog) screenHistory {
	var lines screenHistory
	for _, lm := range l.Moves {
		if seat := slices.Index(t.names, lm.Player); seat >= 0 && t.human[seat] {
			lines = append(lines, lm.Text)
		}
	}
	return lines
}

// waitOn tells the screen whose move it is in s, with the table as the
// one person at the screen sees it (none when several share it).
func (t *playTable) waitOn(s engine.State) {
	if t.screen == nil || s.IsTerminal() {
		return
	}
	lang := t.ios.Lang
	w := screenWait{title: t.o.Game.Title(), status: t.o.Tr(lang, "play.to-move", i18n.Args{"Who": i18n.Player(t.names[s.CurrentPlayer()])})}
	if seat := slices.Index(t.human, true); t.humans == 1 {
		w.title += " · " + t.names[seat]
		w.view = screens.ViewLines(s, seat, lang, t.colour)
	}
	t.screen.send(w)
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

// abandon saves the game so far when it stops before its end: to --log,
// else (when a person quit or pressed Ctrl-C, why != "") to a new file
// (host.SaveName), and says where and how to go on.
func (t *playTable) abandon(why string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.abandoned {
		return
	}
	t.abandoned = true
	if t.o.Log == "" && why == "" {
		return
	}
	path, err := t.g.Abandon()
	if err != nil {
		fmt.Fprintf(t.ios.ErrOut, "\n%s\n", t.o.Tr(t.ios.Lang, "play.not-saved", i18n.Args{"Err": i18n.ErrorIn(t.ios.Lang, err)}))
		return
	}
	if why != "" {
		fmt.Fprintf(t.ios.ErrOut, "\n%s%s", why, i18n.Sep(t.ios.Lang, ": "))
	}
	fmt.Fprintln(t.ios.ErrOut, t.o.Tr(t.ios.Lang, "play.saved", i18n.Args{"Path": path, "Self": t.o.Self()}))
	t.tellSeed()
}

// tellSeed, at a shared screen, says the seed once the game is over or
// saved (play says it at the start otherwise).
func (t *playTable) tellSeed() {
	if t.shared {
		fmt.Fprintln(t.ios.ErrOut, t.o.Tr(t.ios.Lang, "play.seed", i18n.Args{"Seed": t.o.Seed}))
	}
}

// colour paints the cards in a line of text in their colours, for a
// ruleset with coloured cards on a terminal.
func (t *playTable) colour(text string) string { return colourCards(t.o.Game, t.sty, text) }

func colourCards(rs engine.Ruleset, sty cmdutil.Style, text string) string {
	return gamewords.Colour(rs, sty.On, text)
}
