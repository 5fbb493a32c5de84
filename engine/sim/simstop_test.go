package sim_test

import (
	"reflect"
	"sync/atomic"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/sim"
)

// A simulation stopped after k games reports exactly the first k games,
// marked partial with the number asked for; stopped before any game, it
// reports none.
func TestSimulateStopped(t *testing.T) {
	const k = 37
	for _, level := range []engine.CheckLevel{engine.CheckCheap, engine.CheckDeep} {
		var stop atomic.Bool
		o := sim.Options{Config: engine.Config{Players: 3, Seed: 5}, Games: 1000, Workers: 1, Level: level, PerGame: true, Stop: &stop,
			Progress: func(done int) {
				if done == k {
					stop.Store(true)
				}
			}}
		got, err := sim.Run(enginetest.Nim{}, o)
		if err != nil {
			t.Fatal(err)
		}
		if !got.Partial || got.Games != k || got.GamesRequested != 1000 || len(got.PerGame.Rows) != k {
			t.Fatalf("level %v: partial %v, games %d of %d, %d rows", level, got.Partial, got.Games, got.GamesRequested, len(got.PerGame.Rows))
		}
		want, err := sim.Run(enginetest.Nim{}, sim.Options{Config: o.Config, Games: k, Workers: 1, Level: level, PerGame: true})
		if err != nil {
			t.Fatal(err)
		}
		got.Partial, got.GamesRequested = false, 0
		if !reflect.DeepEqual(got, want) {
			t.Errorf("level %v: the first %d games stopped differ from %d games played:\n%+v\n%+v", level, k, k, got, want)
		}
	}

	var stop atomic.Bool
	stop.Store(true)
	got, err := sim.Run(enginetest.Nim{}, sim.Options{Config: engine.Config{Players: 2, Seed: 1}, Games: 50, Stop: &stop})
	if err != nil {
		t.Fatal(err)
	}
	if !got.Partial || got.Games != 0 || got.GamesRequested != 50 || got.Moves != 0 {
		t.Errorf("stopped before the first game: %+v", got)
	}
}
