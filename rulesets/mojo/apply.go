package mojo

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// ErrUnknownTop is returned when a move is played on a discard pile whose
// top card the position does not name: the table must say what it is.
var ErrUnknownTop = i18n.NewError("mojo.error.top-unknown", nil)

// Apply plays one whole turn for the current player. An illegal move is a
// *engine.RuleError naming the deciding rule and leaves the state
// unchanged; the hot path allocates nothing.
func (s *State) Apply(m engine.Move) error {
	if err := s.check(&m); err != nil {
		return err
	}
	// Only the fields that the flags make meaningful are reset.
	s.last.valid, s.last.seat, s.last.flags, s.last.shuffles, s.last.move = true, s.cur, 0, 0, m
	if m.Kind == KindReveal {
		s.reveal(m.Cards[0])
	} else {
		s.play(&m)
	}
	return nil
}

// check validates m for the current player without changing anything.
func (s *State) check(m *engine.Move) error {
	if m.Arg[2] != 0 || m.Arg[3] != 0 || int(m.N) > engine.MaxMoveCards {
		return engine.Refuse(engine.RuleNotation, "mojo.refuse.fields", nil)
	}
	switch m.Kind {
	case KindPlay:
		return s.checkPlay(m)
	case KindReveal:
		return s.checkReveal(m)
	}
	return engine.Refuse(engine.RuleNotation, "mojo.refuse.kind", nil)
}

func (s *State) checkReveal(m *engine.Move) error {
	d := &s.down[s.cur]
	if d.size == 0 {
		return engine.Refuse("mojo.turn.play", "mojo.refuse.reveal-holds", i18n.Args{"Who": s.cfg.Who(int(s.cur))})
	}
	if m.N != 1 || m.Arg[0] != 0 || m.Arg[1] != 0 {
		return engine.Refuse("mojo.time.reveal", "mojo.refuse.reveal-one", nil)
	}
	v := m.Cards[0]
	if v > MaxValue {
		return engine.Refuse("mojo.deck", "mojo.refuse.not-card", i18n.Args{"Card": v, "Max": MaxValue})
	}
	if d.n[v] > 0 {
		return nil
	}
	if d.n[Unknown] == 0 {
		return engine.Refuse("mojo.time.reveal", "mojo.refuse.no-face-down", i18n.Args{"Who": s.cfg.Who(int(s.cur)), "Card": v})
	}
	if s.knownTotal(v) >= uint8(copiesOf[v]) {
		return engine.Refuse("mojo.deck", "mojo.refuse.all-known", i18n.Args{"Count": copiesOf[v], "Card": v})
	}
	return nil
}

func (s *State) checkPlay(m *engine.Move) error {
	seat := s.cur
	h := &s.hand[seat]
	if s.down[seat].size > 0 {
		return engine.Refuse("mojo.time.reveal", "mojo.refuse.must-reveal", i18n.Args{"Who": s.cfg.Who(int(seat))})
	}
	if m.N == 0 {
		return engine.Refuse("mojo.turn.play", "mojo.refuse.play-first", nil)
	}
	p := m.Arg[0]
	if p > 1 {
		return engine.Refuse("mojo.two-piles.play", "mojo.refuse.two-piles-max", nil)
	}
	if p == 1 && !s.opt.twoPiles {
		return engine.Refuse("mojo.two-piles.setup", "mojo.refuse.one-pile", nil)
	}
	if s.pileN[p] == 0 {
		return engine.Refuse("mojo.two-piles.play", "mojo.refuse.pile-empty", i18n.Args{"Pile": p + 1})
	}
	t := s.top(p)
	if t == Unknown {
		return i18n.NewError("mojo.error.pile-top", i18n.Args{"Pile": p + 1, "Err": ErrUnknownTop})
	}
	if !holdsChain(m, h, t) {
		if err := s.checkChainCards(m, h, t); err != nil {
			return err
		}
	}
	last := m.Cards[m.N-1]
	left := h.size - m.N
	if last == t && left > 0 {
		return engine.Refuse("mojo.turn.equal", "mojo.refuse.must-follow", i18n.Args{"Card": last})
	}
	if d := m.Arg[1]; d != DrawDeck {
		switch {
		case d > DrawPile2:
			return engine.Refuse("mojo.two-piles.draw", "mojo.refuse.draw-where", nil)
		case last < t:
			return engine.Refuse("mojo.turn.lower", "mojo.refuse.lower-no-draw", i18n.Args{"Last": last, "Top": t})
		case left == 0:
			return engine.Refuse("mojo.round-end", "mojo.refuse.last-card", i18n.Args{"Card": last})
		case !s.opt.twoPiles:
			return engine.Refuse("mojo.turn.higher", "mojo.refuse.deck-only", nil)
		case d-1 == p:
			return engine.Refuse("mojo.two-piles.draw", "mojo.refuse.same-pile", i18n.Args{"Pile": p + 1})
		case s.pileN[d-1] == 0:
			return engine.Refuse("mojo.two-piles.draw", "mojo.refuse.pile-empty", i18n.Args{"Pile": d})
		}
	}
	return nil
}

// holdsChain reports whether m is copies of the top value t then at most
// one other card, all known cards of h: the common case, in which the
// card-by-card check of checkChainCards finds nothing.
func holdsChain(m *engine.Move, h *cards, t uint8) bool {
	for _, c := range m.Cards[:m.N-1] {
		if c != t {
			return false
		}
	}
	need := m.N - 1 // copies of t
	if last := m.Cards[m.N-1]; last == t {
		need++
	} else if last > MaxValue || h.n[last] == 0 {
		return false
	}
	return h.n[t] >= need
}

