// Package pad is the pad command: the evening's score sheet kept in a
// YAML file ('tabletop pad new', add, show, undo, edit, fix and stats),
// over scorepad. Its words are in cmd's catalogue (cmd/locales), the
// games' in their own.
package pad

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/roundentry"
	"tabletop/engine"
	"tabletop/engine/capability"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/host"
	"tabletop/host/gamewords"
	"tabletop/scorepad"
)

// Options is what one of pad's subcommands runs with: *NewOptions,
// *AddOptions (add and edit), *FileOptions (show, undo and fix) or
// *StatsOptions.
type Options interface {
	// Run runs the subcommand.
	Run() error
}

// Env is what a pad command prints with, from the factory: the
// application's streams, the message lookups and the style of a writer.
type Env struct {
	IO    cmdutil.IOStreams
	Tr    func(lang, id string, data i18n.Args) string
	TrN   func(lang, id string, n int, data i18n.Args) string
	Style func(w io.Writer) cmdutil.Style
}

func envOf(f *cmdutil.Factory, c *cli.Context) Env {
	return Env{IO: f.Streams(c), Tr: f.Tr, TrN: f.TrN, Style: f.Style}
}

// run runs o: with runF when it is given (the tests of the flags), else
// o.Run.
func run(o Options, runF func(Options) error) error {
	if runF != nil {
		return runF(o)
	}
	return o.Run()
}

// NewCmdPad builds the pad command and its subcommands from f. When runF
// is not nil a subcommand, once its flags and arguments are read into its
// Options, calls runF instead of running (the tests of its flags).
func NewCmdPad(f *cmdutil.Factory, runF func(Options) error) *cli.Command {
	pf := f.Under("pad")
	return f.Command(&cli.Command{
		Name:  "pad",
		Usage: "keep the evening's score sheet in a YAML file",
		Description: `A pad is a YAML file you can read and edit by hand. It records the game,
the rule options, the players and every round (Mojo) or game of a series
(Makoto) with the cards entered and the scores. Every load scores each round
again and refuses, with the line, anything that does not add up. Every
change is saved atomically, under a lock, with the previous version kept as
FILE.bak.

Examples:
   tabletop pad new mojo --players Ann,Ben,Cy --file night.yaml
   tabletop pad add night.yaml --hand Ann=9,1 --hand Ben=0,4 --hand Cy=10,11,3 --mojo Cy
   tabletop pad add night.yaml --score Ann=10 --score Ben=4 --score Cy=34
   tabletop pad show night.yaml --chart
   tabletop pad undo night.yaml
   tabletop pad edit night.yaml 1 --hand Ann=9 --hand Ben=0,4 --hand Cy=10,11,3,1 --mojo Cy
   tabletop pad fix night.yaml
   tabletop pad stats night.yaml friday.yaml`,
		Subcommands: []*cli.Command{newCmdNew(pf, runF), newCmdAdd(pf, runF), newCmdShow(pf, runF), newCmdUndo(pf, runF), newCmdEdit(pf, runF), newCmdFix(pf, runF), newCmdStats(pf, runF)},
		Action:      cmdutil.UnknownSubcommand(f, "pad command (new, add, show, undo, edit, fix or stats)", "unknown-subcommand"),
	})
}

// padEntryFlags are the flags of a round entered into a pad (pad add, pad
// edit).
func padEntryFlags() []cli.Flag {
	return append(roundentry.Flags(roundentry.Scorers()...), scoreOnlyFlag(), cmdutil.JSONFlag(), cmdutil.AccessibleFlag())
}

func scoreOnlyFlag() cli.Flag {
	return &cli.StringSliceFlag{
		Name:  "score",
		Usage: "`NAME=N` a player's score for the round, when the cards were not noted (repeat per player)",
	}
}

func padFileFlag() cli.Flag {
	return &cli.StringFlag{
		Name:  "file",
		Usage: "write the pad to `FILE` (default GAME-YYYY-MM-DD.yaml in the current folder; GAME-YYYY-MM-DD-2.yaml for the day's second pad, and so on)",
	}
}

