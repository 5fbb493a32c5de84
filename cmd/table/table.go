// Package table is the table command: it follows a physical game as it is
// played, one declared event a line (validator/TABLE.md), checking every
// move, keeping the turn and the journal, and scoring each round into a
// pad; on a terminal with its table screen or a plain prompt. Its words
// are in cmd's catalogue (cmd/locales).
package table

import (
	"errors"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/capability"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/host/gamewords"
	"tabletop/scorepad"
	"tabletop/validator"
)

// NewCmdTable builds the table command from f. When runF is not nil the
// command, once its flags and arguments are read into Options (and a
// journal's lock taken), calls runF instead of following the game (the
// tests of its flags).
func NewCmdTable(f *cmdutil.Factory, runF func(*Options) error) *cli.Command {
	var games []string
	for _, rs := range cmdutil.Games(cmdutil.Having(capability.Table)) {
		games = append(games, rs.Name())
	}
	return f.Command(&cli.Command{
		Name:      "table",
		Usage:     "follow a physical game as it is played: check every declared move, keep the turn, score each round",
		ArgsUsage: strings.Join(games, "|") + " --players A,B,C | --resume FILE",
		Description: `The cards stay in people's hands; tabletop sees only what the table
shows. Declare each event as it happens and it is checked at once by the
game's rules engine: whose turn it is, what may be played, who draws, Mojo
Time, the end of a round; Makoto tricks, the Curtain, the Oracle, outs and
rewards. Every round is scored into the pad (--pad) without arithmetic.

On a terminal the table screen shows the table at the top, every answer
below it and one line to type at the bottom, with a shell line's keys:
Tab completes names and moves (again: the next match), Up and Down recall
earlier lines, ? then Enter or F1 ranks the moves and Enter on the empty
line declares the best, Ctrl-Z undoes, quit or Ctrl-D leaves (Ctrl-C
too, with exit 130); --accessible asks with a plain prompt instead. Otherwise one line per event is read
from standard input:
   top 8                 Mojo: the card turned up to start a round (two piles: top 8 3)
   curtain 13 11 2 1 1   Makoto: the Curtain as dealt at the start of a game
   Ann: play 8 8 7       a declared move, in move notation (Makoto: one-line
                         forms such as "play 13 13 13 take 1 1 1" too)
   play 8 8 7            the same when it is Ann's turn: a line without a name
                         is the player to move's (the lid needs its holder's name)
   Ann: shows 9 1        Mojo, end of a round: every card Ann scores
   undo                  takes back the last accepted line
   status                prints the table
   ?                     lists what the player to move may declare, with a hint
   ? 8 8 7 4 3           the same for the cards the player to move states
                         (checked against the table, kept nowhere)
   # ...                 a comment (ignored, like empty lines)
A refused line names its rule and changes nothing. After every accepted
line the journal (--journal, default table-journal.yaml) holds the whole
game: --resume continues it after a crash or a closed terminal.

--json prints one JSON object per line read (JSON Lines): line, input, ok,
rule, reason, effects and status.

Examples:
   tabletop table mojo --players Ann,Ben,Cy --pad night.yaml
   tabletop table makoto --players Ann,Ben,Cy,Dan --series --json < game.txt
   tabletop table --resume table-journal.yaml`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "players", Usage: "the players in seating order, `A,B,C`"},
			&cli.StringFlag{Name: "start", Usage: "the `PLAYER` who starts the first round (Mojo) or deals first (Makoto); default the first listed"},
			&cli.StringFlag{Name: "pad", Usage: "score pad `FILE` the rounds are added to (created when missing)"},
			&cli.StringFlag{Name: "journal", Usage: "journal `FILE` written after every accepted line", Value: "table-journal.yaml"},
			&cli.StringFlag{Name: "resume", Usage: "continue the game kept in journal `FILE`"},
			&cli.BoolFlag{Name: "force", Usage: "start a new game over an existing journal file"},
			&cli.BoolFlag{Name: "series", Usage: "Makoto: a whole series (short for --option series=on)", Category: "Rules"},
			cmdutil.OptionFlag(), cmdutil.VariantFlag(), cmdutil.JSONFlag(), cmdutil.AccessibleFlag(),
		},
		Action: func(c *cli.Context) error { return action(f, runF, c) },
	})
}

