package review_test

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/review"
	"tabletop/rulesets/makoto"
	"tabletop/rulesets/mojo"
)

// games are the rulesets the tests review.
var games = map[string]engine.Ruleset{"mojo": mojo.Ruleset{}, "makoto": &makoto.Ruleset{}}

// botGame plays a game of the named ruleset between bots (one name a
// seat, seeded from seed), logs it and returns the log and its points.
func botGame(tb testing.TB, game string, opts engine.Options, seed uint64, bots ...string) (*engine.GameLog, []review.Point) {
	tb.Helper()
	rs := games[game]
	names := []string{"Ann", "Ben", "Cy", "Di", "Ed"}[:len(bots)]
	s, err := rs.New(engine.Config{Players: len(bots), Options: opts, Seed: seed, Names: names})
	if err != nil {
		tb.Fatal(err)
	}
	agents := make([]engine.Agent, len(bots))
	for i, b := range bots {
		if agents[i], err = rs.NewBot(b, engine.DeriveSeed(seed, uint64(i))); err != nil {
			tb.Fatal(err)
		}
	}
	log := enginetest.PlayLogged(tb, s, names, agents)
	points, _, err := review.LogPoints("game", log)
	if err != nil {
		tb.Fatal(err)
	}
	return log, points
}
