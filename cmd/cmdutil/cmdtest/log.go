package cmdtest

import (
	"errors"
	"os"
	"testing"

	"tabletop/engine"
)

// errEnough ends a game played by PlayedLog after its first moves.
var errEnough = errors.New("enough moves")

// PlayedLog writes to path the log of a game of random bots named names
// (seeded with seed), as play --log writes it, cut after moves moves (an
// unfinished game; 0: the whole game).
func PlayedLog(t testing.TB, path, game string, names []string, seed uint64, moves int) {
	t.Helper()
	rs, err := engine.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	agents := make([]engine.Agent, len(names))
	for i := range agents {
		agents[i] = engine.NewRandomAgent(seed + uint64(i))
	}
	s, err := rs.New(engine.Config{Players: len(names), Seed: seed, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	log := engine.NewLog(s, names)
	n := 0
	if err := engine.Run(s, agents, func(seat int, m engine.Move, after engine.State) error {
		log.Record(seat, m, after)
		if n++; n == moves {
			return errEnough
		}
		return nil
	}); err != nil && !errors.Is(err, errEnough) {
		t.Fatal(err)
	}
	data, err := log.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