// Options is what the table command runs on, filled from flags.
type Options struct {
	Journal *scorepad.Journal
	Path    string // the journal's file
	Resume  bool
	JSON    bool
	Screen  bool // the table screen: stdin and stdout are a terminal, no --json or --accessible
	Prompt  bool // a plain prompt: stdin is a terminal without the screen, no --json
	Access  bool
	Lang    string // the language of the human output
	// IO, Tr and TrN are the streams and the message lookups the command
	// runs with (from the factory).
	IO  cmdutil.IOStreams
	Tr  func(lang, id string, data i18n.Args) string
	TrN func(lang, id string, n int, data i18n.Args) string
	// Style is the style for writing to a writer (colours on a terminal),
	// ScreenStyle the table screen's.
	Style       func(io.Writer) cmdutil.Style
	ScreenStyle cmdutil.Style
	// Self is how the user runs tabletop, in the words that say how to
	// resume.
	Self string
	// StartLeaving catches the signals that leave (nil: none caught).
	StartLeaving func() cmdutil.GameLeaver
	// unlock releases the journal's lock, held for the whole session (nil:
	// not taken).
	unlock func()
}

// action reads the command line into Options and runs them (runF when
// given), the journal's lock held until it returns.
func action(f *cmdutil.Factory, runF func(*Options) error, c *cli.Context) error {
	o, err := optionsFrom(f, c)
	if err != nil {
		return err
	}
	defer o.release()
	if runF != nil {
		return runF(o)
	}
	return Run(o)
}

// release lets go of the journal's lock.
func (o *Options) release() {
	if o.unlock != nil {
		o.unlock()
		o.unlock = nil
	}
}

