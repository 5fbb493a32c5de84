package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestArticle(t *testing.T) {
	for card, want := range map[string]string{
		"3": "a 3", "8": "an 8", "8s": "an 8s", "11": "an 11", "11s": "an 11s", "18": "an 18",
		"1": "a 1", "12": "a 12", "0": "a 0", "16": "a 16",
	} {
		if got := Article(card); got != want {
			t.Errorf("Article(%q) = %q, want %q", card, got, want)
		}
	}
}

func TestFreshSeedsDiffer(t *testing.T) {
	seen := map[uint64]bool{}
	for range 20 {
		s := FreshSeed()
		if s >= maxFreshSeed {
			t.Fatalf("seed %d is not below %d", s, maxFreshSeed)
		}
		seen[s] = true
	}
	if len(seen) < 19 {
		t.Errorf("20 fresh seeds gave only %d different ones", len(seen))
	}
}

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
	st := NewStory(s, names)
	if err := Run(s, agents, func(seat int, m Move, after State) error {
		l.Record(seat, m, after)
		st.Record(seat, m, after)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	l.Events = st.Lines()
	return l, agents
}

func TestStoryAndSteps(t *testing.T) {
	l, _ := nimLog(t, 5)
	if !strings.HasPrefix(l.Events[0], "deal 1: 21 stones left") {
		t.Errorf("the story does not start with the deal: %q", l.Events[0])
	}
	var moves []string
	for _, e := range l.Events[1:] {
		if !strings.HasPrefix(e, "  ") {
			moves = append(moves, e)
		}
	}
	var logged []string
	for _, m := range l.Moves {
		logged = append(logged, m.String())
	}
	if !slices.Equal(moves, logged) {
		t.Errorf("the story's moves %q differ from the log's %q", moves, logged)
	}
	// Steps shows the table before the first move and after each.
	var idx []int
	final, err := Steps("nim.yaml", l, func(st Step) error {
		idx = append(idx, st.Index)
		if st.Index > 0 && st.Move != l.Moves[st.Index-1] {
			t.Errorf("step %d is %v, want %v", st.Index, st.Move, l.Moves[st.Index-1])
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(idx) != len(l.Moves)+1 || idx[0] != 0 || !final.IsTerminal() {
		t.Errorf("steps %v for %d moves", idx, len(l.Moves))
	}
	// An illegal move stops the steps with a *ReplayError.
	bad := *l
	bad.Moves = append(slices.Clone(l.Moves[:1]), LoggedMove{Player: l.Moves[1].Player, Text: "take 9"})
	_, err = Steps("nim.yaml", &bad, func(Step) error { return nil })
	var re *ReplayError
	if !errors.As(err, &re) || re.Index != 2 {
		t.Errorf("an illegal second move gave %v", err)
	}
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
