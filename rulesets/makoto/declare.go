package makoto

import "tabletop/engine"

// Declarable lists what the player to move may declare as far as the
// table can tell (engine.Declarer): the legal moves when their hand is
// known; with cards of unknown value, also every pass and every play the
// cards not yet seen allow, each checked by Apply on a copy of the state.
// It is for hints, not the hot path.
func (s *State) Declarable() []engine.Move {
	moves := s.LegalMoves(nil)
	p := int(s.cur)
	if s.phase != phasePlay || s.unknown[p] == 0 {
		return moves
	}
	have := map[string]bool{}
	for _, m := range moves {
		have[FormatMove(m)] = true
	}
	try := func(cards []Card) {
		m := PlayMove(cards)
		if txt := FormatMove(m); !have[txt] {
			if c := *s; c.Apply(m) == nil {
				have[txt] = true
				moves = append(moves, m)
			}
		}
	}
	maxV, swords := s.p.setup.MaxValue, s.p.setup.Swords
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
