package pad

import (
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
	"tabletop/scorepad"
)

// optionGiven reports whether --option KEY=... was given.
func optionGiven(c *cli.Context, key string) bool {
	for _, piece := range c.StringSlice("option") {
		if k, _, ok := strings.Cut(piece, "="); ok && strings.TrimSpace(k) == key {
			return true
		}
	}
	return false
}

// seatNames joins player names of seats.
func seatNames(players []string, seats []int) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = players[s]
	}
	return out
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
			return -1, cmdutil.CLIError("arg.seat-range", i18n.Args{"N": n, "Last": len(players), "Players": strings.Join(players, ", ")})
		}
		return n - 1, nil
	}
	return -1, err
}
