package cmd

import (
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/userconfig"
)

// styleFor returns the style for writing to w.
func styleFor(w io.Writer) cmdutil.Style {
	return cmdutil.Style{On: screenStyle().On && cmdutil.IsTerminal(cmdutil.PagedTo(w))}
}

// screenStyle colours a full screen unless NO_COLOR (or the config file)
// turns colour off or the terminal is dumb.
func screenStyle() cmdutil.Style {
	noColor := userconfig.ColourOff()
	return cmdutil.Style{On: !noColor && os.Getenv("TERM") != "dumb"}
}

// streamsOf returns the application's streams.
func streamsOf(c *cli.Context) cmdutil.IOStreams {
	lang, _ := languageOf(c) // checked by the Before hook
	return cmdutil.IOStreams{In: c.App.Reader, Out: c.App.Writer, ErrOut: c.App.ErrWriter,
		OutTerminal: cmdutil.IsTerminal(cmdutil.PagedTo(c.App.Writer)), Lang: lang}
}
