package cmd

import (
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/echo"
	"tabletop/engine/i18n"
)

// reorderArgs moves every command's flags in front of its positional
// arguments. urfave/cli v2 stops reading flags at the first positional
// argument, but the contract writes them after it:
// "tabletop play mojo --players ...", "tabletop replay game.yaml --json".
// Subcommand names are recognised on the way down; "--" ends flag parsing.
// A flag that needs a value and has none is an error (it would otherwise
// take the next argument, moved behind it, as its value), and so is a
// number flag whose value is not written in decimal: "010" is ten, not
// eight as Go's flag package would read it.
func reorderArgs(app *cli.App, args []string) ([]string, error) {
	if len(args) < 2 {
		return args, nil
	}
	out := []string{args[0]}
	flags := app.Flags
	subs := app.Commands
	var pendingFlags, positional, command []string
	where := func() string { // the command the flags belong to, for errors
		if len(command) == 0 {
			return ""
		}
		return strings.Join(command, " ") + ": "
	}
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			positional = append(positional, args[i:]...)
			i = len(args)
		case len(a) > 1 && a[0] == '-':
			name, value, hasValue := strings.Cut(a, "=")
			if !hasValue && takesValue(flags, a) {
				if i+1 >= len(args) {
					return nil, cmdutil.UsageError(cmdutil.CLIError("arg.needs-value", i18n.Args{"Where": where(), "Flag": a}))
				}
				i++
				value, hasValue = args[i], true
				a = a + "=" + value
			}
			if hasValue && isNumberFlag(flags, name) {
				d, err := decimal(where()+name, value)
				if err != nil {
					return nil, err
				}
				a = name + "=" + d
			}
			if f := flagNamed(flags, strings.TrimLeft(name, "-")); f != nil && isSliceFlag(f) {
				// urfave/cli refuses "-o A --option B": one form for all.
				_, v, _ := strings.Cut(a, "=")
				a = "--" + f.Names()[0] + "=" + v
			}
			pendingFlags = append(pendingFlags, a)
		default:
			if len(positional) == 0 {
				if sub := findCommand(subs, a); sub != nil {
					out = append(append(out, pendingFlags...), a)
					pendingFlags, command = nil, append(command, a)
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
			if words := slices.DeleteFunc(slices.Clone(positional), func(w string) bool { return w == "--" }); len(command) == 0 && len(words) > 0 {
				// "tabletop nosuch --help": no command of that name.
				return nil, cmdutil.UsageError(cmdutil.CLIError("error.unknown-command", i18n.Args{"Name": i18n.Quoted(echo.Cut(words[0]))}))
			}
			// Help for this command: the positionals would read as a topic.
			return out, nil
		}
	}
	return append(out, positional...), nil
}

// isNumberFlag reports whether the flag token a names a whole-number flag.
func isNumberFlag(flags []cli.Flag, a string) bool {
	name := strings.TrimLeft(a, "-")
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				switch plainFlag(f).(type) {
				case *cli.IntFlag, *cli.Int64Flag, *cli.UintFlag, *cli.Uint64Flag:
					return true
				}
				return false
			}
		}
	}
	return false
}

// decimal checks that a number flag's value is written in decimal digits
// and returns it without leading zeros (which Go's flag package would read
// as octal).
func decimal(flag, v string) (string, error) {
	sign, digits := "", v
	if strings.HasPrefix(v, "-") || strings.HasPrefix(v, "+") {
		sign, digits = v[:1], v[1:]
	}
	if digits == "" || strings.Trim(digits, "0123456789") != "" {
		return "", cmdutil.UsageError(cmdutil.CLIError("arg.not-decimal", i18n.Args{"Flag": flag, "Value": i18n.Quoted(v)}))
	}
	if sign == "+" {
		sign = ""
	}
	digits = strings.TrimLeft(digits, "0")
	if digits == "" {
		return "0", nil
	}
	return sign + digits, nil
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

// repeatedFlag refuses a flag that holds one value given more than once
// ("--mojo Ann --mojo Ben"): urfave/cli would keep the last silently.
// Repeatable flags (--hand, --option) and switches (--json) may repeat.
func repeatedFlag(app *cli.App, args []string) error {
	flags, subs := app.Flags, app.Commands
	var path []string
	given := map[cli.Flag]string{}
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return nil
		case len(a) > 1 && a[0] == '-':
			name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
			f := flagNamed(flags, name)
			if f == nil || !takesValue(flags, "--"+name) {
				continue
			}
			if !hasValue && i+1 < len(args) {
				i++
				value = args[i]
			}
			if isSliceFlag(f) {
				continue
			}
			if old, ok := given[f]; ok {
				where := "tabletop"
				if len(path) > 0 {
					where = strings.Join(path, " ")
				}
				return cmdutil.UsageError(cmdutil.CLIError("arg.flag-twice", i18n.Args{"Where": where, "Flag": f.Names()[0], "Old": i18n.Quoted(old), "New": i18n.Quoted(value)}))
			}
			given[f] = value
		default:
			if sub := findCommand(subs, a); sub != nil {
				path = append(path, sub.Name)
				flags, subs = sub.Flags, sub.Subcommands
				given = map[cli.Flag]string{}
			}
		}
	}
	return nil
}

// flagNamed finds the flag with this name or alias.
func flagNamed(flags []cli.Flag, name string) cli.Flag {
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				return f
			}
		}
	}
	return nil
}

// isSliceFlag reports whether f may be given several times.
func isSliceFlag(f cli.Flag) bool {
	switch plainFlag(f).(type) {
	case *cli.StringSliceFlag, *cli.IntSliceFlag, *cli.Int64SliceFlag, *cli.UintSliceFlag,
		*cli.Uint64SliceFlag, *cli.Float64SliceFlag:
		return true
	}
	return false
}
