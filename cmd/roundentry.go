package cmd

import (
	"os"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/internal/roundentry"
	"tabletop/engine"
	"tabletop/engine/scoring"
)

// accessible reports whether forms run in huh's accessible mode.
func accessible(c *cli.Context) bool {
	return c.Bool("accessible") || os.Getenv("ACCESSIBLE") != ""
}

// The round a person enters ('score', 'pad add') is
// cmd/internal/roundentry's; table checks its players as the forms do,
// and the tests here ask its forms through this package's form runner.

func scorers() []engine.Ruleset { return roundentry.Scorers() }

func scorerOf(rs engine.Ruleset) (scoring.RoundScorer, error) { return roundentry.ScorerOf(rs) }

func checkPlayerList(s string, minN, maxN int) ([]string, error) {
	return roundentry.CheckPlayerList(s, minN, maxN)
}

func askEntry(f formIO, sc scoring.RoundScorer, players []string, prefill *scoring.Entry) (map[string][]string, error) {
	return roundentry.Ask(f.form(), sc, players, prefill)
}

func askPlayersField(f formIO, fl scoring.RoundField, players []string) (string, error) {
	return roundentry.AskPlayersField(f.form(), fl, players)
}

func askPlayers(f formIO, minN, maxN int) ([]string, error) {
	return roundentry.AskPlayers(f.form(), minN, maxN)
}
