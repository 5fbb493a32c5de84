package review_test

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/review"
	"tabletop/validator"
)

// testBudget is the tests' budget: small, so that a whole game is judged
// in a fraction of a second.
const testBudget = 50

// Every decision of a short game of each game: forced moves are not
// judged, the decisions keep the order of the points, the loss is never
// negative, the mark is the loss's, the chances add up to 100 and the
// best move is one of the seat's; Seat keeps one seat's decisions.
func TestJudgeDecisions(t *testing.T) {
	for _, game := range []string{"mojo", "makoto"} {
		t.Run(game, func(t *testing.T) {
			_, points := botGame(t, game, nil, 7, "greedy", "greedy")
			ds := review.Judge(points, review.Options{Seed: 1, Budget: testBudget, Seat: -1})
			judged := map[int]bool{}
			last := 0
			for _, d := range ds {
				judged[d.Number] = true
				if d.Number <= last {
					t.Errorf("decision %d after %d", d.Number, last)
				}
				last = d.Number
				if d.Loss < 0 || d.Mark != review.MarkOf(d.Loss) {
					t.Errorf("move %d: loss %v marked %v", d.Number, d.Loss, d.Mark)
				}
				sum := 0.0
				for _, c := range d.Chances {
					sum += c
				}
				if len(d.Chances) != 2 || math.Abs(sum-100) > 1e-6 {
					t.Errorf("move %d: chances %v", d.Number, d.Chances)
				}
				if d.Played != d.Before.MoveString(d.Move) || (d.Loss > 0) == (d.Best == d.Played) && d.Loss > 0 {
					t.Errorf("move %d: played %q, best %q, loss %v", d.Number, d.Played, d.Best, d.Loss)
				}
				if !slices.ContainsFunc(d.Before.LegalMoves(nil), func(m engine.Move) bool { return d.Before.MoveString(m) == d.Best }) {
					t.Errorf("move %d: best %q is not a legal move", d.Number, d.Best)
				}
				if d.Best != d.Played && len(d.BestEffects) == 0 {
					t.Errorf("move %d: the best %q has no effects", d.Number, d.Best)
				}
			}
			forced := 0
			for _, p := range points {
				one := len(distinct(p.Before, p.Before.LegalMoves(nil))) == 1
				if one == judged[p.Number] {
					t.Errorf("move %d: forced %v, judged %v", p.Number, one, judged[p.Number])
				}
				if one {
					forced++
				}
			}
			if forced == 0 || len(ds) == 0 {
				t.Errorf("%d forced moves, %d judged: the game tells nothing", forced, len(ds))
			}
			// One seat's decisions of the first moves are those of the
			// whole review: each decision is judged on its own.
			first := points[:min(len(points), 20)]
			for seat := range 2 {
				one := review.Judge(first, review.Options{Seed: 1, Budget: testBudget, Seat: seat})
				want := slices.DeleteFunc(slices.Clone(ds), func(d review.Decision) bool { return d.Seat != seat || d.Number > first[len(first)-1].Number })
				if len(one) == 0 || !sameDecisions(one, want) {
					t.Errorf("seat %d: %d decisions, want its %d of the whole review", seat, len(one), len(want))
				}
			}
		})
	}
}

// distinct is the notations of moves, each once.
func distinct(s engine.State, moves []engine.Move) []string {
	var out []string
	for _, m := range moves {
		if txt := s.MoveString(m); !slices.Contains(out, txt) {
			out = append(out, txt)
		}
	}
	return out
}

// sameDecisions compares two reviews' figures (not their states).
func sameDecisions(a, b []review.Decision) bool {
	return slices.EqualFunc(a, b, func(x, y review.Decision) bool {
		return x.Number == y.Number && x.Seat == y.Seat && x.Played == y.Played && x.Best == y.Best && x.BestNone == y.BestNone &&
			x.Loss == y.Loss && x.Points == y.Points && x.Mark == y.Mark && slices.Equal(x.Chances, y.Chances) &&
			reflect.DeepEqual(x.BestEffects, y.BestEffects)
	})
}

