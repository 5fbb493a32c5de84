package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/host"
	"tabletop/scorepad"
)

func newPadCmd(f *factory) *cli.Command {
	pf := f.under("pad")
	return f.command(&cli.Command{
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
		Subcommands: []*cli.Command{newPadNewCmd(pf), newPadAddCmd(pf), newPadShowCmd(pf), newPadUndoCmd(pf), newPadEditCmd(pf), newPadFixCmd(pf), newPadStatsCmd(pf)},
		Action:      unknownSubcommand("pad command (new, add, show, undo, edit, fix or stats)"),
	})
}

// padEntryFlags are the flags of a round entered into a pad (pad add, pad
// edit).
func padEntryFlags() []cli.Flag {
	return append(entryFlags(scorers()...), scoreOnlyFlag(), jsonFlag(), accessibleFlag())
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

func newPadNewCmd(f *factory) *cli.Command {
	return f.command(&cli.Command{
		Name:      "new",
		Usage:     "start a pad for a game and its players",
		ArgsUsage: strings.Join(listedGames(scoresRounds), "|"),
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
			optionFlag(), variantFlag(), jsonFlag(), accessibleFlag(),
		},
		Action:       withArgs(padNew),
		OnUsageError: oneLineUsage,
	})
}

func newPadAddCmd(f *factory) *cli.Command {
	return f.withGameHelp(f.command(&cli.Command{
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
		Flags:        padEntryFlags(),
		Action:       withArgs(padAdd),
		OnUsageError: oneLineUsage,
	}), nil, scorers()...)
}

func newPadShowCmd(f *factory) *cli.Command {
	return f.command(&cli.Command{
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
		Flags: []cli.Flag{jsonFlag(), &cli.BoolFlag{Name: "chart", Usage: "draw the running totals as a line chart"},
			&cli.BoolFlag{Name: "fix", Usage: "first work the scores and totals out again from the cards, as 'pad fix' does"}},
		Action: withArgs(padFileAction(func(o *padFileOptions, ios ioStreams) error {
			return withPager(ios, func(ios ioStreams) error { return runPadShow(o, ios) })
		})),
		OnUsageError: oneLineUsage,
	})
}

func newPadUndoCmd(f *factory) *cli.Command {
	return f.command(&cli.Command{
		Name:      "undo",
		Usage:     "remove the last round or game from a pad",
		ArgsUsage: "FILE",
		Description: `Removes the last round (Mojo) or game (Makoto). The previous version is
kept as FILE.bak.

Examples:
   tabletop pad undo night.yaml`,
		Flags:        []cli.Flag{jsonFlag()},
		Action:       withArgs(padFileAction(runPadUndo)),
		OnUsageError: oneLineUsage,
	})
}

func oneFile(c *cli.Context, args []string) (string, error) {
	switch len(args) {
	case 0:
		return "", usageError(cliError("arg.pad-file", map[string]any{"Command": c.Command.FullName()}))
	case 1:
		return args[0], nil
	}
	return "", usageError(i18n.At(c.Command.FullName(), unexpectedArg(args[1])))
}

// padNewOptions is everything pad new needs.
type padNewOptions struct {
	Game    engine.Ruleset
	Players []string
	Options engine.Options
	// Dealer is the seat that deals first (games dealt in turn).
	Dealer int
	// File is the pad to create ("": GAME-YYYY-MM-DD.yaml).
	File  string
	Force bool
	JSON  bool
}

func padNew(c *cli.Context, args []string) error {
	o, err := newPadNewOptions(c, args)
	if err != nil {
		return err
	}
	return runPadNew(o, streamsOf(c))
}

