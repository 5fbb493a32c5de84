package cmdutil

import (
	"io"

	"github.com/urfave/cli/v2"
)

// Factory is what a command's constructor is given by the application:
// its language and the application's services a command needs. The
// application (package cmd) fills every field.
type Factory struct {
	// Lang is the language the command's help is built in.
	Lang string
	// Command finishes a command for the application: its help texts in
	// Lang, its --lang flag, its help template.
	Command func(*cli.Command) *cli.Command
	// Streams returns the streams of the running application.
	Streams func(*cli.Context) IOStreams
	// Tr tells message id of the commands' catalogue in lang with data.
	Tr func(lang, id string, data map[string]any) string
	// Style returns the style for writing to w (colours on a terminal).
	Style func(w io.Writer) Style
}

// IOStreams are where a command reads and writes: its input, its output and
// its messages (prompts, warnings).
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	// OutTerminal reports whether Out is a terminal.
	OutTerminal bool
	// Lang is the language of the words people read ("" is English);
	// JSON output does not depend on it.
	Lang string
}
