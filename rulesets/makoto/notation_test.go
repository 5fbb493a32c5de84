package makoto

import (
	"errors"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
)

func TestParseMoveCanonical(t *testing.T) {
	cases := []struct {
		in, want string
		oracle   bool
		kind     uint8
	}{
		{"play 3 3 3", "play 3 3 3", false, KindPlay},
		{"  PLAY  3s 3 3 ", "play 3 3 3s", false, KindPlay},
		{"play 5 3 4", "play 3 4 5", false, KindPlay},
		{"play 9 9 9 9s", "play 9 9 9 9s", false, KindPlay},
		{"play 13 13 13 take 1 1 1", "play 13 13 13 take 1 1 1", false, KindPlay},
		{"play 13 13 13 take 1s 1", "play 13 13 13 take 1 1s", false, KindPlay},
		{"play 3 3 3 discard 1", "play 3 3 3 discard 1", false, KindPlay},
		{"play 3 3 3 done", "play 3 3 3 done", false, KindPlay},
		{"play 9 9 9 9s take 2", "play 9 9 9 9s take 2", false, KindPlay},
		{"play 13 13 take 1 2 1", "play 13 13 take 1 2", false, KindPlay},
		{"pass", "pass", false, KindPass},
		{"pass oracle", "pass oracle", false, KindPassOracle},
		{"pass oracle discard 7s", "pass oracle discard 7s", false, KindPassOracle},
		{"discard 1", "discard 1", false, KindCurtain},
		{"discard 7", "discard 7", true, KindOracle},
		{"take 2 2", "take 2 2", false, KindCurtain},
		{"done", "done", false, KindCurtain},
		{"lid take 7", "lid take 7", false, KindLidTake},
	}
	for _, c := range cases {
		m, err := ParseMoveIn(c.in, 4, c.oracle)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if m.Kind != c.kind || FormatMove(m) != c.want {
			t.Errorf("%q reads as kind %d %q, want kind %d %q", c.in, m.Kind, FormatMove(m), c.kind, c.want)
		}
		back, err := ParseMoveIn(FormatMove(m), 4, c.oracle)
		if err != nil || back != m {
			t.Errorf("%q does not round-trip: %v", c.in, err)
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	bad := []string{"", "play", "play x", "play 0", "play 17", "play 3 3 as", "play 3 3 as set set",
		"play 9 9 9 9s as set", "play 9 9 9 9 as set", "play 9 9 9 as set", "play 9 9 9 9s as set take 2", "lid keep",
		"play 3 discard", "play 3 discard 1 2", "play 3 take", "play 3 done 1", "pass 3", "pass oracle 3",
		"pass oracle discard", "lid", "lid take", "lid take 1 2", "lid drop", "jump", "take", "discard",
		"play 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 1", "play 3 keep", "play -3", "play +3"}
	for _, in := range bad {
		_, err := ParseMoveIn(in, 4, false)
		if !isParseError(err) {
			t.Errorf("%q: %v, want a *engine.ParseError", in, err)
		}
	}
}

// TestLegalMovesRoundTrip: every legal move prints uniquely and reads back
// as itself, in every phase met in random games (also part of CheckDeep).
func TestLegalMovesRoundTrip(t *testing.T) {
	phases := map[string]bool{}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		s, _ := NewState(engine.Config{Players: players, Seed: uint64(players), Options: engine.Options{OptionSeries: "on"}})
		r := engine.NewRandomAgent(3)
		var buf []engine.Move
		for !s.IsTerminal() {
			buf = s.LegalMoves(buf[:0])
			seen := map[string]bool{}
			phases[s.Phase()] = true
			for _, m := range buf {
				str := s.MoveString(m)
				if seen[str] {
					t.Fatalf("two legal moves print as %q", str)
				}
				seen[str] = true
				back, err := s.ParseMove(str)
				if err != nil || back != m {
					t.Fatalf("%q does not read back (%v)", str, err)
				}
			}
			if err := s.Apply(r.Choose(s, buf)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, p := range []string{"play", "curtain", "oracle"} {
		if !phases[p] {
			t.Errorf("phase %s never met", p)
		}
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"play 3 3 3", "play 13 13 13 take 1 1 1", "play 9 9 9 9s", "pass oracle",
		"pass oracle discard 3", "discard 4", "take 2 2s", "done", "lid take 7", "play 3 4 5 discard 1"} {
		f.Add(s)
	}
	base := table(f, deal{players: 4, curtain: cards(f, "1 1 2 7"), lid: 0, hands: [][]Card{
		cards(f, "3 3 3 4 5 6 9 9 9 9s 1"), cards(f, "8"), cards(f, "8"), cards(f, "8")}})
	f.Fuzz(func(t *testing.T, in string) {
		m, err := base.ParseMove(in)
		if err != nil {
			if !isParseError(err) {
				t.Fatalf("%q: error %v is not a *engine.ParseError", in, err)
			}
			return
		}
		str := base.MoveString(m)
		back, err := base.ParseMove(str)
		if err != nil || back != m {
			t.Fatalf("%q -> %q does not read back: %v", in, str, err)
		}
		if again := base.MoveString(back); again != str {
			t.Fatalf("not canonical: %q then %q", str, again)
		}
		s := base.Clone().(*State)
		if err := s.Apply(m); err != nil {
			if _, ok := engine.AsRuleError(err); !ok {
				t.Fatalf("%q: Apply error %v is not a *engine.RuleError", in, err)
			}
			if !s.Equal(base) {
				t.Fatalf("%q: rejected but changed the state", in)
			}
			return
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("%q: %v", in, err)
		}
	})
}

func TestReplay(t *testing.T) {
	names := []string{"Ann", "Ben", "Cy", "Di"}
	s, _ := NewState(engine.Config{Players: 4, Seed: 11, Start: 2, Options: engine.Options{OptionSeries: "on"}, Names: names})
	log := enginetest.PlayLogged(t, s, names, []engine.Agent{NewGreedy(1), engine.NewRandomAgent(2), NewGreedy(3), engine.NewRandomAgent(4)})
	_, r := enginetest.Replayed(t, log)
	if !r.Equal(s) || len(r.Rounds()) != 4 {
		t.Fatalf("replay differs (rounds %d)", len(r.Rounds()))
	}
	// Each tampering is of the log read back afresh.
	reread := func() *engine.GameLog { back, _ := enginetest.Replayed(t, log); return back }
	// Tamper: the first move of the log becomes a pass by the leader.
	bad := reread()
	bad.Moves[0].Text = "pass"
	_, err := engine.Replay("game.yaml", bad)
	var rep *engine.ReplayError
	if !errors.As(err, &rep) || rep.Index != 1 {
		t.Fatalf("tampered log: %v, want a *engine.ReplayError at move 1", err)
	}
	re, ok := engine.AsRuleError(err)
	if !ok || re.Rule != "makoto.lead" {
		t.Fatalf("tampered log: %v, want it to wrap a makoto.lead *engine.RuleError", err)
	}
	// Tamper: a take of more cards than the Curtain holds.
	bad = reread()
	for i, m := range bad.Moves {
		if strings.HasPrefix(m.Text, "take ") {
			bad.Moves[i].Text = "take 1 1 1 1 1 1 1 1"
			_, err = engine.Replay("game.yaml", bad)
			if re, ok := engine.AsRuleError(err); !ok || re.Rule != "makoto.curtain.take" {
				t.Fatalf("tampered take: %v", err)
			}
			break
		}
	}
	// A recorded score that the moves do not produce.
	bad = reread()
	bad.Rounds[0].Scores[0]++
	if _, err = engine.Replay("game.yaml", bad); !errors.Is(err, engine.ErrResultMismatch) {
		t.Fatalf("tampered score: %v", err)
	}
}
