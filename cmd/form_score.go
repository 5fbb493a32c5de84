package cmd

import (
	"errors"
	"fmt"
	"io"

	"github.com/charmbracelet/huh"

	"tabletop/engine"
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
			Title("Players, in seating order").
			Description("Names separated by commas, for example Ann,Ben,Cy").
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
	players, err := nameList(s)
	if err != nil {
		return nil, err
	}
	if len(players) < minN || len(players) > maxN {
		return nil, fmt.Errorf("name %d to %d players, not %d", minN, maxN, len(players))
	}
	if err := engine.CheckNames(players); err != nil {
		return nil, err
	}
	return players, nil
}
