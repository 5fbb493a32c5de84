package screens

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// A Polish round's printout on a screen (serve), wider than 80 columns.
var polishRound = []string{
	"┌──────────┬─────────────┬─────────────────────────────────────────────────┬────────┬────────┬───────┐",
	"│  Gracz   │    Karty    │                     Liczone                     │ Punkty │  MOJO  │ Wynik │",
	"├──────────┼─────────────┼─────────────────────────────────────────────────┼────────┼────────┼───────┤",
	"│ Greedy 1 │ 11 4        │ 4 zielona, 11 czerwona                          │ 15     │ MOJO 0 │ 0     │",
	"│ Random   │ 9 7 6 2 1   │ 1 niebieska, 2 zielona, 7 żółta, 9 pomarańczowa │ 19     │        │ 19    │",
	"│ Greedy 2 │ 12 12 5 5 4 │ 4 zielona, 5 żółta, 12 czerwona                 │ 21     │        │ 21    │",
	"└──────────┴─────────────┴─────────────────────────────────────────────────┴────────┴────────┴───────┘",
}

// checkBorders fails unless every row fits width and every row of a
// table ends with its border.
func checkBorders(t *testing.T, rows []string, width int) {
	t.Helper()
	ends := map[string]string{"┌": "┐", "│": "│", "├": "┤", "└": "┘"}
	for _, r := range rows {
		plain := ansi.Strip(r)
		if w := ansi.StringWidth(plain); w > width {
			t.Errorf("%d wide at %d: %q", w, width, plain)
		}
		for start, end := range ends {
			if strings.HasPrefix(plain, start) && !strings.HasSuffix(strings.TrimRight(plain, " "), end) {
				t.Errorf("a broken border at %d: %q", width, plain)
			}
		}
	}
}

// TestFitTable: a table wider than the screen is redrawn to fit it, its
// widest column wrapped, then columns left out; the names stay; a table
// that fits is kept byte for byte.
func TestFitTable(t *testing.T) {
	if got := FitTable(polishRound, 120); strings.Join(got, "\n") != strings.Join(polishRound, "\n") {
		t.Errorf("a table that fits was redrawn:\n%s", strings.Join(got, "\n"))
	}
	for _, w := range []int{80, 60, 50, 30, 20} {
		got := FitTable(polishRound, w)
		checkBorders(t, got, w)
		all := strings.Join(got, "\n")
		for _, want := range []string{"Greedy 1", "Random", "Greedy 2"} {
			if !strings.Contains(all, want) {
				t.Errorf("%d: %q left out:\n%s", w, want, all)
			}
		}
		if w == 80 && (!strings.Contains(all, "Wynik") || !strings.Contains(all, "pomarańczowa")) {
			t.Errorf("80: a column left out where wrapping fits:\n%s", all)
		}
	}
}

