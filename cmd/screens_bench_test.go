package cmd

import (
	"bytes"
	"path/filepath"
	"strconv"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"tabletop/cmd/cmdutil/cmdtest"
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

// tableMidGame is the table screen of five players at makotoMidGame's
// moves, declared line by line (a few hundred lines of answers), with
// the hint's moves in its list.
func tableMidGame(b *testing.B) tea.Model {
	_, lines := cmdtest.MakotoMidGame(b, 40)
	o := &tableOptions{
		Journal: &scorepad.Journal{Game: "makoto", Players: cmdtest.BenchNames, Start: "Ann"},
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
	start, _ := makoto.NewState(engine.Config{Players: len(cmdtest.BenchNames), Seed: 7, Names: cmdtest.BenchNames})
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
	cmdtest.BenchKeyView(b, tableMidGame, func(m tea.Model) { m.(*tableScreen).input.Clear() })
}
