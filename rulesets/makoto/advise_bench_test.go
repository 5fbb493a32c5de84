package makoto

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/mcts"
)

// advisePosition is a position a hint is asked for.
type advisePosition struct {
	name string
	s    engine.State
}

// advisePositions are the start of a game for every player count, in play
// (the mover's hand known) and in the table mode (every hand unknown),
// the positions whose rollouts run longest, and positions from played
// games.
func advisePositions(tb testing.TB) []advisePosition {
	var out []advisePosition
	for players := MinPlayers; players <= MaxPlayers; players++ {
		s, err := NewState(engine.Config{Players: players, Seed: uint64(players)})
		if err != nil {
			tb.Fatal(err)
		}
		table, err := theRuleset.NewTable(engine.Config{Players: players})
		if err != nil {
			tb.Fatal(err)
		}
		su, _ := SetupFor(players)
		curtain := make([]string, su.Curtain)
		for i := range curtain {
			curtain[i] = strconv.Itoa(i + 1)
		}
		if _, err := table.Start(curtain); err != nil {
			tb.Fatal(err)
		}
		out = append(out, advisePosition{fmt.Sprintf("play-%dp", players), s}, advisePosition{fmt.Sprintf("table-%dp", players), table.State()})
	}
	for i, s := range searchPositions(tb)[:6] {
		out = append(out, advisePosition{fmt.Sprintf("game-%d", i), s})
	}
	return out
}

// BenchmarkAdvise is the hint (mcts.Advise: a fresh "mcts" bot's search at
// its default budget) from each of advisePositions.
func BenchmarkAdvise(b *testing.B) {
	for _, p := range advisePositions(b) {
		b.Run(p.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if len(mcts.Advise(p.s, 7, 3)) == 0 {
					b.Fatal("no advice")
				}
			}
		})
	}
}

var updateAdvice = flag.Bool("update-advice", false, "rewrite testdata/advice.golden")

// The hint is the same from the same position and seed: the search's
// speed-ups change none of what it ranks (testdata/advice.golden, made
// before them, with -update-advice).
func TestAdviceGolden(t *testing.T) {
	var b strings.Builder
	for _, p := range advisePositions(t) {
		fmt.Fprintf(&b, "%s:", p.name)
		for _, a := range mcts.Advise(p.s, 7, 3) {
			fmt.Fprintf(&b, " %s (%.3f, %d)", a.Move, a.Value, a.Visits)
		}
		b.WriteString("\n")
	}
	golden := filepath.Join("testdata", "advice.golden")
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
