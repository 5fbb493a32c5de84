package review_test

import (
	"math"
	"testing"

	"tabletop/engine/review"
)

// The marks and the accuracy of a decision by its loss: the thresholds
// reached, and the chess site's curve from 100 down to 0.
func TestMarkAndAccuracyOf(t *testing.T) {
	for _, c := range []struct {
		loss     float64
		mark     review.Mark
		word     string
		accuracy float64
	}{
		{0, review.None, "none", 100},
		{1, review.None, "none", 95.60},
		{review.InaccuracyAt, review.Inaccuracy, "inaccuracy", 83.51},
		{review.MistakeAt - 0.01, review.Inaccuracy, "inaccuracy", 69.69},
		{review.MistakeAt, review.Mistake, "mistake", 69.66},
		{review.BlunderAt, review.Blunder, "blunder", 50.52},
		{100, review.Blunder, "blunder", 0},
	} {
		if m := review.MarkOf(c.loss); m != c.mark || m.String() != c.word {
			t.Errorf("loss %v: mark %v (%q), want %v", c.loss, m, m.String(), c.word)
		}
		if a := review.AccuracyOf(c.loss); math.Abs(a-c.accuracy) > 0.005 {
			t.Errorf("loss %v: accuracy %.4f, want %.2f", c.loss, a, c.accuracy)
		}
	}
}

// Summarize counts every seat's marks and averages its accuracy; a seat
// with no decision judged has 100.
func TestSummarize(t *testing.T) {
	ds := []review.Decision{
		{Point: review.Point{Seat: 0}, Loss: 0, Mark: review.None},
		{Point: review.Point{Seat: 0}, Loss: 20, Mark: review.Blunder},
		{Point: review.Point{Seat: 1}, Loss: 5, Mark: review.Inaccuracy},
		{Point: review.Point{Seat: 1}, Loss: 9, Mark: review.Mistake},
	}
	got := review.Summarize(3, ds)
	want := []review.Player{
		{Seat: 0, Decisions: 2, Accuracy: (100 + review.AccuracyOf(20)) / 2, Blunders: 1},
		{Seat: 1, Decisions: 2, Accuracy: (review.AccuracyOf(5) + review.AccuracyOf(9)) / 2, Inaccuracies: 1, Mistakes: 1},
		{Seat: 2, Accuracy: 100},
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("seat %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}
