package ladder

import "tabletop/engine"

// The counters of sim's statistics (engine.StatsRuleset).
const (
	statGames = iota
	statDraws
	statBlocked
	nStats
)

var statNames = [nStats]string{"games", "draws", "blocked_games"}

// NewStats returns the simulator's recorder for Ladder: the cards drawn
// and the games that end with everyone passing (engine.StatsRuleset).
func (Ruleset) NewStats(engine.Config) engine.StatsRecorder { return stats{} }

// StatLabel names a statistic of Summary in lang, from Ladder's own
// catalogue: "ladder.stat.KEY" (engine.StatsRuleset).
func (Ruleset) StatLabel(key, lang string) (string, bool) {
	return engine.StatLabelFrom("ladder", key, lang)
}

type stats struct{}

func (stats) Counters() []string { return statNames[:] }

func (stats) Move(es engine.State, c []int64) {
	if es.(*State).t.last.Kind == kindDraw {
		c[statDraws]++
	}
}

func (stats) End(es engine.State, c []int64) {
	t := &es.(*State).t
	c[statGames]++
	if t.last.Kind == kindPass && t.lastEnded {
		c[statBlocked]++
	}
}

func (stats) Summary(c []int64, _ int) map[string]float64 {
	games := float64(max(c[statGames], 1))
	return map[string]float64{
		"draws_per_game": float64(c[statDraws]) / games,
		"blocked_share":  float64(c[statBlocked]) / games,
	}
}
