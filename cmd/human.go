package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/huh"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/echo"
	"tabletop/engine/hints"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
	"tabletop/host"
	"tabletop/internal/lineread"
	"tabletop/screens"
)

// errInputEnded is a person's input running out before the game did.
var errInputEnded = errors.New("input ended before the game did")

// errQuit is a person quitting the game.
var errQuit = errors.New("game abandoned at the player's request")

// humanAgent asks a person for moves: a huh form on a terminal, else one
// line of move notation per move read from stdin.
type humanAgent struct {
	name       string
	lang       string // the language of prompts and verdicts ("": English)
	seat       int
	in         *lineread.Reader
	view       io.Writer // where the table is shown (stdout)
	prompt     io.Writer // prompts and complaints (stderr)
	form       bool      // use a huh form
	accessible bool
	formIn     io.Reader
	formOut    io.Writer
	// leave is how a signal leaves the game (nil: never).
	leave *leaving
	// table is the game being played (notes for this seat, lines to show
	// again after the screen is passed on); nil in tests of the agent alone.
	table *playTable
	// hotSeat, shared by the people at one screen, is set when several
	// play there: the screen is cleared and passed on between them.
	hotSeat *hotSeat
	// screen, when set, is the terminal's screen the person is asked on
	// (play_screen.go): no form, no line read from in.
	screen *playScreen
	// hints counts the hints asked for (each one's search seed).
	hints uint64
	// samples counts the copies made for labels (seen; each one's seed).
	samples uint64
}

// hotSeat is who used the screen last (-1: nobody yet).
type hotSeat struct{ last int }

func (h *humanAgent) Name() string { return h.name }

// Choose satisfies engine.Agent; the host asks TryChoose instead.
func (h *humanAgent) Choose(s engine.State, legal []engine.Move) engine.Move {
	m, err := h.TryChoose(s, legal)
	if err != nil {
		return legal[0]
	}
	return m
}

// TryChoose shows the table as this seat sees it and asks for a move until
// a legal one is given.
func (h *humanAgent) TryChoose(s engine.State, legal []engine.Move) (engine.Move, error) {
	if h.screen != nil {
		return h.chooseOnScreen(s, legal)
	}
	if err := h.passScreen(); err != nil {
		return engine.Move{}, err
	}
	fmt.Fprintf(h.view, "\n%s\n", h.colour(h.tableView(s)))
	note := ""
	if h.table != nil {
		note = h.table.note(h.seat)
	}
	if h.form {
		return h.chooseWithForm(s, legal, note)
	}
	if note != "" {
		fmt.Fprintf(h.prompt, "%s\n", h.colour(note))
	}
	for {
		fmt.Fprintf(h.prompt, "%s ", tr(h.lang, "play.prompt", map[string]any{"Title": yourMove(h.lang, h.name)}))
		l, err := h.in.Next()
		text := strings.TrimSpace(l.Text)
		if !l.Whole {
			text = echo.Cut(strings.ToValidUTF8(text, ""))
		}
		if text == "" && err != nil {
			if errors.Is(err, io.EOF) {
				return engine.Move{}, errInputEnded
			}
			return engine.Move{}, err
		}
		r := h.judge(s, legal, text)
		if r.done || r.err != nil {
			return r.move, r.err
		}
		for _, l := range r.tell {
			fmt.Fprintln(h.prompt, l)
		}
	}
}

// reply is what a line typed at a person's prompt comes to: the move to
// make (done), an error that ends the prompt (quit, another person's move
// out of turn), or lines to tell and the move to put the cursor on (a
// hint's best; "" none).
type reply struct {
	move engine.Move
	done bool
	err  error
	tell []string
	best string
}

