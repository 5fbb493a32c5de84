package sim_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/sim"
)

// Deep checks replay every game's log, which looks the game up by name.
func init() { engine.Register(enginetest.Nim{}) }

func TestSimulateDeterministicAcrossWorkers(t *testing.T) {
	base := sim.Options{Config: engine.Config{Players: 3, Seed: 11}, Games: 500, Level: engine.CheckDeep}
	one, two := base, base
	one.Workers, two.Workers = 1, 2
	a, err := sim.Run(enginetest.Nim{}, one)
	if err != nil {
		t.Fatal(err)
	}
	b, err := sim.Run(enginetest.Nim{}, two)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("results differ with the number of workers:\n%+v\n%+v", a, b)
	}
	if a.InvariantViolations != 0 {
		t.Fatalf("violations: %v", a.Violations)
	}
	total := 0
	for _, w := range a.Wins {
		total += w
	}
	if total != a.Games {
		t.Fatalf("wins add up to %d, want %d", total, a.Games)
	}
}

// brokenNim breaks its invariant once the pile is low, to show the harness
// catches it.
type brokenNim struct{ enginetest.Nim }

func (brokenNim) Name() string { return "broken-nim" }
func (r brokenNim) New(cfg engine.Config) (engine.State, error) {
	s, err := r.Nim.New(cfg)
	return &brokenState{s.(*enginetest.NimState)}, err
}

type brokenState struct{ *enginetest.NimState }

func (b *brokenState) CheckInvariants() error {
	if b.Stones() < 3 {
		return errors.New("pile below 3")
	}
	return nil
}

func TestHarnessReportsViolations(t *testing.T) {
	res, err := sim.Run(brokenNim{}, sim.Options{Config: engine.Config{Players: 2, Seed: 1}, Games: 20})
	if err != nil {
		t.Fatal(err)
	}
	if res.InvariantViolations == 0 || !strings.Contains(res.Violations[0], "pile below 3") {
		t.Fatalf("harness missed a broken invariant: %+v", res)
	}
}
