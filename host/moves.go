package host

import (
	"fmt"
	"strconv"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Moved is a move the game made: its event (Record's), and a file that
// could not be written then (the game goes on; the face tells it).
type Moved struct {
	Event
	FileErr error
}

// Play makes seat's move m (engine.Play, in turn or out of turn) and
// records it (Record). A refused move is the error, and nothing changes.
func (g *Game) Play(seat int, m engine.Move) (Moved, error) {
	if err := engine.Play(g.s, seat, m); err != nil {
		return Moved{}, err
	}
	ev, err := g.Record(seat, m)
	return Moved{Event: ev, FileErr: err}, nil
}

// Choose asks agent for the current player's move (TryChoose for an
// engine.FallibleAgent) and makes it. buf is reused for the legal moves.
func (g *Game) Choose(agent engine.Agent, buf []engine.Move) (Moved, []engine.Move, error) {
	s := g.s
	cur := s.CurrentPlayer()
	buf = s.LegalMoves(buf[:0])
	if len(buf) == 0 {
		return Moved{}, buf, fmt.Errorf("%s has no legal move in a game that is not over", g.names[cur])
	}
	var m engine.Move
	if fa, ok := agent.(engine.FallibleAgent); ok {
		var err error
		if m, err = fa.TryChoose(s, buf); err != nil {
			return Moved{}, buf, err
		}
	} else {
		m = agent.Choose(s, buf)
	}
	mv, err := g.Play(cur, m)
	if err != nil {
		return Moved{}, buf, i18n.NewError("host.error.chose", i18n.Args{"Agent": agent.Name(), "Move": strconv.Quote(s.MoveString(m)), "Err": err})
	}
	return mv, buf, nil
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
			return Moved{}, false, buf, i18n.NewError("host.error.chose-out-of-turn", i18n.Args{"Agent": agents[seat].Name(), "Move": strconv.Quote(g.s.MoveString(m)), "Err": err})
		}
		return mv, true, buf, nil
	}
	return Moved{}, false, buf, nil
}