// judge reads a line typed at this person's prompt: a move in notation,
// "NAME: MOVE" for another person out of turn, "?" for the moves and a
// hint, quit.
func (h *humanAgent) judge(s engine.State, legal []engine.Move, text string) reply {
	switch strings.ToLower(text) {
	case "":
		return reply{}
	case "?", "help":
		lines := []string{tr(h.lang, "play.legal-moves", nil)}
		for _, m := range legal {
			lines = append(lines, "  "+moveLabel(h.lang, h.seen(s), m))
		}
		if others := h.othersAnytime(s); len(others) > 0 {
			lines = append(lines, tr(h.lang, "play.anytime-moves", nil))
			for _, o := range others {
				for _, m := range o.moves {
					lines = append(lines, "  "+outOfTurnLabel(h.lang, h.seen(s), o.seat, m))
				}
			}
		}
		hint, best := h.advise(s)
		if hint != "" {
			lines = append(lines, hint)
		}
		return reply{tell: lines, best: best}
	case "quit", "exit":
		return reply{err: errQuit}
	}
	seat, move, complaint := h.otherSeat(s, text)
	switch {
	case complaint != "":
		return reply{tell: []string{complaint}}
	case seat >= 0:
		// Another person's move out of turn: play makes it, then asks
		// this seat again.
		m, verdict := checkOutOfTurn(h.lang, s, seat, move)
		if verdict == "" {
			return reply{err: &engine.OutOfTurn{Seat: seat, Move: m}}
		}
		return reply{tell: []string{verdict}}
	}
	m, verdict := checkMove(h.lang, s, legal, move)
	if verdict == "" {
		return reply{move: m, done: true}
	}
	return reply{tell: []string{verdict + h.ownerHint(s, m)}}
}

// chooseOnScreen asks for a move on the screen: after the last person's
// cards and a hand-over when several people share it and the last prompt
// was another's, the table as this person sees it and their moves (their
// own, then other people's out of turn); every line they submit is
// judged as the line prompt judges it.
func (h *humanAgent) chooseOnScreen(s engine.State, legal []engine.Move) (engine.Move, error) {
	turn := screenTurn{title: h.screenTitle(s), view: h.viewLines(s), status: []string{yourMove(h.lang, h.name)}}
	if h.table != nil {
		if note := h.table.note(h.seat); note != "" {
			turn.status = append(turn.status, h.colour(note))
		}
	}
	if hs := h.hotSeat; hs != nil && hs.last != h.seat {
		if prev := hs.last; prev >= 0 && h.table != nil {
			if seen := h.table.takeSeen(prev); len(seen) > 0 {
				turn.seen = append(seen, tr(h.lang, "play.seen-then-pass", map[string]any{"Who": i18n.Player(h.table.names[prev]), "Name": i18n.Player(h.name)}))
			}
		}
		hs.last = h.seat
		turn.pass = []string{tr(h.lang, "play.pass-screen", map[string]any{"Name": i18n.Player(h.name)}), tr(h.lang, "play.pass-only", map[string]any{"Name": i18n.Player(h.name)})}
	}
	for _, m := range legal {
		turn.items = append(turn.items, screens.Item{Text: s.MoveString(m), Label: moveLabel(h.lang, h.seen(s), m)})
	}
	for _, o := range h.othersAnytime(s) {
		for _, m := range o.moves {
			turn.items = append(turn.items, screens.Item{Text: s.Config().SeatName(o.seat) + ": " + s.MoveString(m), Label: outOfTurnLabel(h.lang, h.seen(s), o.seat, m)})
		}
	}
	h.screen.send(turn)
	for {
		text, err := h.screen.line()
		if err != nil {
			return engine.Move{}, err
		}
		r := h.judge(s, legal, text)
		if r.done || r.err != nil {
			return r.move, r.err
		}
		if r.best != "" {
			// The list shows the moves and what they do: the hint's
			// ranking is the answer.
			r.tell = r.tell[len(r.tell)-1:]
		}
		h.screen.send(screenAnswer{lines: r.tell, best: r.best})
	}
}

// screenTitle is the screen's title at this person's prompt: the game
// and their name.
func (h *humanAgent) screenTitle(s engine.State) string {
	return s.Ruleset().Title() + " · " + h.name
}

