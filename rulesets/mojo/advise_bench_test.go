package mojo

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
)

// advisePositions are the start of a round for every player count, in play
// (the mover's hand known) and in the table mode (every hand unknown),
// the positions whose rollouts run longest, and positions from played
// games.
func advisePositions(tb testing.TB) []enginetest.AdvisePosition {
	newPlay := func(players int) (engine.State, error) {
		return NewState(engine.Config{Players: players, Seed: uint64(players)})
	}
	newTable := func(players int) (engine.State, error) {
		table, err := Ruleset{}.NewTable(engine.Config{Players: players})
		if err != nil {
			return nil, err
		}
		if _, err := table.Start([]string{"5"}); err != nil {
			return nil, err
		}
		return table.State(), nil
	}
	out := enginetest.StartPositions(tb, MinPlayers, MaxPlayers, newPlay, newTable)
	return append(out, enginetest.Positions("game", searchPositions(tb)[:6])...)
}

// BenchmarkAdvise is the hint (mcts.Advise) from each of advisePositions.
func BenchmarkAdvise(b *testing.B) { enginetest.BenchAdvise(b, advisePositions(b)) }

// The hint from each of advisePositions is pinned (testdata/advice.golden,
// made before the search was made faster).
func TestAdviceGolden(t *testing.T) { enginetest.AdviceGolden(t, advisePositions(t)) }
