package sim

import (
	"bytes"
	"testing"

	"tabletop/cmd/cmdutil/cmdtest"
	_ "tabletop/rulesets/makoto" // the games whose statistics are told
	_ "tabletop/rulesets/mojo"
)

// sim's statistics are named by their game (engine.StatsRuleset's
// StatLabel): Makoto names its reward_N_taken keys itself; a key the
// game does not label, or a game sim does not know, prints with spaces.
func TestSimStatsLabels(t *testing.T) {
	for _, c := range []struct {
		lang, game string
		stats      map[string]float64
		want       string
	}{
		{"en", "makoto", map[string]float64{"reward_2_taken": 0.5, "tricks_per_game": 20}, "statistics:\n  reward 2 taken: 0.500\n  tricks per game: 20.000\n"},
		{"pl", "makoto", map[string]float64{"reward_12_taken": 1}, "statystyki:\n  nagroda 12 wzięta: 1,000\n"},
		{"fr", "mojo", map[string]float64{"holder_takes_plus_10": 0.25}, "statistiques\u00a0:\n  le détenteur de la carte Mojo prend +10\u00a0: 0,250\n"},
		{"en", "mojo", map[string]float64{"reward_2_taken": 1, "odd_key": 2}, "statistics:\n  odd key: 2.000\n  reward 2 taken: 1.000\n"},
		{"en", "nogame", map[string]float64{"a_b": 1}, "statistics:\n  a b: 1.000\n"},
	} {
		var buf bytes.Buffer
		(&Options{Tr: cmdtest.Tr}).printStats(&buf, c.lang, c.game, c.stats)
		if buf.String() != c.want {
			t.Errorf("%s %s: %q, want %q", c.game, c.lang, buf.String(), c.want)
		}
	}
}