// The same points, seed and budget give the same review on one worker and
// on two; progress is told once per judged decision, in
// order; another seed gives another review.
func TestJudgeDeterministic(t *testing.T) {
	for _, game := range []string{"mojo", "makoto"} {
		t.Run(game, func(t *testing.T) {
			_, points := botGame(t, game, nil, 8, "greedy", "mcts:50", "greedy")
			points = points[:min(len(points), 10)]
			var first []review.Decision
			for run, workers := range []int{1, 2} {
				var told []int
				ds := review.Judge(points, review.Options{Seed: 3, Budget: testBudget, Seat: -1, Workers: workers,
					Progress: func(done, total int) { told = append(told, done, total) }})
				for i := range len(ds) {
					if told[2*i] != i+1 || told[2*i+1] != len(ds) {
						t.Fatalf("run %d: progress %v for %d decisions", run, told, len(ds))
					}
				}
				if len(told) != 2*len(ds) {
					t.Errorf("run %d: progress told %d times for %d decisions", run, len(told)/2, len(ds))
				}
				if run == 0 {
					first = ds
				} else if !sameDecisions(ds, first) {
					t.Errorf("run %d on %d workers differs from the first", run, workers)
				}
			}
			if other := review.Judge(points, review.Options{Seed: 4, Budget: testBudget, Seat: -1}); sameDecisions(other, first) {
				t.Error("seeds 3 and 4 give the same review")
			}
		})
	}
}

// A decision is judged from what its seat could see: two states that
// differ only in cards hidden from the seat get the same review, and with
// every card known (Open) they do not.
func TestJudgeSeesWhatTheSeatSees(t *testing.T) {
	for _, game := range []string{"mojo", "makoto"} {
		t.Run(game, func(t *testing.T) {
			_, points := botGame(t, game, nil, 9, "greedy", "greedy", "greedy")
			points = points[:min(len(points), 10)]
			other := make([]review.Point, len(points))
			for i, p := range points {
				s := p.Before.Clone()
				rng := engine.NewRNG(uint64(i))
				s.(engine.Determinizer).Determinize(p.Seat, &rng)
				if s.Equal(p.Before) {
					t.Fatalf("move %d: dealt afresh, the state is the same", p.Number)
				}
				other[i] = p
				other[i].Before = s
			}
			o := review.Options{Seed: 5, Budget: testBudget, Seat: -1}
			if !sameDecisions(review.Judge(points, o), review.Judge(other, o)) {
				t.Error("the review depends on cards the seat could not see")
			}
			o.Open = true
			if sameDecisions(review.Judge(points, o), review.Judge(other, o)) {
				t.Error("with every card known the review does not depend on them")
			}
		})
	}
}

// LogPoints gives every move of an unfinished log, with the state after
// its last; a log that does not replay is engine.Replay's error.
func TestLogPoints(t *testing.T) {
	log, all := botGame(t, "mojo", nil, 10, "greedy", "greedy")
	cut := enginetest.CutLog(t, log, 20)
	points, end, err := review.LogPoints("cut", cut)
	if err != nil || len(points) != 20 || end.IsTerminal() {
		t.Fatalf("%d points, game over %v, %v", len(points), end != nil && end.IsTerminal(), err)
	}
	for i, p := range points {
		if p.Number != i+1 || !p.Before.Equal(all[i].Before) || p.Move != all[i].Move || p.Seat != all[i].Seat {
			t.Errorf("point %d is not the whole log's", i+1)
		}
	}
	bad := *cut
	bad.Moves = slices.Clone(cut.Moves)
	bad.Moves[5].Text = "play 99"
	_, replayErr := engine.Replay("bad", &bad)
	_, _, err = review.LogPoints("bad", &bad)
	var re *engine.ReplayError
	if replayErr == nil || err == nil || err.Error() != replayErr.Error() || !errors.As(err, &re) {
		t.Errorf("a log that does not replay: %v, replay says %v", err, replayErr)
	}
}

// tableGames are table journals of testdata/table, one a game.
var tableGames = []struct {
	file, game string
	opts       engine.Options
}{
	{"mojo-3.txt", "mojo", nil},
	{"makoto-3-series.txt", "makoto", engine.Options{"series": "on"}},
}

