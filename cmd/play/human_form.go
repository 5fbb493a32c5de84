package play

// The forms a person is asked with off the screen: the move, a move out of
// turn, the screen passed on at a shared screen.

import (
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/huh"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
)

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
	hint, quit := h.o.Tr(h.lang, "play.hint-option", nil), h.o.Tr(h.lang, "play.quit-option", nil)
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
		desc = h.o.Tr(h.lang, "play.filter", nil)
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
	err := cmdutil.RunForm(h.leaver(), huh.NewForm(huh.NewGroup(list)), h.formIO())
	return choice, err
}

// tableView is the table as this seat sees it, indented.
func (h *humanAgent) tableView(s engine.State) string {
	return cmdutil.Indent(s.View(h.seat).In(h.lang), "  ")
}

// chooseOutOfTurn asks which of o's moves out of turn to make (the Curtain
// card the lid buys); ok is false when the person goes back to the move of
// the player whose prompt it is.
func (h *humanAgent) chooseOutOfTurn(s engine.State, o seatMoves) (engine.Move, bool, error) {
	choices := make([]choice, 0, len(o.moves)+1)
	for i, m := range o.moves {
		choices = append(choices, choice{key: s.Config().SeatName(o.seat) + ": " + s.MoveString(m), label: outOfTurnLabel(h.lang, h.seen(s), o.seat, m), value: i})
	}
	back := h.o.Tr(h.lang, "play.back-option", nil)
	choices = append(choices, choice{key: back, label: back, value: quitChoice})
	title := h.o.Tr(h.lang, "play.anytime-title", i18n.Args{"Name": s.Config().Who(o.seat)})
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
	cleared := cmdutil.IsTerminal(h.view)
	if cleared {
		fmt.Fprint(h.view, clearAll)
	}
	ok := ""
	fio := h.formIO()
	form := huh.NewForm(huh.NewGroup(
		huh.NewInput().
			Title(h.o.Tr(h.lang, "play.pass-screen", i18n.Args{"Name": i18n.Player(h.name)})).
			Description(h.o.Tr(h.lang, "play.pass-only", i18n.Args{"Name": i18n.Player(h.name)})).
			Value(&ok),
	))
	if err := cmdutil.RunForm(h.leaver(), form, fio); err != nil {
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
			Title(strings.Join(append(seen, h.o.Tr(h.lang, "play.seen-then-pass", i18n.Args{"Who": i18n.Player(h.table.names[prev]), "Name": i18n.Player(h.name)})), " ")).
			Value(&ok),
	))
	if err := cmdutil.RunForm(h.leaver(), form, h.formIO()); err != nil {
		return err
	}
	if strings.EqualFold(strings.TrimSpace(ok), "quit") || ended(h.formIn) {
		return errQuit
	}
	return nil
}

// formIO is where this person's forms read and write.
func (h *humanAgent) formIO() cmdutil.FormIO {
	f := cmdutil.FormIO{In: h.formIn, Out: h.formOut, Accessible: h.accessible}
	if h.o.FormKeys != nil {
		f.Keys = h.o.FormKeys(h.lang)
	}
	return f
}

// leaver is how a signal leaves the game (staying when none is given).
func (h *humanAgent) leaver() cmdutil.GameLeaver {
	if h.o.Leave == nil {
		return staying{}
	}
	return h.o.Leave
}

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
