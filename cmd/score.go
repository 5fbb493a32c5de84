package cmd

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/scorepad"
)

func newScoreCmd(f *factory) *cli.Command {
	var games []*cli.Command
	for _, rs := range scorers() {
		games = append(games, newScoreGameCmd(f.under("score"), rs))
	}
	return f.command(&cli.Command{
		Name:      "score",
		Usage:     "score one round of Mojo or one game of Makoto from the cards",
		ArgsUsage: strings.Join(listedGames(scoresRounds), "|"),
		Description: `Scores what the players show at the end of a Mojo round or a Makoto game,
with the rulesets' own scoring. Without flags on a terminal a form asks.

Examples:
   tabletop score mojo --hand Ann=9,1 --hand Ben=0,4 --hand Cy=10,11,3 --mojo Cy
   tabletop score makoto --captured Ann=2,2,5,13 --captured Ben=10,7 --captured Cy=5 \
                         --out Ben,Ann --curtain 2,5,11 --json

To keep the evening's sheet, use 'tabletop pad'.`,
		Subcommands: games,
		Action:      unknownSubcommand("game (" + strings.Join(listedGames(scoresRounds), " or ") + ")"),
	})
}

// newScoreGameCmd is 'tabletop score GAME', its flags the game's round
// fields.
func newScoreGameCmd(f *factory, rs engine.Ruleset) *cli.Command {
	sc, _ := scorerOf(rs)
	help := sc.EntryHelp()
	return f.withGameHelp(f.command(&cli.Command{
		Name:  rs.Name(),
		Flags: append(entryFlags(rs), optionFlag(), jsonFlag(), accessibleFlag()),
		Action: withArgs(func(c *cli.Context, args []string) error {
			o, err := newScoreOptions(c, rs, args)
			if err != nil {
				return err
			}
			return runScore(o, streamsOf(c))
		}),
		OnUsageError: oneLineUsage,
	}), &help, rs)
}

// scoreOptions is everything score needs: an unsaved pad with the game,
// the players and the rule options, and the round as entered.
type scoreOptions struct {
	Pad   *scorepad.Pad
	Entry scoring.Entry
	JSON  bool
}

func noArgs(c *cli.Context, args []string) error {
	if len(args) > 0 {
		return usageError(i18n.At(c.Command.FullName(), unexpectedArg(args[0])))
	}
	return nil
}

// newScoreOptions reads score's flags, asking with a form on a terminal
// when they are missing.
func newScoreOptions(c *cli.Context, rs engine.Ruleset, args []string) (*scoreOptions, error) {
	if err := noArgs(c, args); err != nil {
		return nil, err
	}
	sc, err := scorerOf(rs)
	if err != nil {
		return nil, err
	}
	if useForm(c, formNeeded(sc)...) {
		f := formOf(c)
		players, err := askPlayers(f, rs.MinPlayers(), rs.MaxPlayers())
		if err != nil {
			return nil, err
		}
		values, err := askEntry(f, sc, players, nil)
		if err != nil {
			return nil, err
		}
		setFlags(c, values)
	}
	per := playersField(sc)
	pairs, err := pairValues(c, per.Name)
	if err != nil {
		return nil, err
	}
	if len(pairs) == 0 {
		return nil, usageError(cliError("arg.score-give", map[string]any{"Game": rs.Name(), "Give": sc.EntryHelp().Score}))
	}
	players, err := namesOf(pairs, per.Name)
	if err != nil {
		return nil, err
	}
	opts, err := ruleOptions(c, rs)
	if err != nil {
		return nil, err
	}
	p, err := scorepad.New(rs.Name(), players, opts, 0)
	if err != nil {
		return nil, usageError(err)
	}
	e, err := entryFromFlags(c, sc, players)
	if err != nil {
		return nil, err
	}
	return &scoreOptions{Pad: p, Entry: e, JSON: c.Bool("json")}, nil
}

// runScore scores the round of o and prints it.
func runScore(o *scoreOptions, ios ioStreams) error {
	res, err := o.Pad.ScoreEntry(o.Entry)
	if err != nil {
		return usageError(err)
	}
	if o.JSON {
		return writeJSON(ios.Out, res.Report)
	}
	if err := printScore(ios.Out, ios.Lang, res); err != nil {
		return err
	}
	if len(res.Leaders) > 0 {
		fmt.Fprintln(ios.Out, leadersLine(ios.Lang, o.Pad.Players, res))
	}
	return nil
}

// leadersLine names who scored highest in res: "Highest this game: Ann
// and Ben, 85 points each (tied: they share it) [makoto.winner]".
func leadersLine(lang string, players []string, res scoring.RoundScore) string {
	names := make([]string, len(res.Leaders))
	for i, p := range res.Leaders {
		names[i] = players[p]
	}
	id := "score.highest"
	if len(names) > 1 {
		id = "score.highest-tie"
	}
	return trN(lang, id, res.Scores[res.Leaders[0]], map[string]any{"Names": i18n.Player(joinNamesIn(lang, names)), "Rule": res.LeadRule})
}
