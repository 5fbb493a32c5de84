package enginetest

import (
	"testing"

	"tabletop/engine"
)

// ReshufflesRecorded plays a random game of rs for every set-up and seed
// (1 to seeds) with a log, and checks that the log holds one reshuffle
// card record for every reshuffle the game made (reshuffles: how many the
// move just applied to s made, counted where the game shuffles), and that
// the log, written and read back, replays to the same game. It returns
// how many reshuffles the games made in all.
func ReshufflesRecorded(t *testing.T, rs engine.Ruleset, cfgs []engine.Config, seeds int, reshuffles func(s engine.State) int) int {
	t.Helper()
	total := 0
	for _, cfg := range cfgs {
		for seed := 1; seed <= seeds; seed++ {
			cfg.Seed = uint64(seed)
			total += reshufflesOfGame(t, rs, cfg, reshuffles)
		}
	}
	return total
}

func reshufflesOfGame(t *testing.T, rs engine.Ruleset, cfg engine.Config, reshuffles func(s engine.State) int) int {
	t.Helper()
	names := make([]string, cfg.Players)
	for i := range names {
		names[i] = string(rune('A'+i)) + "nn"
	}
	cfg.Names = names
	s, err := rs.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	log := engine.NewLog(s, names)
	rng := engine.NewRNG(cfg.Seed ^ 0x9e3779b97f4a7c15)
	played := 0
	var buf []engine.Move
	for moves := 0; !s.IsTerminal() && moves < 100000; moves++ {
		buf = s.LegalMoves(buf[:0])
		seat := s.CurrentPlayer()
		m := buf[rng.Intn(len(buf))]
		if err := engine.Play(s, seat, m); err != nil {
			t.Fatalf("%s seed %d: %v", cfg.Options, cfg.Seed, err)
		}
		played += reshuffles(s)
		log.Record(seat, m, s)
	}
	recorded := 0
	for _, c := range log.Cards {
		if c.What == "reshuffle" {
			recorded++
		}
	}
	if recorded != played {
		t.Fatalf("%s, %d players, seed %d: %d reshuffles in play, %d reshuffle records in the log", cfg.Options, cfg.Players, cfg.Seed, played, recorded)
	}
	if _, r := Replayed(t, log); !r.Equal(s) {
		t.Fatalf("%s, %d players, seed %d: the replayed game differs from the one played", cfg.Options, cfg.Players, cfg.Seed)
	}
	return played
}

// Replayed writes log as YAML, reads it back and replays it, failing t on
// any error: the log read back and the game it replays to.
func Replayed(t testing.TB, log *engine.GameLog) (*engine.GameLog, engine.State) {
	t.Helper()
	data, err := log.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.ParseLog("game.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.Replay("game.yaml", back)
	if err != nil {
		t.Fatal(err)
	}
	return back, r
}
