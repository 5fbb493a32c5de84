package mojo

import (
	"errors"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
)

func playLogged(t *testing.T, cfg engine.Config) (*State, *engine.GameLog) {
	t.Helper()
	names := []string{"Ann", "Ben", "Cy", "Dee"}[:cfg.Players]
	cfg.Names = names // the round details name them, as replay does
	s, err := NewState(cfg)
	if err != nil {
		t.Fatal(err)
	}
	agents := make([]engine.Agent, cfg.Players)
	for i := range agents {
		agents[i], _ = Ruleset{}.NewBot([]string{"greedy", "random"}[i%2], uint64(i+10))
	}
	log := enginetest.PlayLogged(t, s, names, agents)
	return s, log
}

func TestReplay(t *testing.T) {
	for _, o := range []engine.Options{{}, {OptionVariant: VariantTwoPiles, OptionDealNext: DealContinue}} {
		t.Run(engine.Options(o).String(), func(t *testing.T) {
			s, log := playLogged(t, engine.Config{Players: 4, Seed: 77, Start: 2, Options: o})
			back, r := enginetest.Replayed(t, log)
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
			_, err := engine.Replay("game.yaml", back)
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

// TestReplayRoundEndOnHigherCard: games in which a chain empties a hand on
// a higher last card (mojo.round-end) replay to the same state, and the
// same move naming a card to draw is refused on replay.
func TestReplayRoundEndOnHigherCard(t *testing.T) {
	for _, c := range []struct {
		name string
		cfg  engine.Config
	}{
		{"2-players", engine.Config{Players: 2}},
		{"4-players", engine.Config{Players: 4}},
		{"4-players-two-piles", engine.Config{Players: 4, Options: engine.Options{OptionVariant: VariantTwoPiles}}},
	} {
		t.Run("mojo.round-end/"+c.name, func(t *testing.T) {
			// The first seed whose game has such a move (about 1 game in
			// 10 with 2 players, 1 in 100 with 4).
			var s *State
			var log *engine.GameLog
			at := -1
			for seed := uint64(0); seed < 1000 && at < 0; seed++ {
				cfg := c.cfg
				cfg.Seed = seed
				s, log, at = playFindLastHigher(t, cfg)
			}
			if at < 0 {
				t.Fatal("no game in 1000 ended a round on a higher last card")
			}
			back, r := enginetest.Replayed(t, log)
			if !r.Equal(s) {
				t.Fatal("the replayed game differs from the one played")
			}
			// The same move naming a card to draw (from the other discard
			// pile, or from pile 1 with one pile) is refused.
			m := back.Moves[at].Text + " draw 2"
			if !strings.HasSuffix(back.Moves[at].Text, "on 1") {
				m = back.Moves[at].Text + " draw 1"
			}
			back.Moves[at].Text = m
			_, err := engine.Replay("game.yaml", back)
			if re, ok := engine.AsRuleError(err); !ok || re.Rule != "mojo.round-end" {
				t.Fatalf("move %d %q: %v", at+1, m, err)
			}
		})
	}
}

// playFindLastHigher plays one logged game of greedy and random bots and
// returns the index of the first move that emptied a hand on a higher
// last card, or -1.
func playFindLastHigher(t *testing.T, cfg engine.Config) (*State, *engine.GameLog, int) {
	t.Helper()
	cfg.Names = []string{"Ann", "Ben", "Cy", "Dee"}[:cfg.Players] // as replay names them
	s, err := NewState(cfg)
	if err != nil {
		t.Fatal(err)
	}
	log := engine.NewLog(s, cfg.Names)
	agents := make([]engine.Agent, cfg.Players)
	for i := range agents {
		agents[i], _ = Ruleset{}.NewBot([]string{"greedy", "random"}[i%2], uint64(i+10))
	}
	at := -1
	if err := engine.Run(s, agents, func(seat int, m engine.Move, after engine.State) error {
		log.Record(seat, m, after)
		r := &after.(*State).last
		if at < 0 && r.flags&fRoundEnd != 0 && m.Kind == KindPlay && m.Cards[m.N-1] > r.covered {
			at = len(log.Moves) - 1
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return s, log, at
}