// viewLines are the table as this person sees it, ranked for a small
// screen, its cards in their colours.
func (h *humanAgent) viewLines(s engine.State) []screens.Line {
	return screens.ViewLines(s, h.seat, h.lang, h.colour)
}

// otherSeat reads a "NAME: MOVE" line, a move announced for another seat
// out of turn (the Makoto lid holder's "Ann: lid take 3", at any person's
// prompt): seat is the named seat, or -1 for a line without a name or
// with this prompt's own name (move is then the rest to judge as this
// seat's move). complaint is set when the name is no seat's, or a bot's.
func (h *humanAgent) otherSeat(s engine.State, text string) (seat int, move, complaint string) {
	i := strings.LastIndex(text, ":")
	if i < 0 {
		return -1, text, ""
	}
	name, move := strings.TrimSpace(text[:i]), strings.TrimSpace(text[i+1:])
	cfg := s.Config()
	seat = -1
	for q := range s.NumPlayers() {
		if strings.EqualFold(name, cfg.SeatName(q)) {
			seat = q
			break
		}
	}
	switch {
	case seat < 0:
		players := make([]string, s.NumPlayers())
		for q := range players {
			players[q] = cfg.SeatName(q)
		}
		return -1, move, tr(h.lang, "play.unknown-seat", map[string]any{"Name": i18n.Player(name), "Players": strings.Join(players, ", ")})
	case seat == h.seat:
		return -1, move, ""
	case !h.isPerson(seat):
		return -1, move, tr(h.lang, "play.bot-seat", map[string]any{"Name": cfg.Who(seat)})
	}
	return seat, move, ""
}

// isPerson reports whether seat is played by a person at this screen
// (every seat, for an agent not at a table).
func (h *humanAgent) isPerson(seat int) bool {
	return h.table == nil || h.table.human[seat]
}

// checkOutOfTurn reads text as seat's move out of turn and checks it on a
// copy of s the way play will make it (engine.Play): the move, or a
// one-line complaint.
func checkOutOfTurn(lang string, s engine.State, seat int, text string) (engine.Move, string) {
	m, err := s.ParseMove(text)
	if err != nil {
		return m, errorIn(lang, err)
	}
	if err := engine.Play(s.Clone(), seat, m); err != nil {
		return m, verdictOf(lang, s, m, err)
	}
	return m, ""
}

// ownerHint, after a refused move that is another person's move at any
// moment (a "lid take C" typed at a prompt not the lid holder's), says how
// to write it for them: "; Ann's move out of turn is written Ann: lid take
// 7".
func (h *humanAgent) ownerHint(s engine.State, m engine.Move) string {
	ao, ok := s.(engine.AnytimeOwner)
	if !ok {
		return ""
	}
	seat, ok := ao.AnytimeSeat(m)
	if !ok || seat == h.seat || !h.isPerson(seat) {
		return ""
	}
	name := s.Config().SeatName(seat)
	return tr(h.lang, "play.anytime-written", map[string]any{"Holder": i18n.Player(name), "Move": s.MoveString(m)})
}

// seatMoves are the moves a seat may make now out of turn.
type seatMoves struct {
	seat  int
	moves []engine.Move
}

// othersAnytime lists, for every other seat played by a person at this
// screen, the moves it may make now out of turn (engine.AnytimeMover).
func (h *humanAgent) othersAnytime(s engine.State) []seatMoves {
	am, ok := s.(engine.AnytimeMover)
	if !ok {
		return nil
	}
	var out []seatMoves
	for q := range s.NumPlayers() {
		if q == h.seat || !h.isPerson(q) {
			continue
		}
		if moves := am.AnytimeMoves(q, nil); len(moves) > 0 {
			out = append(out, seatMoves{seat: q, moves: moves})
		}
	}
	return out
}

