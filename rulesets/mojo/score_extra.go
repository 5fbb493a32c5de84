package mojo

import (
	"fmt"
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
// give (mojo.score.mojo). Seat is the seat whose score is wrong.
type ScoreError struct {
	Seat int
	// Named says that Msg follows the player's name ("Ann's score ...");
	// otherwise Msg stands alone.
	Named bool
	Msg   string
	// ID and Args are the error as a catalogue message whose {{.Name}}
	// is the player's name (DescribeTold).
	ID   string
	Args i18n.Args
}

// scoreError builds a *ScoreError of seat from message id; named says
// that the message begins with the player's name.
func scoreError(seat int, named bool, id string, args i18n.Args) *ScoreError {
	// A named message begins with {{.Name}}: without it, it is Msg.
	return &ScoreError{Seat: seat, Named: named, Msg: i18n.Say("en", id, withName("", args)), ID: id, Args: args}
}

// withName is args with "Name" set to name.
func withName(name string, args i18n.Args) i18n.Args {
	out := i18n.Args{"Name": name}
	for k, v := range args {
		out[k] = v
	}
	return out
}

// DescribeTold is Describe as a phrase to tell in any language.
func (e *ScoreError) DescribeTold(name string) i18n.Phrase {
	return i18n.Phrase{ID: e.ID, Args: withName(name, e.Args)}
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
			return scoreError(i, true, "mojo.error.score-too-high", i18n.Args{"Score": s, "Max": maxScore})
		case s > maxPts && i != holder && holder >= 0:
			return scoreError(i, true, "mojo.error.score-holder-only", i18n.Args{"Score": s, "Max": maxPts})
		case s > maxPts && holder < 0 && slices.IndexFunc(scores[:i], func(x int) bool { return x > maxPts }) >= 0:
			return scoreError(i, false, "mojo.error.two-above", i18n.Args{"Max": maxPts})
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
			return scoreError(h, true, "mojo.error.holder-score", i18n.Args{"Score": hs, "Penalty": MojoPenalty})
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
