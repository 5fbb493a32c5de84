package story_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/story"
)

func init() { engine.Register(enginetest.Nim{}) }

func TestArticle(t *testing.T) {
	for card, want := range map[string]string{
		"3": "a 3", "8": "an 8", "8s": "an 8s", "11": "an 11", "11s": "an 11s", "18": "an 18",
		"1": "a 1", "12": "a 12", "0": "a 0", "16": "a 16",
	} {
		if got := story.Article(card); got != want {
			t.Errorf("Article(%q) = %q, want %q", card, got, want)
		}
	}
}

// Fresh seeds use all 64 bits (issue 28.1): a seed below 10⁹ can be found
// by scanning every one from the cards a player sees. Of 64 seeds drawn
// from 64 random bits, all are above 2^40 but for a chance of about 64·2^-24,
// and some are above 2^63 but for a chance of 2^-64.
func TestFreshSeedsDiffer(t *testing.T) {
	seen := map[uint64]bool{}
	high, top := 0, 0
	for range 64 {
		s := story.FreshSeed()
		seen[s] = true
		if s >= 1<<40 {
			high++
		}
		if s >= 1<<63 {
			top++
		}
	}
	if len(seen) < 63 {
		t.Errorf("64 fresh seeds gave only %d different ones", len(seen))
	}
	if high < 60 || top == 0 {
		t.Errorf("fresh seeds do not span 64 bits: %d of 64 above 2^40, %d above 2^63", high, top)
	}
}

// nimLog plays a game of nim between random agents and logs it.
func nimLog(t *testing.T, seed uint64) (*engine.GameLog, []engine.Agent) {
	t.Helper()
	s, err := enginetest.Nim{}.New(engine.Config{Players: 3, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ann", "Ben", "Cy"}
	agents := []engine.Agent{engine.NewRandomAgent(1), engine.NewRandomAgent(2), engine.NewRandomAgent(3)}
	l := engine.NewLog(s, names)
	st := story.New(s, names)
	if err := engine.Run(s, agents, func(seat int, m engine.Move, after engine.State) error {
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
	final, err := story.Steps("nim.yaml", l, func(st story.Step) error {
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
	// An illegal move stops the steps with a *engine.ReplayError.
	bad := *l
	bad.Moves = append(slices.Clone(l.Moves[:1]), engine.LoggedMove{Player: l.Moves[1].Player, Text: "take 9"})
	_, err = story.Steps("nim.yaml", &bad, func(story.Step) error { return nil })
	var re *engine.ReplayError
	if !errors.As(err, &re) || re.Index != 2 {
		t.Errorf("an illegal second move gave %v", err)
	}
}
