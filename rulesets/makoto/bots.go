package makoto

import "tabletop/engine"

// Greedy is a heuristic bot. Its policy, move by move:
//
//   - Leading: shed the most cards at the lowest values (long runs, big
//     sets of low cards), keeping Kensei and point cards back.
//   - Following: beat with the cheapest play when the trick is worth
//     points, when the beat costs little (a low card) or when the hand is
//     nearly empty; a Kensei only for a rich trick or to finish. Otherwise
//     pass, with the Oracle when it is available.
//   - Oracle: discard the hand's weakest card (isolated and low), which is
//     the drawn card when that fits nothing.
//   - Curtain: take cards that join a set in hand (or point cards that would
//     otherwise go to the first player out); else put an isolated low card
//     in to shed it; else leave it.
//   - Lid: whenever the Curtain has changed (checked on its own turn and
//     out of turn, engine.AnytimeAgent), take the Curtain card that helps
//     the hand most: one that completes a Kensei, then one that makes a set
//     of three or more, then one that closes a gap in a run; else keep the
//     lid.
type Greedy struct {
	rng    engine.RNG
	lidVer uint32 // the Curtain version last considered for the lid
}

var _ engine.AnytimeAgent = (*Greedy)(nil)

// NewGreedy returns a seeded greedy bot (the seed breaks ties).
func NewGreedy(seed uint64) *Greedy { return &Greedy{rng: engine.NewRNG(seed)} }

// Name returns "greedy".
func (g *Greedy) Name() string { return "greedy" }

// Choose picks the best-scoring legal move; ties go to a random one.
func (g *Greedy) Choose(st engine.State, legal []engine.Move) engine.Move {
	s, ok := st.(*State)
	if !ok {
		return legal[g.rng.Intn(len(legal))]
	}
	p := int(s.cur)
	if m, ok := g.lid(s, p, legal); ok {
		return m
	}
	var cnt [MaxValue + 2]int
	for v := 1; v <= MaxValue; v++ {
		cnt[v] = s.hands[p].Count(uint8(v)) + s.hands[p].Count(uint8(v+MaxValue))
	}
	// What every move's score reads, worked out once (the mcts bot's
	// rollouts ask this bot for most of their moves).
	at := greedyTurn{hand: s.handSize(p)}
	if s.top.Kind != ComboNone {
		at.trickPts = s.points(&s.trick)
	}
	best, bestScore, ties := 0, -1<<30, 0
	for i := range legal {
		sc := g.score(s, &at, &cnt, &legal[i])
		switch {
		case sc > bestScore:
			best, bestScore, ties = i, sc, 1
		case sc == bestScore:
			ties++
			if g.rng.Intn(ties) == 0 {
				best = i
			}
		}
	}
	return legal[best]
}

// isolation rates how hard a card of value v is to shed: higher is worse.
func isolation(cnt *[MaxValue + 2]int, v int) int {
	score := 0
	if cnt[v] <= 1 {
		score += 10
	}
	if v > 1 && cnt[v-1] > 0 {
		score -= 3
	}
	if cnt[v+1] > 0 {
		score -= 3
	}
	return score + (MaxValue - v) // low cards win nothing
}

func (s *State) isPointValue(v int) bool { return v >= 1 && v <= MaxValue && s.p.points[v] > 0 }

// greedyTurn is what the scores of a turn's moves share: the mover's hand
// size and the trick's points (when there is a trick to beat).
type greedyTurn struct{ hand, trickPts int }

