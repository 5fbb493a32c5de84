package cmd

import (
	"errors"
	"io"

	"github.com/charmbracelet/huh"
	"github.com/urfave/cli/v2"

	"tabletop/engine"
)

// formError is a form answer's complaint from the commands' catalogue:
// Error is the English, errorIn tells it in other languages.
type formError struct {
	id   string
	data map[string]any
}

func (e *formError) Error() string { return tr("", e.id, e.data) }

// In tells the complaint in lang.
func (e *formError) In(lang string) string { return tr(lang, e.id, e.data) }

// formIO is where a form reads and writes, and whether it runs in huh's
// accessible mode (plain prompts, one line of input each).
type formIO struct {
	in         io.Reader
	out        io.Writer
	accessible bool
	// lang is the language of the questions and answers' checks ("":
	// English).
	lang string
}

// formOf is where c's forms read and write, in c's language.
func formOf(c *cli.Context) formIO {
	lang, _ := languageOf(c)
	return formIO{in: c.App.Reader, out: c.App.ErrWriter, accessible: accessible(c), lang: lang}
}

// check tells a form's answer check's complaint in f's language.
func (f formIO) check(v func(string) error) func(string) error {
	return func(s string) error {
		if err := v(s); err != nil {
			if msg := errorIn(f.lang, err); msg != err.Error() {
				return errors.New(msg)
			}
			return err
		}
		return nil
	}
}

func (f formIO) run(groups ...*huh.Group) error {
	form := huh.NewForm(groups...).
		WithAccessible(f.accessible).
		WithInput(f.in).
		WithOutput(f.out)
	if err := form.Run(); err != nil {
		if errors.Is(err, huh.ErrUserAborted) {
			return usageErrorf("%s", tr(f.lang, "form.cancelled", nil))
		}
		return usageErrorf("form: %v", err)
	}
	return nil
}

// askPlayers asks for the player names in seating order.
func askPlayers(f formIO, minN, maxN int) ([]string, error) {
	var text string
	err := f.run(huh.NewGroup(
		huh.NewInput().
			Title(tr(f.lang, "form.players", nil)).
			Description(tr(f.lang, "form.players-help", nil)).
			Value(&text).
			Validate(f.check(func(s string) error { _, err := checkPlayerList(s, minN, maxN); return err })),
	))
	if err != nil {
		return nil, err
	}
	return checkPlayerList(text, minN, maxN)
}

// checkPlayerList reads and checks a comma-separated list of player names.
func checkPlayerList(s string, minN, maxN int) ([]string, error) {
	players, err := nameList(s)
	if err != nil {
		return nil, err
	}
	if len(players) < minN || len(players) > maxN {
		return nil, &formError{"form.player-count", map[string]any{"Min": minN, "Max": maxN, "N": len(players)}}
	}
	if err := engine.CheckNames(players); err != nil {
		return nil, err
	}
	return players, nil
}
