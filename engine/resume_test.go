package engine

import (
	"errors"
	"slices"
	"testing"
)

// nimLog plays a game of nim between random agents and logs it.
func nimLog(t *testing.T, seed uint64) (*GameLog, []Agent) {
	t.Helper()
	s, err := nimRules{}.New(Config{Players: 3, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ann", "Ben", "Cy"}
	agents := []Agent{NewRandomAgent(1), NewRandomAgent(2), NewRandomAgent(3)}
	l := NewLog(s, names)
	if err := Run(s, agents, func(seat int, m Move, after State) error {
		l.Record(seat, m, after)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return l, agents
}

// A game resumed from a cut log through Resumer ends as the whole game,
// the agents' random sources kept in step.
func TestResumer(t *testing.T) {
	for seed := range uint64(10) {
		full, _ := nimLog(t, seed)
		for k := range len(full.Moves) {
			cut := *full
			cut.Moves = full.Moves[:k]
			s, _ := nimRules{}.New(Config{Players: 3, Seed: seed})
			r := NewResumer(&cut)
			agents := r.Wrap([]Agent{NewRandomAgent(1), NewRandomAgent(2), NewRandomAgent(3)})
			var got []LoggedMove
			names := full.Players
			if err := Run(s, agents, func(seat int, m Move, after State) error {
				got = append(got, LoggedMove{Player: names[seat], Text: after.MoveString(m)})
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			if r.Replaying() || r.Made() != k {
				t.Errorf("seed %d cut %d: %d logged moves made", seed, k, r.Made())
			}
			want := slices.Clone(full.Moves)
			for i := range want {
				want[i].Line = 0
			}
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d cut %d: resumed %v, want %v", seed, k, got, want)
			}
		}
	}
}

// A log whose next move is someone else's cannot be resumed.
func TestResumerWrongPlayer(t *testing.T) {
	full, _ := nimLog(t, 3)
	cut := *full
	first := full.Moves[0]
	other := "Ann"
	if first.Player == "Ann" {
		other = "Ben"
	}
	cut.Moves = []LoggedMove{{Player: other, Text: first.Text}}
	s, _ := nimRules{}.New(Config{Players: 3, Seed: 3})
	r := NewResumer(&cut)
	err := Run(s, r.Wrap([]Agent{NewRandomAgent(1), NewRandomAgent(2), NewRandomAgent(3)}), nil)
	var re *ResumeError
	if !errors.As(err, &re) || re.Index != 1 {
		t.Fatalf("got %v, want a ResumeError at move 1", err)
	}
}
