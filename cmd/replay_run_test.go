package cmd

import (
	"tabletop/cmd/cmdutil"
	"tabletop/cmd/replay"
)

// runReplay runs replay's o on ios with the application's messages and
// styles, as the command does.
func runReplay(o *replay.Options, ios cmdutil.IOStreams) error {
	o.IO, o.Tr, o.TrN, o.Style = ios, tr, trN, styleFor
	return replay.Run(o)
}
