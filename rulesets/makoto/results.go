package makoto

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Rounds returns one result per finished game of the series (one game
// without a series), oldest first.
func (s *State) Rounds() []engine.RoundResult {
	n := int(s.n)
	out := make([]engine.RoundResult, s.gamesDone)
	run := make([]int, n)
	for p := range n {
		run[p] = int(s.carry[p])
	}
	for i := range int(s.gamesDone) {
		g := int(s.firstGame) + i
		sc := make([]int, n)
		tot := make([]int, n)
		told := []i18n.Phrase{{ID: "makoto.word.detail-dealer", Args: i18n.Args{"Who": s.seatStr(s.dealerOf[g])}}}
		for p := range n {
			sc[p] = int(s.scores[g][p])
			run[p] += sc[p]
			tot[p] = run[p]
			if r := s.rewardsOf[g][p]; r > 0 {
				told = append(told, i18n.Message("makoto.word.detail-reward", i18n.Args{"Who": s.seatStr(int8(p)), "N": int(r)}))
			}
			if b := s.bonusOf[g][p]; b > 0 {
				told = append(told, i18n.Message("makoto.word.detail-bonus", i18n.Args{"Who": s.seatStr(int8(p)), "N": int(b)}))
			}
		}
		if l := s.lidOf[g]; l >= 0 {
			told = append(told, i18n.Message("makoto.word.detail-lid", i18n.Args{"Who": s.seatStr(l)}))
		}
		out[i] = engine.RoundResult{Scores: sc, Totals: tot, Detail: i18n.Joined(told, "; ")}
	}
	return out
}

// Totals returns every seat's total over the finished games.
func (s *State) Totals() []int {
	out := make([]int, s.n)
	for p := range out {
		out[p] = int(s.totals[p])
	}
	return out
}

// Winners returns the seats with the highest total once the game or the
// series is over; ties share (makoto.winner).
func (s *State) Winners() []int {
	if s.phase != phaseOver {
		return nil
	}
	return Winners(s.Totals())
}

// GameScores returns the detailed scores of finished game g (0-based):
// reward, card points, Curtain bonus and total per seat.
func (s *State) GameScores(g int) []Result {
	if g < int(s.firstGame) || g >= int(s.firstGame)+int(s.gamesDone) {
		return nil
	}
	out := make([]Result, s.n)
	for p := range out {
		r := Result{Reward: int(s.rewardsOf[g][p]), Bonus: int(s.bonusOf[g][p]), Total: int(s.scores[g][p])}
		r.Cards = r.Total - r.Reward - r.Bonus
		out[p] = r
	}
	return out
}
