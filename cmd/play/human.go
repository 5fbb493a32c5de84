package play

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"tabletop/engine"
	"tabletop/engine/echo"
	"tabletop/engine/hints"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
	"tabletop/host"
	"tabletop/host/gamewords"
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
	// o is the game's options: its words, styles and leaver.
	o          *Options
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
		fmt.Fprintf(h.prompt, "%s ", h.o.Tr(h.lang, "play.prompt", i18n.Args{"Title": yourMove(h.lang, h.name)}))
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
		lines := []string{h.o.Tr(h.lang, "play.legal-moves", nil)}
		for _, m := range legal {
			lines = append(lines, "  "+moveLabel(h.lang, h.seen(s), m))
		}
		if others := h.othersAnytime(s); len(others) > 0 {
			lines = append(lines, h.o.Tr(h.lang, "play.anytime-moves", nil))
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
		m, verdict := h.checkOutOfTurn(s, seat, move)
		if verdict == "" {
			return reply{err: &engine.OutOfTurn{Seat: seat, Move: m}}
		}
		return reply{tell: []string{verdict}}
	}
	m, verdict := h.checkMove(s, legal, move)
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
				turn.seen = append(seen, h.o.Tr(h.lang, "play.seen-then-pass", i18n.Args{"Who": i18n.Player(h.table.names[prev]), "Name": i18n.Player(h.name)}))
			}
		}
		hs.last = h.seat
		turn.pass = []string{h.o.Tr(h.lang, "play.pass-screen", i18n.Args{"Name": i18n.Player(h.name)}), h.o.Tr(h.lang, "play.pass-only", i18n.Args{"Name": i18n.Player(h.name)})}
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
		return -1, move, h.o.Tr(h.lang, "play.unknown-seat", i18n.Args{"Name": i18n.Player(name), "Players": strings.Join(players, ", ")})
	case seat == h.seat:
		return -1, move, ""
	case !h.isPerson(seat):
		return -1, move, h.o.Tr(h.lang, "play.bot-seat", i18n.Args{"Name": cfg.Who(seat)})
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
func (h *humanAgent) checkOutOfTurn(s engine.State, seat int, text string) (engine.Move, string) {
	m, err := s.ParseMove(text)
	if err != nil {
		return m, i18n.ErrorIn(h.lang, err)
	}
	if err := engine.Play(s.Clone(), seat, m); err != nil {
		return m, h.verdictOf(s, m, err)
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
	return h.o.Tr(h.lang, "play.anytime-written", i18n.Args{"Holder": i18n.Player(name), "Move": s.MoveString(m)})
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
	return gamewords.WithEffects(lang, text, c.Effects())
}

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
	return h.o.Tr(h.lang, "play.hint", i18n.Args{"Moves": strings.Join(moves, " · ")}), moves[0]
}

// moveLabel is a move with what it does: "play 9 — 9 is higher than 8:
// Ann draws a card from the draw pile".
func moveLabel(lang string, s engine.State, m engine.Move) string {
	return gamewords.WithEffects(lang, s.MoveString(m), story.Outcome(s, m))
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
func (h *humanAgent) checkMove(s engine.State, legal []engine.Move, text string) (engine.Move, string) {
	m, err := s.ParseMove(text)
	if err != nil {
		return m, i18n.ErrorIn(h.lang, err)
	}
	for _, l := range legal {
		if l == m {
			return m, ""
		}
	}
	// Not in the list: a one-line form the engine also takes (Makoto's
	// "play 13 13 13 take 1 1 1"), or a move that a rule forbids.
	if err := s.Clone().Apply(m); err != nil {
		return m, h.verdictOf(s, m, err)
	}
	return m, ""
}

// verdictOf tells why m was refused in s: the rule and its reason, and a
// related rule when there is one.
func (h *humanAgent) verdictOf(s engine.State, m engine.Move, err error) string {
	if re, ok := engine.AsRuleError(err); ok {
		msg := h.o.Tr(h.lang, "play.illegal", i18n.Args{"Rule": re.Rule, "Reason": re.Reason.In(h.lang)})
		if hint, ok := hints.For(s, m, re); ok {
			msg += h.o.Tr(h.lang, "play.see-also", i18n.Args{"Rule": hint.Rule, "Hint": hint.Text.In(h.lang)})
		}
		return msg
	}
	return "illegal: " + err.Error()
}