// optionsFrom reads table's arguments and flags, and takes the journal's
// lock (Options.release lets go of it).
func optionsFrom(f *cmdutil.Factory, c *cli.Context) (*Options, error) {
	ios := f.Streams(c)
	o := &Options{JSON: c.Bool("json"), Access: cmdutil.Accessible(c), Lang: ios.Lang, IO: ios, Tr: f.Tr, TrN: f.TrN,
		Style: f.Style, ScreenStyle: f.ScreenStyle(), Self: f.Self(), StartLeaving: f.StartLeaving}
	inTTY := !o.JSON && cmdutil.IsTerminal(ios.In)
	o.Screen = inTTY && !o.Access && cmdutil.IsTerminal(ios.Out)
	o.Prompt = inTTY && !o.Screen
	if file := c.String("resume"); file != "" {
		if c.Args().Len() > 0 || c.IsSet("players") || c.IsSet("pad") || c.IsSet("start") || c.IsSet("series") || len(c.StringSlice("option")) > 0 || c.IsSet("variant") {
			return nil, cmdutil.UsageError(cmdutil.CLIError("arg.table-resume", nil))
		}
		// Checked before its lock is taken (a pad is not locked as a
		// journal), read again under the lock: as the last session left it.
		if _, err := scorepad.LoadJournal(file); err != nil {
			return nil, err
		}
		unlock, err := scorepad.LockJournal(file)
		if err != nil {
			return nil, err
		}
		j, err := scorepad.LoadJournal(file)
		if err != nil {
			unlock()
			return nil, err
		}
		o.Journal, o.Path, o.Resume, o.unlock = j, file, true, unlock
		return o, nil
	}
	rs, err := f.GameArg(c)
	if err != nil {
		return nil, err
	}
	if err := validator.Followable(rs); err != nil {
		return nil, err // before the journal's lock is taken: no lock file left
	}
	if c.Args().Len() > 1 {
		return nil, cmdutil.UsageError(i18n.At("table", cmdutil.CLIError("error.unexpected-arg", i18n.Args{"Arg": i18n.Quoted(c.Args().Get(1))})))
	}
	opts, err := f.RuleOptions(c, rs)
	if err != nil {
		return nil, err
	}
	if c.Bool("series") {
		if _, ok := opts["series"]; !ok {
			return nil, cmdutil.UsageError(cmdutil.CLIError("arg.series-only", i18n.Args{"Games": seriesGames()}))
		}
		opts["series"] = "on"
	}
	if f.DefaultPlayers(c) == "" {
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.table-players", nil))
	}
	players, err := f.CheckPlayers(f.DefaultPlayers(c), rs.MinPlayers(), rs.MaxPlayers())
	if err != nil {
		return nil, cmdutil.UsageError(i18n.At("--players", err))
	}
	start := players[0]
	if s := c.String("start"); s != "" {
		i, err := scorepad.SeatOf(players, s)
		if err != nil {
			return nil, cmdutil.UsageError(i18n.At("--start", err))
		}
		start = players[i]
	}
	o.Path = c.String("journal")
	pad := c.String("pad")
	if pad != "" && fileio.SameFile(pad, o.Path) {
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.pad-is-journal", i18n.Args{"File": o.Path}))
	}
	// Never over a pad or a log, --force or not.
	if err := fileio.CheckReplace(o.Path, fileio.KindJournal); err != nil {
		return nil, cmdutil.UsageError(i18n.At("--journal", err))
	}
	if err := journalFree(o.Path, c.Bool("force")); err != nil {
		if err := journalBusy(o.Path); err != nil {
			return nil, err // a journal in use says so, not only that it is there
		}
		return nil, err
	}
	unlock, err := scorepad.LockJournal(o.Path)
	if err != nil {
		return nil, err
	}
	if err := journalFree(o.Path, c.Bool("force")); err != nil { // again under the lock
		unlock()
		return nil, err
	}
	o.unlock = unlock
	o.Journal = &scorepad.Journal{Game: rs.Name(), Players: players, Options: opts, Start: start, Pad: pad}
	return o, nil
}

// journalFree refuses a new game's journal path where a file is already
// there, unless force allows replacing it.
func journalFree(path string, force bool) error {
	if fi, err := os.Stat(path); err == nil && !force {
		if !fi.Mode().IsRegular() {
			return cmdutil.UsageError(cmdutil.CLIError("arg.journal-not-regular", i18n.Args{"File": path}))
		}
		return cmdutil.UsageError(cmdutil.CLIError("arg.journal-exists", i18n.Args{"File": path}))
	}
	return nil
}

// journalBusy refuses a journal at path that another session is
// following (scorepad.LockJournal), taking its lock only for a moment.
func journalBusy(path string) error {
	data, err := fileio.ReadLimited(path)
	if err != nil || fileio.FileKind(data) != fileio.KindJournal {
		return nil
	}
	unlock, err := scorepad.LockJournal(path)
	if err != nil {
		if errors.Is(err, scorepad.ErrJournalHeld) {
			return err
		}
		return nil // the lock itself fails: "already there" is the answer
	}
	unlock()
	return nil
}

// seriesGames lists the titles of the games that may be played as a
// series (those with a series option), told as each language lists names.
func seriesGames() i18n.Phrase {
	var titles titleList
	for _, rs := range cmdutil.Games(func(rs engine.Ruleset) bool {
		return slices.ContainsFunc(rs.Options(), func(o engine.OptionSpec) bool { return o.Key == "series" })
	}) {
		titles = append(titles, rs.Title())
	}
	return i18n.TextOf(titles)
}

// titleList is games' titles, listed as each language does ("Mojo and
// Makoto").
type titleList []string

// In lists the titles in lang.
func (l titleList) In(lang string) string { return gamewords.JoinNames(lang, l) }