// TestPane: lines wrap to the width, tables fit it, the newest answer
// shows from its start, PgUp and PgDn scroll.
func TestPane(t *testing.T) {
	var p Pane
	for i := range 30 {
		p.Add(strings.Repeat("x", i))
	}
	p.Add(polishRound...)
	checkBorders(t, p.View(50, 10), 50)
	p.Answer("first of the answer", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12")
	if v := p.View(50, 10); v[0] != "first of the answer" {
		t.Errorf("the newest answer not from its start:\n%s", strings.Join(v, "\n"))
	}
	p.Key(tea.KeyMsg{Type: tea.KeyPgDown}, 50, 10)
	if v := p.View(50, 10); v[9] != "12" {
		t.Errorf("PgDn does not reach the newest row:\n%s", strings.Join(v, "\n"))
	}
	for range 20 {
		p.Key(tea.KeyMsg{Type: tea.KeyPgUp}, 50, 10)
	}
	if v := p.View(50, 10); v[0] != "" || v[1] != "x" {
		t.Errorf("PgUp does not reach the oldest row:\n%s", strings.Join(v, "\n"))
	}
}

// TestList: the list shows the rows around the cursor, says which move is
// under it when not all fit, draws no row past its end, and a hint's best
// move takes the cursor.
func TestList(t *testing.T) {
	var l List
	var items []Item
	for _, m := range []string{"play 1", "play 2", "play 3", "play 4", "play 5", "play 6", "play 7", "play 8", "play 9"} {
		items = append(items, Item{Text: m, Label: m})
	}
	l.Set(items[:2], false)
	if v := l.View("en", Style{}, 80, 8); len(v) != 2 {
		t.Errorf("%d rows for 2 moves:\n%s", len(v), strings.Join(v, "\n"))
	}
	l.Set(items, false)
	for range 20 {
		l.Down()
	}
	v := l.View("en", Style{}, 80, 8)
	if len(v) != 8 || v[6] != "▸ play 9" || v[7] != "move 9 of 9" {
		t.Errorf("the end of the list:\n%s", strings.Join(v, "\n"))
	}
	for _, r := range v {
		if strings.TrimSpace(r) == "" || strings.TrimSpace(r) == "┃" {
			t.Errorf("an empty row:\n%s", strings.Join(v, "\n"))
		}
	}
	if !l.Select("play 4") || l.Selected() != "play 4" {
		t.Errorf("the hint's move is not under the cursor: %q", l.Selected())
	}
	l.Set(items, true)
	if l.Selected() != "play 4" {
		t.Errorf("the same moves lose the cursor: %q", l.Selected())
	}
}

// TestHelp: the keys' help fits 80 columns (and 50) in every language,
// and leaving is the last key to give way.
func TestHelp(t *testing.T) {
	keys := []string{KeyChoose, KeyPlay, KeyHint, KeyComplete, KeyRecallCtrl, KeyScroll, KeyLeave}
	drops := []string{KeyRecallCtrl, KeyScroll, KeyComplete, KeyChoose, KeyHint, KeyPlay}
	for _, lang := range i18n.Languages() {
		for _, w := range []int{80, 50, 30} {
			rows := Help(lang, keys, drops, w, 1)
			if len(rows) != 1 || ansi.StringWidth(rows[0]) > w {
				t.Errorf("%s at %d: %q", lang, w, rows)
			}
			if leave := say(lang, KeyLeave, nil); !strings.Contains(rows[0], leave) {
				t.Errorf("%s at %d: %q lacks %q", lang, w, rows[0], leave)
			}
		}
		if rows := Help(lang, keys, drops, 80, 2); len(rows) != 2 || !strings.Contains(strings.Join(rows, " "), say(lang, KeyRecallCtrl, nil)) {
			t.Errorf("%s in two rows of 80: %q", lang, rows)
		}
	}
}

// TestFitView: a view too tall for its rows gives way in the stated
// order: other lines; then the lines but the hand keep one row each; then
// counts, the top card, the hand last.
func TestFitView(t *testing.T) {
	mojo := []Line{
		{Text: "Mojo, round 1", Rank: engine.ViewOther},
		{Text: "discard pile: 9", Rank: engine.ViewTop},
		{Text: "draw pile: 53 cards", Rank: engine.ViewOther},
		{Text: "> Ann: 8 cards [7 7 8 9]", Rank: engine.ViewHand},
		{Text: "  Ben: 8 cards", Rank: engine.ViewCount},
		{Text: "  Cy: 8 cards", Rank: engine.ViewCount},
	}
	makoto := []Line{
		{Text: "Makoto, 3 players: game 1 of 1, dealer Ann", Rank: engine.ViewOther},
		{Text: "Trick to beat: run of 8 from 1 (1 2 3 4 5 6 7 8) by Greedy 1; 8 cards in the trick", Rank: engine.ViewTop},
		{Text: "Ann: 15 cards [2 3 4 5 6 7 7 8 8 10 10 11 13 13 13]; score pile 0 cards, 0 points", Rank: engine.ViewHand},
		{Text: "Greedy 1: 7 cards; score pile 0 cards, 0 points; series total 0", Rank: engine.ViewCount},
		{Text: "Greedy 2: 15 cards; score pile 0 cards, 0 points; series total 0", Rank: engine.ViewCount},
	}
	for _, c := range []struct {
		lines       []Line
		width, rows int
		want        string
	}{
		{mojo, 80, 6, "Mojo, round 1|discard pile: 9|draw pile: 53 cards|> Ann: 8 cards [7 7 8 9]|  Ben: 8 cards|  Cy: 8 cards"},
		{mojo, 80, 5, "Mojo, round 1|discard pile: 9|> Ann: 8 cards [7 7 8 9]|  Ben: 8 cards|  Cy: 8 cards"},
		{mojo, 80, 4, "discard pile: 9|> Ann: 8 cards [7 7 8 9]|  Ben: 8 cards|  Cy: 8 cards"},
		{mojo, 80, 3, "discard pile: 9|> Ann: 8 cards [7 7 8 9]|  Ben: 8 cards"},
		{mojo, 80, 2, "discard pile: 9|> Ann: 8 cards [7 7 8 9]"},
		{mojo, 80, 1, "> Ann: 8 cards [7 7 8 9]"},
		{makoto, 50, 5, "Trick to beat: run of 8 from 1 (1 2 3 4 5 6 7 8) …|Ann: 15 cards [2 3 4 5 6 7 7 8 8 10 10 11 13 13|" +
			"    13]; score pile 0 cards, 0 points|Greedy 1: 7 cards; score pile 0 cards, 0 points; …|Greedy 2: 15 cards; score pile 0 cards, 0 points;…"},
	} {
		if got := strings.Join(FitView(c.lines, c.width, c.rows, "    "), "|"); got != c.want {
			t.Errorf("%d rows of %d: %q, want %q", c.rows, c.width, got, c.want)
		}
	}
}

// A wrapped line keeps its words as written: a row broken after a hyphen
// does not become "other- pile" on the rows after the first.
func TestWrapKeepsHyphens(t *testing.T) {
	for _, tc := range []struct {
		line  string
		width int
	}{
		{"Mojo: Ann, Ben, Greedy (seed 5, deal-next=reshuffle-all direction-zero=cw refill=other-pile variant=one-pile)", 50},
		{"Mojo: Ann, Ben, Greedy (seed 5, deal-next=reshuffle-all direction-zero=cw refill=other-pile variant=one-pile)", 80},
		{"a b c-d e-f g-h i-j k-l m-n", 5},
	} {
		rows := Wrap(tc.line, tc.width, "  ")
		for _, r := range rows {
			if strings.Contains(r, "- ") {
				t.Errorf("Wrap(%q, %d): row %q has a space after a hyphen", tc.line, tc.width, r)
			}
			if ansi.StringWidth(r) > tc.width {
				t.Errorf("Wrap(%q, %d): row %q wider than %d", tc.line, tc.width, r, tc.width)
			}
		}
	}
}
