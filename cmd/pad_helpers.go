package cmd

import (
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/roundentry"
	"tabletop/engine"
	"tabletop/engine/scoring"
	"tabletop/host/gamewords"
	"tabletop/scorepad"
)

// withArgs wraps an action so it gets its positional arguments (Main puts
// every flag in front of them, wherever it was written).
func withArgs(action func(c *cli.Context, args []string) error) cli.ActionFunc {
	return func(c *cli.Context) error { return action(c, c.Args().Slice()) }
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

// The round a person enters, shared with 'tabletop score', is
// cmd/internal/roundentry's: the pad commands, still here, reach it
// through these.

func pairValues(c *cli.Context, flag string) ([][2]string, error) {
	return roundentry.PairValues(c, flag)
}

func nameList(s string) ([]string, error) { return roundentry.NameList(s) }

func handsByPlayer[T any](pairs [][2]string, players []string, flag string, parse func(string) ([]T, error)) ([][]T, error) {
	return roundentry.HandsByPlayer(pairs, players, flag, parse)
}

func useForm(c *cli.Context, needed ...string) bool { return roundentry.UseForm(c, needed...) }

func unknownSubcommand(what string) cli.ActionFunc {
	return cmdutil.UnknownSubcommand(&cmdutil.Factory{Streams: streamsOf}, what)
}

func unexpectedArg(arg string) error { return cmdutil.UnexpectedArg(arg) }

func scorers() []engine.Ruleset { return roundentry.Scorers() }

func scorerOf(rs engine.Ruleset) (scoring.RoundScorer, error) { return roundentry.ScorerOf(rs) }

func allFields() []scoring.RoundField { return roundentry.AllFields() }

func entryFlags(rss ...engine.Ruleset) []cli.Flag { return roundentry.Flags(rss...) }

func (f *factory) withGameHelp(c *cli.Command, help *scoring.EntryHelp, rss ...engine.Ruleset) *cli.Command {
	return roundentry.WithGameHelp(f.util(), c, help, rss...)
}

func entryFromFlags(c *cli.Context, sc scoring.RoundScorer, players []string) (scoring.Entry, error) {
	return roundentry.FromFlags(c, func() cmdutil.Form { return formOf(c).form() }, sc, players)
}

func askEntry(f formIO, sc scoring.RoundScorer, players []string, prefill *scoring.Entry) (map[string][]string, error) {
	return roundentry.Ask(f.form(), sc, players, prefill)
}

func askPlayersField(f formIO, fl scoring.RoundField, players []string) (string, error) {
	return roundentry.AskPlayersField(f.form(), fl, players)
}

func askPlayers(f formIO, minN, maxN int) ([]string, error) {
	return roundentry.AskPlayers(f.form(), minN, maxN)
}

func checkPlayerList(s string, minN, maxN int) ([]string, error) {
	return roundentry.CheckPlayerList(s, minN, maxN)
}

func setFlags(c *cli.Context, values map[string][]string) { roundentry.SetFlags(c, values) }

func printScore(w io.Writer, lang string, res scoring.RoundScore) error {
	return gamewords.Score(w, lang, styleFor(w).On, res)
}
