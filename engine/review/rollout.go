package review

import (
	"fmt"
	"reflect"

	"tabletop/engine"
	"tabletop/engine/sim"
)

// RolloutBot is the bot that plays every seat in a review's rollouts: the
// game's own greedy bot, reseeded for each rollout (sim.Reseeder), with a
// share of random moves (rolloutEpsilon). A game without it, or whose
// greedy bot cannot be reseeded, is played out by the random bot.
const RolloutBot = "greedy"

// rolloutEpsilon is the share of a rollout's ordinary moves chosen at
// random instead of by RolloutBot: a little noise keeps a rollout from
// replaying one line of play, so that the chances measure positions
// rather than the bot's habits (the mcts bot's rollouts use the same).
const rolloutEpsilon = 0.1

// maxRolloutMoves bounds one rollout; a game that has not ended by then
// counts as won by nobody (a ruleset bug: a game that never ends).
const maxRolloutMoves = 100_000

// worker is one goroutine's reusable states, bots and buffers: after the
// first decision of a game a rollout allocates nothing (the game's states
// CloneInto, Determinize, LegalMoves, Apply and bots permitting).
type worker struct {
	base, det, play engine.State
	bots            []engine.Agent
	reseed          []sim.Reseeder
	buf             []engine.Move
	wins, totals    []int
	rng             engine.RNG
}

// ready makes the worker's states and bots fit s: of s's type, with one bot
// per seat of s.
func (w *worker) ready(s engine.State) {
	if w.base == nil || reflect.TypeOf(w.base) != reflect.TypeOf(s) {
		w.base, w.det, w.play = s.Clone(), s.Clone(), s.Clone()
		w.bots, w.reseed = nil, nil
	}
	n := s.NumPlayers()
	for len(w.bots) < n {
		b := rolloutBot(s.Ruleset(), uint64(len(w.bots)))
		w.bots = append(w.bots, b)
		w.reseed = append(w.reseed, b.(sim.Reseeder))
	}
	if w.buf == nil {
		w.buf = make([]engine.Move, 0, 256)
	}
	if cap(w.wins) < n {
		w.wins, w.totals = make([]int, 0, n), make([]int, 0, n)
	}
}

// rolloutBot is a new RolloutBot of rs, or the random bot.
func rolloutBot(rs engine.Ruleset, seed uint64) engine.Agent {
	if b, err := rs.NewBot(RolloutBot, seed); err == nil {
		if _, ok := b.(sim.Reseeder); ok {
			return b
		}
	}
	return engine.NewRandomAgent(seed)
}

// rollout plays s to its end: the bots of every seat, reseeded from seed,
// offered their moves out of turn before every ordinary move (as
// engine.Run does) except before the first when skipOffer is set (the
// judged seat chose to make none now). It adds every seat's win share to
// shares and returns seat's total.
func (w *worker) rollout(s engine.State, seed uint64, skipOffer bool, shares []float64, seat int) (float64, error) {
	w.rng.Seed(seed)
	for i, r := range w.reseed[:s.NumPlayers()] {
		r.Reseed(engine.DeriveSeed(seed, uint64(i)))
	}
	bots := w.bots[:s.NumPlayers()]
	_, anytime := s.(engine.AnytimeMover)
	for n := 0; !s.IsTerminal(); n++ {
		if n == maxRolloutMoves {
			return w.total(s, seat), nil
		}
		if anytime && (n > 0 || !skipOffer) {
			var err error
			if w.buf, err = engine.OfferAnytime(s, bots, w.buf, nil); err != nil {
				return 0, err
			}
			if s.IsTerminal() {
				break
			}
		}
		w.buf = s.LegalMoves(w.buf[:0])
		if len(w.buf) == 0 {
			return 0, fmt.Errorf("review: seat %d has no legal move in a game that is not over", s.CurrentPlayer()+1)
		}
		var m engine.Move
		if len(w.buf) == 1 {
			m = w.buf[0]
		} else if float64(w.rng.Uint64()>>11)/(1<<53) < rolloutEpsilon {
			m = w.buf[w.rng.Intn(len(w.buf))]
		} else {
			m = bots[s.CurrentPlayer()].Choose(s, w.buf)
		}
		if err := s.Apply(m); err != nil {
			return 0, fmt.Errorf("review: a legal move was refused in a rollout: %w", err)
		}
	}
	w.share(s, shares)
	return w.total(s, seat), nil
}

// share adds every seat's win share of the finished game s to shares.
func (w *worker) share(s engine.State, shares []float64) {
	if g, ok := s.(engine.GameSummarizer); ok {
		w.wins = g.AppendWinners(w.wins[:0])
	} else {
		w.wins = append(w.wins[:0], s.Winners()...)
	}
	for _, p := range w.wins {
		shares[p] += 1 / float64(len(w.wins))
	}
}

// total is seat's total in s.
func (w *worker) total(s engine.State, seat int) float64 {
	if t, ok := s.(TotalsAppender); ok {
		w.totals = t.AppendTotals(w.totals[:0])
		return float64(w.totals[seat])
	}
	return float64(s.Totals()[seat])
}
