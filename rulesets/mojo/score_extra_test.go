package mojo

import (
	"errors"
	"testing"
)

func TestCheckRoundScores(t *testing.T) {
	tests := []struct {
		name   string
		scores []int
		holder int
		seat   int // -1: no error
	}{
		{"holder lowest scores 0", []int{0, 4, 21}, 0, -1},
		{"holder not lowest adds the penalty", []int{10, 4, 31}, 2, -1},
		{"more than a round can give", []int{0, MaxRoundScore() + 1, 3}, 0, 1},
		{"above MaxPoints but not the holder", []int{0, MaxPoints() + 1, 3}, 0, 1},
		{"two above MaxPoints, holder unknown", []int{MaxPoints() + 1, MaxPoints() + 2, 3}, -1, 1},
		{"holder's score too small for the penalty", []int{4, 2, 9}, 2, 2},
		{"holder's score not above someone else's", []int{4, 2, 12}, 2, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckRoundScores(tc.scores, tc.holder)
			var se *ScoreError
			switch {
			case tc.seat < 0 && err != nil:
				t.Fatalf("got %v, want no error", err)
			case tc.seat >= 0 && !errors.As(err, &se):
				t.Fatalf("got %v, want a *ScoreError", err)
			case tc.seat >= 0 && se.Seat != tc.seat:
				t.Fatalf("error at seat %d, want %d: %v", se.Seat, tc.seat, err)
			}
		})
	}
}

func TestFaceOfScores(t *testing.T) {
	if FaceOfScores([]int{0, 5}, 0) != FaceZero || FaceOfScores([]int{17, 5}, 0) != FacePlus10 {
		t.Error("the face read from the scores is wrong")
	}
}