// outOfTurnLabel is seat's move out of turn with what it does: "Ann: lid
// take 7 — Ann gives back the lid and takes 7 from the Curtain, out of
// turn".
func outOfTurnLabel(lang string, s engine.State, seat int, m engine.Move) string {
	text := s.Config().SeatName(seat) + ": " + s.MoveString(m)
	c := s.Clone()
	if engine.Play(c, seat, m) != nil {
		return text
	}
	return withEffects(lang, text, c.Effects())
}

// quitChoice is the form's choice that saves the game and stops;
// hintChoice asks for a hint and then for the move again; anytimeChoice
// leads to another person's move out of turn.
const (
	quitChoice = -1
	hintChoice = -2
	// anytimeChoice - i is the form's choice of the i-th other person's
	// moves out of turn (the lid holder's).
	anytimeChoice = -10
)

// advise ranks this seat's moves with the game's search bot
// (host.Advise), which sees only what this seat may see: the hint's text
// ("hint, best first: play 8 8 · play 3 · …") and the best move's
// notation, or "" and "" when the game has no search bot. Each hint of a
// game has its own seed, so a game's hints are the same every time it is
// played with the same seed.
func (h *humanAgent) advise(s engine.State) (text, best string) {
	h.hints++
	moves := host.Advise(s, engine.DeriveSeed(s.Config().Seed^host.HintSeed, h.hints))
	if len(moves) == 0 {
		return "", ""
	}
	return tr(h.lang, "play.hint", map[string]any{"Moves": strings.Join(moves, " · ")}), moves[0]
}

// chooseWithForm asks for a move with a form of choices (accessible
// prompts): the moves, other people's moves out of turn, a hint, quit.
func (h *humanAgent) chooseWithForm(s engine.State, legal []engine.Move, note string) (engine.Move, error) {
	choices := make([]choice, 0, len(legal)+4)
	for i, m := range legal {
		choices = append(choices, choice{key: s.MoveString(m), label: moveLabel(h.lang, h.seen(s), m), value: i})
	}
	others := h.othersAnytime(s)
	if al, ok := s.(engine.AnytimeLabeler); ok {
		for i, o := range others {
			label := al.AnytimeLabel(o.seat).In(h.lang)
			choices = append(choices, choice{key: label, label: label, value: anytimeChoice - i})
		}
	}
	hint, quit := tr(h.lang, "play.hint-option", nil), tr(h.lang, "play.quit-option", nil)
	choices = append(choices, choice{key: hint, label: hint, value: hintChoice}, choice{key: quit, label: quit, value: quitChoice})
	var desc string
	if hl, ok := s.(story.Headliner); ok {
		desc = hl.Headline(h.seat).In(h.lang)
	}
	if note != "" {
		desc = strings.TrimSpace(note + "\n" + desc)
	}
	if h.accessible && desc != "" {
		// Accessible prompts show no description: say it first.
		fmt.Fprintln(h.formOut, h.colour(desc))
	}
	if desc == "" {
		desc = tr(h.lang, "play.filter", nil)
	}
	choice, err := h.ask(moveLayout{title: yourMove(h.lang, h.name), headline: h.colour(desc), choices: choices})
	if err != nil {
		return engine.Move{}, err
	}
	if choice == quitChoice || ended(h.formIn) {
		return engine.Move{}, errQuit
	}
	if choice == hintChoice {
		hint, _ := h.advise(s)
		return h.chooseWithForm(s, legal, strings.TrimSpace(note+"\n"+hint))
	}
	if choice <= anytimeChoice {
		o := others[anytimeChoice-choice]
		m, ok, err := h.chooseOutOfTurn(s, o)
		if err != nil {
			return engine.Move{}, err
		}
		if !ok {
			return h.chooseWithForm(s, legal, note)
		}
		return engine.Move{}, &engine.OutOfTurn{Seat: o.seat, Move: m}
	}
	return legal[choice], nil
}

