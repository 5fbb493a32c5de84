// Package score is the score command: one round of a game scored from
// the cards the players show ('tabletop score mojo', 'tabletop score
// makoto'), one subcommand per registered game that scores rounds. Its
// words are in cmd's catalogue (cmd/locales), the games' in their own.
package score

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/roundentry"
	"tabletop/engine"
	"tabletop/engine/capability"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/host/gamewords"
	"tabletop/scorepad"
)

// Options is everything score needs: an unsaved pad with the game, the
// players and the rule options, and the round as entered.
type Options struct {
	Pad   *scorepad.Pad
	Entry scoring.Entry
	JSON  bool
	// IO, Tr, TrN and Style are the streams, the message lookups and the
	// style the command runs with (from the factory).
	IO    cmdutil.IOStreams
	Tr    func(lang, id string, data i18n.Args) string
	TrN   func(lang, id string, n int, data i18n.Args) string
	Style cmdutil.Style
}

// NewCmdScore builds the score command from f, a subcommand for each
// game that scores rounds from the cards. When runF is not nil a game's
// subcommand, once its flags are read into Options, calls runF instead of
// scoring the round (the tests of its flags).
func NewCmdScore(f *cmdutil.Factory, runF func(*Options) error) *cli.Command {
	var games []*cli.Command
	for _, rs := range roundentry.Scorers() {
		games = append(games, newCmdScoreGame(f.Under("score"), rs, runF))
	}
	var names []string
	for _, rs := range cmdutil.Games(cmdutil.Having(capability.Scoring)) {
		names = append(names, rs.Name())
	}
	return f.Command(&cli.Command{
		Name:      "score",
		Usage:     "score one round of Mojo or one game of Makoto from the cards",
		ArgsUsage: strings.Join(names, "|"),
		Description: `Scores what the players show at the end of a Mojo round or a Makoto game,
with the rulesets' own scoring. Without flags on a terminal a form asks.

Examples:
   tabletop score mojo --hand Ann=9,1 --hand Ben=0,4 --hand Cy=10,11,3 --mojo Cy
   tabletop score makoto --captured Ann=2,2,5,13 --captured Ben=10,7 --captured Cy=5 \
                         --out Ben,Ann --curtain 2,5,11 --json

To keep the evening's sheet, use 'tabletop pad'.`,
		Subcommands: games,
		Action:      cmdutil.UnknownSubcommand(f, "game ("+strings.Join(names, " or ")+")", "unknown-game-choice"),
	})
}

// newCmdScoreGame is 'tabletop score GAME', its flags the game's round
// fields.
func newCmdScoreGame(f *cmdutil.Factory, rs engine.Ruleset, runF func(*Options) error) *cli.Command {
	sc, _ := roundentry.ScorerOf(rs)
	help := sc.EntryHelp()
	return roundentry.WithGameHelp(f, f.Command(&cli.Command{
		Name:  rs.Name(),
		Flags: append(roundentry.Flags(rs), cmdutil.OptionFlag(), cmdutil.JSONFlag(), cmdutil.AccessibleFlag()),
		Action: func(c *cli.Context) error {
			o, err := newOptions(f, c, rs)
			if err != nil {
				return err
			}
			if runF != nil {
				return runF(o)
			}
			return Run(o)
		},
	}), &help, rs)
}

// newOptions reads score's flags, asking with a form on a terminal when
// they are missing.
func newOptions(f *cmdutil.Factory, c *cli.Context, rs engine.Ruleset) (*Options, error) {
	if args := c.Args().Slice(); len(args) > 0 {
		return nil, cmdutil.UsageError(i18n.At(c.Command.FullName(), cmdutil.UnexpectedArg(args[0])))
	}
	sc, err := roundentry.ScorerOf(rs)
	if err != nil {
		return nil, err
	}
	if roundentry.UseForm(c, roundentry.FormNeeded(sc)...) {
		form := f.Form(c)
		players, err := roundentry.AskPlayers(form, rs.MinPlayers(), rs.MaxPlayers())
		if err != nil {
			return nil, err
		}
		values, err := roundentry.Ask(form, sc, players, nil)
		if err != nil {
			return nil, err
		}
		roundentry.SetFlags(c, values)
	}
	per := roundentry.PlayersField(sc)
	pairs, err := roundentry.PairValues(c, per.Name)
	if err != nil {
		return nil, err
	}
	if len(pairs) == 0 {
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.score-give", i18n.Args{"Game": rs.Name(), "Give": sc.EntryHelp().Score}))
	}
	players, err := roundentry.NamesOf(pairs, per.Name)
	if err != nil {
		return nil, err
	}
	opts, err := f.RuleOptions(c, rs)
	if err != nil {
		return nil, err
	}
	p, err := scorepad.New(rs.Name(), players, opts, 0)
	if err != nil {
		return nil, cmdutil.UsageError(err)
	}
	e, err := roundentry.FromFlags(c, func() cmdutil.Form { return f.Form(c) }, sc, players)
	if err != nil {
		return nil, err
	}
	ios := f.Streams(c)
	return &Options{Pad: p, Entry: e, JSON: c.Bool("json"), IO: ios, Tr: f.Tr, TrN: f.TrN, Style: f.Style(ios.Out)}, nil
}

// Run scores the round of o and prints it.
func Run(o *Options) error {
	res, err := o.Pad.ScoreEntry(o.Entry)
	if err != nil {
		return cmdutil.UsageError(err)
	}
	if o.JSON {
		return cmdutil.WriteJSON(o.IO.Out, res.Report)
	}
	if err := gamewords.Score(o.IO.Out, o.IO.Lang, o.Style.On, res); err != nil {
		return err
	}
	if len(res.Leaders) > 0 {
		fmt.Fprintln(o.IO.Out, leadersLine(o.TrN, o.IO.Lang, o.Pad.Players, res))
	}
	return nil
}

// leadersLine names who scored highest in res: "Highest this game: Ann
// and Ben, 85 points each (tied: they share it) [makoto.winner]".
func leadersLine(trN func(lang, id string, n int, data i18n.Args) string, lang string, players []string, res scoring.RoundScore) string {
	names := make([]string, len(res.Leaders))
	for i, p := range res.Leaders {
		names[i] = players[p]
	}
	id := "score.highest"
	if len(names) > 1 {
		id = "score.highest-tie"
	}
	return trN(lang, id, res.Scores[res.Leaders[0]], i18n.Args{"Names": i18n.Player(gamewords.JoinNames(lang, names)), "Rule": res.LeadRule})
}
