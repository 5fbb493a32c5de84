package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/huh"
	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/scorepad"
)

// A round entered at the table is described by its ruleset as data
// (engine.RoundScorer): this file builds the flags, the form and the
// entry from that description, for 'score' and 'pad add'.

// scorers returns the registered games that score rounds from cards, by
// name.
func scorers() []engine.Ruleset {
	var out []engine.Ruleset
	for _, name := range engine.Names() {
		if rs, err := engine.Lookup(name); err == nil {
			if _, ok := rs.(engine.RoundScorer); ok {
				out = append(out, rs)
			}
		}
	}
	return out
}

// scorerOf returns rs's engine.RoundScorer.
func scorerOf(rs engine.Ruleset) (engine.RoundScorer, error) {
	sc, ok := rs.(engine.RoundScorer)
	if !ok {
		return nil, usageTold("arg.no-card-scoring", map[string]any{"Game": rs.Title()})
	}
	return sc, nil
}

// fieldFlag is the flag of one field.
func fieldFlag(game string, f engine.RoundField) cli.Flag {
	if f.Kind == engine.FieldPerPlayer {
		return &cli.StringSliceFlag{Name: f.Name, Usage: f.Usage, Category: game}
	}
	return &cli.StringFlag{Name: f.Name, Usage: f.Usage, Category: game}
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
func allFields() []engine.RoundField {
	var out []engine.RoundField
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
func playersField(sc engine.RoundScorer) engine.RoundField {
	for _, f := range sc.RoundFields() {
		if f.Kind == engine.FieldPerPlayer {
			return f
		}
	}
	return engine.RoundField{}
}

// formNeeded are the fields whose absence asks with a form: those naming
// players' cards or one player.
func formNeeded(sc engine.RoundScorer) []string {
	var out []string
	for _, f := range sc.RoundFields() {
		if f.Kind == engine.FieldPerPlayer || f.Kind == engine.FieldPlayer {
			out = append(out, f.Name)
		}
	}
	return out
}

// entryFromFlags reads the round's fields from the flags for players.
func entryFromFlags(c *cli.Context, sc engine.RoundScorer, players []string) (engine.Entry, error) {
	var e engine.Entry
	for _, f := range sc.RoundFields() {
		switch f.Kind {
		case engine.FieldPerPlayer:
			pairs, err := pairValues(c, f.Name)
			if err != nil {
				return e, err
			}
			cards, err := handsByPlayer(pairs, players, f.Name, sc.ParseCards)
			if err != nil {
				return e, err
			}
			e.SetCards(f.Name, cards...)
		case engine.FieldPlayer:
			name := c.String(f.Name)
			if name == "" {
				if f.Required != "" {
					var req error = errors.New(f.Required)
					if f.RequiredMsg != "" {
						req = i18n.Told(f.RequiredMsg, nil)
					}
					return e, usageErrorf("--%s: %w", f.Name, req)
				}
				continue
			}
			seat, err := scorepad.SeatOf(players, name)
			if err != nil {
				return e, usageErrorf("--%s: %w", f.Name, err)
			}
			e.SetSeats(f.Name, seat)
		case engine.FieldPlayers:
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
		case engine.FieldCards:
			cards, err := sc.ParseCards(c.String(f.Name))
			if err != nil {
				return e, usageErrorf("--%s: %w", f.Name, err)
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
func askEntry(f formIO, sc engine.RoundScorer, players []string, prefill *engine.Entry) (map[string][]string, error) {
	fields := sc.RoundFields()
	answers := make([][]string, len(fields))
	var inputs []huh.Field
	for k, fl := range fields {
		switch fl.Kind {
		case engine.FieldPerPlayer:
			answers[k] = make([]string, len(players))
			for i, name := range players {
				inputs = append(inputs, huh.NewInput().Title(fl.AskIn(f.lang, name)).Value(&answers[k][i]).
					Validate(f.check(entryCheck(sc, players, fields, answers, k, i))))
			}
		case engine.FieldPlayer:
			answers[k] = make([]string, 1)
			opts := make([]huh.Option[string], len(players))
			for i, name := range players {
				opts[i] = huh.NewOption(name, name)
			}
			inputs = append(inputs, huh.NewSelect[string]().Title(fl.AskIn(f.lang, "")).Options(opts...).Value(&answers[k][0]))
		case engine.FieldPlayers:
			answers[k] = make([]string, 1)
			inputs = append(inputs, huh.NewInput().Title(fl.AskIn(f.lang, "")).Description(tr(f.lang, "form.players-list", map[string]any{"Players": strings.Join(players, ", ")})).
				Value(&answers[k][0]).Validate(func(s string) error {
				for _, n := range splitNames(s) {
					if _, err := scorepad.SeatOf(players, n); err != nil {
						return err
					}
				}
				return nil
			}))
		case engine.FieldCards:
			answers[k] = make([]string, 1)
			inputs = append(inputs, huh.NewInput().Title(fl.AskIn(f.lang, "")).Value(&answers[k][0]).
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
		if fl.Kind == engine.FieldPerPlayer {
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
// them (the ruleset's own check, engine.RoundScorer.ScoreRound). Fields
// not answered yet count as empty; a player not chosen yet as the first.
func entryCheck(sc engine.RoundScorer, players []string, fields []engine.RoundField, answers [][]string, k, seat int) func(string) error {
	return func(s string) error {
		if _, err := sc.ParseCards(s); err != nil {
			return err
		}
		var e engine.Entry
		for j, fl := range fields {
			switch fl.Kind {
			case engine.FieldPerPlayer:
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
			case engine.FieldCards:
				text := answers[j][0]
				if j == k {
					text = s
				}
				cs, _ := sc.ParseCards(text)
				if cs == nil {
					cs = []string{}
				}
				e.SetCards(fl.Name, cs)
			case engine.FieldPlayer:
				e.SetSeats(fl.Name, 0)
			case engine.FieldPlayers:
				e.SetSeats(fl.Name)
			}
		}
		_, err := sc.ScoreRound(players, nil, e)
		var ee *engine.EntryError
		if errors.As(err, &ee) && ee.Field == fields[k].Name && (ee.Seat == seat || ee.Seat == -1) {
			return ee
		}
		return nil
	}
}

// fillAnswers puts a round's entry in a form's answers, as they would be
// typed: cards separated by commas, players by name.
func fillAnswers(answers [][]string, fields []engine.RoundField, players []string, e engine.Entry) {
	name := func(s int) string {
		if s >= 0 && s < len(players) {
			return players[s]
		}
		return ""
	}
	for k, fl := range fields {
		switch fl.Kind {
		case engine.FieldPerPlayer:
			for i, cards := range e.Cards[fl.Name] {
				if i < len(answers[k]) {
					answers[k][i] = strings.Join(cards, ",")
				}
			}
		case engine.FieldCards:
			if lists := e.Cards[fl.Name]; len(lists) == 1 {
				answers[k][0] = strings.Join(lists[0], ",")
			}
		case engine.FieldPlayer:
			if seats := e.Seats[fl.Name]; len(seats) == 1 {
				answers[k][0] = name(seats[0])
			}
		case engine.FieldPlayers:
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
func askPlayersField(f formIO, fl engine.RoundField, players []string) (string, error) {
	var v string
	in := huh.NewInput().Title(fl.AskIn(f.lang, "")).Description(tr(f.lang, "form.players-list", map[string]any{"Players": strings.Join(players, ", ")})).Value(&v).Validate(func(s string) error {
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
func printScore(w io.Writer, lang string, res engine.RoundScore) error {
	st := styleFor(w)
	if err := renderTable(w, res.HeaderIn(lang), res.RowsIn(lang), nil); err != nil {
		return err
	}
	for _, n := range res.Notes {
		fmt.Fprintf(w, "%s%s\n", st.Bold(n.Who), n.In(lang))
	}
	return nil
}
