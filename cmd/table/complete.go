package table

import (
	"tabletop/engine"
	"tabletop/engine/tableplay"
	"tabletop/validator"
)

// candidates lists the whole lines that may be typed now, for Tab:
// the protocol's words, each player's name, and the moves the player to
// move may declare (with and without their name), the shows of a round's
// end, and the moves out of turn (the Makoto lid) with their player's name.
func candidates(sess *validator.Session) []string {
	st := sess.Status()
	players := sess.Players()
	out := []string{"undo", "status", "?", "quit"}
	for _, p := range players {
		out = append(out, p+": ")
	}
	switch st.WaitingFor {
	case tableplay.WaitMove:
		for _, m := range sess.Declarable() {
			out = append(out, m, st.ToMove+": "+m)
		}
		state := sess.Table().State()
		if am, ok := state.(engine.AnytimeMover); ok {
			for seat, p := range players {
				for _, m := range am.AnytimeMoves(seat, nil) {
					out = append(out, p+": "+state.MoveString(m))
				}
			}
		}
	case tableplay.WaitShows:
		for _, p := range players {
			out = append(out, p+": shows ")
		}
	case tableplay.WaitOver:
	default:
		out = append(out, st.StartWord+" ")
	}
	return out
}
