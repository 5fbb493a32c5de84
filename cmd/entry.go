package cmd

import (
	"errors"
	"io"
	"strings"

	"github.com/charmbracelet/huh"
	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/host/gamewords"
	"tabletop/scorepad"
)

// A round entered at the table is described by its ruleset as data
// (scoring.RoundScorer): this file builds the flags, the form and the
// entry from that description, for 'score' and 'pad add'.

// scorers returns the registered games that score rounds from cards, by
// name.
func scorers() []engine.Ruleset {
	var out []engine.Ruleset
	for _, name := range engine.Names() {
		if rs, err := engine.Lookup(name); err == nil && scoresRounds(rs) {
			out = append(out, rs)
		}
	}
	return out
}

// scorerOf returns rs's scoring.RoundScorer.
func scorerOf(rs engine.Ruleset) (scoring.RoundScorer, error) {
	sc, ok := rs.(scoring.RoundScorer)
	if !ok {
		return nil, usageError(cliError("arg.no-card-scoring", map[string]any{"Game": rs.Title()}))
	}
	return sc, nil
}

// fieldFlag is the flag of one field, without its help: the ruleset's
// words, which withGameHelp gives it in the run's language.
func fieldFlag(game string, f scoring.RoundField) cli.Flag {
	if f.Kind == scoring.FieldPerPlayer {
		return &cli.StringSliceFlag{Name: f.Name, Category: game}
	}
	return &cli.StringFlag{Name: f.Name, Category: game}
}

// withGameHelp gives c, a command f.command finished, the help its games
// rss supply, in the factory's language: its field flags' help and, when
// help is not nil, its usage and description. No key of cmd's catalogue
// holds a game's words, so they are set after f.command.
func (f *factory) withGameHelp(c *cli.Command, help *scoring.EntryHelp, rss ...engine.Ruleset) *cli.Command {
	if help != nil {
		c.Usage, c.Description = help.Usage.In(f.lang), help.Description.In(f.lang)
	}
	usage := map[string]i18n.Phrase{}
	for _, rs := range rss {
		sc, err := scorerOf(rs)
		if err != nil {
			continue
		}
		for _, fd := range sc.RoundFields() {
			if _, ok := usage[fd.Name]; !ok {
				usage[fd.Name] = fd.Usage
			}
		}
	}
	for _, fl := range c.Flags {
		p, ok := usage[fl.Names()[0]]
		if !ok {
			continue
		}
		switch x := plainFlag(fl).(type) {
		case *cli.StringFlag:
			x.Usage = p.In(f.lang)
		case *cli.StringSliceFlag:
			x.Usage = p.In(f.lang)
		}
	}
	return c
}

// entryFlags are the flags of every field of rss, each name once.
func entryFlags(rss ...engine.Ruleset) []cli.Flag {
	var flags []cli.Flag
	seen := map[string]bool{}
	for _, rs := range rss {
		sc, err := scorerOf(rs)
		if err != nil {
			continue
		}
		for _, f := range sc.RoundFields() {
			if !seen[f.Name] {
				seen[f.Name] = true
				flags = append(flags, fieldFlag(rs.Title(), f))
			}
		}
	}
	return flags
}

// allFields are the fields of every game, each name once, with the game
// that has them.
func allFields() []scoring.RoundField {
	var out []scoring.RoundField
	seen := map[string]bool{}
	for _, rs := range scorers() {
		sc, _ := scorerOf(rs)
		for _, f := range sc.RoundFields() {
			if !seen[f.Name] {
				seen[f.Name] = true
				out = append(out, f)
			}
		}
	}
	return out
}

// playersField is the field that lists every player's cards: it names the
// players of 'tabletop score'.
func playersField(sc scoring.RoundScorer) scoring.RoundField {
	for _, f := range sc.RoundFields() {
		if f.Kind == scoring.FieldPerPlayer {
			return f
		}
	}
	return scoring.RoundField{}
}

// formNeeded are the fields whose absence asks with a form: those naming
// players' cards or one player.
func formNeeded(sc scoring.RoundScorer) []string {
	var out []string
	for _, f := range sc.RoundFields() {
		if f.Kind == scoring.FieldPerPlayer || f.Kind == scoring.FieldPlayer {
			out = append(out, f.Name)
		}
	}
	return out
}