// newPadNewOptions reads pad new's arguments and flags, asking for the
// players with a form on a terminal when --players is missing.
func newPadNewOptions(c *cli.Context, args []string) (*padNewOptions, error) {
	if len(args) == 0 {
		return nil, nameAGame("pad new", listedGames(scoresRounds))
	}
	if len(args) > 1 {
		return nil, usageError(i18n.At("pad new", unexpectedArg(args[1])))
	}
	rs, err := engine.Lookup(args[0])
	if err != nil {
		return nil, usageError(err)
	}
	opts, err := ruleOptions(c, rs)
	if err != nil {
		return nil, err
	}
	// A pad keeps a whole series when the game has one.
	if !optionGiven(c, "series") {
		if withSeries, err := setSeriesOption(rs, opts); err == nil {
			opts = withSeries
		}
	}
	var players []string
	switch {
	case c.IsSet("players") || defaultPlayers(c) != "": // "" given: refused by nameList
		if players, err = nameList(defaultPlayers(c)); err != nil {
			return nil, usageError(i18n.At("--players", err))
		}
	case isTerminal(c.App.Reader):
		f := formOf(c)
		if players, err = askPlayers(f, rs.MinPlayers(), rs.MaxPlayers()); err != nil {
			return nil, err
		}
	default:
		return nil, usageError(cliError("arg.pad-new-players", nil))
	}
	if _, err := checkPlayerList(strings.Join(players, ","), rs.MinPlayers(), rs.MaxPlayers()); err != nil {
		return nil, usageError(i18n.At("--players", err))
	}
	dealer := 0
	if d := c.String("dealer"); d != "" {
		if _, dealt := rs.(scoring.PadDealer); !dealt {
			return nil, usageError(cliError("arg.dealer-for", i18n.Args{"Games": titlesOf(listed(dealsInTurn)).Phrase(), "Start": startRule(rs)}))
		}
		if dealer, err = seatOfNameOrNumber(players, d); err != nil {
			return nil, usageError(i18n.At("--dealer", err))
		}
	}
	return &padNewOptions{Game: rs, Players: players, Options: opts, Dealer: dealer,
		File: c.String("file"), Force: c.Bool("force"), JSON: c.Bool("json")}, nil
}

// runPadNew creates the pad of o.
func runPadNew(o *padNewOptions, ios ioStreams) error {
	rs, players, dealer := o.Game, o.Players, o.Dealer
	p, err := scorepad.New(rs.Name(), players, o.Options, dealer)
	if err != nil {
		return usageError(err)
	}
	file, err := createPad(o, p)
	if err != nil {
		return usageError(err)
	}
	if o.JSON {
		return writeJSON(ios.Out, padDoc(file, p))
	}
	w := ios.Out
	lang := ios.Lang
	fmt.Fprintln(w, tr(lang, "pad.started", map[string]any{"File": file, "Game": rs.Title(), "Players": joinNamesIn(lang, players)}))
	if p.Dealt() {
		fmt.Fprintln(w, tr(lang, "pad.deals-first", map[string]any{"Games": roundCount(lang, p.Game, p.Games()), "Dealer": i18n.Player(players[dealer])}))
	}
	fmt.Fprintln(w, tr(lang, "pad.options", map[string]any{"Options": optionList(p.Options)}))
	return nil
}

