package makoto

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/internal/testdepth"
)

// Every reshuffle of the Oracle deck writes one reshuffle record to the
// log, and the log replays to the same game: random games for every
// player count, one game and a series.
func TestEveryReshuffleRecorded(t *testing.T) {
	t.Parallel()
	var cfgs []engine.Config
	for _, o := range []engine.Options{{}, {OptionSeries: "on"}, {OptionSeries: "on", OptionLid: "off"}} {
		for players := MinPlayers; players <= MaxPlayers; players++ {
			cfgs = append(cfgs, engine.Config{Players: players, Options: o, Start: players - 1})
		}
	}
	seeds := testdepth.Sweep(1, 6) // games per table (about a hundred reshuffles), 6 with -long
	total := enginetest.ReshufflesRecorded(t, theRuleset, cfgs, seeds, func(s engine.State) int {
		st := s.(*State)
		n := 0
		for _, r := range st.eff.r[:st.eff.n] {
			if r.code == effReshuffle {
				n++
			}
		}
		return n
	})
	if total == 0 {
		t.Fatal("no game reshuffled the Oracle deck")
	}
	t.Logf("%d reshuffles", total)
}
