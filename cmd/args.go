package cmd

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// reorderArgs moves every command's flags in front of its positional
// arguments. urfave/cli v2 stops reading flags at the first positional
// argument, but the contract writes them after it:
// "tabletop play mojo --players ...", "tabletop replay game.yaml --json".
// Subcommand names are recognised on the way down; "--" ends flag parsing.
func reorderArgs(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	out := []string{args[0]}
	flags := app.Flags
	subs := app.Commands
	var pendingFlags, positional []string
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			positional = append(positional, args[i:]...)
			i = len(args)
		case len(a) > 1 && a[0] == '-':
			pendingFlags = append(pendingFlags, a)
			if !strings.Contains(a, "=") && takesValue(flags, a) && i+1 < len(args) {
				i++
				pendingFlags = append(pendingFlags, args[i])
			}
		default:
			if len(positional) == 0 {
				if sub := findCommand(subs, a); sub != nil {
					out = append(append(out, pendingFlags...), a)
					pendingFlags = nil
					flags, subs = sub.Flags, sub.Subcommands
					continue
				}
			}
			positional = append(positional, a)
		}
	}
	out = append(out, pendingFlags...)
	for _, f := range pendingFlags {
		if f == "-h" || f == "--help" {
			// Help for this command: the positionals would read as a topic.
			return out
		}
	}
	return append(out, positional...)
}

func findCommand(cmds []*cli.Command, name string) *cli.Command {
	for _, c := range cmds {
		if c.HasName(name) {
			return c
		}
	}
	return nil
}

// takesValue reports whether the flag token a (such as "--players") names a
// flag that reads the next argument as its value.
func takesValue(flags []cli.Flag, a string) bool {
	name := strings.TrimLeft(a, "-")
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				if tv, ok := f.(cli.DocGenerationFlag); ok {
					return tv.TakesValue()
				}
				return false
			}
		}
	}
	return false
}
