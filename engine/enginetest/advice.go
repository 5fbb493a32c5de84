package enginetest

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/mcts"
)

// AdvisePosition is a position a hint (mcts.Advise) is asked for.
type AdvisePosition struct {
	Name  string
	State engine.State
}

// adviceSeed and adviceMost are the hint's seed and length in
// BenchAdvise and AdviceGolden.
const (
	adviceSeed = 7
	adviceMost = 3
)

// BenchAdvise benchmarks the hint (mcts.Advise: a fresh "mcts" bot's
// search at its default budget) from each position.
func BenchAdvise(b *testing.B, positions []AdvisePosition) {
	for _, p := range positions {
		b.Run(p.Name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if len(mcts.Advise(p.State, adviceSeed, adviceMost)) == 0 {
					b.Fatal("no advice")
				}
			}
		})
	}
}

// updateAdvice rewrites the golden file of AdviceGolden.
var updateAdvice = flag.Bool("update-advice", false, "rewrite testdata/advice.golden (enginetest.AdviceGolden)")

// AdviceGolden checks that the hint from each position is the one in
// testdata/advice.golden (rewritten first with -update-advice): the same
// position and seed give the same hint, whatever is done to make the
// search faster.
func AdviceGolden(t *testing.T, positions []AdvisePosition) {
	t.Helper()
	golden := filepath.Join("testdata", "advice.golden")
	var b strings.Builder
	for _, p := range positions {
		fmt.Fprintf(&b, "%s:", p.Name)
		for _, a := range mcts.Advise(p.State, adviceSeed, adviceMost) {
			fmt.Fprintf(&b, " %s (%.3f, %d)", a.Move, a.Value, a.Visits)
		}
		b.WriteString("\n")
	}
	if *updateAdvice {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if b.String() != string(want) {
		t.Errorf("the advice changed:\n%s\nwant:\n%s", b.String(), want)
	}
}

// Positions names states for BenchAdvise and AdviceGolden: prefix and
// their index.
func Positions[S engine.State](prefix string, states []S) []AdvisePosition {
	out := make([]AdvisePosition, len(states))
	for i, s := range states {
		out[i] = AdvisePosition{Name: fmt.Sprintf("%s-%d", prefix, i), State: s}
	}
	return out
}

// StartPositions are, for every player count from least to most, the
// start of a game in play (newPlay: the mover's hand known), named
// play-Np, and at the table (newTable: every hand unknown), named
// table-Np: the positions whose rollouts run longest.
func StartPositions(tb testing.TB, least, most int, newPlay, newTable func(players int) (engine.State, error)) []AdvisePosition {
	var out []AdvisePosition
	for players := least; players <= most; players++ {
		s, err := newPlay(players)
		if err != nil {
			tb.Fatal(err)
		}
		table, err := newTable(players)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, AdvisePosition{Name: fmt.Sprintf("play-%dp", players), State: s}, AdvisePosition{Name: fmt.Sprintf("table-%dp", players), State: table})
	}
	return out
}
