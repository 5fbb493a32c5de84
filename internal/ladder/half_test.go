package ladder_test

import (
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tabletop/engine/enginetest"
	"tabletop/internal/ladder"
)

// halfEnv, set, makes the test binary the child of TestHalfCapability:
// TestMain registers halfRecords as Ladder.
const halfEnv = "TABLETOP_LADDER_HALF"

// halfRecords is Ladder with half of the capability Records: its ruleset
// gives the keys and words of deal and card records (engine.RecordSchema),
// its states record no cards (engine.CardRecorder).
type halfRecords struct{ ladder.Ruleset }

func (halfRecords) DealKeys() []string  { return []string{"top"} }
func (halfRecords) CardKinds() []string { return []string{"drawn"} }

// registerLadder registers Ladder, halfRecords in the child of
// TestHalfCapability, or tabledScored in the child of
// TestRegistryOffersACapableGame.
func registerLadder() {
	switch {
	case os.Getenv(halfEnv) != "":
		ladder.RegisterAs(halfRecords{})
	case os.Getenv(capableEnv) != "":
		ladder.RegisterAs(tabledScored{})
	default:
		ladder.Register()
	}
}

// A game with half a capability registers, and the commands run (the
// binary starts); its Conformance test fails on that capability alone,
// with a message that names what it has and what it lacks. The test runs
// Conformance in a child process, where Ladder is halfRecords.
func TestHalfCapability(t *testing.T) {
	if os.Getenv(halfEnv) != "" {
		t.Run("rules", func(t *testing.T) {
			for _, game := range []string{"ladder", "mojo"} {
				if r := run(t.TempDir(), "", "rules", game); r.code != 0 || !strings.Contains(r.out, "players)") {
					t.Errorf("rules %s: exit %d\n%s%s", game, r.code, r.out, r.err)
				}
			}
		})
		enginetest.Conformance(t, halfRecords{})
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHalfCapability$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), halfEnv+"=1")
	out, err := cmd.CombinedOutput()
	want := "ladder implements part of the capability Records (logs record every deal and every card turned up): " +
		"its ruleset implements engine.RecordSchema, but its state does not implement engine.CardRecorder"
	var failed []string
	for _, m := range regexp.MustCompile(`--- FAIL: (\S+)`).FindAllStringSubmatch(string(out), -1) {
		failed = append(failed, m[1])
	}
	slices.Sort(failed)
	if err == nil || !strings.Contains(string(out), want) || strings.Contains(string(out), "panic") ||
		!slices.Equal(failed, []string{"TestHalfCapability", "TestHalfCapability/capabilities"}) {
		t.Errorf("the child passed (%v), failed %v, or did not say %q:\n%s", err, failed, want, out)
	}
}
