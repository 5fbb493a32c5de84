package engine

// Agent chooses a move for the current player. legal is the state's legal
// moves (never empty). Agents are deterministic given their seed.
type Agent interface {
	Name() string
	Choose(s State, legal []Move) Move
}

// RandomAgent picks uniformly among the legal moves.
type RandomAgent struct{ rng RNG }

// NewRandomAgent returns a uniform random agent seeded with seed.
func NewRandomAgent(seed uint64) *RandomAgent { return &RandomAgent{rng: NewRNG(seed)} }

// Name returns "random".
func (a *RandomAgent) Name() string { return "random" }

// Choose picks one legal move at random.
func (a *RandomAgent) Choose(_ State, legal []Move) Move { return legal[a.rng.Intn(len(legal))] }

// Reseed restarts the random agent with seed (the simulator reuses one
// agent per seat).
func (a *RandomAgent) Reseed(seed uint64) { a.rng.Seed(seed) }

// FallibleAgent is an agent that may fail to choose, such as a person at
// the keyboard who quits or whose input ends. Run prefers TryChoose.
type FallibleAgent interface {
	Agent
	TryChoose(s State, legal []Move) (Move, error)
}