func newCmdNew(f *cmdutil.Factory, runF func(Options) error) *cli.Command {
	return f.Command(&cli.Command{
		Name:      "new",
		Usage:     "start a pad for a game and its players",
		ArgsUsage: strings.Join(gameNames(f), "|"),
		Description: `Starts an empty pad. Players are listed in seating order. For Makoto the
pad holds a series (one game per player, four with two; the deal passes
left) unless --option series=off; --dealer names who deals first.

Examples:
   tabletop pad new mojo --players Ann,Ben,Cy --file night.yaml
   tabletop pad new mojo --players Ann,Ben --variant two-piles
   tabletop pad new makoto --players Ann,Ben,Cy,Dee --dealer Ben --option lid-tie=none`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "players", Aliases: []string{"p"}, Usage: "`NAMES` in seating order, comma-separated"},
			padFileFlag(),
			&cli.StringFlag{Name: "dealer", Usage: "Makoto: the `PLAYER` (name or seat number) who deals the first game (default the first listed)"},
			&cli.BoolFlag{Name: "force", Usage: "replace an existing file (the old one is kept as FILE.bak)"},
			cmdutil.OptionFlag(), cmdutil.VariantFlag(), cmdutil.JSONFlag(), cmdutil.AccessibleFlag(),
		},
		Action: func(c *cli.Context) error {
			o, err := newNewOptions(f, c, c.Args().Slice())
			if err != nil {
				return err
			}
			return run(o, runF)
		},
	})
}

func newCmdAdd(f *cmdutil.Factory, runF func(Options) error) *cli.Command {
	return roundentry.WithGameHelp(f, f.Command(&cli.Command{
		Name:      "add",
		Usage:     "add a round (Mojo) or a game of the series (Makoto) to a pad",
		ArgsUsage: "FILE",
		Description: `Scores the round from the cards, the same way as 'tabletop score', and
adds it. --score records scores alone when nobody noted the cards. A round
after the end of the game is refused (exit 1).

Examples:
   tabletop pad add night.yaml --hand Ann=9,1 --hand Ben=0,4 --hand Cy=10,11,3 --mojo Cy
   tabletop pad add night.yaml --score Ann=10 --score Ben=4 --score Cy=34
   tabletop pad add series.yaml --captured Ann=2,2,5,13 --captured Ben=10,7 --captured Cy=5 \
                                --out Ben,Ann --curtain 2,5,11`,
		Flags:  padEntryFlags(),
		Action: func(c *cli.Context) error { return addAction(f, c, runF) },
	}), nil, roundentry.Scorers()...)
}

func newCmdShow(f *cmdutil.Factory, runF func(Options) error) *cli.Command {
	return f.Command(&cli.Command{
		Name:      "show",
		Usage:     "print the sheet: rounds, running totals, the leader, the end",
		ArgsUsage: "FILE",
		Description: `Prints every round with running totals, marks the leader and says when the
game is over and who won (ties share). For Makoto it also says who deals
next and who holds the box lid.

Examples:
   tabletop pad show night.yaml
   tabletop pad show night.yaml --chart
   tabletop pad show night.yaml --json`,
		Flags: []cli.Flag{cmdutil.JSONFlag(), &cli.BoolFlag{Name: "chart", Usage: "draw the running totals as a line chart"},
			&cli.BoolFlag{Name: "fix", Usage: "first work the scores and totals out again from the cards, as 'pad fix' does"}},
		Action: fileAction(f, runF, func(o *FileOptions) error {
			return f.Pager(o.IO, func(ios cmdutil.IOStreams) error { o.IO = ios; return run(o, runF) })
		}),
	})
}

func newCmdUndo(f *cmdutil.Factory, runF func(Options) error) *cli.Command {
	return f.Command(&cli.Command{
		Name:      "undo",
		Usage:     "remove the last round or game from a pad",
		ArgsUsage: "FILE",
		Description: `Removes the last round (Mojo) or game (Makoto). The previous version is
kept as FILE.bak.

Examples:
   tabletop pad undo night.yaml`,
		Flags:  []cli.Flag{cmdutil.JSONFlag()},
		Action: fileAction(f, runF, nil),
	})
}

func oneFile(c *cli.Context, args []string) (string, error) {
	switch len(args) {
	case 0:
		return "", cmdutil.UsageError(cmdutil.CLIError("arg.pad-file", i18n.Args{"Command": c.Command.FullName()}))
	case 1:
		return args[0], nil
	}
	return "", cmdutil.UsageError(i18n.At(c.Command.FullName(), cmdutil.UnexpectedArg(args[1])))
}

// NewOptions is everything pad new needs.
type NewOptions struct {
	Env
	Game    engine.Ruleset
	Players []string
	Options engine.Options
	// Dealer is the seat that deals first (games dealt in turn).
	Dealer int
	// File is the pad to create ("": GAME-YYYY-MM-DD.yaml in Folder).
	File   string
	Folder string
	Force  bool
	JSON   bool
}

// gameNames are the games whose rounds are scored from the cards, as a
// usage line lists them.
func gameNames(f *cmdutil.Factory) []string {
	var names []string
	for _, rs := range cmdutil.Games(cmdutil.Having(capability.Scoring)) {
		names = append(names, rs.Name())
	}
	return names
}

