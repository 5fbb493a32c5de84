package roundentry

import (
	"errors"
	"strings"

	"github.com/charmbracelet/huh"
	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/scorepad"
)

// Ask asks for a round's fields with a form and returns the flag values
// the answers give, by flag name; prefill, when not nil, is the round the
// form opens with. Every card field is checked as it is typed, against the
// whole entry so far: a card the game does not have, or more copies of a
// card than the game holds across every player's cards, is refused in
// place, with what was typed kept for correction.
func Ask(f cmdutil.Form, sc scoring.RoundScorer, players []string, prefill *scoring.Entry) (map[string][]string, error) {
	fields := sc.RoundFields()
	answers := make([][]string, len(fields))
	var inputs []huh.Field
	for k, fl := range fields {
		switch fl.Kind {
		case scoring.FieldPerPlayer:
			answers[k] = make([]string, len(players))
			for i, name := range players {
				inputs = append(inputs, huh.NewInput().Title(fl.AskAbout(name).In(f.Lang)).Value(&answers[k][i]).
					Validate(f.Check(entryCheck(sc, players, fields, answers, k, i))))
			}
		case scoring.FieldPlayer:
			answers[k] = make([]string, 1)
			opts := make([]huh.Option[string], len(players))
			for i, name := range players {
				opts[i] = huh.NewOption(name, name)
			}
			inputs = append(inputs, huh.NewSelect[string]().Title(fl.Ask.In(f.Lang)).Options(opts...).Value(&answers[k][0]))
		case scoring.FieldPlayers:
			answers[k] = make([]string, 1)
			inputs = append(inputs, playersInput(f, fl, players, &answers[k][0]))
		case scoring.FieldCards:
			answers[k] = make([]string, 1)
			inputs = append(inputs, huh.NewInput().Title(fl.Ask.In(f.Lang)).Value(&answers[k][0]).
				Validate(f.Check(entryCheck(sc, players, fields, answers, k, -1))))
		}
	}
	if prefill != nil {
		fillAnswers(answers, fields, players, *prefill)
	}
	if err := f.Run(huh.NewGroup(inputs...)); err != nil {
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

// playersInput is the input of a field naming players in order (Makoto's
// out), checking every name as it is typed.
func playersInput(f cmdutil.Form, fl scoring.RoundField, players []string, v *string) *huh.Input {
	return huh.NewInput().Title(fl.Ask.In(f.Lang)).Description(f.Tr(f.Lang, "form.players-list", i18n.Args{"Players": strings.Join(players, ", ")})).
		Value(v).Validate(func(s string) error {
		for _, n := range SplitNames(s) {
			if _, err := scorepad.SeatOf(players, n); err != nil {
				return err
			}
		}
		return nil
	})
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

// AskPlayersField asks for one field naming players in order (Makoto's
// out), checking every name as it is typed.
func AskPlayersField(f cmdutil.Form, fl scoring.RoundField, players []string) (string, error) {
	var v string
	if err := f.Run(huh.NewGroup(playersInput(f, fl, players, &v))); err != nil {
		return "", err
	}
	return v, nil
}

// SetFlags sets flags from form answers.
func SetFlags(c *cli.Context, values map[string][]string) {
	for name, vs := range values {
		for _, v := range vs {
			_ = c.Set(name, v)
		}
	}
}

// AskPlayers asks for the player names in seating order.
func AskPlayers(f cmdutil.Form, minN, maxN int) ([]string, error) {
	var text string
	err := f.Run(huh.NewGroup(
		huh.NewInput().
			Title(f.Tr(f.Lang, "form.players", nil)).
			Description(f.Tr(f.Lang, "form.players-help", nil)).
			Value(&text).
			Validate(f.Check(func(s string) error { _, err := CheckPlayerList(s, minN, maxN); return err })),
	))
	if err != nil {
		return nil, err
	}
	return CheckPlayerList(text, minN, maxN)
}

// CheckPlayerList reads and checks a comma-separated list of player names.
func CheckPlayerList(s string, minN, maxN int) ([]string, error) {
	players, err := NameList(s)
	if err != nil {
		return nil, err
	}
	if len(players) < minN || len(players) > maxN {
		return nil, cmdutil.CLIError("form.player-count", i18n.Args{"Min": minN, "Count": maxN, "N": len(players)})
	}
	if err := engine.CheckNames(players); err != nil {
		return nil, err
	}
	return players, nil
}