// createPad writes the new pad p to o.File or, without one, to the
// day's name GAME-YYYY-MM-DD.yaml, or the first free of
// GAME-YYYY-MM-DD-2.yaml, -3 ... when the evening already has a pad: a
// second game the same day never replaces the first. It returns the file
// written.
func createPad(o *padNewOptions, p *scorepad.Pad) (string, error) {
	if o.File != "" {
		return o.File, scorepad.Create(o.File, p, o.Force)
	}
	stem := filepath.Join(padsFolder(), fmt.Sprintf("%s-%s", o.Game.Name(), time.Now().Format("2006-01-02")))
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

// padAddOptions is everything pad add and pad edit need: the pad, and
// the round to add, read for the pad's game and players once the pad is
// locked.
type padAddOptions struct {
	File  string
	Round func(p *scorepad.Pad) (scorepad.Round, error)
	JSON  bool
	// Replace is the round (1-based) that the round replaces (pad edit);
	// 0: the round is added.
	Replace int
	// Kept, when set by Round, are the seats whose cards or score the
	// edit did not give, with their scores before it: pad edit says which
	// of them changed all the same.
	Kept map[int]int
}

func padAdd(c *cli.Context, args []string) error {
	file, err := oneFile(c, args)
	if err != nil {
		return err
	}
	var asked map[string][]string
	if askForm(c) {
		if asked, err = askRound(c, file, 0); err != nil {
			return err
		}
	}
	o := &padAddOptions{File: file, JSON: c.Bool("json"),
		Round: func(p *scorepad.Pad) (scorepad.Round, error) {
			// A finished game or series says so before the flags are read.
			if err := p.CheckOpen(); err != nil {
				return scorepad.Round{}, err
			}
			return roundFromFlags(c, p)
		}}
	return keepAnswers(c, asked, runPadAdd(o, streamsOf(c)), "pad", "add", file)
}

// runPadAdd adds o's round to o's pad and prints how it scored.
func runPadAdd(o *padAddOptions, ios ioStreams) error {
	file := o.File
	var d scoring.RoundScore
	var added scorepad.Round
	p, err := scorepad.Update(file, func(p *scorepad.Pad) error {
		r, err := o.Round(p)
		if err != nil {
			return err
		}
		if o.Replace > 0 {
			if d, err = p.Replace(o.Replace-1, r); err != nil {
				return usageError(i18n.At(file, err))
			}
			added = p.Rounds[o.Replace-1]
			return nil
		}
		if d, err = p.Add(r); err != nil {
			return err
		}
		added = p.Rounds[len(p.Rounds)-1]
		return nil
	})
	if err != nil {
		return err
	}
	doc := padDoc(file, p)
	if o.JSON {
		return writeJSON(ios.Out, doc)
	}
	w := ios.Out
	if o.Replace > 0 {
		fmt.Fprintln(w, tr(ios.Lang, "pad.replaced."+roundKind(p.Game), map[string]any{"File": file, "N": o.Replace, "Backup": scorepad.BackupPath(file)}))
	} else {
		fmt.Fprintln(w, tr(ios.Lang, "pad.added."+roundKind(p.Game), map[string]any{"File": file, "N": len(p.Rounds)}))
	}
	if !added.TotalsOnly() {
		if err := printScore(w, ios.Lang, d); err != nil {
			return err
		}
	}
	printAlsoChanged(w, ios.Lang, o.Kept, p.Players, added.Scores, d.Rules)
	printStatus(w, ios.Lang, styleFor(w), doc)
	return nil
}

// printAlsoChanged says whose score an edit changed though their cards
// were kept: a Mojo round's scores depend on every hand through the Mojo
// card.
func printAlsoChanged(w io.Writer, lang string, kept map[int]int, players []string, scores []int, rules string) {
	var changes []string
	for i, name := range players {
		if was, ok := kept[i]; ok && i < len(scores) && scores[i] != was {
			changes = append(changes, fmt.Sprintf("%s %d → %d", name, was, scores[i]))
		}
	}
	if len(changes) == 0 {
		return
	}
	if rules != "" {
		rules = " [" + rules + "]"
	}
	fmt.Fprintln(w, trN(lang, "pad.also-changed", len(changes), map[string]any{"Changes": strings.Join(changes, ", "), "Rules": rules}))
}

// askForm reports whether pad add asks with a form: on a terminal, when
// neither scores nor any game's cards are given.
func askForm(c *cli.Context) bool {
	needed := []string{"score"}
	for _, f := range allFields() {
		if f.Kind == scoring.FieldPerPlayer {
			needed = append(needed, f.Name)
		}
	}
	return useForm(c, needed...)
}

// askRound asks for a round with a form and sets the flags from the
// answers. The pad is read (not locked) only to learn its game and players
// and, when adding (edit 0), that its game is not over; when editing round
// edit, the form opens with that round's answers.
func askRound(c *cli.Context, file string, edit int) (map[string][]string, error) {
	p, err := scorepad.Load(file)
	if err != nil {
		return nil, err
	}
	var prefill *scoring.Entry
	if edit == 0 {
		if err := p.CheckOpen(); err != nil {
			return nil, err // nothing to ask for a finished game
		}
	} else if edit <= len(p.Rounds) {
		prefill = &p.Rounds[edit-1].Entry // the form opens with the round as it is
	}
	sc, err := padScorer(p)
	if err != nil {
		return nil, err
	}
	f := formOf(c)
	values, err := askEntry(f, sc, p.Players, prefill)
	if err != nil {
		return nil, err
	}
	setFlags(c, values)
	return values, nil
}

// keepAnswers, when a round answered in a form is refused (err), prints
// the command that enters the same answers again, so that nothing typed is
// lost; it returns err.
func keepAnswers(c *cli.Context, asked map[string][]string, err error, cmd ...string) error {
	if err == nil || asked == nil {
		return err
	}
	args := append([]string{"tabletop"}, cmd...)
	names := make([]string, 0, len(asked))
	for name := range asked {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		for _, v := range asked[name] {
			if v != "" {
				args = append(args, "--"+name, shellWord(v))
			}
		}
	}
	lang, _ := languageOf(c)
	fmt.Fprintf(c.App.ErrWriter, "%s\n  %s\n", tr(lang, "form.your-answers", nil), strings.Join(args, " "))
	return err
}

// shellWord quotes s for a POSIX shell when it needs it.
func shellWord(s string) string {
	if strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("=,._-+/", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func padScorer(p *scorepad.Pad) (scoring.RoundScorer, error) {
	rs, err := engine.Lookup(p.Game)
	if err != nil {
		return nil, err
	}
	return scorerOf(rs)
}

// roundFromFlags reads the round to add from the flags, for the pad's game
// and players.
func roundFromFlags(c *cli.Context, p *scorepad.Pad) (scorepad.Round, error) {
	sc, err := padScorer(p)
	if err != nil {
		return scorepad.Round{}, err
	}
	mine := map[string]bool{}
	var perPlayer string
	for _, f := range sc.RoundFields() {
		mine[f.Name] = true
		if f.Kind == scoring.FieldPerPlayer && perPlayer == "" {
			perPlayer = f.Name
		}
	}
	// wrong refuses the flags of another game's fields.
	wrong := func(withScores bool) error {
		for _, f := range allFields() {
			if c.IsSet(f.Name) && !mine[f.Name] && (!withScores || f.Kind == scoring.FieldPlayer) {
				return usageError(cliError("arg.not-for-pad", map[string]any{"Flag": f.Name, "Game": roundWord(p.Game).String()}))
			}
		}
		return nil
	}
	if c.IsSet("score") {
		for _, f := range allFields() {
			if f.Kind != scoring.FieldPlayer && c.IsSet(f.Name) {
				return scorepad.Round{}, usageError(cliError("arg.score-alone", map[string]any{"Flag": f.Name}))
			}
		}
		if err := wrong(true); err != nil {
			return scorepad.Round{}, err
		}
		pairs, err := pairValues(c, "score")
		if err != nil {
			return scorepad.Round{}, err
		}
		scores, err := handsByPlayer(pairs, p.Players, "score", func(s string) ([]int, error) {
			v, err := strconv.Atoi(strings.TrimSpace(s))
			if err != nil {
				return nil, cliError("arg.not-whole", map[string]any{"Value": i18n.Quoted(s)})
			}
			return []int{v}, nil
		})
		if err != nil {
			return scorepad.Round{}, err
		}
		flat := make([]int, len(scores))
		for i, s := range scores {
			flat[i] = s[0]
		}
		var e scoring.Entry
		for _, f := range sc.RoundFields() {
			if name := c.String(f.Name); f.Kind == scoring.FieldPlayer && name != "" {
				seat, err := p.Seat(name)
				if err != nil {
					return scorepad.Round{}, usageError(i18n.At("--"+f.Name, err))
				}
				e.SetSeats(f.Name, seat)
			}
		}
		return scorepad.ScoresRoundOf(flat, e), nil
	}
	if err := wrong(false); err != nil {
		return scorepad.Round{}, err
	}
	if !c.IsSet(perPlayer) {
		return scorepad.Round{}, usageError(cliError("arg.pad-add-give", map[string]any{"Give": sc.EntryHelp().Pad}))
	}
	e, err := entryFromFlags(c, sc, p.Players)
	if err != nil {
		return scorepad.Round{}, err
	}
	return scorepad.RoundOf(e), nil
}

// padFileOptions is what pad show and pad undo need.
type padFileOptions struct {
	File  string
	JSON  bool
	Chart bool // show: draw the running totals
	Fix   bool // show: repair first (pad fix)
}

func padFileAction(run func(*padFileOptions, ioStreams) error) func(*cli.Context, []string) error {
	return func(c *cli.Context, args []string) error {
		file, err := oneFile(c, args)
		if err != nil {
			return err
		}
		return run(&padFileOptions{File: file, JSON: c.Bool("json"), Chart: c.Bool("chart"), Fix: c.Bool("fix")}, streamsOf(c))
	}
}

// runPadShow prints the pad o.File.
func runPadShow(o *padFileOptions, ios ioStreams) error {
	file := o.File
	if o.Fix {
		if o.JSON {
			return runPadFix(o, ios)
		}
		fixes, err := repairPad(ios.Out, ios.Lang, file)
		if err != nil {
			return err
		}
		if fixes > 0 {
			fmt.Fprintln(ios.Out)
		}
	}
	p, err := scorepad.Load(file)
	if err != nil {
		return err
	}
	doc := padDoc(file, p)
	if o.JSON {
		return writeJSON(ios.Out, doc)
	}
	w := ios.Out
	if o.Chart {
		drawChart(w, ios.Lang, p.Players, p.Standings().Running, p.End().Threshold, roundKind(p.Game), styleFor(w))
		printStatus(w, ios.Lang, styleFor(w), doc)
		return nil
	}
	return printSheet(w, ios.Lang, p, doc)
}

// runPadUndo removes the last round of the pad o.File.
func runPadUndo(o *padFileOptions, ios ioStreams) error {
	file := o.File
	var removed scorepad.Round
	p, err := scorepad.Update(file, func(p *scorepad.Pad) error {
		r, err := p.Undo()
		if err != nil {
			return usageError(i18n.At(file, err))
		}
		removed = r
		return nil
	})
	if err != nil {
		return err
	}
	doc := padDoc(file, p)
	if o.JSON {
		return writeJSON(ios.Out, doc)
	}
	w := ios.Out
	parts := make([]string, len(p.Players))
	for i, name := range p.Players {
		parts[i] = fmt.Sprintf("%s %d", name, removed.Scores[i])
	}
	fmt.Fprintln(w, tr(ios.Lang, "pad.removed."+roundKind(p.Game), map[string]any{"File": file, "N": len(p.Rounds) + 1,
		"Scores": strings.Join(parts, ", "), "Backup": scorepad.BackupPath(file)}))
	printStatus(w, ios.Lang, styleFor(w), doc)
	return nil
}

// roundWord is what game calls one round: a round, or a game of a
// series (engine.RoundWordOf).
func roundWord(game string) engine.RoundWord { return cmdutil.RoundWord(game) }

// roundKind is what game calls one round, as a message key: "round", or
// "game" for a Makoto series.
func roundKind(game string) string { return roundWord(game).Key() }

// roundCount is "3 rounds" (or games) in lang.
func roundCount(lang, game string, n int) string {
	return trN(lang, "pad.count."+roundKind(game), n, nil)
}

// printStatus prints the totals and where the game stands.
func printStatus(w io.Writer, lang string, st style, doc padShowJSON) {
	parts := make([]string, len(doc.Players))
	for i, pl := range doc.Players {
		parts[i] = fmt.Sprintf("%s %d", pl.Name, pl.Total)
		switch {
		case pl.Winner:
			parts[i] = st.Bold(tr(lang, "pad.won", map[string]any{"Cell": parts[i]}))
		case pl.Leader:
			parts[i] = st.Bold(tr(lang, "pad.leads", map[string]any{"Cell": parts[i]}))
		}
	}
	fmt.Fprintln(w, tr(lang, "pad.totals", map[string]any{"Totals": strings.Join(parts, ", ")}))
	fmt.Fprintln(w, statusLine(lang, st, doc))
}

// statusLine says who leads or won and what comes next.
func statusLine(lang string, st style, doc padShowJSON) string {
	if doc.Over {
		return st.Green(trN(lang, "pad.over", len(doc.Winners), map[string]any{"Why": doc.end.Why.In(lang),
			"Winners": i18n.Player(joinNamesIn(lang, doc.Winners)), "Rule": doc.end.WinRule}))
	}
	kind := roundKind(doc.Game)
	if doc.Rounds == 0 {
		if doc.dealt {
			return tr(lang, "pad.none-dealt."+kind, map[string]any{"Games": doc.games, "Dealer": i18n.Player(deref(doc.dealerNext))})
		}
		return tr(lang, "pad.none-yet."+kind, nil)
	}
	s := trN(lang, "pad.leader", len(doc.Leaders), map[string]any{"Names": i18n.Player(joinNamesIn(lang, doc.Leaders))})
	if !doc.nextNote.IsZero() {
		s += tr(lang, "pad.next."+kind, map[string]any{"Note": doc.nextNote.In(lang)})
	}
	if doc.dealt {
		s += tr(lang, "pad.deal."+kind, map[string]any{"N": doc.Rounds + 1, "Games": doc.games, "Dealer": i18n.Player(deref(doc.dealerNext))})
		for _, note := range doc.markNotes {
			s += i18n.Sep(lang, "; ") + note.In(lang)
		}
		s += "."
	}
	return s
}

// dealsInTurn keeps the games dealt in turn (scoring.PadDealer), whose
// pads take --dealer.
func dealsInTurn(rs engine.Ruleset) bool {
	_, ok := rs.(scoring.PadDealer)
	return ok && scoresRounds(rs)
}

// startRule says, for a game not dealt in turn, who starts instead.
func startRule(rs engine.Ruleset) error {
	if st, ok := rs.(scoring.PadStarter); ok {
		return cliError("arg.start-rule", map[string]any{"Game": rs.Title(), "Rule": st.StartRule()})
	}
	return cliWords{}
}

func deref(s *string) string {
	if s == nil {
		return "-"
	}
	return *s
}

// printSheet prints the pad as a table with running totals.
func printSheet(w io.Writer, lang string, p *scorepad.Pad, doc padShowJSON) error {
	st := styleFor(w)
	rs, _ := engine.Lookup(p.Game)
	gameTitle := p.Game
	if rs != nil {
		gameTitle = rs.Title()
	}
	fmt.Fprintln(w, tr(lang, "pad.sheet", map[string]any{"File": doc.File, "Game": gameTitle, "Players": joinNamesIn(lang, p.Players),
		"Rounds": roundCount(lang, p.Game, doc.Rounds)}))
	fmt.Fprintln(w, tr(lang, "pad.options", map[string]any{"Options": optionList(p.Options)}))
	header := []string{tr(lang, "pad.heading."+roundKind(p.Game), nil)}
	header = append(header, p.Players...)
	header = append(header, tr(lang, "pad.note", nil))
	var rows [][]string
	for _, h := range doc.History {
		row := []string{strconv.Itoa(h.Round)}
		for i := range p.Players {
			row = append(row, i18n.Int(lang, h.Scores[i])+" → "+i18n.Int(lang, h.Totals[i]))
		}
		row = append(row, roundNote(lang, h))
		rows = append(rows, row)
	}
	footer := []string{tr(lang, "pad.total", nil)}
	for _, pl := range doc.Players {
		cell := i18n.Int(lang, pl.Total)
		if pl.Winner {
			cell = tr(lang, "pad.won", map[string]any{"Cell": cell})
		} else if pl.Leader {
			cell = tr(lang, "pad.leads", map[string]any{"Cell": cell})
		}
		footer = append(footer, cell)
	}
	footer = append(footer, "")
	if err := renderTable(w, header, rows, footer); err != nil {
		return err
	}
	fmt.Fprintln(w, statusLine(lang, st, doc))
	return nil
}

func roundNote(lang string, h padRoundJSON) string {
	var notes []string
	if h.dealer != "" {
		notes = append(notes, tr(lang, "pad.round-note.dealer", map[string]any{"Who": i18n.Player(h.dealer)}))
	}
	for _, note := range h.notes {
		notes = append(notes, note.In(lang))
	}
	if !h.startNote.IsZero() {
		notes = append(notes, h.startNote.In(lang))
	}
	if h.TotalsOnly {
		notes = append(notes, tr(lang, "pad.round-note.scores-only", nil))
	}
	return i18n.Join(lang, notes, "; ")
}

// optionList prints options as KEY=VALUE pairs separated by spaces (values
// such as Makoto's rewards contain commas).
func optionList(o engine.Options) string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for i, k := range keys {
		keys[i] = k + "=" + o[k]
	}
	return strings.Join(keys, " ")
}
