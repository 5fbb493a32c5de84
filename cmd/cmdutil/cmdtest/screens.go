package cmdtest

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"tabletop/engine"
	"tabletop/rulesets/makoto"
)

// What one key costs a screen's model (issue 27.6): Update with the key,
// then the View the program draws after it, at 80×24 and at 50×15, in a
// Makoto game of five mid-game with a long history (the benchmarks of
// play's and table's screens). The program's own cost (the renderer's
// diff and the terminal) is measured on a real terminal, not here.

// BenchNames are the five players of the benchmarks' game.
var BenchNames = []string{"Ann", "Ben", "Cy", "Dee", "Eve"}

// benchKeys are the keys measured: a typed rune, an arrow (↓ and ↑ in
// turn, so that the cursor keeps moving), Tab.
var benchKeys = []struct {
	name string
	keys []tea.KeyMsg
}{
	{"rune", []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune{'p'}}}},
	{"arrow", []tea.KeyMsg{{Type: tea.KeyDown}, {Type: tea.KeyUp}}},
	{"tab", []tea.KeyMsg{{Type: tea.KeyTab}}},
}

// BenchKeyView runs each key of benchKeys at 80×24 and 50×15 on a model
// from start; clear empties its input line every 16 keys, so that typing
// never makes the line longer than a person's.
func BenchKeyView(b *testing.B, start func(b *testing.B) tea.Model, clear func(tea.Model)) {
	for _, size := range [][2]int{{80, 24}, {50, 15}} {
		for _, k := range benchKeys {
			b.Run(fmt.Sprintf("%s/%dx%d", k.name, size[0], size[1]), func(b *testing.B) {
				m := start(b)
				m, _ = m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
				b.ReportAllocs()
				n := 0
				for b.Loop() {
					m, _ = m.Update(k.keys[n%len(k.keys)])
					_ = m.View()
					if n++; n%16 == 0 {
						clear(m)
					}
				}
			})
		}
	}
}

// MakotoMidGame is a Makoto game of five players (seed 7) played by
// greedy bots until Ann is to move after at least moves moves, with a
// dozen moves or more to choose from; lines are
// the moves as the table declares them, "Name: move".
func MakotoMidGame(b *testing.B, moves int) (s *makoto.State, lines []string) {
	b.Helper()
	s, err := makoto.NewState(engine.Config{Players: len(BenchNames), Seed: 7, Names: BenchNames})
	if err != nil {
		b.Fatal(err)
	}
	bot := makoto.NewGreedy(7)
	for len(lines) < moves || s.CurrentPlayer() != 0 || len(s.LegalMoves(nil)) < 12 {
		if s.IsTerminal() {
			b.Fatalf("the game ended after %d moves", len(lines))
		}
		legal := s.LegalMoves(nil)
		m := bot.Choose(s, legal)
		lines = append(lines, BenchNames[s.CurrentPlayer()]+": "+s.MoveString(m))
		if err := s.Apply(m); err != nil {
			b.Fatal(err)
		}
	}
	return s, lines
}
