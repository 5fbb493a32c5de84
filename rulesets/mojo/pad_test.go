package mojo

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"tabletop/engine/enginetest"
	"tabletop/engine/scoring"
)

func entry(hands [][]string, holder int) scoring.Entry {
	var e scoring.Entry
	e.SetCards(FieldHand, hands...)
	if holder >= 0 {
		e.SetSeats(FieldMojo, holder)
	}
	return e
}

// The round scorer: mojo.score.colour-max and mojo.score.mojo from the
// entered cards, refusals naming the field and the player.
func TestScoreRound(t *testing.T) {
	abc := []string{"Ann", "Ben", "Cy"}
	tests := []struct {
		name   string
		e      scoring.Entry
		scores []int
		face   string
		field  string // refused: the field named
		seat   int
		rule   string // refused: what the message says, when the test names it
	}{
		{name: "holder not lowest", e: entry([][]string{{"9", "1"}, {"0", "4"}, {"10", "11", "3"}}, 2), scores: []int{10, 4, 34}, face: "+10"},
		{name: "holder lowest", e: entry([][]string{{"9", "1"}, {"0", "4"}, {"3"}}, 2), scores: []int{10, 4, 0}, face: "0"},
		{name: "card out of the deck", e: entry([][]string{{"9"}, {"13"}, {"3"}}, 0), field: FieldHand, seat: 1},
		{name: "no holder", e: entry([][]string{{"9"}, {"1"}, {"3"}}, -1), field: "", seat: -1},
		{name: "a player missing", e: entry([][]string{{"9"}, {"1"}}, 0), field: FieldHand, seat: -1},
		// mojo.round-end: only the player who ended the round, by playing
		// their last card, holds none, and that player took the Mojo card.
		{name: "the holder emptied their hand", e: entry([][]string{{"9", "1"}, {"0", "4"}, {}}, 2), scores: []int{10, 4, 0}, face: "0"},
		{name: "the holder turned up their last face-down card", e: entry([][]string{{"9", "1"}, {"0", "4"}, {"10", "11", "3"}}, 2), scores: []int{10, 4, 34}, face: "+10"},
		{name: "two empty hands", e: entry([][]string{{}, {}, {"5"}}, 2), field: "", seat: -1, rule: "Ann, Ben: no cards"},
		{name: "an empty hand, not the holder", e: entry([][]string{{}, {"3"}, {"5"}}, 2), field: "", seat: -1, rule: "Ann holds no card, so Ann ended the round and took the Mojo card, not Cy"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Ruleset{}.ScoreRound(abc, nil, tc.e)
			if tc.scores == nil {
				var ee *scoring.EntryError
				if !errors.As(err, &ee) || ee.Field != tc.field || ee.Seat != tc.seat {
					t.Fatalf("got %v, want an entry error at field %q seat %d", err, tc.field, tc.seat)
				}
				if tc.rule != "" && (!strings.Contains(err.Error(), tc.rule) || !strings.Contains(err.Error(), "[mojo.round-end]")) {
					t.Fatalf("got %q, want %q citing mojo.round-end", err, tc.rule)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(res.Scores, tc.scores) || res.Report.(*scoreReport).MojoFace != tc.face {
				t.Fatalf("scores %v face %s, want %v %s", res.Scores, res.Report.(*scoreReport).MojoFace, tc.scores, tc.face)
			}
			if len(res.Rows) != len(abc) || len(res.Notes) != 1 || res.Notes[0].Who != "Cy" {
				t.Fatalf("table %v notes %v", res.Rows, res.Notes)
			}
		})
	}
}

func TestPadRules(t *testing.T) {
	rs := Ruleset{}
	if rs.PadOver(3, []int{10, 20, 49}, nil) || !rs.PadOver(3, []int{10, 20, GameEndTotal}, nil) {
		t.Error("the game ends when a total reaches GameEndTotal (mojo.game-end)")
	}
	if got := rs.PadLeaders([]int{12, 4, 4}); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("leaders %v, want the two lowest", got)
	}
	if seat, face := rs.NextStart(entry(nil, 1), []int{5, 0, 7}); seat != 1 || face != "0" {
		t.Errorf("NextStart = %d, %q; want the holder and face 0", seat, face)
	}
	if seat, face := rs.NextStart(scoring.Entry{}, []int{5, 0, 7}); seat != -1 || face != "" {
		t.Errorf("NextStart without a holder = %d, %q", seat, face)
	}
	if err := rs.CheckScores([]string{"Ann", "Ben"}, []int{45, 0}, scoring.Entry{}); err == nil || !strings.HasPrefix(err.Error(), "Ann's score 45") {
		t.Errorf("CheckScores = %v, want Ann's score refused", err)
	}
}

// What the ruleset declares for scoring and for a pad is said in every
// language, and its keys are its own.
func TestPadConformance(t *testing.T) { enginetest.PadConformance(t, Ruleset{}) }
