package review

import (
	"reflect"

	"tabletop/engine"
	"tabletop/engine/sim"
)

// RolloutBot is the bot that plays every seat in a review's rollouts: the
// game's own greedy bot, reseeded for each rollout (sim.Reseeder). A game
// without it, or whose greedy bot cannot be reseeded, is played out by
// the random bot. A share of random moves in the rollouts (as the mcts
// bot's) measured no steadier and no better at telling the greedy bot
// from the mcts bot: the rollouts follow the bot alone.
const RolloutBot = "greedy"

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
	// dealRNG draws a deal (in the worker, not on the stack:
	// Determinize's argument would escape).
	dealRNG engine.RNG
	// lowWins is the game's LowTotalWins (Orienter).
	lowWins bool
}

// ready makes the worker's states and bots fit s: of s's type, with one bot
// per seat of s.
func (w *worker) ready(s engine.State) {
	if w.base == nil || reflect.TypeOf(w.base) != reflect.TypeOf(s) {
		w.base, w.det, w.play = s.Clone(), s.Clone(), s.Clone()
		w.bots, w.reseed = nil, nil
		if or, ok := s.Ruleset().(Orienter); ok {
			w.lowWins = or.LowTotalWins()
		}
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

// deal copies root into w.det and, unless open, deals afresh there
// everything seat cannot see, drawn with seed; it returns the seed of the
// deal's rollouts.
func (w *worker) deal(root engine.State, seat int, open bool, seed uint64) uint64 {
	w.dealRNG.Seed(seed)
	root.CloneInto(w.det)
	if det, ok := w.det.(engine.Determinizer); ok && !open {
		det.Determinize(seat, &w.dealRNG)
	}
	return w.dealRNG.Uint64()
}

// playOut makes choice c for seat on a copy of w.det (w.play) and plays it
// out from seed: every seat's win share is added to shares, and seat's
// total returned. A choice refused or a move refused in the rollout is a
// bug (of the ruleset, or of the choices listed): it panics.
func (w *worker) playOut(seat int, c candidate, anytime bool, seed uint64, shares []float64) float64 {
	w.det.CloneInto(w.play)
	if err := apply(w.play, seat, c, anytime); err != nil {
		panic("review: a choice of the seat was refused: " + err.Error())
	}
	return w.rollout(w.play, seed, c.none, shares, seat)
}

// rollout plays s to its end: the bots of every seat, reseeded from seed,
// offered their moves out of turn before every ordinary move (as
// engine.Run does) except before the first when skipOffer is set (the
// judged seat chose to make none now). It adds every seat's win share to
// shares and returns seat's total. A move refused is a ruleset's bug: it
// panics.
func (w *worker) rollout(s engine.State, seed uint64, skipOffer bool, shares []float64, seat int) float64 {
	for i, r := range w.reseed[:s.NumPlayers()] {
		r.Reseed(engine.DeriveSeed(seed, uint64(i)))
	}
	bots := w.bots[:s.NumPlayers()]
	_, anytime := s.(engine.AnytimeMover)
	for n := 0; !s.IsTerminal(); n++ {
		if n == maxRolloutMoves {
			return w.total(s, seat)
		}
		if anytime && (n > 0 || !skipOffer) {
			var err error
			if w.buf, err = engine.OfferAnytime(s, bots, w.buf, nil); err != nil {
				panic("review: a move out of turn in a rollout: " + err.Error())
			}
			if s.IsTerminal() {
				break
			}
		}
		w.buf = s.LegalMoves(w.buf[:0])
		if len(w.buf) == 0 {
			// A state that stops short of the game's end (a table's
			// round, waiting for the cards shown): its leaders win.
			break
		}
		m := w.buf[0]
		if len(w.buf) > 1 {
			m = bots[s.CurrentPlayer()].Choose(s, w.buf)
		}
		if err := s.Apply(m); err != nil {
			panic("review: a legal move was refused in a rollout: " + err.Error())
		}
	}
	w.share(s, shares)
	return w.total(s, seat)
}

// share adds every seat's win share of the finished game s to shares: the
// winners', or on a state that stopped short of the game's end the
// leaders' by their totals.
func (w *worker) share(s engine.State, shares []float64) {
	if !s.IsTerminal() {
		w.wins = w.wins[:0]
		w.total(s, 0)
		for p, t := range w.totals {
			switch {
			case len(w.wins) == 0 || t == w.totals[w.wins[0]]:
				w.wins = append(w.wins, p)
			case (t < w.totals[w.wins[0]]) == w.lowWins:
				w.wins = append(w.wins[:0], p)
			}
		}
	} else if g, ok := s.(engine.GameSummarizer); ok {
		w.wins = g.AppendWinners(w.wins[:0])
	} else {
		w.wins = append(w.wins[:0], s.Winners()...)
	}
	for _, p := range w.wins {
		shares[p] += 1 / float64(len(w.wins))
	}
}

// total reads every seat's total in s into w.totals and returns seat's.
func (w *worker) total(s engine.State, seat int) float64 {
	if t, ok := s.(TotalsAppender); ok {
		w.totals = t.AppendTotals(w.totals[:0])
	} else {
		w.totals = append(w.totals[:0], s.Totals()...)
	}
	return float64(w.totals[seat])
}
