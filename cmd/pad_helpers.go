package cmd

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine/i18n"
	"tabletop/scorepad"
)

// withArgs wraps an action so it gets its positional arguments (Main puts
// every flag in front of them, wherever it was written).
func withArgs(action func(c *cli.Context, args []string) error) cli.ActionFunc {
	return func(c *cli.Context) error { return action(c, c.Args().Slice()) }
}

// pairValues reads a repeated NAME=VALUES flag.
func pairValues(c *cli.Context, flag string) ([][2]string, error) {
	var out [][2]string
	for _, piece := range c.StringSlice(flag) {
		name, val, ok := strings.Cut(piece, "=")
		if !ok {
			return nil, usageError(cliError("arg.want-name-values", map[string]any{"Flag": flag, "Piece": i18n.Quoted(piece)}))
		}
		if name = strings.TrimSpace(name); name == "" {
			return nil, usageError(cliError("arg.name-missing", map[string]any{"Flag": flag, "Value": val}))
		}
		out = append(out, [2]string{name, val})
	}
	return out, nil
}

// optionGiven reports whether --option KEY=... was given.
func optionGiven(c *cli.Context, key string) bool {
	for _, piece := range c.StringSlice("option") {
		if k, _, ok := strings.Cut(piece, "="); ok && strings.TrimSpace(k) == key {
			return true
		}
	}
	return false
}

// splitNames reads "Ann,Ben,Cy".
func splitNames(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// nameList reads a list of new player names, "Ann,Ben,Cy": each trimmed,
// none empty (" ,Ben,Cy" names only two players, which is refused).
func nameList(s string) ([]string, error) {
	parts := strings.Split(s, ",")
	for i, f := range parts {
		if parts[i] = strings.TrimSpace(f); parts[i] == "" {
			if len(parts) == 1 {
				return nil, cliError("arg.no-player-named", nil)
			}
			return nil, cliError("arg.name-empty", map[string]any{"N": i + 1, "Of": len(parts)})
		}
	}
	return parts, nil
}

// seatsOf reads a list of player names into seats.
func seatsOf(players []string, s, what string) ([]int, error) {
	var out []int
	for _, name := range splitNames(s) {
		seat, err := scorepad.SeatOf(players, name)
		if err != nil {
			return nil, usageError(i18n.At(what, err))
		}
		out = append(out, seat)
	}
	return out, nil
}

// handsByPlayer reads NAME=VALUES pairs (--hand, --captured, --score) into
// one list per seat of players; every player must be given exactly once.
func handsByPlayer[T any](pairs [][2]string, players []string, flag string, parse func(string) ([]T, error)) ([][]T, error) {
	out, given, err := someByPlayer(pairs, players, flag, parse)
	if err != nil {
		return nil, err
	}
	for i, g := range given {
		if !g {
			id := "arg.player-missing"
			if flag == "score" {
				id = "arg.player-missing-score" // a score is a number: no "NAME=" for none
			}
			return nil, usageError(cliError(id, map[string]any{"Flag": flag, "Name": i18n.Player(players[i])}))
		}
	}
	return out, nil
}

// someByPlayer reads NAME=VALUES pairs into one list per seat, for the
// players given (given[seat]); a player given twice is refused.
func someByPlayer[T any](pairs [][2]string, players []string, flag string, parse func(string) ([]T, error)) (out [][]T, given []bool, err error) {
	out = make([][]T, len(players))
	given = make([]bool, len(players))
	for _, kv := range pairs {
		seat, err := scorepad.SeatOf(players, kv[0])
		if err != nil {
			return nil, nil, usageError(i18n.At("--"+flag, err))
		}
		if given[seat] {
			return nil, nil, usageError(cliError("arg.given-twice", map[string]any{"Flag": flag, "Name": i18n.Player(players[seat])}))
		}
		given[seat] = true
		cards, err := parse(kv[1])
		if err != nil {
			return nil, nil, usageError(i18n.At(fmt.Sprintf("--%s %s=%s", flag, kv[0], kv[1]), err))
		}
		out[seat] = cards
	}
	return out, given, nil
}

// namesOf returns the player names of NAME=VALUES pairs, in order, refusing
// duplicates and names a pad could not hold.
func namesOf(pairs [][2]string, flag string) ([]string, error) {
	var names []string
	for _, kv := range pairs {
		if err := scorepad.CheckName(kv[0]); err != nil {
			return nil, usageError(i18n.At("--"+flag, err))
		}
		if _, err := scorepad.SeatOf(names, kv[0]); err == nil {
			return nil, usageError(cliError("arg.given-twice", map[string]any{"Flag": flag, "Name": i18n.Player(kv[0])}))
		}
		names = append(names, kv[0])
	}
	return names, nil
}

// useForm reports whether to ask with a form: stdin is a terminal and the
// needed flags are missing.
func useForm(c *cli.Context, needed ...string) bool {
	for _, f := range needed {
		if c.IsSet(f) {
			return false
		}
	}
	return isTerminal(c.App.Reader)
}

// accessible reports whether forms run in huh's accessible mode.
func accessible(c *cli.Context) bool {
	return c.Bool("accessible") || os.Getenv("ACCESSIBLE") != ""
}

// seatNames joins player names of seats.
func seatNames(players []string, seats []int) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = players[s]
	}
	return out
}

// oneLineUsage reports a flag error as one line on stderr (exit 2) instead
// of urfave/cli's usage text on stdout.
func oneLineUsage(c *cli.Context, err error, isSub bool) error { return onUsageError(c, err, isSub) }

// subcommandNames lists the names of c's subcommands ("makoto, mojo").
func subcommandNames(c *cli.Command) string {
	names := make([]string, 0, len(c.Subcommands))
	for _, s := range c.Subcommands {
		if !s.Hidden && s.Name != "help" {
			names = append(names, s.Name)
		}
	}
	return strings.Join(names, ", ")
}

// unknownSubcommand is the action of a command with subcommands: help
// without an argument, a usage error (exit 2) for a name it does not know.
func unknownSubcommand(what string) cli.ActionFunc {
	return func(c *cli.Context) error {
		if c.NArg() == 0 {
			return cli.ShowSubcommandHelp(c)
		}
		// English names what was expected, the other languages list the
		// choices: two messages, so that neither changes.
		name := i18n.Quoted(c.Args().First())
		if lang, _ := languageOf(c); lang == "" || lang == i18n.English {
			return usageError(i18n.At(c.Command.Name, cliError("error.unknown-what", i18n.Args{"What": what, "Name": name})))
		}
		return usageError(i18n.At(c.Command.Name, cliError("error.unknown-subcommand", i18n.Args{"Name": name, "Choices": subcommandNames(c.Command)})))
	}
}

// seatOfNameOrNumber finds a player by name (case-insensitive) or, failing
// that, by seat number counted from 1.
func seatOfNameOrNumber(players []string, s string) (int, error) {
	i, err := scorepad.SeatOf(players, s)
	if err == nil {
		return i, nil
	}
	if n, nerr := strconv.Atoi(strings.TrimSpace(s)); nerr == nil {
		if n < 1 || n > len(players) {
			return -1, cliError("arg.seat-range", map[string]any{"N": n, "Last": len(players), "Players": strings.Join(players, ", ")})
		}
		return n - 1, nil
	}
	return -1, err
}
