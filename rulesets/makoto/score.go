package makoto

import (
	"slices"
	"strconv"
	"strings"

	"tabletop/engine/i18n"
)

// Scoring is the scoring table in force: points per captured card value
// (makoto.score) and the reward cards, highest first (makoto.rewards). Both
// are rule options.
type Scoring struct {
	Points  map[int]int // value -> points per card; other values score 0
	Rewards []int       // taken highest first
}

// Option keys and defaults for the scoring options.
const (
	OptionPoints   = "points"
	OptionRewards  = "rewards"
	DefaultPoints  = "2:20,5:5,10:10"
	DefaultRewards = "50,40,30,20,10"
)

// DefaultScoring is the rulebook's table with the default rewards.
func DefaultScoring() Scoring {
	sc, err := ParseScoring(DefaultPoints, DefaultRewards)
	if err != nil {
		panic(err)
	}
	return sc
}

// MaxOptionPoints bounds the points option's values and the rewards: no
// house rule needs more, and every total stays far from overflowing.
const MaxOptionPoints = 1000

// ParseScoring reads the two option values: points as "V:P,V:P" and
// rewards as "R,R,..." in descending order.
func ParseScoring(points, rewards string) (Scoring, error) {
	sc := Scoring{Points: map[int]int{}}
	for _, part := range strings.Split(points, ",") {
		v, p, ok := strings.Cut(strings.TrimSpace(part), ":")
		vi, err1 := strconv.Atoi(v)
		pi, err2 := strconv.Atoi(p)
		if !ok || err1 != nil || err2 != nil || vi < 1 || vi > MaxValue || pi < 0 || pi > MaxOptionPoints {
			return Scoring{}, i18n.NewError("makoto.error.option-points", i18n.Args{"Key": OptionPoints, "Value": i18n.Quoted(points), "Default": DefaultPoints, "Max": MaxValue, "MaxPoints": MaxOptionPoints})
		}
		sc.Points[vi] = pi
	}
	for _, part := range strings.Split(rewards, ",") {
		r, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || r < 0 || r > MaxOptionPoints || (len(sc.Rewards) > 0 && r > sc.Rewards[len(sc.Rewards)-1]) {
			return Scoring{}, i18n.NewError("makoto.error.option-rewards", i18n.Args{"Key": OptionRewards, "Value": i18n.Quoted(rewards), "MaxPoints": MaxOptionPoints, "Default": DefaultRewards})
		}
		sc.Rewards = append(sc.Rewards, r)
	}
	if len(sc.Rewards) > 5 {
		return Scoring{}, i18n.NewError("makoto.error.option-five", i18n.Args{"Key": OptionRewards, "Value": i18n.Quoted(rewards)})
	}
	return sc, nil
}

// CardPoints returns the points of a score pile (makoto.score).
func (sc Scoring) CardPoints(cards []Card) int {
	total := 0
	for _, c := range cards {
		total += sc.Points[c.Value()]
	}
	return total
}

// Reward returns the reward of the player who went out k-th (0-based); 0
// when no reward card is left (makoto.rewards).
func (sc Scoring) Reward(k int) int {
	if k < 0 || k >= len(sc.Rewards) {
		return 0
	}
	return sc.Rewards[k]
}

// Result is one player's end-of-game score.
type Result struct {
	Reward int `json:"reward"`
	Cards  int `json:"cards"`
	Bonus  int `json:"bonus"`
	Total  int `json:"total"`
}

// Score scores a finished game (makoto.score, makoto.score.curtain-bonus):
// captured[p] is player p's score pile; out lists the players who took a
// reward, in the order they went out (the first gets the highest reward and
// the Curtain bonus); curtain is what is left in the Curtain.
func (sc Scoring) Score(captured [][]Card, out []int, curtain []Card) []Result {
	res := make([]Result, len(captured))
	for p, cards := range captured {
		res[p].Cards = sc.CardPoints(cards)
	}
	for k, p := range out {
		res[p].Reward = sc.Reward(k)
	}
	if len(out) > 0 {
		res[out[0]].Bonus = sc.CardPoints(curtain)
	}
	for p := range res {
		res[p].Total = res[p].Reward + res[p].Cards + res[p].Bonus
	}
	return res
}

// Winners returns the players with the highest total; ties share
// (makoto.winner).
func Winners(totals []int) []int {
	if len(totals) == 0 {
		return nil
	}
	best := slices.Max(totals)
	var out []int
	for i, t := range totals {
		if t == best {
			out = append(out, i)
		}
	}
	return out
}

// SeriesLength returns the number of games in a series (makoto.series.length).
func SeriesLength(players int) int {
	if players == 2 {
		return 4
	}
	return players
}