// entryFromFlags reads the round's fields from the flags for players.
func entryFromFlags(c *cli.Context, sc scoring.RoundScorer, players []string) (scoring.Entry, error) {
	var e scoring.Entry
	for _, f := range sc.RoundFields() {
		switch f.Kind {
		case scoring.FieldPerPlayer:
			pairs, err := pairValues(c, f.Name)
			if err != nil {
				return e, err
			}
			cards, err := handsByPlayer(pairs, players, f.Name, sc.ParseCards)
			if err != nil {
				return e, err
			}
			e.SetCards(f.Name, cards...)
		case scoring.FieldPlayer:
			name := c.String(f.Name)
			if name == "" {
				if !f.Required.IsZero() {
					return e, usageError(i18n.At("--"+f.Name, &i18n.Error{Msg: f.Required}))
				}
				continue
			}
			seat, err := scorepad.SeatOf(players, name)
			if err != nil {
				return e, usageError(i18n.At("--"+f.Name, err))
			}
			e.SetSeats(f.Name, seat)
		case scoring.FieldPlayers:
			v := c.String(f.Name)
			if !c.IsSet(f.Name) && isTerminal(c.App.Reader) {
				// Not given: ask rather than score as if nobody went out.
				form := formOf(c)
				asked, err := askPlayersField(form, f, players)
				if err != nil {
					return e, err
				}
				v = asked
			}
			seats, err := seatsOf(players, v, "--"+f.Name)
			if err != nil {
				return e, err
			}
			e.SetSeats(f.Name, seats...)
		case scoring.FieldCards:
			cards, err := sc.ParseCards(c.String(f.Name))
			if err != nil {
				return e, usageError(i18n.At("--"+f.Name, err))
			}
			e.SetCards(f.Name, cards)
		}
	}
	return e, nil
}

// askEntry asks for a round's fields with a form and returns the flag
// values the answers give, by flag name. Every card field is checked as it
// is typed, against the whole entry so far: a card the game does not have,
// or more copies of a card than the game holds across every player's
// cards, is refused in place, with what was typed kept for correction.
func askEntry(f formIO, sc scoring.RoundScorer, players []string, prefill *scoring.Entry) (map[string][]string, error) {
	fields := sc.RoundFields()
	answers := make([][]string, len(fields))
	var inputs []huh.Field
	for k, fl := range fields {
		switch fl.Kind {
		case scoring.FieldPerPlayer:
			answers[k] = make([]string, len(players))
			for i, name := range players {
				inputs = append(inputs, huh.NewInput().Title(fl.AskAbout(name).In(f.lang)).Value(&answers[k][i]).
					Validate(f.check(entryCheck(sc, players, fields, answers, k, i))))
			}
		case scoring.FieldPlayer:
			answers[k] = make([]string, 1)
			opts := make([]huh.Option[string], len(players))
			for i, name := range players {
				opts[i] = huh.NewOption(name, name)
			}
			inputs = append(inputs, huh.NewSelect[string]().Title(fl.Ask.In(f.lang)).Options(opts...).Value(&answers[k][0]))
		case scoring.FieldPlayers:
			answers[k] = make([]string, 1)
			inputs = append(inputs, huh.NewInput().Title(fl.Ask.In(f.lang)).Description(tr(f.lang, "form.players-list", map[string]any{"Players": strings.Join(players, ", ")})).
				Value(&answers[k][0]).Validate(func(s string) error {
				for _, n := range splitNames(s) {
					if _, err := scorepad.SeatOf(players, n); err != nil {
						return err
					}
				}
				return nil
			}))
		case scoring.FieldCards:
			answers[k] = make([]string, 1)
			inputs = append(inputs, huh.NewInput().Title(fl.Ask.In(f.lang)).Value(&answers[k][0]).
				Validate(f.check(entryCheck(sc, players, fields, answers, k, -1))))
		}
	}
	if prefill != nil {
		fillAnswers(answers, fields, players, *prefill)
	}
	if err := f.run(huh.NewGroup(inputs...)); err != nil {
		return nil, err
	}
	out := map[string][]string{}
	for k, fl := range fields {
		if fl.Kind == scoring.FieldPerPlayer {
			for i, name := range players {
				out[fl.Name] = append(out[fl.Name], name+"="+strings.TrimSpace(answers[k][i]))
			}
			continue
		}
		out[fl.Name] = answers[k]
	}
	return out, nil
}

