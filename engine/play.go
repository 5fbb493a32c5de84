package engine

import "tabletop/engine/i18n"

// Play is the one entry for a move declared by seat, the way every mode
// (digital play, replay, the validator and the table mode) makes a move. It
// checks, in this order, that the game is not over (RuleGameOver), that it
// is seat's turn (RuleNotYourTurn) unless m is a move made at any moment
// (AnytimeMover: the Makoto lid, judged by its own rule), and then the
// move's own rules through the ruleset's Apply. A refused move is a
// *RuleError and changes nothing.
func Play(s State, seat int, m Move) error {
	if s.IsTerminal() {
		return ErrGameOver
	}
	if seat < 0 || seat >= s.NumPlayers() {
		return Refuse(RuleNotYourTurn, "engine.refuse.no-seat", i18n.Args{"Seat": seat + 1})
	}
	cur := s.CurrentPlayer()
	if a, ok := s.(AnytimeMover); ok && seat != cur {
		// The state judges a move out of turn: one made at any moment (the
		// Makoto lid) by its own rule, any other as out of turn.
		return a.ApplyAnytime(seat, m)
	}
	if seat != cur {
		cfg := s.Config()
		return Refuse(RuleNotYourTurn, "engine.refuse.not-your-turn", i18n.Args{"Cur": cfg.Who(cur), "Seat": cfg.Who(seat)})
	}
	return s.Apply(m)
}
