package mojo

import "tabletop/engine"

// Greedy is a one-turn heuristic bot. It looks only at what its seat may
// see (its hand, the discard piles, turned-up cards) and picks the move
// whose resulting hand is cheapest: colour-max points, plus a charge per
// card still to shed, with an expected draw averaged over the unseen
// cards. Emptying the hand (which ends the round with no points) is best;
// going into Mojo Time is judged by the points laid down.
type Greedy struct {
	rng engine.RNG
}

// NewGreedy returns a greedy bot; the seed breaks ties.
func NewGreedy(seed uint64) *Greedy { return &Greedy{rng: engine.NewRNG(seed)} }

// Name returns "greedy".
func (g *Greedy) Name() string { return "greedy" }

// Choose picks the move with the lowest estimated cost.
func (g *Greedy) Choose(st engine.State, legal []engine.Move) engine.Move {
	s, ok := st.(*State)
	if !ok || len(legal) == 1 {
		return legal[g.rng.Intn(len(legal))]
	}
	if legal[0].Kind == KindReveal {
		// Every face-down card scores the same whenever it is revealed.
		return legal[len(legal)-1]
	}
	seat := s.cur
	hand := s.hand[seat]
	// unseen[v]: copies of v this seat has not seen.
	var unseen [NumValues]int
	for v := range NumValues {
		unseen[v] = copiesOf[v] - int(hand.n[v])
	}
	for i := range s.np {
		for v := range NumValues {
			unseen[v] -= int(s.shown[i].n[v])
		}
	}
	for p := range 2 {
		for _, c := range s.pile[p][:s.pileN[p]] {
			if c < Unknown {
				unseen[c]--
			}
		}
	}
	totalUnseen := 0
	for v := range unseen {
		unseen[v] = max(unseen[v], 0)
		totalUnseen += unseen[v]
	}
	thr := s.threshold()
	best, bestCost, ties := 0, 1e9, 0
	for i := range legal {
		m := &legal[i]
		r := hand
		for _, c := range m.Cards[:m.N] {
			r.take(c)
		}
		t := s.top(m.Arg[0])
		var cost float64
		switch last := m.Cards[m.N-1]; {
		case last <= t || r.size == 0:
			// No draw: a lower or equal card, or the hand's last card,
			// which ends the round at once (mojo.round-end).
			cost = handCost(&r, thr)
		case m.Arg[1] != DrawDeck:
			r.add(s.top(m.Arg[1] - 1))
			cost = handCost(&r, thr)
		case totalUnseen == 0:
			cost = handCost(&r, thr)
		default:
			mask := presentMask(&r.n)
			for v := range NumValues {
				if unseen[v] == 0 {
					continue
				}
				cost += float64(unseen[v]) * costOf(pointsMask(mask|1<<v), r.size+1, thr)
			}
			cost /= float64(totalUnseen)
		}
		switch {
		case cost < bestCost-1e-9:
			best, bestCost, ties = i, cost, 1
		case cost < bestCost+1e-9:
			ties++
			if g.rng.Intn(ties) == 0 {
				best = i
			}
		}
	}
	return legal[best]
}

// handCost estimates what ending the turn with hand r costs.
func handCost(r *cards, thr uint8) float64 { return costOf(pointsOf(&r.n), r.size, thr) }

// costOf is handCost for a hand of size cards scoring points.
func costOf(points int, size, thr uint8) float64 {
	if size == 0 {
		return -20 // the round ends and this seat scores 0
	}
	p := float64(points)
	if size <= thr {
		// Mojo Time: these points are final, and the seat will likely
		// take the Mojo card; that pays off only with few points.
		if p <= 6 {
			return p - 4
		}
		return p + 4
	}
	return p + 2.5*float64(size-thr)
}
