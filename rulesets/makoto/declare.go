package makoto

import "tabletop/engine"

// Declarable lists what the player to move may declare as far as the
// table can tell (tableplay.Declarer): the legal moves when their hand is
// known; with cards of unknown value, also every play and every discard
// (to the Curtain or after an Oracle draw) the cards not yet seen allow,
// each checked by Apply on a copy of the state. It is for hints, not the
// hot path.
func (s *State) Declarable() []engine.Move {
	moves := s.LegalMoves(nil)
	p := int(s.cur)
	if s.phase == phaseOver || s.unknown[p] == 0 {
		return moves
	}
	have := map[string]bool{}
	for _, m := range moves {
		have[FormatMove(m)] = true
	}
	add := func(m engine.Move) {
		if txt := FormatMove(m); !have[txt] {
			if c := *s; c.Apply(m) == nil {
				have[txt] = true
				moves = append(moves, m)
			}
		}
	}
	maxV, swords := s.p.setup.MaxValue, s.p.setup.Swords
	if s.phase != phasePlay {
		for v := 1; v <= maxV; v++ {
			for _, c := range []Card{NewCard(v, false), NewCard(v, true)} {
				if m, err := s.ParseMove("discard " + c.String()); err == nil && (swords || !c.Sword()) {
					add(m)
				}
			}
		}
		return moves
	}
	try := func(cards []Card) { add(PlayMove(cards)) }
	for v := 1; v <= maxV; v++ {
		var cards []Card
		for k := 1; k <= 4; k++ {
			cards = append(cards, NewCard(v, false))
			try(cards)
			if swords {
				try(append(cards[:k:k], NewCard(v, true)))
			}
		}
	}
	for lo := 1; lo <= maxV-2; lo++ {
		var run []Card
		for v := lo; v <= maxV; v++ {
			run = append(run, NewCard(v, false))
			if len(run) >= 3 {
				try(run)
			}
		}
	}
	return moves
}
