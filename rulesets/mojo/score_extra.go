package mojo

import (
	"fmt"
	"slices"
)

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

// ScoreError is a round's scores, entered without cards, that no round can
// give (mojo.score.mojo). Seat is the seat whose score is wrong.
type ScoreError struct {
	Seat int
	// Named says that Msg follows the player's name ("Ann's score ...");
	// otherwise Msg stands alone.
	Named bool
	Msg   string
}

func (e *ScoreError) Error() string {
	if e.Named {
		return fmt.Sprintf("seat %d%s", e.Seat+1, e.Msg)
	}
	return e.Msg
}

// Describe writes the error with the player's name in front when it names
// one.
func (e *ScoreError) Describe(name string) string {
	if e.Named {
		return name + e.Msg
	}
	return e.Msg
}

// CheckRoundScores checks scores entered without cards against
// mojo.score.mojo: nobody above MaxRoundScore, only the Mojo holder above
// MaxPoints, and the holder (holder; -1 when not recorded) either 0 or
// their points plus MojoPenalty, above someone else's. Scores are not
// negative (the caller checks that).
func CheckRoundScores(scores []int, holder int) error {
	maxPts, maxScore := MaxPoints(), MaxRoundScore()
	for i, s := range scores {
		switch {
		case s > maxScore:
			return &ScoreError{Seat: i, Named: true, Msg: fmt.Sprintf("'s score %d is more than a round can give (%d) [mojo.score.mojo]", s, maxScore)}
		case s > maxPts && i != holder && holder >= 0:
			return &ScoreError{Seat: i, Named: true, Msg: fmt.Sprintf("'s score %d is more than %d, which only the Mojo holder can score [mojo.score.mojo]", s, maxPts)}
		case s > maxPts && holder < 0 && slices.IndexFunc(scores[:i], func(x int) bool { return x > maxPts }) >= 0:
			return &ScoreError{Seat: i, Msg: fmt.Sprintf("two scores above %d, but only the Mojo holder can score that much [mojo.score.mojo]", maxPts)}
		}
	}
	if h := holder; h >= 0 && scores[h] != 0 {
		hs := scores[h]
		lower := false
		for i, s := range scores {
			if i != h && s < hs-MojoPenalty {
				lower = true
			}
		}
		if hs < MojoPenalty+1 || !lower {
			return &ScoreError{Seat: h, Named: true, Msg: fmt.Sprintf(" took the Mojo card and scored %d: the holder scores 0 when lowest, else their points plus %d, which is more than someone else's [mojo.score.mojo]", hs, MojoPenalty)}
		}
	}
	return nil
}

// FaceOfScores returns the face the Mojo card went back with, read from the
// round's scores: 0 when the holder scored 0, else +10 (mojo.score.mojo).
func FaceOfScores(scores []int, holder int) Face {
	if scores[holder] == 0 {
		return FaceZero
	}
	return FacePlus10
}

// ScoreBounds returns the lowest and highest score of one seat in one
// round, 0 and MaxRoundScore, whatever the options (engine.ScoreBounder).
func (s *State) ScoreBounds() (lo, hi int) { return 0, MaxRoundScore() }
