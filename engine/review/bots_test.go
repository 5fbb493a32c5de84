package review_test

import (
	"fmt"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/review"
	"tabletop/internal/testdepth"
)

// The hot path of a review (a deal dealt afresh into a worker's states,
// each choice applied and played out to the game's end) allocates
// nothing, in both games, from the first move to the last rounds.
func TestHotPathAllocatesNothing(t *testing.T) {
	for _, game := range []string{"mojo", "makoto"} {
		_, points := botGame(t, game, engine.Options{}, 11, "greedy", "greedy", "greedy", "greedy")
		for _, i := range []int{0, len(points) / 2} {
			h := review.NewHotPath(points[i].Before)
			h.Deal(0)
			d := uint64(1)
			if a := enginetest.CodeAllocsPerRun(20, func() { h.Deal(d); d++ }); a != 0 {
				t.Errorf("%s, move %d: %v allocations a deal", game, i+1, a)
			}
		}
	}
}

// honestBudget is the budget of the review of bot games.
const honestBudget = 300

// Honest on bots: in games the greedy bot plays against the mcts bot
// (mcts:400; seats swapped from game to game), the greedy bot's decisions
// lose more chance on average than the mcts bot's (over every decision
// of the games: a short game alone is noisy). By default one game of
// Mojo (over fifty decisions a bot; greedy's mean loss 1.9 against 0.95)
// and two of Makoto (2.6 against 1.7), twelve of each with -long.
func TestGreedyLosesMoreThanMCTS(t *testing.T) {
	for _, game := range []string{"mojo", "makoto"} {
		t.Run(game, func(t *testing.T) {
			t.Parallel()
			var loss, n [2]float64 // greedy's, the mcts bot's
			games := testdepth.Sweep(2, 12)
			if game == "mojo" {
				games = testdepth.Sweep(1, 12) // a hundred decisions a bot already
			}
			for g := range games {
				bots := []string{"greedy", "mcts:400"}
				if g%2 == 1 {
					bots[0], bots[1] = bots[1], bots[0]
				}
				_, points := botGame(t, game, nil, uint64(20+g), bots...)
				for _, d := range review.Judge(points, review.Options{Seed: 1, Budget: honestBudget, Seat: -1}) {
					bot := (d.Seat + g) % 2 // 0: greedy
					loss[bot] += d.Loss
					n[bot]++
				}
			}
			greedy, searched := loss[0]/n[0], loss[1]/n[1]
			t.Logf("mean loss over %v decisions: greedy %.2f, mcts %.2f", n, greedy, searched)
			if greedy <= searched {
				t.Errorf("the greedy bot's mean loss %.2f is not above the mcts bot's %.2f", greedy, searched)
			}
		})
	}
}

// judgeAgent plays the move a review finds best at each of its decisions,
// judged as the review of the game will judge it (the same number, seed
// and budget).
type judgeAgent struct {
	moves *int // the moves made so far, by every seat
	o     review.Options
}

func (a judgeAgent) Name() string { return "judge" }

func (a judgeAgent) Choose(s engine.State, legal []engine.Move) engine.Move {
	*a.moves++
	p := review.Point{Number: *a.moves, Seat: s.CurrentPlayer(), Before: s.Clone(), Move: legal[0]}
	for _, d := range review.Judge([]review.Point{p}, a.o) {
		for _, m := range legal {
			if s.MoveString(m) == d.Best {
				return m
			}
		}
		panic(fmt.Sprintf("move %d: the best %q is not legal", p.Number, d.Best))
	}
	return legal[0]
}

// selfBudget is the budget of TestSelfBest's games and reviews (ten times
// more under -long).
const selfBudget = 300

// selfMoves is how many moves TestSelfBest plays of a game (a review
// takes an unfinished game too).
const selfMoves = 30

// A game whose every move is the review's own best scores 100% accuracy
// when reviewed with the seed it was played with, and at least 95% with
// another.
func TestSelfBest(t *testing.T) {
	for _, game := range []string{"mojo", "makoto"} {
		t.Run(game, func(t *testing.T) {
			t.Parallel()
			o := review.Options{Seed: 7, Budget: testdepth.Sweep(selfBudget, 10*selfBudget), Seat: -1, Workers: 1}
			moves := 0
			agent := judgeAgent{moves: &moves, o: o}
			names := []string{"Ann", "Ben"}
			s, err := games[game].New(engine.Config{Players: 2, Seed: 30, Names: names})
			if err != nil {
				t.Fatal(err)
			}
			log := engine.NewLog(s, names)
			for moves < selfMoves && !s.IsTerminal() {
				seat := s.CurrentPlayer()
				m := agent.Choose(s, s.LegalMoves(nil))
				if err := engine.Play(s, seat, m); err != nil {
					t.Fatal(err)
				}
				log.Record(seat, m, s)
			}
			points, _, err := review.LogPoints("self", log)
			if err != nil {
				t.Fatal(err)
			}
			for _, seed := range []uint64{7, 8} {
				o.Seed = seed
				ds := review.Judge(points, o)
				for _, p := range review.Summarize(2, ds) {
					t.Logf("seed %d: seat %d's accuracy %.2f over %d decisions", seed, p.Seat+1, p.Accuracy, p.Decisions)
					if seed == 7 && p.Accuracy != 100 || p.Accuracy < 95 || p.Decisions == 0 {
						t.Errorf("seed %d: seat %d's accuracy %.2f over %d decisions", seed, p.Seat+1, p.Accuracy, p.Decisions)
					}
				}
			}
		})
	}
}
