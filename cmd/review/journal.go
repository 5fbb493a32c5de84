package review

import (
	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/review"
	"tabletop/scorepad"
	"tabletop/validator"
)

// journalPoints follows the lines of the table journal j, read from path,
// as `table --resume` does, and returns the decision of every move a line
// made (validator.Made: a move that closed the player to move's open
// decision first, the Makoto Curtain's "done", makes that decision and
// then the move), judged from public information: the table's state
// before the move (no hand known), numbered by the line (from 1). A line
// the table refuses now is the journal changed: bad input at its line, as
// --resume says.
func journalPoints(path string, j *scorepad.Journal) ([]review.Point, error) {
	rs, err := engine.Lookup(j.Game)
	if err != nil {
		return nil, &fileio.InputError{File: path, Err: err}
	}
	start, err := scorepad.SeatOf(j.Players, j.Start)
	if err != nil {
		return nil, &fileio.InputError{File: path, Err: i18n.At("start", err)}
	}
	sess, err := validator.NewSession(rs, j.Players, j.Options, start)
	if err != nil {
		return nil, cmdutil.UsageError(err)
	}
	var points []review.Point
	for k, line := range j.Lines {
		a, err := sess.RestoreLine(line)
		if err != nil {
			return nil, &fileio.InputError{File: path, Line: scorepad.JournalLine(path, k), Err: err}
		}
		for _, m := range a.Made {
			points = append(points, review.Point{Number: k + 1, Seat: m.Seat, Before: m.Before, Move: m.Move, Anytime: m.Anytime, Public: true})
		}
	}
	return points, nil
}
