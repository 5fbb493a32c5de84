package host

import (
	"fmt"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Moved is a move the game made: its event (record's), and a file that
// could not be written then (the game goes on; the face tells it).
type Moved struct {
	Event
	FileErr error
}

// Play makes seat's move m (engine.Play, in turn or out of turn) and
// records it (record). A refused move is the error, and nothing changes.
func (g *Game) Play(seat int, m engine.Move) (Moved, error) {
	if err := engine.Play(g.s, seat, m); err != nil {
		return Moved{}, err
	}
	ev, err := g.record(seat, m)
	return Moved{Event: ev, FileErr: err}, nil
}

// Ask asks agent for the current player's move (TryChoose for an
// engine.FallibleAgent), without making it; buf is reused for the legal
// moves. It only reads the game: a face may run it aside (a search).
func (g *Game) Ask(agent engine.Agent, buf []engine.Move) (engine.Move, []engine.Move, error) {
	s := g.s
	buf = s.LegalMoves(buf[:0])
	if len(buf) == 0 {
		return engine.Move{}, buf, fmt.Errorf("%s has no legal move in a game that is not over", g.names[s.CurrentPlayer()])
	}
	if fa, ok := agent.(engine.FallibleAgent); ok {
		m, err := fa.TryChoose(s, buf)
		return m, buf, err
	}
	return agent.Choose(s, buf), buf, nil
}

// PlayChosen makes the move m agent chose for the current player (Ask),
// as Play does; a refusal names the agent and its move.
func (g *Game) PlayChosen(agent engine.Agent, m engine.Move) (Moved, error) {
	mv, err := g.Play(g.s.CurrentPlayer(), m)
	if err != nil {
		return Moved{}, i18n.NewError("host.error.chose", i18n.Args{"Agent": agent.Name(), "Move": i18n.Quoted(g.s.MoveString(m)), "Err": err})
	}
	return mv, nil
}

// OfferAnytime offers every seat whose agent may move out of turn
// (engine.AnytimeAgent: a bot, or any seat while a resumed game's moves
// are made again) the moves it may make now (engine.AnytimeMover: Makoto's
// lid), in seat order, as engine.Run does, and makes the first one
// chosen; moved is false when none was.
func (g *Game) OfferAnytime(agents []engine.Agent, buf []engine.Move) (mv Moved, moved bool, _ []engine.Move, err error) {
	am, ok := g.s.(engine.AnytimeMover)
	if !ok {
		return Moved{}, false, buf, nil
	}
	for seat := range g.s.NumPlayers() {
		aa, ok := agents[seat].(engine.AnytimeAgent)
		if !ok {
			continue
		}
		buf = am.AnytimeMoves(seat, buf[:0])
		if len(buf) == 0 {
			continue
		}
		m, yes := aa.ChooseAnytime(g.s, seat, buf)
		if !yes {
			continue
		}
		mv, err := g.Play(seat, m)
		if err != nil {
			return Moved{}, false, buf, i18n.NewError("host.error.chose-out-of-turn", i18n.Args{"Agent": agents[seat].Name(), "Move": i18n.Quoted(g.s.MoveString(m)), "Err": err})
		}
		return mv, true, buf, nil
	}
	return Moved{}, false, buf, nil
}
