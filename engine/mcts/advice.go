package mcts

import (
	"math"
	"slices"
	"tabletop/engine"
)

// AdviceBot is the bot whose search ranks a player's moves for a hint: the
// game's strongest, at its default budget.
const AdviceBot = "mcts"

// Advice is one move of a hint for the player to move: the move in
// notation, its mean value to them in the searched deals (0 worst, 1
// best) and how many of the search's iterations tried it.
type Advice struct {
	Move   string  `json:"move"`
	Value  float64 `json:"value"`
	Visits int     `json:"visits"`
}

// Advise ranks the moves of s's player to move with the game's AdviceBot
// (a MoveRanker) seeded with seed: at most most moves, best first, each
// notation once. The search sees what the player to move may see (on a
// table-mode state, what the table has shown: every unknown card, theirs
// included, is dealt afresh in each searched deal). Nil when the game is
// over or has no such bot.
func Advise(s engine.State, seed uint64, most int) []Advice {
	if s == nil || s.IsTerminal() {
		return nil
	}
	bot, err := s.Ruleset().NewBot(AdviceBot, seed)
	if err != nil {
		return nil
	}
	ranker, ok := bot.(MoveRanker)
	if !ok {
		return nil
	}
	ranked := ranker.Rank(s.Clone())
	out := make([]Advice, 0, min(len(ranked), most))
	for _, mv := range ranked {
		if len(out) == most {
			break // the rest is not told: not written out either
		}
		txt := s.MoveString(mv.Move)
		if slices.ContainsFunc(out, func(a Advice) bool { return a.Move == txt }) {
			continue
		}
		out = append(out, Advice{Move: txt, Value: math.Round(mv.Value*1000) / 1000, Visits: mv.Visits})
	}
	return out
}
