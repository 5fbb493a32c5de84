package makoto

import (
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/sim"
)

// What the simulator reuses (engine.Resetter, sim.Reseeder,
// engine.GameSummarizer) and counts (engine.StatsRuleset).
var (
	_ engine.Resetter       = (*State)(nil)
	_ engine.GameSummarizer = (*State)(nil)
	_ sim.Reseeder          = (*Greedy)(nil)
	_ engine.StatsRuleset   = (*Ruleset)(nil)
)

// Reset deals a new game (or series) in place, as NewState would with the
// same configuration and seed; it does not allocate.
func (s *State) Reset(seed uint64) {
	*s = State{p: s.p}
	s.seed = seed
	s.rng = engine.NewRNG(seed)
	s.lidHolder = -1
	s.dealer = int8(s.p.cfg.Start)
	s.deal()
}

// RoundCount returns the number of finished games of the series.
func (s *State) RoundCount() int { return int(s.gamesDone) }

// AppendWinners appends Winners() to buf: the highest totals.
func (s *State) AppendWinners(buf []int) []int {
	if s.phase != phaseOver {
		return buf
	}
	best := s.totals[0]
	for p := 1; p < int(s.n); p++ {
		best = max(best, s.totals[p])
	}
	for p := range int(s.n) {
		if s.totals[p] == best {
			buf = append(buf, p)
		}
	}
	return buf
}

// RoundScoreRange returns the lowest and highest score of one seat in one
// finished game of the series.
func (s *State) RoundScoreRange() (lo, hi int) {
	for i := range int(s.gamesDone) {
		g := int(s.firstGame) + i
		for p := range int(s.n) {
			sc := int(s.scores[g][p])
			if (i == 0 && p == 0) || sc < lo {
				lo = sc
			}
			if (i == 0 && p == 0) || sc > hi {
				hi = sc
			}
		}
	}
	return lo, hi
}

// Reseed restarts the greedy bot with seed.
func (g *Greedy) Reseed(seed uint64) { *g = Greedy{rng: engine.NewRNG(seed)} }

// Counters of a simulation (sim --json's counters, sim --csv's columns).
// Games are the games of a series (one per simulated game without one).
const (
	statGames      = iota // games played
	statTricks            // tricks won (makoto.trick.win)
	statCardPoints        // points from cards in score piles (makoto.score)
	statRewardPts         // points from reward cards (makoto.rewards)
	statBonusPts          // Curtain bonus points (makoto.score.curtain-bonus)
	statOutLast           // players who emptied their hand last, without a reward
	statReward1           // then: the k-th reward card taken, k = 1..5
	nStatsFixed    = statReward1
)

var statNames = func() []string {
	names := []string{"games", "tricks", "card_points", "reward_points", "curtain_bonus_points", "emptied_hand_last"}
	for k := range len(params{}.rewards) {
		names = append(names, "reward_"+strconv.Itoa(k+1)+"_taken")
	}
	return names
}()

// NewStats returns the simulator's recorder for Makoto
// (engine.StatsRuleset).
func (*Ruleset) NewStats(cfg engine.Config) engine.StatsRecorder {
	st := stats{rewards: len(params{}.rewards)}
	if p, err := cachedParams(cfg); err == nil {
		st.rewards = p.nRewards
	}
	return st
}

// stats counts; rewards is the number of reward cards in the game.
type stats struct{ rewards int }

func (stats) Counters() []string { return statNames }

func (stats) Move(es engine.State, c []int64) {
	s := es.(*State)
	for _, e := range s.eff.r[:s.eff.n] {
		switch e.code {
		case effTrickWon:
			c[statTricks]++
		case effOut:
			if k := int(e.a); k < s.p.nRewards {
				c[statReward1+k]++
			}
		case effOutLast:
			c[statOutLast]++
		}
	}
}

func (stats) End(es engine.State, c []int64) {
	s := es.(*State)
	c[statGames] += int64(s.gamesDone)
	for i := range int(s.gamesDone) {
		g := int(s.firstGame) + i
		for p := range int(s.n) {
			r, b := int64(s.rewardsOf[g][p]), int64(s.bonusOf[g][p])
			c[statRewardPts] += r
			c[statBonusPts] += b
			c[statCardPoints] += int64(s.scores[g][p]) - r - b
		}
	}
}

func (st stats) Summary(c []int64, _ int) map[string]float64 {
	games := float64(max(c[statGames], 1))
	pts := float64(max(c[statCardPoints]+c[statRewardPts]+c[statBonusPts], 1))
	out := map[string]float64{
		"tricks_per_game":            float64(c[statTricks]) / games,
		"card_points_share":          float64(c[statCardPoints]) / pts,
		"reward_points_share":        float64(c[statRewardPts]) / pts,
		"curtain_bonus_share":        float64(c[statBonusPts]) / pts,
		"card_points_per_game":       float64(c[statCardPoints]) / games,
		"reward_points_per_game":     float64(c[statRewardPts]) / games,
		"curtain_bonus_per_game":     float64(c[statBonusPts]) / games,
		"emptied_hand_last_per_game": float64(c[statOutLast]) / games,
	}
	for k := statReward1; k < statReward1+st.rewards; k++ {
		out[statNames[k]] = float64(c[k]) / games
	}
	return out
}

// StatLabel names a statistic of Summary in lang (engine.StatsRuleset):
// "reward_N_taken" is the message "makoto.stat.reward-taken" with N, any
// other key the catalogue's "makoto.stat.KEY".
func (*Ruleset) StatLabel(key, lang string) (string, bool) {
	if n, ok := rewardTaken(key); ok {
		return i18n.Say(lang, "makoto.stat.reward-taken", i18n.Args{"N": n}), true
	}
	return engine.StatLabelFrom("makoto", key, lang)
}

// rewardTaken reads a key "reward_N_taken" (N a number written plainly,
// as statNames writes it).
func rewardTaken(key string) (int, bool) {
	s, ok := strings.CutPrefix(key, "reward_")
	if !ok {
		return 0, false
	}
	if s, ok = strings.CutSuffix(s, "_taken"); !ok {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && strconv.Itoa(n) == s
}
