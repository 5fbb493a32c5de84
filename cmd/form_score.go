package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/huh"

	"tabletop/rulesets/makoto"
	"tabletop/scorepad"
)

// formIO is where a form reads and writes, and whether it runs in huh's
// accessible mode (plain prompts, one line of input each).
type formIO struct {
	in         io.Reader
	out        io.Writer
	accessible bool
}

func (f formIO) run(groups ...*huh.Group) error {
	form := huh.NewForm(groups...).
		WithAccessible(f.accessible).
		WithInput(f.in).
		WithOutput(f.out)
	if err := form.Run(); err != nil {
		if errors.Is(err, huh.ErrUserAborted) {
			return usageErrorf("cancelled")
		}
		return usageErrorf("form: %v", err)
	}
	return nil
}

// askPlayers asks for the player names in seating order.
func askPlayers(f formIO, minN, maxN int) ([]string, error) {
	var text string
	err := f.run(huh.NewGroup(
		huh.NewInput().
			Title("Players, in seating order (comma-separated)").
			Placeholder("Ann,Ben,Cy").
			Value(&text).
			Validate(func(s string) error { _, err := checkPlayerList(s, minN, maxN); return err }),
	))
	if err != nil {
		return nil, err
	}
	return checkPlayerList(text, minN, maxN)
}

// checkPlayerList reads and checks a comma-separated list of player names.
func checkPlayerList(s string, minN, maxN int) ([]string, error) {
	players := splitNames(s)
	if len(players) < minN || len(players) > maxN {
		return nil, fmt.Errorf("name %d to %d players, not %d", minN, maxN, len(players))
	}
	for i, name := range players {
		if err := scorepad.CheckName(name); err != nil {
			return nil, err
		}
		if _, err := scorepad.SeatOf(players[:i], name); err == nil {
			return nil, fmt.Errorf("player %q is named twice", name)
		}
	}
	return players, nil
}

// mojoAnswers are a Mojo round as the form collects it: each player's cards
// as typed, and the Mojo holder.
type mojoAnswers struct {
	Cards  []string
	Holder string
}

// askMojoRound asks for every player's cards and who took the Mojo card.
func askMojoRound(f formIO, players []string) (mojoAnswers, error) {
	a := mojoAnswers{Cards: make([]string, len(players))}
	var fields []huh.Field
	for i, name := range players {
		fields = append(fields, huh.NewInput().
			Title(name+"'s cards (hand and face-down, e.g. 9,1; empty if none)").
			Value(&a.Cards[i]).
			Validate(func(s string) error { _, err := parseMojoCards(s); return err }))
	}
	opts := make([]huh.Option[string], len(players))
	for i, name := range players {
		opts[i] = huh.NewOption(name, name)
	}
	fields = append(fields, huh.NewSelect[string]().
		Title("Who took the Mojo card?").
		Options(opts...).
		Value(&a.Holder))
	if err := f.run(huh.NewGroup(fields...)); err != nil {
		return a, err
	}
	return a, nil
}

// makotoAnswers are a Makoto game as the form collects it.
type makotoAnswers struct {
	Captured []string
	Out      string
	Curtain  string
}

// askMakotoGame asks for every player's score pile, who went out in which
// order, and the cards left in the Curtain.
func askMakotoGame(f formIO, players []string) (makotoAnswers, error) {
	a := makotoAnswers{Captured: make([]string, len(players))}
	cardsOK := func(s string) error { _, err := makoto.ParseCards(s); return err }
	var fields []huh.Field
	for i, name := range players {
		fields = append(fields, huh.NewInput().
			Title(name+"'s score pile (e.g. 2,2,5,13; 9s for a Sword card; empty if none)").
			Value(&a.Captured[i]).
			Validate(cardsOK))
	}
	fields = append(fields,
		huh.NewInput().
			Title("Who went out, in order (comma-separated; leave out the last player)").
			Value(&a.Out).
			Validate(func(s string) error {
				for _, n := range splitNames(s) {
					if _, err := scorepad.SeatOf(players, n); err != nil {
						return err
					}
				}
				return nil
			}),
		huh.NewInput().
			Title("Cards left in the Curtain (e.g. 2,5,11)").
			Value(&a.Curtain).
			Validate(cardsOK))
	if err := f.run(huh.NewGroup(fields...)); err != nil {
		return a, err
	}
	return a, nil
}

// mojoFlags turns form answers into --hand and --mojo values.
func (a mojoAnswers) flags(players []string) (hands []string, holder string) {
	for i, name := range players {
		hands = append(hands, name+"="+strings.TrimSpace(a.Cards[i]))
	}
	return hands, a.Holder
}

// flags turns form answers into --captured values.
func (a makotoAnswers) flags(players []string) []string {
	var out []string
	for i, name := range players {
		out = append(out, name+"="+strings.TrimSpace(a.Captured[i]))
	}
	return out
}
