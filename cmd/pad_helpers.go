package cmd

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/rulesets/makoto"
	"tabletop/scorepad"
)

// Flags of score and pad.
var (
	handFlag = &cli.StringSliceFlag{
		Name:     "hand",
		Usage:    "Mojo: `NAME=V,V,...` every card a player scores, hand plus face-down (repeat per player; empty hand: NAME=)",
		Category: "Mojo",
	}
	mojoHolderFlag = &cli.StringFlag{
		Name:     "mojo",
		Usage:    "Mojo: `NAME` of the player who took the Mojo card",
		Category: "Mojo",
	}
	capturedFlag = &cli.StringSliceFlag{
		Name:     "captured",
		Usage:    "Makoto: `NAME=V,V,...` every card in a player's score pile, \"9s\" for a Sword card (repeat per player; none: NAME=)",
		Category: "Makoto",
	}
	outFlag = &cli.StringFlag{
		Name:     "out",
		Usage:    "Makoto: `NAME,NAME,...` the players who went out, in order (the first takes the highest reward)",
		Category: "Makoto",
	}
	curtainFlag = &cli.StringFlag{
		Name:     "curtain",
		Usage:    "Makoto: `V,V,...` the cards left in the Curtain (the first player out scores its 2s, 5s and 10s)",
		Category: "Makoto",
	}
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
			return nil, usageErrorf("--%s %q: want NAME=VALUES", flag, piece)
		}
		if name = strings.TrimSpace(name); name == "" {
			return nil, usageErrorf("--%s =%s: the player name is missing (want NAME=VALUES)", flag, val)
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

// parseMojoCards reads "9,1" (commas or spaces) into Mojo card values. The
// values are checked against the deck when the round is scored.
func parseMojoCards(s string) ([]int, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	out := make([]int, 0, len(fields))
	for _, f := range fields {
		v, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("%q is not a Mojo card (write a value 0 to 12)", f)
		}
		out = append(out, v)
	}
	return out, nil
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

// seatsOf reads a list of player names into seats.
func seatsOf(players []string, s, what string) ([]int, error) {
	var out []int
	for _, name := range splitNames(s) {
		seat, err := scorepad.SeatOf(players, name)
		if err != nil {
			return nil, usageErrorf("%s: %v", what, err)
		}
		out = append(out, seat)
	}
	return out, nil
}

// handsByPlayer reads --hand (Mojo) or --captured (Makoto) pairs into one
// card list per seat of players; every player must be given exactly once.
func handsByPlayer[T any](pairs [][2]string, players []string, flag string, parse func(string) ([]T, error)) ([][]T, error) {
	out := make([][]T, len(players))
	given := make([]bool, len(players))
	for _, kv := range pairs {
		seat, err := scorepad.SeatOf(players, kv[0])
		if err != nil {
			return nil, usageErrorf("--%s: %v", flag, err)
		}
		if given[seat] {
			return nil, usageErrorf("--%s: %s is given twice", flag, players[seat])
		}
		given[seat] = true
		cards, err := parse(kv[1])
		if err != nil {
			return nil, usageErrorf("--%s %s=%s: %v", flag, kv[0], kv[1], err)
		}
		out[seat] = cards
	}
	for i, g := range given {
		if !g {
			return nil, usageErrorf("--%s: player %s is missing (give --%s %s=..., or %s= for no cards)", flag, players[i], flag, players[i], players[i])
		}
	}
	return out, nil
}

// namesOf returns the player names of NAME=VALUES pairs, in order, refusing
// duplicates and names a pad could not hold.
func namesOf(pairs [][2]string, flag string) ([]string, error) {
	var names []string
	for _, kv := range pairs {
		if err := scorepad.CheckName(kv[0]); err != nil {
			return nil, usageErrorf("--%s: %v", flag, err)
		}
		if _, err := scorepad.SeatOf(names, kv[0]); err == nil {
			return nil, usageErrorf("--%s: %s is given twice", flag, kv[0])
		}
		names = append(names, kv[0])
	}
	return names, nil
}

// makotoRound reads --captured, --out and --curtain for players.
func makotoRound(c *cli.Context, players []string) (scorepad.Round, error) {
	pairs, err := pairValues(c, "captured")
	if err != nil {
		return scorepad.Round{}, err
	}
	captured, err := handsByPlayer(pairs, players, "captured", makoto.ParseCards)
	if err != nil {
		return scorepad.Round{}, err
	}
	out, err := seatsOf(players, c.String("out"), "--out")
	if err != nil {
		return scorepad.Round{}, err
	}
	curtain, err := makoto.ParseCards(c.String("curtain"))
	if err != nil {
		return scorepad.Round{}, usageErrorf("--curtain: %v", err)
	}
	return scorepad.NewMakotoGame(captured, out, curtain), nil
}

// mojoRound reads --hand and --mojo for players.
func mojoRound(c *cli.Context, players []string) (scorepad.Round, error) {
	pairs, err := pairValues(c, "hand")
	if err != nil {
		return scorepad.Round{}, err
	}
	hands, err := handsByPlayer(pairs, players, "hand", parseMojoCards)
	if err != nil {
		return scorepad.Round{}, err
	}
	name := c.String("mojo")
	if name == "" {
		return scorepad.Round{}, usageErrorf("--mojo: say who took the Mojo card (--mojo NAME)")
	}
	holder, err := scorepad.SeatOf(players, name)
	if err != nil {
		return scorepad.Round{}, usageErrorf("--mojo: %v", err)
	}
	return scorepad.NewMojoRound(hands, holder), nil
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
func oneLineUsage(c *cli.Context, err error, _ bool) error {
	return usageErrorf("%s: %v (see --help)", strings.TrimPrefix(c.Command.HelpName, c.App.Name+" "), err)
}

// unknownSubcommand is the action of a command with subcommands: help
// without an argument, a usage error (exit 2) for a name it does not know.
func unknownSubcommand(what string) cli.ActionFunc {
	return func(c *cli.Context) error {
		if c.NArg() == 0 {
			return cli.ShowSubcommandHelp(c)
		}
		return usageErrorf("%s: unknown %s: %q", c.Command.Name, what, c.Args().First())
	}
}
