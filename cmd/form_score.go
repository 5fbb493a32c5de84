package cmd

import (
	"io"

	"github.com/charmbracelet/huh"
	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// formIO is where a form reads and writes, and whether it runs in huh's
// accessible mode (plain prompts, one line of input each).
type formIO struct {
	in         io.Reader
	out        io.Writer
	accessible bool
	// lang is the language of the questions and answers' checks ("":
	// English).
	lang string
	// alt draws the form on the terminal's alternate screen: nothing of
	// it stays in the scrollback, and a resize redraws it whole.
	alt bool
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
			return localized(f.lang, err)
		}
		return nil
	}
}

// run asks the questions of groups. Ctrl-C (exit 130), SIGTERM or SIGHUP
// (128 + its number) cancel the form: nothing is written (leave.go).
func (f formIO) run(groups ...*huh.Group) error {
	l := startLeaving()
	defer l.Stop()
	in := f.in
	if f.accessible {
		in = l.reader(in) // accessible prompts read lines
	}
	g := f
	g.in = in
	if err := runForm(l, huh.NewForm(groups...), g); err != nil {
		if isLeaving(err) {
			return l.interrupted(cliError("form.cancelled", nil))
		}
		return usageError(i18n.At("form", err))
	}
	if l.Err() != nil {
		return l.interrupted(cliError("form.cancelled", nil))
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
		return nil, cliError("form.player-count", i18n.Args{"Min": minN, "Count": maxN, "N": len(players)})
	}
	if err := engine.CheckNames(players); err != nil {
		return nil, err
	}
	return players, nil
}

// cliWords is a text of the commands' catalogue given as a placeholder of
// a complaint: message id with data, or en where the catalogue lacks id (a
// game's own words, the same in every language).
type cliWords struct {
	id, en string
	data   map[string]any
}

func (w cliWords) Error() string { return w.Tell().String() }

// Tell returns the words as a phrase.
func (w cliWords) Tell() i18n.Phrase {
	if w.id == "" || !cliText().Has(i18n.English, w.id) {
		return i18n.Plain(w.en)
	}
	return i18n.Phrase{ID: "cli." + w.id, Args: w.data}
}

// unexpectedArg is the complaint about a command-line argument a command
// does not take.
func unexpectedArg(arg string) error {
	return cliError("error.unexpected-arg", map[string]any{"Arg": i18n.Quoted(arg)})
}