// ask asks the person to pick one of l's choices and returns its value:
// a list of every choice in full under l's headline.
func (h *humanAgent) ask(l moveLayout) (int, error) {
	opts := make([]huh.Option[int], len(l.choices))
	for i, c := range l.choices {
		opts[i] = huh.NewOption(c.label, c.value)
	}
	choice := 0
	list := huh.NewSelect[int]().Title(l.title)
	if l.headline != "" {
		list.Description(l.headline)
	}
	list.Options(opts...).Height(min(len(opts), 8) + 2 + strings.Count(l.headline, "\n")).Value(&choice)
	err := runForm(h.leave, huh.NewForm(huh.NewGroup(list)), h.formIO())
	return choice, err
}

// tableView is the table as this seat sees it, indented.
func (h *humanAgent) tableView(s engine.State) string {
	return indent(s.View(h.seat).In(h.lang), "  ")
}

// chooseOutOfTurn asks which of o's moves out of turn to make (the Curtain
// card the lid buys); ok is false when the person goes back to the move of
// the player whose prompt it is.
func (h *humanAgent) chooseOutOfTurn(s engine.State, o seatMoves) (engine.Move, bool, error) {
	choices := make([]choice, 0, len(o.moves)+1)
	for i, m := range o.moves {
		choices = append(choices, choice{key: s.Config().SeatName(o.seat) + ": " + s.MoveString(m), label: outOfTurnLabel(h.lang, h.seen(s), o.seat, m), value: i})
	}
	back := tr(h.lang, "play.back-option", nil)
	choices = append(choices, choice{key: back, label: back, value: quitChoice})
	title := tr(h.lang, "play.anytime-title", map[string]any{"Name": s.Config().Who(o.seat)})
	choice, err := h.ask(moveLayout{title: title, choices: choices})
	if err != nil {
		return engine.Move{}, false, err
	}
	if ended(h.formIn) {
		return engine.Move{}, false, errQuit
	}
	if choice < 0 {
		return engine.Move{}, false, nil
	}
	return o.moves[choice], true, nil
}

// moveLabel is a move with what it does: "play 9 — 9 is higher than 8:
// Ann draws a card from the draw pile".
func moveLabel(lang string, s engine.State, m engine.Move) string {
	return withEffects(lang, s.MoveString(m), story.Outcome(s, m))
}

// seen is a copy of s in which every card this person cannot see is dealt
// afresh (engine.Determinizer), so that what their moves' labels say (a
// round's end, who has the fewest points) tells nothing of hidden hands.
// The deal depends only on the game's seed, the seat and how many such
// copies this person was shown.
func (h *humanAgent) seen(s engine.State) engine.State {
	c := s.Clone()
	d, ok := c.(engine.Determinizer)
	if !ok {
		return s
	}
	h.samples++
	rng := engine.NewRNG(engine.DeriveSeed(s.Config().Seed^0x5eed1abe15, h.samples<<4|uint64(h.seat)))
	d.Determinize(h.seat, &rng)
	return c
}

// withEffects is a move's text followed by what its first three effects
// do, in lang.
func withEffects(lang, text string, effects []engine.Effect) string {
	var what []string
	for _, e := range effects {
		what = append(what, e.Text.In(lang))
		if len(what) == 3 {
			break
		}
	}
	if len(what) == 0 {
		return text
	}
	return text + " — " + i18n.Join(lang, what, "; ")
}

// passScreen, when several people share the screen, asks for it to be
// passed to this player before their hand is shown: before every
// person's first prompt too, and whenever the last prompt was someone
// else's (accessible prompts and tests; on a terminal the screen hands
// over, chooseOnScreen). Prompts that stay in the scrollback clear the
// screen and the scrollback and show again what happened since.
func (h *humanAgent) passScreen() error {
	hs := h.hotSeat
	if hs == nil {
		return nil
	}
	prev := hs.last
	hs.last = h.seat
	if prev == h.seat {
		return nil
	}
	if prev >= 0 {
		if err := h.confirmSeen(prev); err != nil {
			return err
		}
	}
	var recent []string
	if h.table != nil {
		recent = h.table.takeRecent()
	}
	cleared := isTerminal(h.view)
	if cleared {
		fmt.Fprint(h.view, clearAll)
	}
	ok := ""
	fio := h.formIO()
	form := huh.NewForm(huh.NewGroup(
		huh.NewInput().
			Title(tr(h.lang, "play.pass-screen", map[string]any{"Name": i18n.Player(h.name)})).
			Description(tr(h.lang, "play.pass-only", map[string]any{"Name": i18n.Player(h.name)})).
			Value(&ok),
	))
	if err := runForm(h.leave, form, fio); err != nil {
		return err
	}
	if strings.EqualFold(strings.TrimSpace(ok), "quit") || ended(h.formIn) {
		return errQuit
	}
	if cleared {
		for _, l := range recent {
			fmt.Fprintln(h.view, l)
		}
	}
	return nil
}

