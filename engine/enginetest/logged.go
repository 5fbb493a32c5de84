package enginetest

import (
	"testing"

	"tabletop/engine"
)

// PlayLogged plays s to its end with agents (one a seat), recording every
// move in a log of the players names, and returns the log; an error of the
// run fails t.
func PlayLogged(t testing.TB, s engine.State, names []string, agents []engine.Agent) *engine.GameLog {
	t.Helper()
	log := engine.NewLog(s, names)
	if err := engine.Run(s, agents, func(seat int, m engine.Move, after engine.State) error {
		log.Record(seat, m, after)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return log
}
