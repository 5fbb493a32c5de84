package mojo

// MaxPoints is the most a hand can score under mojo.score.colour-max: the
// highest value of every colour, added up.
func MaxPoints() int {
	var best [NumColours]int
	for v := range NumValues {
		best[colourOf[v]] = v
	}
	total := 0
	for _, b := range best {
		total += b
	}
	return total
}

// MaxRoundScore is the most one player can score in a round: MaxPoints plus
// the Mojo card's penalty (mojo.score.mojo).
func MaxRoundScore() int { return MaxPoints() + MojoPenalty }

// ScoreBounds returns the lowest and highest score of one seat in one
// round, 0 and MaxRoundScore, whatever the options (engine.ScoreBounder).
func (s *State) ScoreBounds() (lo, hi int) { return 0, MaxRoundScore() }
