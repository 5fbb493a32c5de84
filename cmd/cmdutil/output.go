package cmdutil

import (
	"encoding/json"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/mattn/go-isatty"
	"github.com/urfave/cli/v2"

	"tabletop/engine"
)

// JSONFlag is the --json flag every command that prints a result takes.
func JSONFlag() cli.Flag {
	return &cli.BoolFlag{Name: "json", Usage: "print one JSON document on stdout instead of text"}
}

// OptionFlag and VariantFlag are the rule options of every command that
// sets up a game or a pad.
func OptionFlag() cli.Flag {
	return &cli.StringSliceFlag{
		Name:     "option",
		Aliases:  []string{"o"},
		Usage:    "rule option `KEY=VALUE` (repeatable; see 'tabletop rules GAME' for keys)",
		Category: "Rules",
	}
}

func VariantFlag() cli.Flag {
	return &cli.StringFlag{
		Name:     "variant",
		Usage:    "Mojo variant `NAME`: two-piles is short for --option variant=two-piles",
		Category: "Rules",
	}
}

// WriteJSON prints v as one indented JSON document.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// IsTerminal reports whether f is a terminal (not merely a character
// device such as /dev/null).
func IsTerminal(f any) bool {
	file, ok := f.(*os.File)
	return ok && isatty.IsTerminal(file.Fd())
}

// Style colours text when on (the application turns it on when writing
// to a terminal and colours are not refused).
type Style struct{ On bool }

func (s Style) wrap(code, text string) string {
	if !s.On {
		return text
	}
	return "\x1b[" + code + "m" + text + "\x1b[0m"
}

// Bold, Green, Red, Yellow and Dim colour text when the style is on.
func (s Style) Bold(t string) string   { return s.wrap("1", t) }
func (s Style) Green(t string) string  { return s.wrap("32", t) }
func (s Style) Red(t string) string    { return s.wrap("31", t) }
func (s Style) Yellow(t string) string { return s.wrap("33", t) }
func (s Style) Dim(t string) string    { return s.wrap("2", t) }

// Words splits s around runs of ASCII white space, as strings.Fields does
// but keeping a no-break space inside the word it binds ("Manche 1\u00a0:").
func Words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\n' || r == '\t' || r == '\r' || r == '\v' || r == '\f'
	})
}

// WrapText folds text at width columns on word boundaries, counting
// characters, not bytes (Polish and Russian words are wider in bytes).
func WrapText(text string, width int) string {
	var b strings.Builder
	for _, para := range strings.Split(text, "\n") {
		col := 0
		for _, word := range Words(para) {
			n := utf8.RuneCountInString(word)
			if col > 0 && col+1+n > width {
				b.WriteByte('\n')
				col = 0
			} else if col > 0 {
				b.WriteByte(' ')
				col++
			}
			b.WriteString(word)
			col += n
		}
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n")
}

// Indent puts prefix before every line of text that is not empty.
func Indent(text, prefix string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "\n")
}

// RoundWord is what a round of game is called (a round when the game is
// not registered).
func RoundWord(game string) engine.RoundWord {
	rs, err := engine.Lookup(game)
	if err != nil {
		return engine.WordRound
	}
	return engine.RoundWordOf(rs)
}
