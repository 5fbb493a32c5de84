package engine

import (
	"errors"
	"fmt"

	"tabletop/engine/i18n"
)

// MoveRecord is one applied move, as the runner reports it.
type MoveRecord struct {
	Seat int
	Move Move
}

// Run plays s to the end, asking agents[seat] for every move. After each
// move, observe (if not nil) is called with the seat that moved, the move
// and the state after it; an error from observe stops the game. Agents that
// return an illegal move are a bug and stop the game with an error; a
// FallibleAgent's error stops the game and is returned as it is.
//
// When s is an AnytimeMover, then before every ordinary move (so after
// every applied move, and at the start) each seat with moves it may make
// out of turn is offered them, in seat order, if its agent is an
// AnytimeAgent; the moves made are observed like any other. A
// FallibleAgent may also answer with an *OutOfTurn error: that move is made
// for its seat through Play, observed, and the current player is asked
// again.
func Run(s State, agents []Agent, observe func(seat int, m Move, s State) error) error {
	if len(agents) != s.NumPlayers() {
		return fmt.Errorf("run: %d agents for %d seats", len(agents), s.NumPlayers())
	}
	buf := make([]Move, 0, 256)
	for !s.IsTerminal() {
		var err error
		if buf, err = OfferAnytime(s, agents, buf, observe); err != nil {
			return err
		}
		if s.IsTerminal() {
			break
		}
		seat := s.CurrentPlayer()
		buf = s.LegalMoves(buf[:0])
		if len(buf) == 0 {
			return fmt.Errorf("run: seat %d has no legal move in a game that is not over", seat)
		}
		var m Move
		if fa, ok := agents[seat].(FallibleAgent); ok {
			var err error
			if m, err = fa.TryChoose(s, buf); err != nil {
				var oot *OutOfTurn
				if !errors.As(err, &oot) {
					return err
				}
				if err := Play(s, oot.Seat, oot.Move); err != nil {
					return i18n.NewError("engine.error.run-gave", i18n.Args{"Agent": agents[seat].Name(), "Move": i18n.Quoted(s.MoveString(oot.Move)), "Seat": oot.Seat + 1, "Err": err})
				}
				if observe != nil {
					if err := observe(oot.Seat, oot.Move, s); err != nil {
						return err
					}
				}
				continue
			}
		} else {
			m = agents[seat].Choose(s, buf)
		}
		if err := Play(s, seat, m); err != nil {
			return i18n.NewError("engine.error.run-chose", i18n.Args{"Agent": agents[seat].Name(), "Move": i18n.Quoted(s.MoveString(m)), "Err": err})
		}
		if observe != nil {
			if err := observe(seat, m, s); err != nil {
				return err
			}
		}
	}
	return nil
}

// OutOfTurn is what a FallibleAgent's TryChoose returns, as its error, to
// make a move for another seat out of turn instead of choosing the current
// player's move: a person at any prompt who announces the Makoto lid
// holder's "lid take C" (AnytimeMover). Run makes it for Seat through Play
// (a move Seat may not make now stops the game, so the agent checks it
// first), observes it like any other move and asks the current player
// again.
type OutOfTurn struct {
	Seat int
	Move Move
}

func (o *OutOfTurn) Error() string {
	return fmt.Sprintf("a move for seat %d out of turn", o.Seat+1)
}
