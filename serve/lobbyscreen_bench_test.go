package serve

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// What one key costs the lobby's screen (issue 27.6): Update with a typed
// rune, an arrow (↑ and ↓ in turn through the lines typed before) or Tab,
// then the View drawn after it, at 80×24 and 50×15, with a few hundred
// lines of answers. The key's whole way over SSH is BenchmarkServeLoad's.
//
//	go test -run '^$' -bench LobbyScreenKey -benchmem ./serve
func BenchmarkLobbyScreenKey(b *testing.B) {
	keys := []struct {
		name string
		keys []tea.KeyMsg
	}{
		{"rune", []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune{'l'}}}},
		{"arrow", []tea.KeyMsg{{Type: tea.KeyUp}, {Type: tea.KeyDown}}},
		{"tab", []tea.KeyMsg{{Type: tea.KeyTab}}},
	}
	for _, size := range [][2]int{{80, 24}, {50, 15}} {
		for _, k := range keys {
			b.Run(fmt.Sprintf("%s/%dx%d", k.name, size[0], size[1]), func(b *testing.B) {
				ls := lobbyAt("en")
				for range 30 {
					typeLine(ls, "help")
					typeLine(ls, "wat")
				}
				if n := len(ls.pane.View(80, 10000)); n < 300 {
					b.Fatalf("%d lines of answers, want a few hundred", n)
				}
				ls.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
				b.ReportAllocs()
				n := 0
				for b.Loop() {
					ls.Update(k.keys[n%len(k.keys)])
					_ = ls.View()
					if n++; n%16 == 0 {
						ls.input.Clear()
					}
				}
			})
		}
	}
}
