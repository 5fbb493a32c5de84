package play

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"tabletop/cmd/cmdutil/cmdtest"
)

// The cost of one key on play's screen (cmdtest.BenchKeyView):
//
//	go test -run '^$' -bench ScreenKey -benchmem ./cmd/... ./serve

// playAtTurn is play's screen at Ann's turn in makotoMidGame, her moves
// in the list, after a few hundred lines of events.
func playAtTurn(b *testing.B) tea.Model {
	s, lines := cmdtest.MakotoMidGame(b, 40)
	ps, sent := fakeScreen()
	ps.lines <- "quit"
	h := &humanAgent{o: testOptions(), name: "Ann", seat: 0, screen: ps}
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
