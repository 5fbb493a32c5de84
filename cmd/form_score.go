package cmd

import (
	"errors"
	"io"
	"strconv"

	"github.com/charmbracelet/huh"
	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// formError is a complaint from the commands' catalogue (a form answer's,
// a command line's: usageTold): Error is the English, errorIn tells it in
// other languages. A value of data that is an error or an i18n.Phrase
// is told in the same language; one under "Err" is what it wraps.
type formError struct {
	id   string
	data map[string]any
}

func (e *formError) Error() string { return e.In("") }

// In tells the complaint in lang.
func (e *formError) In(lang string) string {
	data := make(map[string]any, len(e.data))
	for k, v := range e.data {
		switch x := v.(type) {
		case error:
			v = errorIn(lang, x)
		case i18n.Phrase:
			v = x.In(lang)
		}
		data[k] = v
	}
	if n, ok := e.data["Count"].(int); ok {
		return trN(lang, e.id, n, data)
	}
	return tr(lang, e.id, data)
}

// Unwrap returns the error under "Err", if any.
func (e *formError) Unwrap() error {
	err, _ := e.data["Err"].(error)
	return err
}

// usageTold is bad input or usage (exit 2) told from message id of the
// commands' catalogue with data.
func usageTold(id string, data map[string]any) error {
	return &exitError{code: ExitUsage, err: &formError{id: id, data: data}}
}

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
			return l.interrupted(cliTold("form.cancelled", nil))
		}
		return usageErrorf("form: %w", err)
	}
	if l.Err() != nil {
		return l.interrupted(cliTold("form.cancelled", nil))
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
		return nil, &formError{"form.player-count", map[string]any{"Min": minN, "Count": maxN, "N": len(players)}}
	}
	if err := engine.CheckNames(players); err != nil {
		return nil, err
	}
	return players, nil
}

// cliTold is a complaint from message id of the commands' catalogue, to
// wrap or pass on (usageTold adds the exit code).
func cliTold(id string, data map[string]any) error { return &formError{id: id, data: data} }

// cliWords is a text of the commands' catalogue given as a placeholder of
// a complaint: en in English, and in a language that lacks message id.
type cliWords struct {
	id, en string
	data   map[string]any
}

func (w cliWords) Error() string { return w.en }

// In tells the words in lang.
func (w cliWords) In(lang string) string {
	if lang == "" || lang == i18n.English || !cliText().Has(lang, w.id) {
		return w.en
	}
	return tr(lang, w.id, w.data)
}

// unexpectedArg is the complaint about a command-line argument a command
// does not take.
func unexpectedArg(arg string) error {
	return cliTold("error.unexpected-arg", map[string]any{"Arg": strconv.Quote(arg)})
}

// entryText is what a game's round entry needs on the command line (kind
// "score" or "pad": engine.EntryHelp's Score and Pad), in English en.
func entryText(game, kind, en string) cliWords {
	return cliWords{id: "arg.give." + game + "." + kind, en: en}
}