// entryCheck checks the card field k (seat: the player's cards of a
// FieldPerPlayer field; -1 a FieldCards field) as typed: its cards must
// read, and the entry as answered so far must not be refused because of
// them (the ruleset's own check, scoring.RoundScorer.ScoreRound). Fields
// not answered yet count as empty; a player not chosen yet as the first.
func entryCheck(sc scoring.RoundScorer, players []string, fields []scoring.RoundField, answers [][]string, k, seat int) func(string) error {
	return func(s string) error {
		if _, err := sc.ParseCards(s); err != nil {
			return err
		}
		var e scoring.Entry
		for j, fl := range fields {
			switch fl.Kind {
			case scoring.FieldPerPlayer:
				lists := make([][]string, len(players))
				for i := range players {
					text := answers[j][i]
					if j == k && i == seat {
						text = s
					}
					lists[i], _ = sc.ParseCards(text)
					if lists[i] == nil {
						lists[i] = []string{}
					}
				}
				e.SetCards(fl.Name, lists...)
			case scoring.FieldCards:
				text := answers[j][0]
				if j == k {
					text = s
				}
				cs, _ := sc.ParseCards(text)
				if cs == nil {
					cs = []string{}
				}
				e.SetCards(fl.Name, cs)
			case scoring.FieldPlayer:
				e.SetSeats(fl.Name, 0)
			case scoring.FieldPlayers:
				e.SetSeats(fl.Name)
			}
		}
		_, err := sc.ScoreRound(players, nil, e)
		var ee *scoring.EntryError
		if errors.As(err, &ee) && ee.Field == fields[k].Name && (ee.Seat == seat || ee.Seat == -1) {
			return ee
		}
		return nil
	}
}

// fillAnswers puts a round's entry in a form's answers, as they would be
// typed: cards separated by commas, players by name.
func fillAnswers(answers [][]string, fields []scoring.RoundField, players []string, e scoring.Entry) {
	name := func(s int) string {
		if s >= 0 && s < len(players) {
			return players[s]
		}
		return ""
	}
	for k, fl := range fields {
		switch fl.Kind {
		case scoring.FieldPerPlayer:
			for i, cards := range e.Cards[fl.Name] {
				if i < len(answers[k]) {
					answers[k][i] = strings.Join(cards, ",")
				}
			}
		case scoring.FieldCards:
			if lists := e.Cards[fl.Name]; len(lists) == 1 {
				answers[k][0] = strings.Join(lists[0], ",")
			}
		case scoring.FieldPlayer:
			if seats := e.Seats[fl.Name]; len(seats) == 1 {
				answers[k][0] = name(seats[0])
			}
		case scoring.FieldPlayers:
			var names []string
			for _, s := range e.Seats[fl.Name] {
				names = append(names, name(s))
			}
			answers[k][0] = strings.Join(names, ", ")
		}
	}
}

// askPlayersField asks for one field naming players in order (Makoto's
// out), checking every name as it is typed.
func askPlayersField(f formIO, fl scoring.RoundField, players []string) (string, error) {
	var v string
	in := huh.NewInput().Title(fl.Ask.In(f.lang)).Description(tr(f.lang, "form.players-list", map[string]any{"Players": strings.Join(players, ", ")})).Value(&v).Validate(func(s string) error {
		for _, n := range splitNames(s) {
			if _, err := scorepad.SeatOf(players, n); err != nil {
				return err
			}
		}
		return nil
	})
	if err := f.run(huh.NewGroup(in)); err != nil {
		return "", err
	}
	return v, nil
}

// setFlags sets flags from form answers.
func setFlags(c *cli.Context, values map[string][]string) {
	for name, vs := range values {
		for _, v := range vs {
			_ = c.Set(name, v)
		}
	}
}

// printScore prints a scored round: the ruleset's table and its notes.
func printScore(w io.Writer, lang string, res scoring.RoundScore) error {
	return gamewords.Score(w, lang, styleFor(w).On, res)
}
