// Package cmdtest helps the tests of a command's flags: a factory that
// builds the command as it is, without the application.
package cmdtest

import (
	"io"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
)

// Factory is a factory with no help machinery: the command as built, the
// application's streams, message IDs for texts, no colours.
func Factory() *cmdutil.Factory {
	return &cmdutil.Factory{
		Command: func(c *cli.Command) *cli.Command { return c },
		Streams: func(c *cli.Context) cmdutil.IOStreams {
			return cmdutil.IOStreams{In: c.App.Reader, Out: c.App.Writer, ErrOut: c.App.ErrWriter}
		},
		Tr:    func(_, id string, _ map[string]any) string { return id },
		TrN:   func(_, id string, _ int, _ map[string]any) string { return id },
		Style: func(io.Writer) cmdutil.Style { return cmdutil.Style{} },
	}
}
