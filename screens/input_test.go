package screens

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// typeKeys types text as runes and the named keys.
func typeKeys(in *Input, keys ...any) {
	for _, k := range keys {
		switch k := k.(type) {
		case string:
			for _, r := range k {
				if r == ' ' {
					in.Key(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
					continue
				}
				in.Key(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
			}
		case tea.KeyType:
			in.Key(tea.KeyMsg{Type: k})
		}
	}
}

// TestInputShellKeys: the line's keys edit as a shell line does.
func TestInputShellKeys(t *testing.T) {
	for _, c := range []struct {
		name string
		keys []any
		want string
	}{
		{"Ctrl-U", []any{"play 7", tea.KeyCtrlU, "play 9 9"}, "play 9 9"},
		{"Ctrl-W", []any{"play 7 7", tea.KeyCtrlW, "8"}, "play 7 8"},
		{"Ctrl-W twice", []any{"play 7 7 ", tea.KeyCtrlW, tea.KeyCtrlW, "pass"}, "play pass"},
		{"Ctrl-A", []any{"play 7", tea.KeyCtrlA, "Ann: "}, "Ann: play 7"},
		{"Ctrl-E", []any{"lay 7", tea.KeyCtrlA, "p", tea.KeyCtrlE, " 8"}, "play 7 8"},
		{"Ctrl-K", []any{"play 7 8", tea.KeyLeft, tea.KeyLeft, tea.KeyCtrlK}, "play 7"},
		{"left and right", []any{"pay", tea.KeyLeft, tea.KeyLeft, "l", tea.KeyRight, tea.KeyRight, " 3"}, "play 3"},
		{"Backspace and Delete", []any{"plaay", tea.KeyBackspace, tea.KeyBackspace, "y", tea.KeyHome, tea.KeyDelete, "p"}, "play"},
		{"no double space", []any{"top  12"}, "top 12"},
		{"no leading space", []any{"  top"}, "top"},
		{"a cut leaves no double space", []any{"a b c", tea.KeyLeft, tea.KeyBackspace, tea.KeyBackspace}, "a c"},
		{"a pasted tab", []any{"top\t\t8"}, "top 8"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var in Input
			typeKeys(&in, c.keys...)
			if got := in.Value(); got != c.want {
				t.Errorf("%q, want %q", got, c.want)
			}
		})
	}
}

// TestInputTake: the line taken has no trailing or double space, and goes
// to the history.
func TestInputTake(t *testing.T) {
	var in Input
	typeKeys(&in, "top 12 ")
	if got := in.Take(); got != "top 12" {
		t.Errorf("taken %q", got)
	}
	if in.Value() != "" || in.History.Len() != 1 {
		t.Errorf("after Take: %q, %d in the history", in.Value(), in.History.Len())
	}
}

// TestInputHistory: ↑ and ↓ (and Ctrl-P/N) go through the lines loaded (a
// resumed game's) and typed since, keeping the line being written.
func TestInputHistory(t *testing.T) {
	var in Input
	in.History.Load([]string{"top 8", "Ann: play 8"})
	typeKeys(&in, "play 3", tea.KeyEnter)
	in.Take()
	typeKeys(&in, "Ben: pl")
	for _, c := range []struct {
		key  tea.KeyType
		want string
	}{
		{tea.KeyUp, "play 3"}, {tea.KeyUp, "Ann: play 8"}, {tea.KeyCtrlP, "top 8"}, {tea.KeyUp, "top 8"},
		{tea.KeyDown, "Ann: play 8"}, {tea.KeyCtrlN, "play 3"}, {tea.KeyDown, "Ben: pl"}, {tea.KeyDown, "Ben: pl"},
	} {
		typeKeys(&in, c.key)
		if got := in.Value(); got != c.want {
			t.Fatalf("after %v: %q, want %q", c.key, got, c.want)
		}
	}
}

// TestInputTab: Tab completes as far as the matches agree, in the
// candidates' letters (names as written), offers the matches, and cycles
// through them on the presses after.
func TestInputTab(t *testing.T) {
	cands := []string{"Ann: ", "Ben: ", "top ", "undo", "play 8 8 7", "play 8 7", "curtain ", "Cy: "}
	for _, c := range []struct {
		name  string
		keys  []any
		want  string
		offer int
	}{
		{"a name as written", []any{"b", tea.KeyTab}, "Ben: ", 0},
		{"exact case first", []any{"c", tea.KeyTab}, "curtain ", 0},
		{"a name by its capital", []any{"C", tea.KeyTab}, "Cy: ", 0},
		{"a word", []any{"t", tea.KeyTab}, "top ", 0},
		{"then a space is not doubled", []any{"t", tea.KeyTab, " 12"}, "top 12", 0},
		{"as far as they agree", []any{"p", tea.KeyTab}, "play 8 ", 2},
		{"the second Tab cycles", []any{"p", tea.KeyTab, tea.KeyTab}, "play 8 8 7", 2},
		{"the third Tab goes on", []any{"p", tea.KeyTab, tea.KeyTab, tea.KeyTab}, "play 8 7", 2},
		{"round", []any{"p", tea.KeyTab, tea.KeyTab, tea.KeyTab, tea.KeyTab}, "play 8 8 7", 2},
		{"after a double space typed", []any{"play  8  8", tea.KeyTab}, "play 8 8 7", 0},
		{"nothing matches", []any{"xyz", tea.KeyTab}, "xyz", 0},
		{"a key ends the cycle", []any{"p", tea.KeyTab, tea.KeyTab, tea.KeyBackspace, tea.KeyBackspace, tea.KeyBackspace, tea.KeyTab}, "play 8 ", 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := Input{Candidates: func() []string { return cands }}
			typeKeys(&in, c.keys...)
			if got := in.Value(); got != c.want {
				t.Errorf("%q, want %q", got, c.want)
			}
			if got, _ := in.Offered(); len(got) != c.offer {
				t.Errorf("offers %q, want %d", got, c.offer)
			}
		})
	}
	in := Input{Candidates: func() []string { return cands }}
	typeKeys(&in, "p", tea.KeyTab, tea.KeyTab)
	if row := in.OfferedView("en", 80); !strings.Contains(row, "Tab: play 8 8 7 · play 8 7") {
		t.Errorf("offered row %q", row)
	}
}

// TestInputView: the prompt and the line fit the width with the cursor in
// sight.
func TestInputView(t *testing.T) {
	in := Input{Prompt: "Ann> "}
	typeKeys(&in, strings.Repeat("play 8 ", 20))
	for _, w := range []int{80, 50, 20, 5} {
		v := in.View(w)
		if n := len([]rune(v)); n > w {
			t.Errorf("%d columns: %d wide: %q", w, n, v)
		}
		if w >= 20 && !strings.HasSuffix(v, "_") {
			t.Errorf("%d columns: no cursor at the end: %q", w, v)
		}
	}
}

// TestInputClear: Esc's Clear empties the line and leaves the recalled
// lines: the line being written is a new one.
func TestInputClear(t *testing.T) {
	var in Input
	in.History.Load([]string{"top 8", "play 8"})
	typeKeys(&in, tea.KeyUp)
	in.Clear()
	if in.Value() != "" || in.History.Recalling() {
		t.Errorf("after Clear: %q, recalling %v", in.Value(), in.History.Recalling())
	}
	typeKeys(&in, tea.KeyUp)
	if in.Value() != "play 8" {
		t.Errorf("↑ after Clear: %q", in.Value())
	}
}