// checkChainCards checks m's cards one by one against the deck, the chain
// rule and the mover's hand h, unknown cards included, on top value t.
func (s *State) checkChainCards(m *engine.Move, h *cards, t uint8) error {
	seat := s.cur
	var used [NumValues]uint8
	var unk uint8
	for i := range m.N {
		c := m.Cards[i]
		if c > MaxValue {
			return engine.Refuse("mojo.deck", "mojo.refuse.not-card", i18n.Args{"Card": c, "Max": MaxValue})
		}
		if i > 0 && m.Cards[i-1] != t {
			return engine.Refuse("mojo.turn.chain-only-equal", "mojo.refuse.chain",
				i18n.Args{"Prev": m.Cards[i-1], "Top": t, "Card": c})
		}
		used[c]++
		if used[c] > h.n[c] {
			unk++
			if unk > h.n[Unknown] {
				if h.n[Unknown] == 0 {
					return engine.Refuse("mojo.turn.play", "mojo.refuse.not-held", i18n.Args{"Who": s.cfg.Who(int(seat)), "Count": int(used[c]), "Card": c})
				}
				return engine.Refuse("mojo.turn.play", "mojo.refuse.too-few", i18n.Args{"Who": s.cfg.Who(int(seat))})
			}
			if s.knownTotal(c)+used[c]-h.n[c] > uint8(copiesOf[c]) {
				return engine.Refuse("mojo.deck", "mojo.refuse.deck-only-n", i18n.Args{"Count": copiesOf[c], "Card": c})
			}
		}
	}
	return nil
}

// knownTotal counts the known cards of value v everywhere (used only when
// unknown cards are involved).
func (s *State) knownTotal(v uint8) uint8 {
	var n uint8
	for i := range s.np {
		n += s.hand[i].n[v] + s.down[i].n[v] + s.shown[i].n[v]
	}
	for p := range 2 {
		for _, c := range s.pile[p][:s.pileN[p]] {
			if c == v {
				n++
			}
		}
	}
	for _, c := range s.deck[:s.deckN] {
		if c == v {
			n++
		}
	}
	return n
}

// reveal turns up one face-down card (mojo.time.reveal) and ends the round
// if it was the last (mojo.round-end).
func (s *State) reveal(v uint8) {
	seat := s.cur
	s.down[seat].take(v)
	s.shown[seat].add(v)
	if s.down[seat].size == 0 {
		s.endRound(seat)
		return
	}
	s.cur = s.next(seat)
}

// play lays the chain on the chosen pile. Playing the last card of the
// hand ends the round at once, whatever that card is (mojo.round-end):
// nothing is drawn and there is no Mojo Time. Otherwise a higher last card
// draws (mojo.turn.higher), then Mojo Time may start (mojo.time).
func (s *State) play(m *engine.Move) {
	seat := s.cur
	h := &s.hand[seat]
	p := m.Arg[0]
	t := s.top(p)
	s.last.covered = t
	for i := range m.N {
		h.take(m.Cards[i])
		s.push(p, m.Cards[i])
	}
	if h.size == 0 {
		s.endRound(seat)
		return
	}
	if m.Cards[m.N-1] > t {
		s.draw(h, p, m.Arg[1])
	}
	if h.size <= s.threshold() {
		s.down[seat] = *h
		*h = cards{}
		s.last.flags |= fMojoTime
		s.last.downN = s.down[seat].size
	}
	s.cur = s.next(seat)
}

// draw gives the mover one card after a higher card (mojo.turn.higher):
// from the draw pile, reshuffling when it is empty (mojo.reshuffle,
// mojo.two-piles.reshuffle), or from the other discard pile, restarting it
// if that empties it (mojo.two-piles.draw, mojo.two-piles.refill).
func (s *State) draw(h *cards, p uint8, src uint8) {
	if src != DrawDeck {
		q := src - 1
		c := s.pop(q)
		h.add(c)
		s.last.flags |= fDrewPile
		s.last.drawn = c
		if s.pileN[q] == 0 {
			s.refill(q, p)
		}
		return
	}
	if s.deckN == 0 {
		from := uint8(0)
		if s.opt.twoPiles {
			from = 1 - p
		}
		if s.pileN[from] > 1 {
			s.refillDeckFrom(from)
			s.shuffleDeck()
			s.last.flags |= fReshuffled
		}
		if s.deckN == 0 {
			s.last.flags |= fNothingDrawn
			return
		}
	}
	s.deckN--
	h.add(s.deck[s.deckN])
	s.last.secret = s.deck[s.deckN]
	s.last.flags |= fDrewDeck
}

// refill restarts the emptied discard pile q (mojo.two-piles.refill) from
// the top of pile p or of the draw pile, per the refill option; whichever
// source the option names falls back to the other when it cannot give a
// card.
func (s *State) refill(q, p uint8) {
	fromPile := s.pileN[p] >= 2
	fromDeck := s.deckN > 0
	switch {
	case fromPile && (!s.opt.refillDraw || !fromDeck):
		s.push(q, s.pop(p))
		s.last.flags |= fRefillPile
	case fromDeck:
		s.deckN--
		s.push(q, s.deck[s.deckN])
		s.last.flags |= fRefillDeck
	}
}
