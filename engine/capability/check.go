package capability

import (
	"fmt"
	"strings"
	"sync"

	"tabletop/engine"
)

// game is what a game's interfaces are looked for on: its ruleset, a
// state it deals and its bots, each of the two made when first needed.
type game struct {
	rs    engine.Ruleset
	state func() (engine.State, error)
	bots  func() ([]engine.Agent, error)
}

// look prepares rs to be looked at.
func look(rs engine.Ruleset) game {
	return game{
		rs: rs,
		state: sync.OnceValues(func() (engine.State, error) {
			return rs.New(engine.Config{Players: rs.MinPlayers()})
		}),
		bots: sync.OnceValues(func() ([]engine.Agent, error) {
			var bots []engine.Agent
			for _, name := range rs.Bots() {
				b, err := rs.NewBot(name, 1)
				if err != nil {
					return nil, fmt.Errorf("bot %s: %v", name, err)
				}
				bots = append(bots, b)
			}
			return bots, nil
		}),
	}
}

// implements reports whether the game implements i; err when the state
// or a bot to look at cannot be made.
func (g game) implements(i Interface) (bool, error) {
	switch i.Side {
	case RulesetSide:
		return i.is(g.rs), nil
	case StateSide:
		s, err := g.state()
		return err == nil && i.is(s), err
	}
	bots, err := g.bots()
	for _, b := range bots {
		if i.is(b) {
			return true, nil
		}
	}
	return false, err
}

// has reports whether the game implements every interface c needs.
func (g game) has(c Capability) bool {
	for _, i := range c.Interfaces {
		if i.Optional {
			continue
		}
		if ok, _ := g.implements(i); !ok {
			return false
		}
	}
	return true
}

// Check returns an error for each capability rs has in part: it
// implements one of the capability's interfaces (needed or optional) but
// not every one it needs. It also reports a state or a bot that cannot be
// made to look at. The errors are for the game's author, in English;
// enginetest.Conformance fails on them.
func Check(rs engine.Ruleset) []error {
	g := look(rs)
	var errs []error
	if _, err := g.state(); err != nil {
		errs = append(errs, fmt.Errorf("%s deals no state to look at (New with %d players): %v", rs.Name(), rs.MinPlayers(), err))
	}
	if _, err := g.bots(); err != nil {
		errs = append(errs, fmt.Errorf("%s makes no bots to look at: %v", rs.Name(), err))
	}
	for _, c := range all {
		var got, missing []string
		for _, i := range c.Interfaces {
			switch ok, _ := g.implements(i); {
			case ok:
				got = append(got, i.said(true))
			case !i.Optional:
				missing = append(missing, i.said(false))
			}
		}
		if len(got) > 0 && len(missing) > 0 {
			errs = append(errs, fmt.Errorf("%s implements part of the capability %s (%s): %s, but %s",
				rs.Name(), c.Name, c.Gives, strings.Join(got, ", "), strings.Join(missing, ", ")))
		}
	}
	return errs
}

// said says that the game implements i, or does not: "its state
// implements engine.CardRecorder", "none of its bots implements
// sim.Reseeder".
func (i Interface) said(ok bool) string {
	switch {
	case i.Side == BotSide && ok:
		return "one of its bots implements " + i.Name
	case i.Side == BotSide:
		return "none of its bots implements " + i.Name
	case ok:
		return "its " + i.Side.String() + " implements " + i.Name
	}
	return "its " + i.Side.String() + " does not implement " + i.Name
}
