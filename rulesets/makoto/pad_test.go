package makoto

import (
	"errors"
	"slices"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/scoring"
)

func gameEntry(captured [][]string, out []int, curtain []string) scoring.Entry {
	var e scoring.Entry
	e.SetCards(FieldCaptured, captured...)
	e.SetSeats(FieldOut, out...)
	e.SetCards(FieldCurtain, curtain)
	return e
}

// The round scorer: makoto.score, makoto.rewards and the Curtain bonus
// from the entered cards, refusals naming the field and the player.
func TestScoreRound(t *testing.T) {
	abc := []string{"Ann", "Ben", "Cy"}
	opts, err := engine.Resolve(theRuleset.Options(), nil)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		e      scoring.Entry
		scores []int
		field  string
		seat   int
	}{
		// The CLI example: Ben out first takes the top reward and the
		// Curtain's 2 and 5; Ann second.
		{name: "example", e: gameEntry([][]string{{"2", "2", "5", "13"}, {"10", "7"}, {"5"}}, []int{1, 0}, []string{"2", "5", "11"})},
		{name: "card not in play", e: gameEntry([][]string{{"14"}, {}, {}}, nil, nil), field: FieldCaptured, seat: 0},
		{name: "Curtain too full", e: gameEntry([][]string{{"7", "7", "7"}, {"7", "7"}, {}}, nil, []string{"7"}), field: FieldCurtain, seat: -1},
		{name: "everyone out", e: gameEntry([][]string{{}, {}, {}}, []int{0, 1, 2}, nil), field: FieldOut, seat: -1},
		{name: "out twice", e: gameEntry([][]string{{}, {}, {}}, []int{0, 0}, nil), field: FieldOut, seat: -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := theRuleset.ScoreRound(abc, opts, tc.e)
			if tc.field != "" {
				var ee *scoring.EntryError
				if !errors.As(err, &ee) || ee.Field != tc.field || ee.Seat != tc.seat {
					t.Fatalf("got %v, want an entry error at field %q seat %d", err, tc.field, tc.seat)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			rep := res.Report.(*scoreReport)
			for i, p := range rep.Players {
				if p.Total != res.Scores[i] || p.Total != p.Reward+p.Cards+p.Bonus {
					t.Errorf("%s: %+v does not add up to %d", p.Name, p, res.Scores[i])
				}
			}
			if rep.Players[1].Out != 1 || rep.Players[0].Out != 2 || rep.Players[2].Out != 0 || rep.Players[1].Bonus == 0 {
				t.Errorf("order of going out or Curtain bonus wrong: %+v", rep.Players)
			}
		})
	}
}

func TestPadRules(t *testing.T) {
	series := engine.Options{OptionSeries: "on", OptionLid: "on", OptionLidTie: LidTieDealerLeft}
	if got := theRuleset.PadLength(3, series); got != SeriesLength(3) {
		t.Errorf("series length %d, want %d", got, SeriesLength(3))
	}
	if got := theRuleset.PadLength(3, engine.Options{OptionSeries: "off"}); got != 1 {
		t.Errorf("a single game holds %d games, want 1", got)
	}
	if theRuleset.PadOver(2, []int{0, 0, 0}, series) || !theRuleset.PadOver(3, []int{0, 0, 0}, series) {
		t.Error("the series ends after its last game")
	}
	if got := theRuleset.PadLeaders([]int{40, 90, 90}); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("leaders %v, want the two highest", got)
	}
	if got := theRuleset.MarkHolder(MarkLid, 0, nil, 0, series); got != -1 {
		t.Errorf("nobody holds the lid in the first game, got %d", got)
	}
	// The lid goes to the lowest scorer of the previous game (makoto.lid),
	// the same seat the game itself picks (SeriesLidHolder).
	if got := theRuleset.MarkHolder(MarkLid, 1, []int{40, 10, 90}, theRuleset.DealerOf(0, 1, 3), series); got != 1 {
		t.Errorf("lid to %d, want 1", got)
	}
	if got := theRuleset.DealerOf(2, 2, 3); got != 1 {
		t.Errorf("game 3 of a series first dealt by seat 3 is dealt by %d, want 1", got)
	}
	if err := theRuleset.PadCheck(engine.Options{OptionPoints: "nonsense", OptionRewards: DefaultRewards}); err == nil {
		t.Error("bad points option accepted")
	}
}

// MaxRoundScore is the highest reward plus every scoring card in play
// (makoto.score, makoto.rewards, makoto.score.curtain-bonus); options are
// bounded so that no total overflows.
func TestMaxRoundScore(t *testing.T) {
	rs := &Ruleset{}
	tests := []struct {
		players int
		opts    engine.Options
		want    int
	}{
		{3, engine.Options{}, 50 + 5*20 + 5*5 + 5*10},
		{5, engine.Options{}, 50 + 6*20 + 6*5 + 6*10},
		{2, engine.Options{OptionRewards: "60,30", OptionPoints: "1:1"}, 60 + 5},
	}
	for _, tc := range tests {
		if got := rs.MaxRoundScore(tc.players, tc.opts); got != tc.want {
			t.Errorf("MaxRoundScore(%d, %v) = %d, want %d", tc.players, tc.opts, got, tc.want)
		}
	}
	for _, bad := range [][2]string{{"2:1001", DefaultRewards}, {DefaultPoints, "1001"}, {"2:9223372036854775807", DefaultRewards}} {
		if _, err := ParseScoring(bad[0], bad[1]); err == nil {
			t.Errorf("ParseScoring(%q, %q) accepted", bad[0], bad[1])
		}
	}
}

// What the ruleset declares for scoring and for a pad is said in every
// language, and its keys are its own.
func TestPadConformance(t *testing.T) { enginetest.PadConformance(t, theRuleset) }
