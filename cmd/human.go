package cmd

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/huh"

	"tabletop/engine"
)

// errInputEnded is a person's input running out before the game did.
var errInputEnded = errors.New("input ended before the game did")

// errQuit is a person quitting the game.
var errQuit = errors.New("game abandoned at the player's request")

// humanAgent asks a person for moves: a huh form on a terminal, else one
// line of move notation per move read from stdin.
type humanAgent struct {
	name       string
	seat       int
	in         *bufio.Reader
	view       io.Writer // where the table is shown (stdout)
	prompt     io.Writer // prompts and complaints (stderr)
	form       bool      // use a huh form
	accessible bool
	formIn     io.Reader
	formOut    io.Writer
}

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
	fmt.Fprintf(h.view, "\n%s\n", indent(s.View(h.seat), "  "))
	if h.form {
		return h.chooseWithForm(s, legal)
	}
	for {
		fmt.Fprintf(h.prompt, "%s (? lists legal moves, quit ends): ", yourMove(h.name))
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
			fmt.Fprintf(h.prompt, "legal moves: %s\n", strings.Join(moveStrings(s, legal), " | "))
			continue
		case "quit", "exit":
			return engine.Move{}, errQuit
		}
		m, verdict := checkMove(s, legal, text)
		if verdict == "" {
			return m, nil
		}
		fmt.Fprintln(h.prompt, verdict)
	}
}

func (h *humanAgent) chooseWithForm(s engine.State, legal []engine.Move) (engine.Move, error) {
	opts := make([]huh.Option[int], len(legal))
	for i, m := range legal {
		opts[i] = huh.NewOption(s.MoveString(m), i)
	}
	choice := 0
	form := huh.NewForm(huh.NewGroup(
		huh.NewSelect[int]().
			Title(yourMove(h.name)).
			Description("type / to filter").
			Options(opts...).
			Height(min(len(opts)+2, 14)).
			Value(&choice),
	)).WithAccessible(h.accessible).WithInput(h.formIn).WithOutput(h.formOut)
	if err := form.Run(); err != nil {
		if errors.Is(err, huh.ErrUserAborted) {
			return engine.Move{}, errQuit
		}
		return engine.Move{}, err
	}
	return legal[choice], nil
}

// checkMove reads text as a move for s and returns it, or a one-line
// complaint: notation that cannot be read, or the rule that forbids it.
func checkMove(s engine.State, legal []engine.Move, text string) (engine.Move, string) {
	m, err := s.ParseMove(text)
	if err != nil {
		return m, err.Error()
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
			msg := fmt.Sprintf("illegal (%s): %s", re.Rule, re.Reason)
			if h, ok := engine.HintFor(s, m, re); ok {
				msg += "; see also " + h.Rule + ": " + h.Text
			}
			return m, msg
		}
		return m, "illegal: " + err.Error()
	}
	return m, ""
}

func moveStrings(s engine.State, moves []engine.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = s.MoveString(m)
	}
	return out
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
