package makoto

// NextDealer returns the seat that deals after dealer: the deal passes to
// the left, which is the next seat in seating order (makoto.series.length,
// makoto.setup.first).
func NextDealer(dealer, players int) int { return DealerOf(dealer, 1, players) }

// DealerOf returns the seat that deals game k (0-based) of a series whose
// first game first dealt: the deal passes left each game
// (makoto.series.length).
func DealerOf(first, k, players int) int { return (first + k) % players }

// SeriesLidHolder returns the seat that receives the box lid for the game
// dealt by dealer, given every seat's score in the previous game
// (makoto.lid): the lowest scorer. The rulebook does not settle a tie for
// lowest; tie is the lid-tie option: LidTieDealerLeft picks the tied player
// seated first to the dealer's left (the dealer counted last), LidTieNone
// gives the lid to nobody (-1).
func SeriesLidHolder(prev []int, dealer int, tie string) int {
	n := len(prev)
	best, tied := -1, false
	for k := 1; k <= n; k++ {
		p := (dealer + k) % n
		switch {
		case best < 0 || prev[p] < prev[best]:
			best, tied = p, false
		case prev[p] == prev[best]:
			tied = true
		}
	}
	if tied && tie == LidTieNone {
		return -1
	}
	return best
}
