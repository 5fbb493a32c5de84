package mojo

import (
	"errors"
	"slices"
	"testing"
)

// mojo.score.colour-max, with the rulebook's example (9,1 → 10; 0,4 → 4;
// 10,11,3 → 24).
func TestScoreColourMax(t *testing.T) {
	tests := []struct {
		name    string
		cards   []int
		points  int
		counted []int
	}{
		{"rulebook: 9 and 1", []int{9, 1}, 10, []int{1, 9}},
		{"rulebook: 0 and 4", []int{0, 4}, 4, []int{0, 4}},
		{"rulebook: 10, 11 and 3", []int{10, 11, 3}, 24, []int{3, 10, 11}},
		{"empty hand", nil, 0, nil},
		{"a lone 0 counts 0", []int{0}, 0, []int{0}},
		{"duplicates count once", []int{7, 7, 7}, 7, []int{7}},
		{"only the highest of a colour", []int{5, 6, 7, 2, 3, 4}, 11, []int{4, 7}},
		{"blue 0 and 1 are one colour", []int{0, 1, 0}, 1, []int{1}},
		{"one of every colour", []int{1, 4, 7, 10, 12}, 34, []int{1, 4, 7, 10, 12}},
		{"order does not matter", []int{12, 11, 8, 0}, 20, []int{0, 8, 12}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Points(tc.cards); got != tc.points {
				t.Errorf("Points(%v) = %d, want %d", tc.cards, got, tc.points)
			}
			if got := Counted(tc.cards); !slices.Equal(got, tc.counted) {
				t.Errorf("Counted(%v) = %v, want %v", tc.cards, got, tc.counted)
			}
		})
	}
}

// mojo.score.mojo, with the rulebook's example (24 with the card while the
// others have 10 and 4 → 34) and the tie rule (tied for lowest scores 0).
func TestScoreMojo(t *testing.T) {
	tests := []struct {
		name   string
		points []int
		holder int
		scores []int
		face   Face
	}{
		{"rulebook: holder not lowest adds 10", []int{10, 4, 24}, 2, []int{10, 4, 34}, FacePlus10},
		{"holder strictly lowest scores 0", []int{10, 4, 24}, 1, []int{10, 0, 24}, FaceZero},
		{"holder tied for lowest scores 0", []int{4, 4, 24}, 0, []int{0, 4, 24}, FaceZero},
		{"everyone tied: holder scores 0", []int{5, 5, 5}, 2, []int{5, 5, 0}, FaceZero},
		{"holder one above lowest adds 10", []int{5, 6}, 1, []int{5, 16}, FacePlus10},
		{"holder with 0 points", []int{0, 3, 9}, 0, []int{0, 3, 9}, FaceZero},
		{"two players, holder higher", []int{12, 0}, 0, []int{22, 0}, FacePlus10},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			scores, face := RoundScores(tc.points, tc.holder)
			if !slices.Equal(scores, tc.scores) || face != tc.face {
				t.Errorf("RoundScores(%v, %d) = %v, %s; want %v, %s", tc.points, tc.holder, scores, face, tc.scores, tc.face)
			}
			if f := MojoFace(tc.points, tc.holder); f != tc.face {
				t.Errorf("MojoFace = %s, want %s", f, tc.face)
			}
		})
	}
}

// mojo.game-end: the game ends at a total of 50 or more; the lowest total
// wins and ties share.
func TestGameEnd(t *testing.T) {
	tests := []struct {
		totals  []int
		over    bool
		leaders []int
	}{
		{[]int{49, 10, 30}, false, []int{1}},
		{[]int{50, 10, 30}, true, []int{1}},
		{[]int{73, 12, 12}, true, []int{1, 2}},
		{[]int{0, 0}, false, []int{0, 1}},
		{[]int{55, 60}, true, []int{0}},
	}
	for _, tc := range tests {
		if got := GameOver(tc.totals); got != tc.over {
			t.Errorf("GameOver(%v) = %v, want %v", tc.totals, got, tc.over)
		}
		if got := Leaders(tc.totals); !slices.Equal(got, tc.leaders) {
			t.Errorf("Leaders(%v) = %v, want %v", tc.totals, got, tc.leaders)
		}
	}
}

// mojo.deck: values 0..12, copies counted across all hands.
func TestCheckCards(t *testing.T) {
	tests := []struct {
		name  string
		hands [][]int
		hand  int // -1: no error
		value int
	}{
		{"rulebook example is fine", [][]int{{9, 1}, {0, 4}, {10, 11, 3}}, -1, 0},
		{"value 13", [][]int{{1}, {13}}, 1, 13},
		{"negative value", [][]int{{-1}}, 0, -1},
		{"five 0s in one hand", [][]int{{0, 0, 0, 0, 0}}, 0, 0},
		{"five 0s across hands", [][]int{{0, 0, 0}, {0, 0}}, 1, 0},
		{"four 0s are all there are", [][]int{{0, 0}, {0, 0}}, -1, 0},
		{"nine 12s", [][]int{{12, 12, 12, 12}, {12, 12, 12, 12}, {12}}, 2, 12},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckCards(tc.hands)
			if tc.hand < 0 {
				if err != nil {
					t.Fatalf("CheckCards(%v) = %v, want nil", tc.hands, err)
				}
				return
			}
			var ce *CardError
			if !errors.As(err, &ce) {
				t.Fatalf("CheckCards(%v) = %v, want a *CardError", tc.hands, err)
			}
			if ce.Hand != tc.hand || ce.Value != tc.value {
				t.Errorf("CardError at hand %d value %d, want hand %d value %d", ce.Hand, ce.Value, tc.hand, tc.value)
			}
		})
	}
}

func TestMaxScores(t *testing.T) {
	if got := MaxPoints(); got != 1+4+7+10+12 {
		t.Errorf("MaxPoints() = %d, want 34", got)
	}
	if got := MaxRoundScore(); got != 44 {
		t.Errorf("MaxRoundScore() = %d, want 44", got)
	}
	// No hand beats MaxPoints.
	all := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}
	if Points(all) != MaxPoints() {
		t.Errorf("Points(every value) = %d, want MaxPoints %d", Points(all), MaxPoints())
	}
}