// tablePoints follows a table journal as `tabletop table` does and returns
// its moves as public points: the table's state before each (every hand
// unknown), out of turn or not.
func tablePoints(t *testing.T, file, game string, opts engine.Options) []review.Point {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "table", file))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	head, _ := strings.CutPrefix(lines[0], "# "+game+" between ")
	names, _, _ := strings.Cut(head, " (bots)")
	sess, err := validator.NewSession(games[game], strings.Split(names, ", "), opts, 0)
	if err != nil {
		t.Fatal(err)
	}
	var points []review.Point
	for i, line := range lines {
		var p *review.Point
		if name, text, ok := strings.Cut(line, ": "); ok && sess.Table().State() != nil {
			seat := slices.Index(sess.Players(), name)
			before := sess.Table().State().Clone()
			if m, err := before.ParseMove(text); err == nil && engine.Play(before.Clone(), seat, m) == nil {
				p = &review.Point{Number: i + 1, Seat: seat, Before: before, Move: m, Anytime: seat != before.CurrentPlayer(), Public: true}
			}
		}
		if a := sess.Handle(line); !a.OK && !a.Ignored {
			t.Fatalf("%s:%d: %q refused: %v", file, i+1, line, a.Refusal)
		}
		if p != nil {
			points = append(points, *p)
		}
	}
	return points
}

// A table journal's moves are judged over the hands the table allows
// (the seat's own too), with which the move made was legal; a move out of
// turn (the Makoto lid) against the seat's other moves out of turn and
// making none.
func TestJudgePublic(t *testing.T) {
	for _, tg := range tableGames {
		t.Run(tg.game, func(t *testing.T) {
			points := tablePoints(t, tg.file, tg.game, tg.opts)
			var some []review.Point
			for i, p := range points {
				if i < 10 || p.Anytime {
					some = append(some, p)
				}
			}
			o := review.Options{Seed: 1, Budget: 2 * review.PublicSamples * testBudget / 10, Seat: -1}
			ds := review.Judge(some, o)
			if len(ds) < 5 {
				t.Fatalf("%d of %d points judged", len(ds), len(some))
			}
			anytime := 0
			for _, d := range ds {
				if !d.Public || d.Loss < 0 || d.Mark != review.MarkOf(d.Loss) || d.Played != d.Before.MoveString(d.Move) || (d.Best == "") != d.BestNone {
					t.Errorf("move %d: %+v", d.Number, d)
				}
				if d.Anytime {
					anytime++
				}
			}
			if tg.game == "makoto" && anytime == 0 {
				t.Error("no move out of turn judged")
			}
			if again := review.Judge(some, review.Options{Seed: 1, Budget: o.Budget, Seat: -1, Workers: 1}); !sameDecisions(again, ds) {
				t.Error("judged again on one worker, the review differs")
			}
		})
	}
}

// A move out of turn in a log (the Makoto lid, in a series) is judged
// against the seat's other moves out of turn and making none, from the
// seat's view and with every card known.
func TestJudgeLidOutOfTurn(t *testing.T) {
	var lid []review.Point
	for seed := uint64(1); seed <= 20 && len(lid) == 0; seed++ {
		_, points := botGame(t, "makoto", engine.Options{"series": "on"}, seed, "greedy", "greedy", "greedy")
		for _, p := range points {
			if p.Anytime {
				lid = append(lid, p)
			}
		}
	}
	if len(lid) == 0 {
		t.Fatal("no move out of turn in 20 series")
	}
	for _, open := range []bool{false, true} {
		ds := review.Judge(lid, review.Options{Seed: 1, Budget: testBudget, Seat: -1, Open: open})
		if len(ds) != len(lid) {
			t.Errorf("open %v: %d of %d moves out of turn judged", open, len(ds), len(lid))
		}
		for _, d := range ds {
			sum := 0.0
			for _, c := range d.Chances {
				sum += c
			}
			if !strings.HasPrefix(d.Played, "lid take ") || d.BestNone != (d.Best == "") || !d.BestNone && !strings.HasPrefix(d.Best, "lid take ") ||
				d.BestNone && d.BestEffects != nil || math.Abs(sum-100) > 1e-6 || d.Loss < 0 {
				t.Errorf("open %v, move %d: played %q, best %q (none %v), effects %v, chances %v, loss %v",
					open, d.Number, d.Played, d.Best, d.BestNone, d.BestEffects, d.Chances, d.Loss)
			}
		}
	}
}
