package review_test

import (
	"testing"

	"tabletop/engine/review"
)

// benchGame plays the game a review benchmark judges: 4 players, mcts
// bots (mcts:1000 each, for a game of a realistic length: seed 3 gives
// 140 moves of Mojo, 146 of Makoto, the longest of seeds 1 to 6).
func benchGame(b *testing.B, game string) []review.Point {
	_, points := botGame(b, game, nil, 3, "mcts:1000", "mcts:1000", "mcts:1000", "mcts:1000")
	return points
}

// benchReview reviews a whole 4-player game at DefaultBudget on every
// core, per game; it reports the game's moves and decisions judged.
func benchReview(b *testing.B, game string) {
	points := benchGame(b, game)
	var judged int
	for b.Loop() {
		judged = len(review.Judge(points, review.Options{Seed: 1, Seat: -1}))
	}
	b.ReportMetric(float64(len(points)), "moves")
	b.ReportMetric(float64(judged), "judged")
}

// BenchmarkReviewMojo4 is `tabletop review` of a whole 4-player Mojo game
// at the default budget, all cores: at most 20 s on two cores (issue 31).
func BenchmarkReviewMojo4(b *testing.B) { benchReview(b, "mojo") }

// BenchmarkReviewMakoto4 is the same for a 4-player Makoto game.
func BenchmarkReviewMakoto4(b *testing.B) { benchReview(b, "makoto") }

// stabilitySeeds are the seeds BenchmarkStability reviews every game with.
var stabilitySeeds = []uint64{1, 2, 3, 4, 5}

// stabilityGames is how many games of each game BenchmarkStability plays:
// 3 players, the mcts bot (mcts:300), the greedy bot and the mcts bot.
const stabilityGames = 20

// marked counts, over decisions judged with every seed of
// stabilitySeeds, those some seed marks at least at and those every seed
// does.
type marked struct{ some, every int }

// share is the share of the decisions some seed marks that every seed
// marks, in percent.
func (m marked) share() float64 {
	if m.some == 0 {
		return 100
	}
	return 100 * float64(m.every) / float64(m.some)
}

// add counts one decision's marks, one a seed.
func (m *marked) add(marks []review.Mark, at review.Mark) {
	n := 0
	for _, k := range marks {
		if k >= at {
			n++
		}
	}
	if n > 0 {
		m.some++
	}
	if n == len(stabilitySeeds) {
		m.every++
	}
}

// BenchmarkStability reviews stabilityGames bot games of each game with
// five seeds at the default budget and reports, of the decisions some
// seed marks mistake or blunder, the share that all five mark so
// (mistakes-%, at least 90 by issue 31), and the same for the decisions
// marked at least inaccuracy (inaccuracies-%), over both games and for
// each. It takes minutes: go test -run '^$' -bench Stability -benchtime
// 1x ./engine/review/.
func BenchmarkStability(b *testing.B) {
	for b.Loop() {
		var mistakes, inaccuracies marked
		for _, game := range []string{"mojo", "makoto"} {
			var gm, gi marked
			for g := range stabilityGames {
				_, points := botGame(b, game, nil, uint64(100+g), "mcts:300", "greedy", "mcts:300")
				marks := map[int][]review.Mark{}
				for _, seed := range stabilitySeeds {
					for _, d := range review.Judge(points, review.Options{Seed: seed, Seat: -1}) {
						marks[d.Number] = append(marks[d.Number], d.Mark)
					}
				}
				for _, ms := range marks {
					gm.add(ms, review.Mistake)
					gi.add(ms, review.Inaccuracy)
				}
			}
			b.ReportMetric(gm.share(), game+"-mistakes-%")
			b.ReportMetric(gi.share(), game+"-inaccuracies-%")
			b.ReportMetric(float64(gm.some), game+"-mistakes-marked")
			mistakes.some, mistakes.every = mistakes.some+gm.some, mistakes.every+gm.every
			inaccuracies.some, inaccuracies.every = inaccuracies.some+gi.some, inaccuracies.every+gi.every
		}
		b.ReportMetric(mistakes.share(), "mistakes-%")
		b.ReportMetric(inaccuracies.share(), "inaccuracies-%")
	}
}

// BenchmarkHotPath is one deal of a review's decision (the first move of
// a 4-player Mojo game): dealt afresh into a worker's states, every legal
// move applied and played out to the game's end; -benchmem shows that it
// allocates nothing.
func BenchmarkHotPath(b *testing.B) {
	_, points := botGame(b, "mojo", nil, 11, "greedy", "greedy", "greedy", "greedy")
	h := review.NewHotPath(points[0].Before)
	b.ReportAllocs()
	rollouts := 0
	for i := 0; b.Loop(); i++ {
		rollouts += h.Deal(uint64(i))
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(rollouts), "ns/rollout")
}
