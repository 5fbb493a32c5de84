package mojo

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/internal/testdepth"
)

// Every reshuffle of the draw pile, wherever it happens (a draw after a
// higher card, a continue deal running out), writes one reshuffle record
// to the log, and the log replays to the same game: random games for
// every player count and option set that shapes a reshuffle.
func TestEveryReshuffleRecorded(t *testing.T) {
	t.Parallel()
	var cfgs []engine.Config
	for _, o := range []engine.Options{
		{},
		{OptionDealNext: DealContinue},
		{OptionDealNext: DealContinue, OptionDirectionZero: DirCCW},
		{OptionVariant: VariantTwoPiles},
		{OptionVariant: VariantTwoPiles, OptionDealNext: DealContinue},
		{OptionVariant: VariantTwoPiles, OptionDealNext: DealContinue, OptionRefill: RefillDraw},
	} {
		for players := 2; players <= MaxPlayers; players++ {
			cfgs = append(cfgs, engine.Config{Players: players, Options: o, Start: players / 2})
		}
	}
	seeds := testdepth.Sweep(1, 12) // games per table (about fifty reshuffles, thirty while dealing), 12 with -long
	deals := 0
	total := enginetest.ReshufflesRecorded(t, Ruleset{}, cfgs, seeds, func(s engine.State) int {
		st := s.(*State)
		if st.last.flags&fDealReshuffled != 0 {
			deals++
		}
		return int(st.last.shuffles)
	})
	if deals == 0 || total == deals {
		t.Fatalf("%d reshuffles, %d while dealing: the games do not reach both cases", total, deals)
	}
	t.Logf("%d reshuffles, %d while dealing", total, deals)
}
