package mojo

import (
	"slices"

	"tabletop/engine/i18n"
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
// give (mojo.score.mojo). Seat is the seat whose score is wrong; Msg says
// what is wrong, naming the player as {{.Name}} where it names one (About).
type ScoreError struct {
	Seat int
	Msg  i18n.Phrase
}

// scoreError builds a *ScoreError of seat from message id.
func scoreError(seat int, id string, args i18n.Args) *ScoreError {
	return &ScoreError{Seat: seat, Msg: i18n.Message(id, args)}
}

// About is the error naming the player name.
func (e *ScoreError) About(name string) i18n.Phrase {
	args := i18n.Args{"Name": i18n.Player(name)}
	for k, v := range e.Msg.Args {
		args[k] = v
	}
	return i18n.Message(e.Msg.ID, args)
}

// Tell returns the error naming the player by seat ("seat 2").
func (e *ScoreError) Tell() i18n.Phrase { return e.About(i18n.SeatName(e.Seat + 1)) }

func (e *ScoreError) Error() string { return e.Tell().String() }

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
			return scoreError(i, "mojo.error.score-too-high", i18n.Args{"Score": s, "Max": maxScore})
		case s > maxPts && i != holder && holder >= 0:
			return scoreError(i, "mojo.error.score-holder-only", i18n.Args{"Score": s, "Max": maxPts})
		case s > maxPts && holder < 0 && slices.IndexFunc(scores[:i], func(x int) bool { return x > maxPts }) >= 0:
			return scoreError(i, "mojo.error.two-above", i18n.Args{"Max": maxPts})
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
			return scoreError(h, "mojo.error.holder-score", i18n.Args{"Score": hs, "Penalty": MojoPenalty})
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