// clearAll clears the screen and the terminal's scrollback (ESC[3J) and
// puts the cursor at the top.
const clearAll = "\x1b[2J\x1b[3J\x1b[H"

// confirmSeen, at a shared screen, lets the person who used it last see the
// cards they drew before the screen is cleared and passed on: they press
// Enter once they have.
func (h *humanAgent) confirmSeen(prev int) error {
	if h.table == nil {
		return nil
	}
	seen := h.table.takeSeen(prev)
	if len(seen) == 0 {
		return nil
	}
	ok := ""
	form := huh.NewForm(huh.NewGroup(
		huh.NewInput().
			Title(strings.Join(append(seen, tr(h.lang, "play.seen-then-pass", map[string]any{"Who": i18n.Player(h.table.names[prev]), "Name": i18n.Player(h.name)})), " ")).
			Value(&ok),
	))
	if err := runForm(h.leave, form, h.formIO()); err != nil {
		return err
	}
	if strings.EqualFold(strings.TrimSpace(ok), "quit") || ended(h.formIn) {
		return errQuit
	}
	return nil
}

// formIO is where this person's forms read and write.
func (h *humanAgent) formIO() formIO {
	return formIO{in: h.formIn, out: h.formOut, accessible: h.accessible, lang: h.lang}
}

// colour paints cards in their colours when the game has coloured cards
// and the table is a terminal.
func (h *humanAgent) colour(text string) string {
	if h.table == nil {
		return text
	}
	return h.table.colour(text)
}

// checkMove reads text as a move for s and returns it, or a one-line
// complaint: notation that cannot be read, or the rule that forbids it.
func checkMove(lang string, s engine.State, legal []engine.Move, text string) (engine.Move, string) {
	m, err := s.ParseMove(text)
	if err != nil {
		return m, errorIn(lang, err)
	}
	for _, l := range legal {
		if l == m {
			return m, ""
		}
	}
	// Not in the list: a one-line form the engine also takes (Makoto's
	// "play 13 13 13 take 1 1 1"), or a move that a rule forbids.
	if err := s.Clone().Apply(m); err != nil {
		return m, verdictOf(lang, s, m, err)
	}
	return m, ""
}

// verdictOf tells why m was refused in s: the rule and its reason, and a
// related rule when there is one.
func verdictOf(lang string, s engine.State, m engine.Move, err error) string {
	if re, ok := engine.AsRuleError(err); ok {
		msg := tr(lang, "play.illegal", map[string]any{"Rule": re.Rule, "Reason": re.Reason.In(lang)})
		if h, ok := hints.For(s, m, re); ok {
			msg += tr(lang, "play.see-also", map[string]any{"Rule": h.Rule, "Hint": h.Text.In(lang)})
		}
		return msg
	}
	return "illegal: " + err.Error()
}

// indent puts prefix before every non-empty line (cmdutil.Indent).
func indent(text, prefix string) string { return cmdutil.Indent(text, prefix) }

// eofReader remembers that its reader ended.
type eofReader struct {
	r   io.Reader
	eof bool
}

func (e *eofReader) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err == io.EOF {
		e.eof = true
	}
	return n, err
}

// ended reports whether r is an eofReader whose input ended.
func ended(r io.Reader) bool {
	e, ok := r.(*eofReader)
	return ok && e.eof
}
