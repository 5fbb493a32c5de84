package engine

import (
	"fmt"
	"tabletop/engine/i18n"
)

// AnytimeMover is implemented by a state in which a seat may make some moves when it is not that seat's turn (the Makoto lid, makoto.lid).
type AnytimeMover interface {
	// AnytimeMoves appends to buf the moves seat may make now out of turn, and returns it.
	AnytimeMoves(seat int, buf []Move) []Move
	// ApplyAnytime plays m for seat out of turn; a move seat may not make now is a *RuleError and changes nothing.
	ApplyAnytime(seat int, m Move) error
}

// AnytimeAgent is an agent that may also make a move out of turn. Run
// offers it the moves its seat may make out of turn (never empty) after
// every applied move; it returns the move to make, or false to make none.
// An agent that does not implement it never moves out of turn.
type AnytimeAgent interface {
	ChooseAnytime(s State, seat int, moves []Move) (Move, bool)
}

// anytimeProb is how often (one in anytimeProb) the random agent makes an
// out-of-turn move it is offered.
const anytimeProb = 8

// ChooseAnytime makes one of the offered moves, at random, one time in
// eight; otherwise none.
func (a *RandomAgent) ChooseAnytime(_ State, _ int, moves []Move) (Move, bool) {
	if a.rng.Intn(anytimeProb) != 0 {
		return Move{}, false
	}
	return moves[a.rng.Intn(len(moves))], true
}

// maxAnytimeRun bounds the out-of-turn moves Run accepts in a row between
// two ordinary moves; more is a ruleset bug (a move that can be repeated
// forever).
const maxAnytimeRun = 64

// OfferAnytime offers, in seat order, every seat with out-of-turn moves to
// its agent when that agent is an AnytimeAgent, and applies what they
// choose; after each such move the offers start again from the first seat.
// Run offers them before every ordinary move, and so does the simulator's
// loop.
func OfferAnytime(s State, agents []Agent, buf []Move, observe func(seat int, m Move, s State) error) ([]Move, error) {
	am, ok := s.(AnytimeMover)
	if !ok {
		return buf, nil
	}
	for made := 0; !s.IsTerminal(); {
		moved := false
		for seat := range s.NumPlayers() {
			aa, ok := agents[seat].(AnytimeAgent)
			if !ok {
				continue
			}
			buf = am.AnytimeMoves(seat, buf[:0])
			if len(buf) == 0 {
				continue
			}
			m, yes := aa.ChooseAnytime(s, seat, buf)
			if !yes {
				continue
			}
			if err := Play(s, seat, m); err != nil {
				return buf, i18n.NewError("engine.error.run-out-of-turn", i18n.Args{"Agent": agents[seat].Name(), "Move": i18n.Quoted(s.MoveString(m)), "Err": err})
			}
			if observe != nil {
				if err := observe(seat, m, s); err != nil {
					return buf, err
				}
			}
			if made++; made > maxAnytimeRun {
				return buf, fmt.Errorf("run: more than %d moves out of turn in a row (the last %s's %q)", maxAnytimeRun, agents[seat].Name(), s.MoveString(m))
			}
			moved = true
			break
		}
		if !moved {
			break
		}
	}
	return buf, nil
}

// AnytimeOwner is an AnytimeMover that names whose move m is when m is a
// move that may be made at any moment (a Makoto "lid take C" is the lid
// holder's), whether or not that seat may make it now, so that a judge
// applies it with ApplyAnytime and explains a refusal. ok is false when m
// is an ordinary move, the current player's. Such a move is decided by
// what the table shows, not by cards hidden in a hand.
type AnytimeOwner interface {
	AnytimeMover
	AnytimeSeat(m Move) (seat int, ok bool)
}

// AnytimeLabeler is a state that names what a seat may do out of turn, for
// a form's choice (Makoto: "Ann: give back the lid and take a card from the
// Curtain").
type AnytimeLabeler interface {
	AnytimeLabel(seat int) i18n.Phrase
}
