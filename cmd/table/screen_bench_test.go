package table

import (
	"bytes"
	"strconv"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine"
	"tabletop/rulesets/makoto"
)

// What one key costs the table screen (issue 27.6; cmdtest.BenchKeyView):
//
//	go test -run '^$' -bench ScreenKey -benchmem ./cmd/table

// tableMidGame is the table screen of five players at makotoMidGame's
// moves, declared line by line (a few hundred lines of answers), with
// the hint's moves in its list.
func tableMidGame(b *testing.B) tea.Model {
	_, lines := cmdtest.MakotoMidGame(b, 40)
	o := testOptions(b, "makoto", "en")
	o.Journal.Players, o.Screen = cmdtest.BenchNames, true
	r, err := newSession(o, &bytes.Buffer{})
	if err != nil {
		b.Fatal(err)
	}
	r.st = cmdutil.Style{On: true}
	m := newScreenModel(r, "Makoto")
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
func benchSend(m *screenModel, lines ...string) {
	for _, l := range lines {
		m.send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(l)})
		m.send(tea.KeyMsg{Type: tea.KeyEnter})
	}
}

func BenchmarkTableScreenKey(b *testing.B) {
	cmdtest.BenchKeyView(b, tableMidGame, func(m tea.Model) { m.(*screenModel).input.Clear() })
}
