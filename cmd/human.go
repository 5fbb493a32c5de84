package cmd

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/huh"

	"tabletop/engine"
	"tabletop/engine/i18n"
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
	in         *bufio.Reader
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
	// hints counts the hints asked for (each one's search seed).
	hints uint64
}

// hotSeat is who used the screen last (-1: nobody yet).
type hotSeat struct{ last int }

func (h *humanAgent) Name() string { return h.name }

// Choose satisfies engine.Agent; Run calls TryChoose instead.
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
	if err := h.passScreen(); err != nil {
		return engine.Move{}, err
	}
	fmt.Fprintf(h.view, "\n%s\n", indent(h.colour(engine.ViewIn(s, h.seat, h.lang)), "  "))
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
		line, err := h.in.ReadString('\n')
		text := strings.TrimSpace(line)
		if text == "" && err != nil {
			if errors.Is(err, io.EOF) {
				return engine.Move{}, errInputEnded
			}
			return engine.Move{}, err
		}
		switch strings.ToLower(text) {
		case "":
			continue
		case "?", "help":
			fmt.Fprintln(h.prompt, tr(h.lang, "play.legal-moves", nil))
			for _, m := range legal {
				fmt.Fprintf(h.prompt, "  %s\n", moveLabel(h.lang, s, m))
			}
			if hint := h.hint(s); hint != "" {
				fmt.Fprintln(h.prompt, hint)
			}
			continue
		case "quit", "exit":
			return engine.Move{}, errQuit
		}
		m, verdict := checkMove(h.lang, s, legal, text)
		if verdict == "" {
			return m, nil
		}
		fmt.Fprintln(h.prompt, verdict)
	}
}

// quitChoice is the form's choice that saves the game and stops;
// hintChoice asks for a hint and then for the move again.
const (
	quitChoice = -1
	hintChoice = -2
)

// maxHint is the most moves a hint ranks.
const maxHint = 3

// hint ranks this seat's moves with the game's search bot (engine.Advise),
// which sees only what this seat may see: "hint, best first: play 8 8 ·
// play 3 · …", or "" when the game has no search bot. Each hint of a game
// has its own seed, so a game's hints are the same every time it is
// played with the same seed.
func (h *humanAgent) hint(s engine.State) string {
	h.hints++
	advice := engine.Advise(s, engine.DeriveSeed(s.Config().Seed^hintSeed, h.hints), maxHint)
	if len(advice) == 0 {
		return ""
	}
	moves := make([]string, len(advice))
	for i, a := range advice {
		moves[i] = a.Move
	}
	return tr(h.lang, "play.hint", map[string]any{"Moves": strings.Join(moves, " · ")})
}

// hintSeed mixes the game's seed into the hints' seeds.
const hintSeed = 0x4a1e7

func (h *humanAgent) chooseWithForm(s engine.State, legal []engine.Move, note string) (engine.Move, error) {
	opts := make([]huh.Option[int], 0, len(legal)+1)
	for i, m := range legal {
		opts = append(opts, huh.NewOption(moveLabel(h.lang, s, m), i))
	}
	opts = append(opts, huh.NewOption(tr(h.lang, "play.hint-option", nil), hintChoice),
		huh.NewOption(tr(h.lang, "play.quit-option", nil), quitChoice))
	desc, _ := engine.HeadlineIn(s, h.seat, h.lang)
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
	choice := 0
	form := huh.NewForm(huh.NewGroup(
		huh.NewSelect[int]().
			Title(yourMove(h.lang, h.name)).
			Description(h.colour(desc)).
			Options(opts...).
			Height(min(len(opts), 8) + 2 + strings.Count(desc, "\n")).
			Value(&choice),
	))
	if err := runForm(h.leave, form, h.formIO()); err != nil {
		return engine.Move{}, err
	}
	if choice == quitChoice || ended(h.formIn) {
		return engine.Move{}, errQuit
	}
	if choice == hintChoice {
		return h.chooseWithForm(s, legal, strings.TrimSpace(note+"\n"+h.hint(s)))
	}
	return legal[choice], nil
}

// moveLabel is a move with what it does: "play 9 — 9 is higher than 8:
// Ann draws a card from the draw pile".
func moveLabel(lang string, s engine.State, m engine.Move) string {
	text := s.MoveString(m)
	var what []string
	for _, e := range engine.Outcome(s, m) {
		what = append(what, e.In(lang))
		if len(what) == 3 {
			break
		}
	}
	if len(what) == 0 {
		return text
	}
	return text + " — " + i18n.Join(lang, what, "; ")
}

// passScreen, when several people share the screen and the last prompt
// was someone else's, clears the screen, asks for it to be passed to this
// player, and shows again what happened since.
func (h *humanAgent) passScreen() error {
	hs := h.hotSeat
	if hs == nil {
		return nil
	}
	prev := hs.last
	hs.last = h.seat
	if prev < 0 || prev == h.seat {
		return nil
	}
	if err := h.confirmSeen(prev); err != nil {
		return err
	}
	if isTerminal(h.view) {
		fmt.Fprint(h.view, "\x1b[2J\x1b[H")
	}
	var recent []string
	if h.table != nil {
		recent = h.table.takeRecent()
	}
	ok := ""
	form := huh.NewForm(huh.NewGroup(
		huh.NewInput().
			Title(tr(h.lang, "play.pass-screen", map[string]any{"Name": h.name})).
			Description(tr(h.lang, "play.pass-only", map[string]any{"Name": h.name})).
			Value(&ok),
	))
	if err := runForm(h.leave, form, h.formIO()); err != nil {
		return err
	}
	if strings.EqualFold(strings.TrimSpace(ok), "quit") || ended(h.formIn) {
		return errQuit
	}
	for _, l := range recent {
		fmt.Fprintln(h.view, l)
	}
	return nil
}

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
			Title(strings.Join(append(seen, tr(h.lang, "play.seen-then-pass", map[string]any{"Who": h.table.names[prev], "Name": h.name})), " ")).
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
		if re, ok := engine.AsRuleError(err); ok {
			msg := tr(lang, "play.illegal", map[string]any{"Rule": re.Rule, "Reason": re.ReasonIn(lang)})
			if h, ok := engine.HintFor(s, m, re); ok {
				msg += tr(lang, "play.see-also", map[string]any{"Rule": h.Rule, "Hint": h.In(lang)})
			}
			return m, msg
		}
		return m, "illegal: " + err.Error()
	}
	return m, ""
}

func indent(text, prefix string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "\n")
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
