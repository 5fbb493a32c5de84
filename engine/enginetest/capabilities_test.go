package enginetest

import (
	"slices"
	"testing"

	"tabletop/engine"
)

// twoStates is Nim whose states with 10 stones are of another type.
type twoStates struct{ Nim }

type smallNim struct{ *NimState }

func (r twoStates) New(cfg engine.Config) (engine.State, error) {
	s, err := r.Nim.New(cfg)
	if err != nil || s.Config().Options["stones"] != "10" {
		return s, err
	}
	return smallNim{s.(*NimState)}, nil
}

// The capabilities of a game are looked for on one of its states, so
// Conformance finds a game that deals states of two types.
func TestStateTypes(t *testing.T) {
	if got := stateTypes(Nim{}); !slices.Equal(got, []string{"*enginetest.NimState"}) {
		t.Errorf("Nim: %v", got)
	}
	if got := stateTypes(twoStates{}); !slices.Equal(got, []string{"*enginetest.NimState", "enginetest.smallNim"}) {
		t.Errorf("two types: %v", got)
	}
}
