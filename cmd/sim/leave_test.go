package sim

import (
	"bytes"
	"encoding/json"
	"os"
	"sync"
	"syscall"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine"
	"tabletop/engine/sim"
)

// SIGTERM stops sim: it returns by itself with exit 143, and its JSON
// report covers the games finished, marked partial with the number asked
// for (e2e's TestSimInterruptedReportsSoFar sends Ctrl-C to the binary on
// a terminal, where the bar shows and the text report is told).
func TestRunSimLeavesAtASignal(t *testing.T) {
	rs := cmdtest.MustGame(t, "makoto")
	sigs := make(chan os.Signal, 1)
	leave := cmdutil.NewLeaving(sigs, func(code int) { t.Errorf("sim did not return by itself: the process was ended (exit %d)", code) })
	defer leave.Stop()
	var sent sync.Once
	var out bytes.Buffer
	const games = 100000000
	o := Options{Game: rs, JSON: true, IO: cmdutil.IOStreams{Out: &out, ErrOut: &out}, Leave: leave, Sim: sim.Options{
		Config: engine.Config{Players: 3, Options: cmdtest.MustOptions(t, rs, nil), Seed: 1},
		Games:  games, Bots: []string{"random"}, Workers: 1, Level: engine.CheckCheap,
		// The signal comes once a game is finished.
		Progress: func(int) { sent.Do(func() { sigs <- syscall.SIGTERM }) },
	}}
	err := Run(&o)
	if code := cmdutil.ExitCode(err); code != 143 {
		t.Fatalf("exit %d (%v), want 143", code, err)
	}
	var rep struct {
		Games          int  `json:"games"`
		GamesRequested int  `json:"games_requested"`
		Partial        bool `json:"partial"`
		Violations     *int `json:"invariant_violations"`
		Wins           []int
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("%v:\n%s", err, out.String())
	}
	wins := 0
	for _, w := range rep.Wins {
		wins += w
	}
	if !rep.Partial || rep.GamesRequested != games || rep.Games < 1 || rep.Games >= games ||
		rep.Violations == nil || *rep.Violations != 0 || wins < rep.Games {
		t.Errorf("the partial report: %+v\n%s", rep, out.String())
	}
}
