package roundentry

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
	"tabletop/scorepad"
)

// PairValues reads a repeated NAME=VALUES flag.
func PairValues(c *cli.Context, flag string) ([][2]string, error) {
	var out [][2]string
	for _, piece := range c.StringSlice(flag) {
		name, val, ok := strings.Cut(piece, "=")
		if !ok {
			return nil, cmdutil.UsageError(cmdutil.CLIError("arg.want-name-values", i18n.Args{"Flag": flag, "Piece": i18n.Quoted(piece)}))
		}
		if name = strings.TrimSpace(name); name == "" {
			return nil, cmdutil.UsageError(cmdutil.CLIError("arg.name-missing", i18n.Args{"Flag": flag, "Value": val}))
		}
		out = append(out, [2]string{name, val})
	}
	return out, nil
}

// SplitNames reads "Ann,Ben,Cy".
func SplitNames(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// NameList reads a list of new player names, "Ann,Ben,Cy": each trimmed,
// none empty (" ,Ben,Cy" names only two players, which is refused).
func NameList(s string) ([]string, error) {
	parts := strings.Split(s, ",")
	for i, f := range parts {
		if parts[i] = strings.TrimSpace(f); parts[i] == "" {
			if len(parts) == 1 {
				return nil, cmdutil.CLIError("arg.no-player-named", nil)
			}
			return nil, cmdutil.CLIError("arg.name-empty", i18n.Args{"N": i + 1, "Of": len(parts)})
		}
	}
	return parts, nil
}

// SeatsOf reads a list of player names into seats; what is where the
// list was given (a flag).
func SeatsOf(players []string, s, what string) ([]int, error) {
	var out []int
	for _, name := range SplitNames(s) {
		seat, err := scorepad.SeatOf(players, name)
		if err != nil {
			return nil, cmdutil.UsageError(i18n.At(what, err))
		}
		out = append(out, seat)
	}
	return out, nil
}

// HandsByPlayer reads NAME=VALUES pairs (--hand, --captured, --score) into
// one list per seat of players; every player must be given exactly once.
func HandsByPlayer[T any](pairs [][2]string, players []string, flag string, parse func(string) ([]T, error)) ([][]T, error) {
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
			return nil, cmdutil.UsageError(cmdutil.CLIError(id, i18n.Args{"Flag": flag, "Name": i18n.Player(players[i])}))
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
			return nil, nil, cmdutil.UsageError(i18n.At("--"+flag, err))
		}
		if given[seat] {
			return nil, nil, cmdutil.UsageError(cmdutil.CLIError("arg.given-twice", i18n.Args{"Flag": flag, "Name": i18n.Player(players[seat])}))
		}
		given[seat] = true
		cards, err := parse(kv[1])
		if err != nil {
			return nil, nil, cmdutil.UsageError(i18n.At(fmt.Sprintf("--%s %s=%s", flag, kv[0], kv[1]), err))
		}
		out[seat] = cards
	}
	return out, given, nil
}

// NamesOf returns the player names of NAME=VALUES pairs, in order, refusing
// duplicates and names a pad could not hold.
func NamesOf(pairs [][2]string, flag string) ([]string, error) {
	var names []string
	for _, kv := range pairs {
		if err := scorepad.CheckName(kv[0]); err != nil {
			return nil, cmdutil.UsageError(i18n.At("--"+flag, err))
		}
		if _, err := scorepad.SeatOf(names, kv[0]); err == nil {
			return nil, cmdutil.UsageError(cmdutil.CLIError("arg.given-twice", i18n.Args{"Flag": flag, "Name": i18n.Player(kv[0])}))
		}
		names = append(names, kv[0])
	}
	return names, nil
}

// UseForm reports whether to ask with a form: stdin is a terminal and the
// needed flags are missing.
func UseForm(c *cli.Context, needed ...string) bool {
	for _, f := range needed {
		if c.IsSet(f) {
			return false
		}
	}
	return cmdutil.IsTerminal(c.App.Reader)
}
