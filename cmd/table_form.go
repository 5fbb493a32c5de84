package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/huh"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Choices of the table form's first question besides the players.
const (
	formStart  = "\x00start"
	formUndo   = "\x00undo"
	formStatus = "\x00status"
	formQuit   = "\x00quit"
)

// forms follows the game on a terminal: a form asks who acts and what they
// declare, offering what the table waits for and checking each answer
// with the rules engine as it is typed.
func (r *tableRun) forms(in io.Reader, errOut io.Writer) error {
	src := &eofReader{r: in}
	f := formIO{in: src, out: errOut, accessible: r.o.Access}
	for !src.eof {
		who, err := r.askWho(f)
		if err != nil {
			if errors.Is(err, errQuit) {
				return nil
			}
			return err
		}
		var line string
		switch who {
		case formQuit:
			fmt.Fprintln(errOut, tr(r.o.Lang, "table.form.kept", map[string]any{"Path": r.o.Path}))
			return nil
		case formUndo:
			line = "undo"
		case formStatus:
			line = "status"
		default:
			if line, err = r.askLine(f, who); err != nil {
				if errors.Is(err, errQuit) {
					continue
				}
				return err
			}
		}
		if src.eof {
			break // the answers ran out: nothing more was declared
		}
		if err := r.handle(line); err != nil {
			return err
		}
	}
	return nil
}

// askWho asks who acts next, offering only what the table waits for.
func (r *tableRun) askWho(f formIO) (string, error) {
	s, lang := r.sess.Status(), r.o.Lang
	var opts []huh.Option[string]
	switch s.WaitingFor {
	case engine.WaitMove:
		opts = append(opts, huh.NewOption(tr(lang, "table.form.declares-move", map[string]any{"Who": s.ToMove}), s.ToMove))
		for _, p := range r.sess.Players() {
			if p != s.ToMove {
				opts = append(opts, huh.NewOption(tr(lang, "table.form.out-of-turn", map[string]any{"Who": p}), p))
			}
		}
	case engine.WaitShows:
		for _, p := range r.sess.Players() {
			opts = append(opts, huh.NewOption(tr(lang, "table.form.shows", map[string]any{"Who": p}), p))
		}
	case engine.WaitOver:
	default:
		opts = append(opts, huh.NewOption(tr(lang, "table.form.start", map[string]any{"Start": r.sess.Table().StartWord()}), formStart))
	}
	opts = append(opts, huh.NewOption(tr(lang, "table.form.undo", nil), formUndo), huh.NewOption(tr(lang, "table.form.status", nil), formStatus),
		huh.NewOption(tr(lang, "table.form.quit", nil), formQuit))
	choice := opts[0].Value
	err := f.runRaw(huh.NewGroup(huh.NewSelect[string]().
		Title(waitingText(lang, s)).
		Description(strings.Join(s.LinesIn(lang), "\n")).
		Options(opts...).
		Value(&choice)))
	return choice, err
}

// askLine asks for the rest of the line: the cards turned up, a move, or
// the cards shown, refusing what the engine refuses as it is typed.
func (r *tableRun) askLine(f formIO, who string) (string, error) {
	var title, prefix string
	lang := r.o.Lang
	switch {
	case who == formStart:
		prefix = r.sess.Table().StartWord() + " "
		title = tr(lang, "table.form.turned-up", map[string]any{"Prefix": prefix})
	case r.sess.Status().WaitingFor == engine.WaitShows:
		prefix = who + ": shows "
		title = tr(lang, "table.form.shows-title", map[string]any{"Who": who})
	default:
		prefix = who + ": "
		title = tr(lang, "table.form.declares", map[string]any{"Who": who})
	}
	var text string
	hints := r.sess.Declarable()
	err := f.runRaw(huh.NewGroup(huh.NewInput().
		Title(title).
		Suggestions(hints).
		Value(&text).
		Validate(func(s string) error {
			if strings.TrimSpace(s) == "" && !strings.HasSuffix(prefix, "shows ") {
				return errors.New(tr(lang, "table.form.type-it", nil))
			}
			if a := r.sess.Try(prefix + s); !a.OK {
				return errors.New(a.Rule + i18n.Sep(lang, ": ") + a.ReasonIn(lang))
			}
			return nil
		})))
	return prefix + text, err
}

// runRaw runs a form and reports Ctrl-C as errQuit.
func (f formIO) runRaw(groups ...*huh.Group) error {
	form := huh.NewForm(groups...).WithAccessible(f.accessible).WithInput(f.in).WithOutput(f.out).WithKeyMap(formKeyMap(f.lang))
	if err := form.Run(); err != nil {
		if errors.Is(err, huh.ErrUserAborted) {
			return errQuit
		}
		return usageErrorf("form: %w", err)
	}
	return nil
}
