package engine

import "errors"

// ErrNotAnytime is what an AnytimeMover's ApplyAnytime returns for a move
// that is never made out of turn; Play then refuses it as out of turn.
var ErrNotAnytime = errors.New("not a move that can be made out of turn")

// Play is the one entry for a move declared by seat, the way every mode
// (digital play, replay, the validator and the table mode) makes a move. It
// checks, in this order, that the game is not over (RuleGameOver), that it
// is seat's turn (RuleNotYourTurn) unless the state lets seat make m out of
// turn (AnytimeMover: the Makoto lid), and then the move's own rules
// through the ruleset's Apply. A refused move is a *RuleError and changes
// nothing.
func Play(s State, seat int, m Move) error {
	if s.IsTerminal() {
		return ErrGameOver
	}
	n := s.NumPlayers()
	if seat < 0 || seat >= n {
		return Violation(RuleNotYourTurn, "seat %d is not at this table", seat+1)
	}
	cur := s.CurrentPlayer()
	if seat == cur {
		return s.Apply(m)
	}
	if a, ok := s.(AnytimeMover); ok {
		if err := a.ApplyAnytime(seat, m); !errors.Is(err, ErrNotAnytime) {
			return err
		}
	}
	cfg := s.Config()
	return Violation(RuleNotYourTurn, "it is %s's turn, not %s's", cfg.SeatName(cur), cfg.SeatName(seat))
}