func (g *Greedy) score(s *State, at *greedyTurn, cnt *[MaxValue + 2]int, m *engine.Move) int {
	hand := at.hand
	switch m.Kind {
	case KindPlay:
		n := int(m.N)
		lo := Card(m.Cards[0]).Value()
		kensei := isKenseiPlay(*m, int(s.n))
		if n == hand {
			return 10000 // go out
		}
		pts := 0
		for _, c := range m.Cards[:n] {
			if s.isPointValue(Card(c).Value()) {
				pts++
			}
		}
		if s.top.Kind == ComboNone {
			sc := 100*n - 6*lo - 15*pts
			if kensei {
				sc -= 300
			}
			// Breaking a bigger set is wasteful.
			if lo == Card(m.Cards[n-1]).Value() && cnt[lo] > n {
				sc -= 40
			}
			return sc
		}
		trickPts := at.trickPts
		sc := 100 + trickPts - 3*lo - 5*pts
		if kensei {
			if trickPts < 20 && hand > 5 {
				return -1000
			}
			sc -= 40
		}
		if lo == Card(m.Cards[n-1]).Value() && cnt[lo] > n {
			sc -= 30
		}
		return sc
	case KindPass:
		return 0
	case KindPassOracle:
		return 5
	case KindOracle:
		v := Card(m.Cards[0]).Value()
		return isolation(cnt, v) - 5*b2i(s.isPointValue(v))
	case KindCurtain:
		switch Act(*m) {
		case ActDone:
			return 0
		case ActDiscard:
			v := Card(m.Arg[1]).Value()
			return 20 + isolation(cnt, v) - 10*b2i(s.isPointValue(v))
		case ActTake:
			v, k := int(m.Arg[1]), int(m.Arg[2]+m.Arg[3])
			sc := -15 * k
			if cnt[v] >= 2 {
				sc += 10 * (cnt[v] + k)
			}
			return sc
		}
	case KindLidTake:
		return -1 << 20 // decided by lid, before the other moves
	}
	return 0
}

// ChooseAnytime considers the lid out of turn, once per Curtain change.
func (g *Greedy) ChooseAnytime(st engine.State, seat int, moves []engine.Move) (engine.Move, bool) {
	s, ok := st.(*State)
	if !ok {
		return engine.Move{}, false
	}
	return g.lid(s, seat, moves)
}

// lid picks the "lid take C" among moves that helps seat's hand most, when
// the Curtain has changed since the bot last looked; false keeps the lid.
func (g *Greedy) lid(s *State, seat int, moves []engine.Move) (engine.Move, bool) {
	if s.lidHolder != int8(seat) || s.curtainVer == g.lidVer {
		return engine.Move{}, false
	}
	g.lidVer = s.curtainVer
	h := &s.hands[seat]
	best, bestScore, ties := -1, 0, 0
	for i, m := range moves {
		if m.Kind != KindLidTake {
			continue
		}
		c := Card(m.Cards[0])
		v := c.Value()
		plain, sword := h.Count(uint8(v)), h.Count(uint8(v+MaxValue))
		sc := 0
		switch {
		case s.p.setup.Swords && c.Sword() && plain >= 3,
			s.p.setup.Swords && !c.Sword() && plain == 2 && sword == 1,
			!s.p.setup.Swords && plain == 3:
			sc = 100 // completes a Kensei
		case plain+sword >= 2:
			sc = 10 * (plain + sword)
		case v > 1 && v < MaxValue && h.Count(uint8(v-1))+h.Count(uint8(v-1+MaxValue)) > 0 &&
			h.Count(uint8(v+1))+h.Count(uint8(v+1+MaxValue)) > 0:
			sc = 15 // closes a gap in a run
		}
		switch {
		case sc > bestScore:
			best, bestScore, ties = i, sc, 1
		case sc == bestScore && sc > 0:
			ties++
			if g.rng.Intn(ties) == 0 {
				best = i
			}
		}
	}
	if best < 0 {
		return engine.Move{}, false
	}
	return moves[best], true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isKenseiPlay reports whether a play of four cards is a qualifying four
// of a kind.
func isKenseiPlay(m engine.Move, players int) bool {
	if m.N != 4 {
		return false
	}
	sword := false
	for _, c := range m.Cards[:4] {
		if Card(c).Value() != Card(m.Cards[0]).Value() {
			return false
		}
		sword = sword || Card(c).Sword()
	}
	return sword || !SwordsNeeded(players)
}
