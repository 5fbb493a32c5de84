package cmd

import (
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
)

// isTerminal reports whether f is a terminal (cmdutil.IsTerminal).
func isTerminal(f any) bool { return cmdutil.IsTerminal(f) }

// style colours text only when writing to a terminal and NO_COLOR is unset.
type style = cmdutil.Style

// styleFor returns the style for writing to w.
func styleFor(w io.Writer) style {
	return style{On: screenStyle().On && isTerminal(pagedTo(w))}
}

// screenStyle colours a full screen unless NO_COLOR (or the config file)
// turns colour off or the terminal is dumb.
func screenStyle() style {
	noColor := colourOff()
	return style{On: !noColor && os.Getenv("TERM") != "dumb"}
}

// withPager runs fn with its output shown through a pager on a terminal
// (cmdutil.WithPager).
func withPager(ios ioStreams, fn func(ioStreams) error) error { return cmdutil.WithPager(ios, fn) }

// pagedTo is the writer output goes to in the end (cmdutil.PagedTo).
func pagedTo(w io.Writer) io.Writer { return cmdutil.PagedTo(w) }

// ioStreams are where a command reads and writes (cmdutil.IOStreams).
type ioStreams = cmdutil.IOStreams

// streamsOf returns the application's streams.
func streamsOf(c *cli.Context) ioStreams {
	lang, _ := languageOf(c) // checked by the Before hook
	return ioStreams{In: c.App.Reader, Out: c.App.Writer, ErrOut: c.App.ErrWriter,
		OutTerminal: isTerminal(pagedTo(c.App.Writer)), Lang: lang}
}
