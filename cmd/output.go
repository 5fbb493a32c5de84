package cmd

import (
	"encoding/json"
	"io"
	"os"

	"github.com/mattn/go-isatty"
	"github.com/urfave/cli/v2"

	"tabletop/host/gamewords"
)

// jsonFlag is the --json flag every command that prints a result takes.
func jsonFlag() cli.Flag {
	return &cli.BoolFlag{Name: "json", Usage: "print one JSON document on stdout instead of text"}
}

// writeJSON prints v as one indented JSON document.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// isTerminal reports whether f is a terminal (not merely a character
// device such as /dev/null).
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	return ok && isatty.IsTerminal(file.Fd())
}

// style colours text only when writing to a terminal and NO_COLOR is unset.
type style struct{ on bool }

// styleFor returns the style for writing to w.
func styleFor(w io.Writer) style {
	noColor := colourOff()
	return style{on: !noColor && os.Getenv("TERM") != "dumb" && isTerminal(pagedTo(w))}
}

func (s style) wrap(code, text string) string {
	if !s.on {
		return text
	}
	return "\x1b[" + code + "m" + text + "\x1b[0m"
}

// Bold, Green, Red, Yellow and Dim colour text when the style is on.
func (s style) Bold(t string) string   { return s.wrap("1", t) }
func (s style) Green(t string) string  { return s.wrap("32", t) }
func (s style) Red(t string) string    { return s.wrap("31", t) }
func (s style) Yellow(t string) string { return s.wrap("33", t) }
func (s style) Dim(t string) string    { return s.wrap("2", t) }

// renderTable prints rows under a header as a plain table (gamewords.Table).
func renderTable(w io.Writer, header []string, rows [][]string, footer []string) error {
	return gamewords.Table(w, header, rows, footer)
}

// writeJSONLine prints v as one line of JSON (JSON Lines).
func writeJSONLine(w io.Writer, v any) error {
	return json.NewEncoder(w).Encode(v)
}

// ioStreams are where a command reads and writes: its input, its output and
// its messages (prompts, warnings).
type ioStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	// Lang is the language of the words people read ("" is English);
	// JSON output does not depend on it.
	Lang string
}

// streamsOf returns the application's streams.
func streamsOf(c *cli.Context) ioStreams {
	lang, _ := languageOf(c) // checked by the Before hook
	return ioStreams{In: c.App.Reader, Out: c.App.Writer, ErrOut: c.App.ErrWriter, Lang: lang}
}
