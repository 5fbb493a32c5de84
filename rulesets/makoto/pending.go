package makoto

import "tabletop/engine"

// PendingEffects describes a decision the same player still has to make
// after a move, which the move's effects do not mention: using the Curtain
// (makoto.curtain) or discarding onto the Oracle pile (makoto.oracle).
// player names the player (engine.PendingDecider).
func (s *State) PendingEffects(player string) []engine.Effect {
	var out []engine.Effect
	switch s.Phase() {
	case "curtain":
		for _, e := range s.Effects() {
			if e.Rule == "makoto.curtain" {
				return nil
			}
		}
		out = append(out, engine.Effect{Rule: "makoto.curtain",
			Text: player + " may now use the Curtain: discard C, take C ... or done"})
	case "oracle":
		out = append(out, engine.Effect{Rule: "makoto.oracle",
			Text: player + " now discards one card onto the Oracle pile: the drawn one or another from hand"})
	}
	return out
}
