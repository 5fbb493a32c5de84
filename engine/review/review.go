// Package review rates the decisions of a finished or unfinished game, as a
// chess site's analysis does: for every decision of a seat it finds the
// best move from what that seat could know at that moment (its own hand
// and the public table, over the deals consistent with them), how much
// the move made lowered the seat's chance to win the game (Loss, in
// percentage points) and its expected points (Points), and marks it
// (Inaccuracy, Mistake, Blunder). It knows no game: it asks the engine
// (legal moves, Determinize, Apply, Winners, Totals).
package review

import (
	"math"
	"slices"

	"tabletop/engine"
)

// Mark is how bad a judged decision was, by its Loss.
type Mark int

// The marks, from none to the worst.
const (
	None Mark = iota
	Inaccuracy
	Mistake
	Blunder
)

// String is the mark's word in --json: "none", "inaccuracy", "mistake",
// "blunder".
func (m Mark) String() string {
	switch m {
	case Inaccuracy:
		return "inaccuracy"
	case Mistake:
		return "mistake"
	case Blunder:
		return "blunder"
	}
	return "none"
}

// The thresholds of the marks, in percentage points of the chance to win
// the game: a decision whose Loss reaches one gets its mark.
//
// A chess site marks an inaccuracy, a mistake and a blunder at a loss of
// 5, 10 and 15 points of the win percentage of a game of two, whose
// chances start at 50. A seat of a card game for three to five starts
// nearer 25, and a single card moves it less, so the thresholds sit a
// little lower; they stay well above what the review cannot tell apart:
// at DefaultBudget a decision's loss is measured to about a point (its
// spread over seeds), and a loss within 2.5 standard errors of MistakeAt
// is measured again on more deals (RefineFactor), so that five seeds
// agree on nearly every mistake (BenchmarkStability).
const (
	InaccuracyAt = 4.0
	MistakeAt    = 8.0
	BlunderAt    = 15.0
)

// MarkOf is the mark of a decision that lost loss percentage points.
func MarkOf(loss float64) Mark {
	switch {
	case loss >= BlunderAt:
		return Blunder
	case loss >= MistakeAt:
		return Mistake
	case loss >= InaccuracyAt:
		return Inaccuracy
	}
	return None
}

// DefaultBudget is the search budget of one decision when Options.Budget
// is 0. A decision's budget is rollouts, each a game played out to its
// end after one of the seat's choices: the race between the choices
// (every choice still in it played out on the same deals, batch by batch,
// until one is left or the budget is spent) spends about Budget; the
// best choice and the one played are then measured on at least Budget/4
// deals each, and, when the loss found lies near MistakeAt, on up to
// RefineFactor·Budget deals each. It is tuned so that a whole
// 4-player game (about 150 moves) is reviewed in well under 15 s on two
// cores (BenchmarkReviewMojo4, BenchmarkReviewMakoto4) and five seeds
// agree on at least 90% of the mistakes (BenchmarkStability).
const DefaultBudget = 12000

// Options say how a game is reviewed.
type Options struct {
	// Seed seeds every sample (the same seed, budget and game give the
	// same review on any number of cores).
	Seed uint64
	// Budget is the search budget of each decision, in rollouts (0:
	// DefaultBudget, which says how it is spent).
	Budget int
	// Open judges every decision with every card known (as bridge's
	// double-dummy analysis) instead of from the seat's view.
	Open bool
	// Seat, when not negative, is the only seat whose decisions are
	// judged.
	Seat int
	// Workers is how many decisions are judged at once (0: every core).
	Workers int
	// Progress, when not nil, is told after each judged decision how many
	// of total are done, from one goroutine at a time.
	Progress func(done, total int)
}

