package makoto

import "tabletop/engine"

// Greedy is a heuristic bot (see greedy.go for its policy).
type Greedy struct{ rng engine.RNG }

// NewGreedy returns a seeded greedy bot.
func NewGreedy(seed uint64) *Greedy { return &Greedy{rng: engine.NewRNG(seed)} }

// Name returns "greedy".
func (g *Greedy) Name() string { return "greedy" }

// Choose picks a move.
func (g *Greedy) Choose(s engine.State, legal []engine.Move) engine.Move {
	return legal[g.rng.Intn(len(legal))]
}
