package cmd

import (
	"io"

	"github.com/charmbracelet/huh"
	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
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
	return formIO{in: c.App.Reader, out: c.App.ErrWriter, accessible: cmdutil.Accessible(c), lang: lang}
}

// form is f as the commands in packages of their own ask (cmdutil.Form).
func (f formIO) form() cmdutil.Form {
	return cmdutil.Form{Lang: f.lang, Run: f.run, Tr: tr, Check: f.check}
}

// check tells a form's answer check's complaint in f's language.
func (f formIO) check(v func(string) error) func(string) error {
	return func(s string) error {
		if err := v(s); err != nil {
			return cmdutil.Localized(f.lang, err)
		}
		return nil
	}
}

// run asks the questions of groups. Ctrl-C (exit 130), SIGTERM or SIGHUP
// (128 + its number) cancel the form: nothing is written (cmdutil.RunForm).
func (f formIO) run(groups ...*huh.Group) error {
	l := cmdutil.StartLeaving()
	defer l.Stop()
	in := f.in
	if f.accessible {
		in = l.Reader(in) // accessible prompts read lines
	}
	io := cmdutil.FormIO{In: in, Out: f.out, Accessible: f.accessible, Keys: formKeyMap(f.lang), Alt: f.alt}
	if err := cmdutil.RunForm(l, huh.NewForm(groups...), io); err != nil {
		if cmdutil.IsLeaving(err) {
			return l.Interrupted(cmdutil.CLIError("form.cancelled", nil))
		}
		return cmdutil.UsageError(i18n.At("form", err))
	}
	if l.Err() != nil {
		return l.Interrupted(cmdutil.CLIError("form.cancelled", nil))
	}
	return nil
}