// Point is one decision of a game: the state before it, the seat that
// made it and the move made. A state whose hidden cards are known (a log)
// is judged from the seat's view by re-dealing what the seat cannot see;
// a state built from public information only (a table journal: every
// hand unknown) is judged over the hands the table allows, the seat's
// own included.
type Point struct {
	// Number is the move's number in the log (from 1) or the journal's
	// line number.
	Number int
	Seat   int
	// Before is the state before the move; Judge does not change it.
	Before engine.State
	Move   engine.Move
	// Anytime marks a move made out of turn (engine.AnytimeMover): it is
	// judged against the seat's other out-of-turn moves and making none.
	Anytime bool
	// Public marks a state built from public information only (a table
	// journal's: the seat's own hand is unknown too): the decision is
	// judged over the hands the table allows with which the move made was
	// legal.
	Public bool
}

// Decision is one judged decision.
type Decision struct {
	Point
	// Played and Best are the move made and the best one, in notation.
	Played, Best string
	// BestNone is set when the best choice of a move out of turn
	// (Point.Anytime) was to make none now; Best is then "".
	BestNone bool
	// Loss is how much lower the seat's chance to win the game was after
	// the move made than after the best one, in percentage points (≥ 0).
	Loss float64
	// Points is how many points the move made was expected to cost the
	// seat against the best one (negative when it was expected to gain
	// points while lowering the chance to win).
	Points float64
	Mark   Mark
	// Chances are every seat's chances to win the game after the move
	// made, in percent, as the judging seat could see them.
	Chances []float64
	// BestEffects are what the best move does, as a hint says it.
	BestEffects []engine.Effect
}

// Player is one seat's figures over a review.
type Player struct {
	Seat int
	// Decisions is how many of its decisions were judged.
	Decisions int
	// Accuracy is 100 when every judged decision was the best, lower the
	// more chance the decisions lost (AccuracyOf, averaged).
	Accuracy                         float64
	Inaccuracies, Mistakes, Blunders int
}

// AccuracyOf is the accuracy of one decision that lost loss percentage
// points: 100 for the best move, falling towards 0 as the loss grows, on
// the curve a chess site fits to its players' losses of win percentage,
// 103.1668·e^(−0.04354·loss) − 3.1668: a loss of 1 point gives 95.6, an
// inaccuracy (4) 83.5, a mistake (8) 69.7, a blunder (15) 50.5, and 0
// from about 80 points. A player's accuracy is the mean over their judged
// decisions, so a few marked decisions among many best ones still score
// in the nineties, as on the chess site.
func AccuracyOf(loss float64) float64 {
	if loss <= 0 {
		return 100
	}
	return min(100, max(0, 103.1668*math.Exp(-0.04354*loss)-3.1668))
}

// Summarize gives every seat's figures over the decisions judged, in seat
// order, for a game of players seats.
func Summarize(players int, ds []Decision) []Player {
	out := make([]Player, players)
	for i := range out {
		out[i].Seat = i
	}
	sum := make([]float64, players)
	for _, d := range ds {
		p := &out[d.Seat]
		p.Decisions++
		sum[d.Seat] += AccuracyOf(d.Loss)
		switch d.Mark {
		case Inaccuracy:
			p.Inaccuracies++
		case Mistake:
			p.Mistakes++
		case Blunder:
			p.Blunders++
		}
	}
	for i := range out {
		out[i].Accuracy = 100
		if out[i].Decisions > 0 {
			out[i].Accuracy = sum[i] / float64(out[i].Decisions)
		}
	}
	return out
}

// LogPoints replays the log l read from file and returns its decisions,
// in order, and the state after its last move. A log that does not replay
// is engine.Replay's error.
func LogPoints(file string, l *engine.GameLog) ([]Point, engine.State, error) {
	if _, err := engine.Replay(file, l); err != nil {
		return nil, nil, err
	}
	s, err := engine.NewFromLog(file, l)
	if err != nil {
		return nil, nil, err
	}
	points := make([]Point, 0, len(l.Moves))
	for i, lm := range l.Moves {
		seat := slices.Index(l.Players, lm.Player)
		m, err := s.ParseMove(lm.Text)
		if err != nil {
			return nil, nil, err
		}
		p := Point{Number: i + 1, Seat: seat, Before: s.Clone(), Move: m, Anytime: seat != s.CurrentPlayer()}
		if err := engine.Play(s, seat, m); err != nil {
			return nil, nil, err
		}
		points = append(points, p)
	}
	return points, s, nil
}
