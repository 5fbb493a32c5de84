package cmd

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strconv"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"tabletop/engine"
	"tabletop/rulesets/makoto"
	"tabletop/scorepad"
)

// What one key costs a screen's model (issue 27.6): Update with the key,
// then the View the program draws after it, at 80×24 and at 50×15, in a
// Makoto game of five mid-game with a long history. The program's own
// cost (the renderer's diff and the terminal) is measured on a real
// terminal by the latency benchmarks beside main.
//
//	go test -run '^$' -bench ScreenKey -benchmem ./cmd ./serve

// benchNames are the five players of the benchmarks' game.
var benchNames = []string{"Ann", "Ben", "Cy", "Dee", "Eve"}

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

// benchKeyView runs each key of benchKeys at 80×24 and 50×15 on a model
// from start; clear empties its input line every 16 keys, so that typing
// never makes the line longer than a person's.
func benchKeyView(b *testing.B, start func(b *testing.B) tea.Model, clear func(tea.Model)) {
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

// makotoMidGame is a Makoto game of five players (seed 7) played by
// greedy bots until Ann is to move after at least moves moves, with a
// dozen moves or more to choose from; lines are
// the moves as the table declares them, "Name: move".
func makotoMidGame(b *testing.B, moves int) (s *makoto.State, lines []string) {
	b.Helper()
	s, err := makoto.NewState(engine.Config{Players: len(benchNames), Seed: 7, Names: benchNames})
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
		lines = append(lines, benchNames[s.CurrentPlayer()]+": "+s.MoveString(m))
		if err := s.Apply(m); err != nil {
			b.Fatal(err)
		}
	}
	return s, lines
}

// playAtTurn is play's screen at Ann's turn in makotoMidGame, her moves
// in the list, after a few hundred lines of events.
func playAtTurn(b *testing.B) tea.Model {
	s, lines := makotoMidGame(b, 40)
	ps, sent := fakeScreen()
	ps.lines <- "quit"
	h := &humanAgent{name: "Ann", seat: 0, screen: ps}
	if _, err := h.TryChoose(s, s.LegalMoves(nil)); err != errQuit {
		b.Fatalf("choose: %v", err)
	}
	turn, ok := (*sent)[0].(screenTurn)
	if !ok {
		b.Fatalf("sent %T, want the turn", (*sent)[0])
	}
	m := newPlayModel(ps, "en", "Makoto", true)
	for i := 0; i < 300; i += len(lines) {
		m.Update(screenLines(lines))
	}
	m.Update(turn)
	return m
}

func BenchmarkPlayScreenKey(b *testing.B) {
	benchKeyView(b, playAtTurn, func(m tea.Model) { m.(*playModel).input.Clear() })
}

// tableMidGame is the table screen of five players at makotoMidGame's
// moves, declared line by line (a few hundred lines of answers), with
// the hint's moves in its list.
func tableMidGame(b *testing.B) tea.Model {
	_, lines := makotoMidGame(b, 40)
	o := &tableOptions{
		Journal: &scorepad.Journal{Game: "makoto", Players: benchNames, Start: "Ann"},
		Path:    filepath.Join(b.TempDir(), "j.yaml"),
		Screen:  true,
		Lang:    "en",
	}
	r, err := newTableRun(o, &bytes.Buffer{})
	if err != nil {
		b.Fatal(err)
	}
	r.st = style{On: true}
	m := newTableScreen(r, "Makoto")
	curtain := "curtain"
	start, _ := makoto.NewState(engine.Config{Players: len(benchNames), Seed: 7, Names: benchNames})
	for _, c := range start.Position().Curtain {
		curtain += " " + strconv.Itoa(c.Value())
	}
	benchSend(m, append([]string{curtain}, lines...)...)
	benchSend(m, "?")
	if n := len(m.pane.View(80, 10000)); n < 300 || len(m.list.Items) == 0 {
		b.Fatalf("%d lines of answers and %d moves listed, want a few hundred and the hint's", n, len(m.list.Items))
	}
	return m
}

// benchSend types each line and presses Enter, running the commands the
// screen gives as its program would.
func benchSend(m *tableScreen, lines ...string) {
	for _, l := range lines {
		m.send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(l)})
		m.send(tea.KeyMsg{Type: tea.KeyEnter})
	}
}

func BenchmarkTableScreenKey(b *testing.B) {
	benchKeyView(b, tableMidGame, func(m tea.Model) { m.(*tableScreen).input.Clear() })
}
