package makoto

import (
	"slices"
	"testing"
)

func cardsOf(t *testing.T, s string) []Card {
	t.Helper()
	cs, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// makoto.score: 20 per 2, 5 per 5, 10 per 10, nothing for other values,
// Sword cards count by value.
func TestCardPoints(t *testing.T) {
	sc := DefaultScoring()
	tests := []struct {
		pile string
		want int
	}{
		{"2,2,5,13", 45},
		{"10,7", 10},
		{"5", 5},
		{"", 0},
		{"1,3,4,6,7,8,9,11,12,13,14,15,16", 0},
		{"2s,5s,10s", 35},
		{"2,2,2,2,2", 100},
	}
	for _, tc := range tests {
		if got := sc.CardPoints(cardsOf(t, tc.pile)); got != tc.want {
			t.Errorf("CardPoints(%s) = %d, want %d", tc.pile, got, tc.want)
		}
	}
}

// makoto.rewards: taken highest first; the rulebook's 50, 40, 30 and the
// default 20, 10; nothing beyond the fifth.
func TestRewards(t *testing.T) {
	sc := DefaultScoring()
	want := []int{50, 40, 30, 20, 10, 0, 0}
	for k, w := range want {
		if got := sc.Reward(k); got != w {
			t.Errorf("Reward(%d) = %d, want %d", k, got, w)
		}
	}
	if sc.Reward(-1) != 0 {
		t.Errorf("Reward(-1) should be 0")
	}
}

// makoto.score and makoto.score.curtain-bonus with the CLI example: Ben out
// first (50 + 10 + Curtain 2 and 5 = 85), Ann second (40 + 45 = 85), Cy
// never out (5).
func TestScoreCLIExample(t *testing.T) {
	sc := DefaultScoring()
	captured := [][]Card{cardsOf(t, "2,2,5,13"), cardsOf(t, "10,7"), cardsOf(t, "5")}
	got := sc.Score(captured, []int{1, 0}, cardsOf(t, "2,5,11"))
	want := []Result{
		{Reward: 40, Cards: 45, Bonus: 0, Total: 85},
		{Reward: 50, Cards: 10, Bonus: 25, Total: 85},
		{Reward: 0, Cards: 5, Bonus: 0, Total: 5},
	}
	if !slices.Equal(got, want) {
		t.Errorf("Score = %+v, want %+v", got, want)
	}
}

// makoto.last-player with makoto.score: the rulebook's ending. Sylwia out
// first (50), Szymon second (40), Patryk third (30); Stefan, last, takes no
// reward but keeps the two 5s of the trick he won.
func TestScoreRulebookEnding(t *testing.T) {
	sc := DefaultScoring()
	// Seats: Sylwia, Szymon, Patryk, Stefan.
	captured := [][]Card{nil, nil, cardsOf(t, "11"), cardsOf(t, "5,5,12,12,13,13")}
	got := sc.Score(captured, []int{0, 1, 2}, nil)
	totals := []int{got[0].Total, got[1].Total, got[2].Total, got[3].Total}
	if want := []int{50, 40, 30, 10}; !slices.Equal(totals, want) {
		t.Errorf("totals = %v, want %v", totals, want)
	}
	if got[3].Reward != 0 {
		t.Errorf("the last player took reward %d, want none", got[3].Reward)
	}
}

// makoto.score.curtain-bonus: only the first player out gets it, and only
// for scoring values; nobody gets it when nobody went out.
func TestCurtainBonus(t *testing.T) {
	sc := DefaultScoring()
	captured := [][]Card{nil, nil, nil}
	curtain := cardsOf(t, "2,10,10,1,13")
	got := sc.Score(captured, []int{2}, curtain)
	if got[2].Bonus != 40 || got[0].Bonus != 0 || got[1].Bonus != 0 {
		t.Errorf("bonus = %d,%d,%d, want 0,0,40", got[0].Bonus, got[1].Bonus, got[2].Bonus)
	}
	got = sc.Score(captured, nil, curtain)
	for p, r := range got {
		if r.Bonus != 0 || r.Total != 0 {
			t.Errorf("seat %d: %+v with nobody out, want zero", p, r)
		}
	}
}

// The points and rewards options change the scoring (makoto.score,
// makoto.rewards).
func TestScoringOptions(t *testing.T) {
	sc, err := ParseScoring("2:10,13:3", "60,30")
	if err != nil {
		t.Fatal(err)
	}
	got := sc.Score([][]Card{cardsOf(t, "2,13,13,5"), nil, nil}, []int{1, 2, 0}, nil)
	if got[0].Total != 16 || got[1].Total != 60 || got[2].Total != 30 {
		t.Errorf("totals = %d,%d,%d, want 16,60,30", got[0].Total, got[1].Total, got[2].Total)
	}
	for _, bad := range [][2]string{{"2:x", "50"}, {"2:20", "40,50"}, {"17:1", "50"}, {"2:20", "6,5,4,3,2,1"}} {
		if _, err := ParseScoring(bad[0], bad[1]); err == nil {
			t.Errorf("ParseScoring(%q, %q) succeeded, want an error", bad[0], bad[1])
		}
	}
}

// makoto.winner: highest total wins; ties share.
func TestWinners(t *testing.T) {
	tests := []struct {
		totals []int
		want   []int
	}{
		{[]int{85, 85, 5}, []int{0, 1}},
		{[]int{10, 90, 5}, []int{1}},
		{[]int{0, 0}, []int{0, 1}},
		{nil, nil},
	}
	for _, tc := range tests {
		if got := Winners(tc.totals); !slices.Equal(got, tc.want) {
			t.Errorf("Winners(%v) = %v, want %v", tc.totals, got, tc.want)
		}
	}
}

// makoto.series.length: as many games as players; four with two.
func TestSeriesLength(t *testing.T) {
	for n, want := range map[int]int{2: 4, 3: 3, 4: 4, 5: 5, 6: 6} {
		if got := SeriesLength(n); got != want {
			t.Errorf("SeriesLength(%d) = %d, want %d", n, got, want)
		}
	}
	if NextDealer(2, 3) != 0 || NextDealer(0, 4) != 1 {
		t.Errorf("the deal passes left to the next seat")
	}
}

// makoto.lid: the fewest points in the previous game; a tie goes to the
// tied player seated first to the new dealer's left (dealer-left), or to
// nobody (none).
func TestSeriesLidHolder(t *testing.T) {
	tests := []struct {
		name   string
		prev   []int
		dealer int
		tie    string
		want   int
	}{
		{"single lowest", []int{85, 85, 5}, 1, LidTieDealerLeft, 2},
		{"single lowest, tie rule irrelevant", []int{85, 85, 5}, 1, LidTieNone, 2},
		{"tie: first to the dealer's left", []int{40, 50, 40}, 2, LidTieDealerLeft, 0},
		{"tie: the dealer counts last", []int{40, 50, 40}, 0, LidTieDealerLeft, 2},
		{"tie between dealer and neighbour", []int{10, 10, 30, 40}, 0, LidTieDealerLeft, 1},
		{"tie, none", []int{40, 50, 40}, 2, LidTieNone, -1},
		{"everyone tied", []int{0, 0, 0, 0}, 3, LidTieDealerLeft, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := SeriesLidHolder(tc.prev, tc.dealer, tc.tie); got != tc.want {
				t.Errorf("SeriesLidHolder(%v, dealer %d, %s) = %d, want %d", tc.prev, tc.dealer, tc.tie, got, tc.want)
			}
		})
	}
}

// makoto.setup card counts: what each player count holds.
func TestCheckCardsBySetup(t *testing.T) {
	three, _ := SetupFor(3)
	four, _ := SetupFor(4)
	five, _ := SetupFor(5)
	tests := []struct {
		name  string
		s     Setup
		cards string
		ok    bool
	}{
		{"14 needs 5 players", four, "14", false},
		{"14 with 5 players", five, "14", true},
		{"no Swords with 3 players", three, "9s", false},
		{"a Sword with 4 players", four, "9s", true},
		{"two of the same Sword", four, "9s,9s", false},
		{"five plain copies", four, "7,7,7,7,7", true},
		{"six plain copies", four, "7,7,7,7,7,7", false},
	}
	for _, tc := range tests {
		if err := tc.s.CheckCards(cardsOf(t, tc.cards)); (err == nil) != tc.ok {
			t.Errorf("%s: CheckCards(%s) = %v, want ok=%v", tc.name, tc.cards, err, tc.ok)
		}
	}
}
