package engine

// Determinizer is implemented by a state with hidden information that can
// be re-sampled for one seat: Determinize replaces every card seat cannot
// see (other hands, face-down cards, the order of face-down decks, the
// RNG behind future shuffles) with a sample drawn with rng that agrees with
// everything the seat has seen: cards played and shown, every zone's size.
// The result must depend only on what seat may see and on rng, so that two
// states that differ only in cards hidden from seat give the same sample.
type Determinizer interface {
	Determinize(seat int, rng *RNG)
}
