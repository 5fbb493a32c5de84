package review

import (
	"strings"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/review"
	"tabletop/engine/tableplay"
	"tabletop/scorepad"
	"tabletop/validator"
)

// journalPoints follows the lines of the table journal j, read from path,
// as `table --resume` does, and returns the decision of every move line,
// judged from public information: the table's state before the line (no
// hand known), numbered by the line (from 1). A line the table refuses
// now is the journal changed: bad input at its line, as --resume says.
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
		var before engine.State
		if t := sess.Table(); t.Refusal() == nil && t.State() != nil {
			before = t.State().Clone()
		}
		if _, err := sess.Restore([]string{line}); err != nil {
			return nil, &fileio.InputError{File: path, Line: scorepad.JournalLine(path, k), Err: err}
		}
		if before != nil {
			points = append(points, linePoints(before, j.Players, k+1, line)...)
		}
	}
	return points, nil
}

// linePoints are the decisions of journal line number n, accepted on
// the state before: none for a line that starts a round or shows cards;
// the move of the seat it names, in turn or out of turn; or, for a move
// that closed the player to move's open decision first (the Makoto
// Curtain's "done"), that decision and then the move.
func linePoints(before engine.State, players []string, n int, line string) []review.Point {
	name, what, ok := strings.Cut(line, ":")
	if !ok {
		return nil // the start of a round or game
	}
	seat, err := scorepad.SeatOf(players, name)
	what = strings.TrimSpace(what)
	if w, _, _ := strings.Cut(what, " "); err != nil || strings.EqualFold(w, "shows") {
		return nil
	}
	m, err := before.ParseMove(what)
	if err != nil {
		return nil
	}
	p := review.Point{Number: n, Seat: seat, Before: before, Move: m, Public: true}
	cur := before.CurrentPlayer()
	if seat == cur {
		return []review.Point{p}
	}
	if engine.Play(before.Clone(), seat, m) == nil {
		p.Anytime = true
		return []review.Point{p}
	}
	dc, ok := before.(tableplay.DecisionCloser)
	if !ok {
		return nil
	}
	done, open := dc.CloseDecision()
	after := before.Clone()
	if !open || engine.Play(after, cur, done) != nil {
		return nil
	}
	p.Before = after
	return []review.Point{{Number: n, Seat: cur, Before: before, Move: done, Public: true}, p}
}
