package makoto

import "tabletop/engine"

var (
	_ engine.ScoreBounder  = (*State)(nil)
	_ engine.OptionSampler = (*Ruleset)(nil)
)

// ScoreBounds returns the lowest and highest score of one seat in one game
// with the state's player count and options (engine.ScoreBounder): at
// least 0, at most the highest reward plus the points of every card in
// play, since a score pile and the Curtain bonus never share a card
// (makoto.score, makoto.score.curtain-bonus).
func (s *State) ScoreBounds() (lo, hi int) {
	return 0, MaxGameScore(s.p.setup, s.p.scoring)
}

// MaxGameScore is the most one seat can score in one game with set-up su
// and scoring sc: the highest reward plus the points of every copy of
// every card in play, Oracle cards included (makoto.score).
func MaxGameScore(su Setup, sc Scoring) int {
	hi := 0
	for _, r := range sc.Rewards {
		hi = max(hi, r)
	}
	for v, pts := range sc.Points {
		hi += pts * (su.Copies(NewCard(v, false)) + su.Copies(NewCard(v, true)))
	}
	return hi
}

// OptionSamples returns a valid value other than the default for the
// free-form options, points and rewards (engine.OptionSampler), so that
// harness tests cover them.
func (*Ruleset) OptionSamples(key string) []string {
	switch key {
	case OptionPoints:
		return []string{"1:3,7:7,13:13"}
	case OptionRewards:
		return []string{"30,20,10"}
	}
	return nil
}
