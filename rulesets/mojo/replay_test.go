package mojo

import (
	"errors"
	"strings"
	"testing"

	"tabletop/engine"
)

func playLogged(t *testing.T, cfg engine.Config) (*State, *engine.GameLog) {
	t.Helper()
	s, err := NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ann", "Ben", "Cy", "Dee"}[:cfg.Players]
	log := engine.NewLog(s, names)
	agents := make([]engine.Agent, cfg.Players)
	for i := range agents {
		agents[i], _ = Ruleset{}.NewBot([]string{"greedy", "random"}[i%2], uint64(i+10))
	}
	if err := engine.Run(s, agents, func(seat int, m engine.Move, after engine.State) error {
		log.Record(seat, m, after)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return s, log
}

func TestReplay(t *testing.T) {
	for _, o := range []engine.Options{{}, {OptVariant: VariantTwoPiles, OptDealNext: DealContinue}} {
		t.Run(engine.Options(o).String(), func(t *testing.T) {
			s, log := playLogged(t, engine.Config{Players: 4, Seed: 77, Start: 2, Options: o})
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
			if !r.Equal(s) || !s.IsTerminal() {
				t.Fatal("replay gives a different state")
			}
			// Tamper: a chain that breaks mojo.turn.chain-only-equal or is
			// not held, whatever the position.
			i := len(back.Moves) / 2
			for !strings.HasPrefix(back.Moves[i].Text, "play") {
				i++
			}
			back.Moves[i].Text = "play 8 7 6"
			_, err = engine.Replay("game.yaml", back)
			var re *engine.ReplayError
			if !errors.As(err, &re) || re.Index != i+1 {
				t.Fatalf("tampered move %d: %v", i+1, err)
			}
			if _, ok := engine.AsRuleError(err); !ok {
				t.Fatalf("tampered move: %v does not wrap a rule error", err)
			}
		})
	}
}
