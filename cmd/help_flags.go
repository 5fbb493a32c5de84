package cmd

import (
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine/i18n"
)

// A flag's line in help is made by urfave/cli (cli.FlagStringer) with
// English words of its own: "default", and "false", the default of a
// boolean flag; a text's default it puts in Go's quotes ("random"), which
// a local flag quotes as its language does (i18n.Quoted). Its placeholder
// "value", for a flag whose usage names none, never shows: every flag
// names its placeholder in its usage (`N`, `FILE`), in every language. A
// flag built in another language is a local flag: urfave/cli's flag,
// whose line of help puts those words in its language. English flags are
// urfave/cli's, untouched.
type flagWords struct{ lang, def, off string }

type (
	localStringFlag struct {
		*cli.StringFlag
		words *flagWords
	}
	localBoolFlag struct {
		*cli.BoolFlag
		words *flagWords
	}
	localStringSliceFlag struct {
		*cli.StringSliceFlag
		words *flagWords
	}
	localIntFlag struct {
		*cli.IntFlag
		words *flagWords
	}
	localUint64Flag struct {
		*cli.Uint64Flag
		words *flagWords
	}
)

func (l *localStringFlag) String() string      { return l.words.line(l.StringFlag) }
func (l *localBoolFlag) String() string        { return l.words.line(l.BoolFlag) }
func (l *localStringSliceFlag) String() string { return l.words.line(l.StringSliceFlag) }
func (l *localIntFlag) String() string         { return l.words.line(l.IntFlag) }
func (l *localUint64Flag) String() string      { return l.words.line(l.Uint64Flag) }

// plain returns the urfave/cli flag of a local flag.
func (l *localStringFlag) plain() cli.Flag      { return l.StringFlag }
func (l *localBoolFlag) plain() cli.Flag        { return l.BoolFlag }
func (l *localStringSliceFlag) plain() cli.Flag { return l.StringSliceFlag }
func (l *localIntFlag) plain() cli.Flag         { return l.IntFlag }
func (l *localUint64Flag) plain() cli.Flag      { return l.Uint64Flag }

// plainFlag returns the urfave/cli flag f is (f itself, or a local
// flag's), for a question about its kind.
func plainFlag(f cli.Flag) cli.Flag {
	if l, ok := f.(interface{ plain() cli.Flag }); ok {
		return l.plain()
	}
	return f
}

// line is f's line of help, urfave/cli's with the words put in w's
// language.
func (w *flagWords) line(f cli.Flag) string {
	s := f.String()
	names, usage, ok := strings.Cut(s, "\t")
	if !ok {
		return s
	}
	if b, ok := f.(*cli.BoolFlag); ok && b.DisableDefaultText {
		return names + "\t" + usage
	}
	if d, ok := f.(cli.DocGenerationFlag); ok {
		if def := d.GetDefaultText(); def != "" {
			en := " (default: " + def + ")"
			if i := strings.LastIndex(usage, en); i >= 0 {
				usage = usage[:i] + " (" + w.def + " " + w.value(f, def) + ")" + usage[i+len(en):]
			}
		}
	}
	return names + "\t" + usage
}

// value is the default def of f as w's language writes it.
func (w *flagWords) value(f cli.Flag, def string) string {
	if _, ok := f.(*cli.BoolFlag); ok && def == "false" {
		return w.off
	}
	if v, err := strconv.Unquote(def); err == nil && strings.HasPrefix(def, `"`) {
		return i18n.Quoted(v).In(w.lang)
	}
	return def
}
