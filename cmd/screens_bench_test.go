package cmd

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"tabletop/cmd/cmdutil/cmdtest"
)

// What one key costs a screen's model (issue 27.6): Update with the key,
// then the View the program draws after it, at 80×24 and at 50×15, in a
// Makoto game of five mid-game with a long history. The program's own
// cost (the renderer's diff and the terminal) is measured on a real
// terminal by the latency benchmarks beside main.
//
//	go test -run '^$' -bench ScreenKey -benchmem ./cmd ./serve

// playAtTurn is play's screen at Ann's turn in makotoMidGame, her moves
// in the list, after a few hundred lines of events.
func playAtTurn(b *testing.B) tea.Model {
	s, lines := cmdtest.MakotoMidGame(b, 40)
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
	cmdtest.BenchKeyView(b, playAtTurn, func(m tea.Model) { m.(*playModel).input.Clear() })
}