// newNewOptions reads pad new's arguments and flags, asking for the
// players with a form on a terminal when --players is missing.
func newNewOptions(f *cmdutil.Factory, c *cli.Context, args []string) (*NewOptions, error) {
	if len(args) == 0 {
		return nil, cmdutil.NameAGame("pad new", gameNames(f))
	}
	if len(args) > 1 {
		return nil, cmdutil.UsageError(i18n.At("pad new", cmdutil.UnexpectedArg(args[1])))
	}
	rs, err := engine.Lookup(args[0])
	if err != nil {
		return nil, cmdutil.UsageError(err)
	}
	opts, err := f.RuleOptions(c, rs)
	if err != nil {
		return nil, err
	}
	// A pad keeps a whole series when the game has one.
	if !optionGiven(c, "series") {
		if withSeries, err := f.SeriesOption(rs, opts); err == nil {
			opts = withSeries
		}
	}
	var players []string
	switch {
	case c.IsSet("players") || f.DefaultPlayers(c) != "": // "" given: refused by NameList
		if players, err = roundentry.NameList(f.DefaultPlayers(c)); err != nil {
			return nil, cmdutil.UsageError(i18n.At("--players", err))
		}
	case cmdutil.IsTerminal(c.App.Reader):
		if players, err = roundentry.AskPlayers(f.Form(c), rs.MinPlayers(), rs.MaxPlayers()); err != nil {
			return nil, err
		}
	default:
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.pad-new-players", nil))
	}
	if _, err := roundentry.CheckPlayerList(strings.Join(players, ","), rs.MinPlayers(), rs.MaxPlayers()); err != nil {
		return nil, cmdutil.UsageError(i18n.At("--players", err))
	}
	dealer := 0
	if d := c.String("dealer"); d != "" {
		if _, dealt := rs.(scoring.PadDealer); !dealt {
			return nil, cmdutil.UsageError(cmdutil.CLIError("arg.dealer-for", i18n.Args{"Games": dealtTitles(f).Phrase(), "Start": startRule(rs)}))
		}
		if dealer, err = seatOfNameOrNumber(players, d); err != nil {
			return nil, cmdutil.UsageError(i18n.At("--dealer", err))
		}
	}
	return &NewOptions{Env: envOf(f, c), Game: rs, Players: players, Options: opts, Dealer: dealer,
		File: c.String("file"), Folder: f.PadsFolder(), Force: c.Bool("force"), JSON: c.Bool("json")}, nil
}

// Run creates the pad of o.
func (o *NewOptions) Run() error {
	ios := o.IO
	rs, players, dealer := o.Game, o.Players, o.Dealer
	p, err := scorepad.New(rs.Name(), players, o.Options, dealer)
	if err != nil {
		return cmdutil.UsageError(err)
	}
	file, err := createPad(o, p)
	if err != nil {
		return cmdutil.UsageError(err)
	}
	if o.JSON {
		return cmdutil.WriteJSON(ios.Out, padDoc(file, p))
	}
	w := ios.Out
	lang := ios.Lang
	fmt.Fprintln(w, o.Tr(lang, "pad.started", i18n.Args{"File": file, "Game": rs.Title(), "Players": gamewords.JoinNames(lang, players)}))
	if p.Dealt() {
		fmt.Fprintln(w, o.Tr(lang, "pad.deals-first", i18n.Args{"Games": o.roundCount(lang, p.Game, p.Games()), "Dealer": i18n.Player(players[dealer])}))
	}
	fmt.Fprintln(w, o.Tr(lang, "pad.options", i18n.Args{"Options": optionList(p.Options)}))
	return nil
}

// createPad writes the new pad p to o.File or, without one, to the
// day's name GAME-YYYY-MM-DD.yaml, or the first free of
// GAME-YYYY-MM-DD-2.yaml, -3 ... when the evening already has a pad: a
// second game the same day never replaces the first. It returns the file
// written.
func createPad(o *NewOptions, p *scorepad.Pad) (string, error) {
	if o.File != "" {
		return o.File, scorepad.Create(o.File, p, o.Force)
	}
	stem := filepath.Join(o.Folder, fmt.Sprintf("%s-%s", o.Game.Name(), time.Now().Format("2006-01-02")))
	if dir := filepath.Dir(stem); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return "", err
		}
	}
	for n := 1; ; n++ {
		file := host.NumberedName(stem, n)
		err := scorepad.Create(file, p, false)
		if !errors.Is(err, scorepad.ErrExists) {
			return file, err
		}
	}
}
