package makoto

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// PendingEffects describes a decision the same player still has to make
// after a move, which the move's effects do not mention: using the Curtain
// (makoto.curtain) or discarding onto the Oracle pile (makoto.oracle).
// player names the player (position.PendingDecider).
func (s *State) PendingEffects(player string) []engine.Effect {
	var out []engine.Effect
	switch s.Phase() {
	case "curtain":
		for _, e := range s.Effects() {
			if e.Rule == "makoto.curtain" {
				return nil
			}
		}
		out = append(out, engine.NewEffect("makoto.curtain", "makoto.effect.pending-curtain", i18n.Args{"Who": i18n.Player(player)}))
	case "oracle":
		out = append(out, engine.NewEffect("makoto.oracle", "makoto.effect.pending-oracle", i18n.Args{"Who": i18n.Player(player)}))
	}
	return out
}
