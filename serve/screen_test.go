package serve

import (
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"tabletop/engine"
	"tabletop/screens"
)

// screenAt is a seat's screen (seat -1: a spectator's) of a Mojo table of
// Ann and Ben, in lang, with a snapshot of moves moves.
func screenAt(t *testing.T, seat, moves int, lang string) *screen {
	t.Helper()
	rs, err := engine.Lookup("mojo")
	if err != nil {
		t.Fatal(err)
	}
	ss := newSession(nil, &Table{rs: rs, names: []string{"Ann", "Ben"}}, seat, "", lang, true, false)
	sc := newScreen(ss, 80, 24)
	sn := &snapshot{status: "Your move, Ann", turn: seat == 0, played: []string{"play 3", "play 9 9"}}
	for _, l := range []struct {
		text string
		rank engine.ViewRank
	}{{"Mojo, round 1; the Mojo card shows 0", engine.ViewOther}, {"discard pile: 9 on top", engine.ViewTop},
		{"draw pile: 53 cards", engine.ViewOther}, {"> Ann: 8 cards [7 7 8 9 10 10 11 11]; total 0", engine.ViewHand},
		{"  Ben: 8 cards; total 0", engine.ViewCount}} {
		sn.parts = append(sn.parts, screens.Line{Text: l.text, Rank: l.rank})
	}
	for i := range moves {
		text := "play " + strings.Repeat("1 ", i+1)
		sn.moves = append(sn.moves, option{text: strings.TrimSpace(text), label: text + "— what it does"})
	}
	round := []string{"┌──────────┬─────────────┬─────────────────────────────────────────────────┬────────┐",
		"│  Gracz   │    Karty    │                     Liczone                     │ Punkty │",
		"├──────────┼─────────────┼─────────────────────────────────────────────────┼────────┤",
		"│ Ann      │ 9 7 6 2 1   │ 1 niebieska, 2 zielona, 7 żółta, 9 pomarańczowa │ 19     │",
		"└──────────┴─────────────┴─────────────────────────────────────────────────┴────────┘"}
	ss.push(round, sn, true)
	sc.Update(wakeMsg{})
	return sc
}

// TestScreenFits: the seat's screen has exactly its rows, none wider than
// it, at every size; the hand, the top card and the counts stay to 50×15;
// the list draws no row past its last move.
func TestScreenFits(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {50, 15}, {40, 12}, {20, 8}, {132, 50}} {
		sc := screenAt(t, 0, 12, "en")
		sc.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		v := sc.View()
		rows := strings.Split(v, "\n")
		if len(rows) != size[1] {
			t.Errorf("%dx%d: %d rows:\n%s", size[0], size[1], len(rows), v)
		}
		for _, r := range rows {
			if w := ansi.StringWidth(r); w > size[0] {
				t.Errorf("%dx%d: a row %d wide: %q", size[0], size[1], w, r)
			}
		}
		if size[1] >= 15 {
			for _, want := range []string{"> Ann: 8 cards", "discard pile: 9", "Ben: 8 cards", "▸ play 1", "> _"} {
				if !strings.Contains(v, want) {
					t.Errorf("%dx%d: lacks %q:\n%s", size[0], size[1], want, v)
				}
			}
		}
	}
	sc := screenAt(t, 0, 2, "en")
	for range 5 {
		sc.Update(tea.KeyMsg{Type: tea.KeyDown})
	}
	if v := sc.View(); strings.Count(v, "play 1") != 2 || !strings.Contains(v, "▸ play 1 1") {
		t.Errorf("the end of a short list:\n%s", v)
	}
}

// TestScreenKeys: ↑↓ choose while the line is empty, Ctrl-P recalls the
// seat's moves in the log, the help lists the keys of the mode (a
// spectator's no move keys).
func TestScreenKeys(t *testing.T) {
	sc := screenAt(t, 0, 5, "en")
	sc.Update(tea.KeyMsg{Type: tea.KeyDown})
	if got := sc.list.Selected(); got != "play 1 1" {
		t.Errorf("↓ selects %q", got)
	}
	sc.Update(tea.KeyMsg{Type: tea.KeyCtrlP})
	if got := sc.input.Value(); got != "play 9 9" {
		t.Errorf("Ctrl-P recalls %q", got)
	}
	sc.Update(tea.KeyMsg{Type: tea.KeyUp})
	if got := sc.input.Value(); got != "play 3" {
		t.Errorf("↑ on a recalled line recalls %q", got)
	}
	if v := sc.View(); !strings.Contains(v, "Enter play") || !strings.Contains(v, "F1 hint") {
		t.Errorf("the seat's help lacks its keys:\n%s", v)
	}
	w := screenAt(t, -1, 0, "en")
	v := w.View()
	for _, not := range []string{"Enter play", "↑↓ choose", "F1 hint"} {
		if strings.Contains(v, not) {
			t.Errorf("a spectator's help lists %q:\n%s", not, v)
		}
	}
}

// TestScreenTabFromTheCursor: Tab twice on an empty line puts the move
// under the cursor on the line.
func TestScreenTabFromTheCursor(t *testing.T) {
	sc := screenAt(t, 0, 5, "en")
	sc.Update(tea.KeyMsg{Type: tea.KeyDown})
	sc.Update(tea.KeyMsg{Type: tea.KeyDown})
	sc.Update(tea.KeyMsg{Type: tea.KeyTab})
	sc.Update(tea.KeyMsg{Type: tea.KeyTab})
	if got := sc.input.Value(); got != "play 1 1 1" {
		t.Errorf("Tab Tab gives %q", got)
	}
}

// TestScreenLoadsTheMovesOnce: a seat's moves travel in its snapshots
// (an empty list, not none, before its first move) until its screen has
// loaded them into the input line's history; after that no snapshot
// looks them up again.
func TestScreenLoadsTheMovesOnce(t *testing.T) {
	sc := screenAt(t, 0, 3, "en")
	if !sc.ss.recalled.Load() {
		t.Fatal("the screen loaded the moves but its session does not know")
	}
	key, _, err := LoadHostKey(filepath.Join(t.TempDir(), HostKeyName))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := New(Config{HostKey: key})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	rs, err := engine.Lookup("mojo")
	if err != nil {
		t.Fatal(err)
	}
	tab, err := srv.Open(TableConfig{Game: rs, Seed: 5, Seats: []Seat{{Name: "Ann"}, {Name: "Ben"}}})
	if err != nil {
		t.Fatal(err)
	}
	fresh := newSession(srv, tab, 0, "", "en", true, false)
	if sn := tab.snapshot(fresh); sn.played == nil {
		t.Error("a new screen's snapshot has no moves to load")
	}
	fresh.recalled.Store(true)
	if sn := tab.snapshot(fresh); sn.played != nil {
		t.Errorf("a screen that loaded the moves is sent them again: %q", sn.played)
	}
	if sn := tab.snapshot(newSession(srv, tab, -1, "", "en", true, false)); sn.played != nil {
		t.Errorf("a spectator is sent moves: %q", sn.played)
	}
}
