package sim

import (
	"tabletop/engine"
)

// Reseeder is an Agent that can start over with a new seed: afterwards it
// chooses exactly as a new bot of the same name made with that seed would.
// The simulator reuses one agent per seat and worker through it.
type Reseeder interface {
	Reseed(seed uint64)
}

// checkScoreBoundsFast is engine.CheckScoreBounds through a GameSummarizer.
func checkScoreBoundsFast(s engine.State, g engine.GameSummarizer) error {
	b, ok := s.(engine.ScoreBounder)
	if !ok || g.RoundCount() == 0 {
		return nil
	}
	lo, hi := b.ScoreBounds()
	if l, h := g.RoundScoreRange(); l < lo || h > hi {
		return engine.CheckScoreBounds(s) // names the round
	}
	return nil
}

// seatName names a seat in an error, as the harness does.
