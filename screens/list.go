package screens

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"tabletop/engine/i18n"
)

// Item is a move of a list: what it types and how it is shown.
type Item struct{ Text, Label string }

// List is the moves to choose from, one under the cursor: Enter on an
// empty input line makes that one, whether the whole list is shown or
// not.
type List struct {
	Items []Item
	Sel   int
}

// Set replaces the items; the cursor goes back to the first unless keep
// is set and the items are as many as before.
func (l *List) Set(items []Item, keep bool) {
	if !keep || len(items) != len(l.Items) {
		l.Sel = 0
	}
	l.Items = items
	l.Sel = max(0, min(l.Sel, len(items)-1))
}

// Select puts the cursor on the item that types text, and reports
// whether there is one.
func (l *List) Select(text string) bool {
	for i, it := range l.Items {
		if it.Text == text {
			l.Sel = i
			return true
		}
	}
	return false
}

// Selected is the text of the item under the cursor ("" for none).
func (l *List) Selected() string {
	if l.Sel < len(l.Items) {
		return l.Items[l.Sel].Text
	}
	return ""
}

// Up and Down move the cursor.
func (l *List) Up()   { l.Sel = max(l.Sel-1, 0) }
func (l *List) Down() { l.Sel = max(0, min(l.Sel+1, len(l.Items)-1)) }

// Rows is how many rows the list draws in at most most rows.
func (l *List) Rows(most int) int {
	if len(l.Items) <= most {
		return len(l.Items)
	}
	return most
}

// View draws the list in at most most rows of width: the items around
// the cursor, and when they are not all shown, a last row saying which
// is under the cursor. No row is drawn past the last item.
func (l *List) View(lang string, st Style, width, most int) []string {
	n := len(l.Items)
	if n == 0 || most <= 0 {
		return nil
	}
	show := n
	var more string
	if n > most {
		more = st.Dim(say(lang, "screens.word.more", i18n.Args{"N": l.Sel + 1, "Total": n}))
		show = max(most-1, 1)
	}
	first := max(0, min(l.Sel-show/2, n-show))
	out := make([]string, 0, most)
	for i := first; i < first+show; i++ {
		mark, label := "  ", l.Items[i].Label
		if i == l.Sel {
			mark, label = "▸ ", st.Reverse(label)
		}
		out = append(out, ansi.Truncate(mark+label, width, "…"))
	}
	if more != "" && len(out) < most {
		out = append(out, ansi.Truncate(more, width, "…"))
	}
	return out
}

// Key moves the cursor with ↑ and ↓ while in, the input line, is empty
// and recalls no earlier line (they recall lines otherwise), and reports
// whether it took k.
func (l *List) Key(k tea.KeyMsg, in *Input) bool {
	if len(l.Items) == 0 || in.Value() != "" || in.History.Recalling() {
		return false
	}
	switch k.Type {
	case tea.KeyUp:
		l.Up()
	case tea.KeyDown:
		l.Down()
	default:
		return false
	}
	return true
}

// Enter is what Enter submits: in's line (taken from it), or on an empty
// line the move under the cursor ("" for none).
func (l *List) Enter(in *Input) string {
	if line := in.Take(); line != "" {
		return line
	}
	return l.Selected()
}

// LineKey handles a key of a screen with an input line over a move list:
// Esc clears the line; ↑ and ↓ choose a move while the line is empty, else
// go through the lines typed before; Enter submits the line typed, or on
// an empty line the move under the cursor (entered is set, text "" when
// there is none); any other key edits the line.
func LineKey(k tea.KeyMsg, in *Input, l *List) (text string, entered bool) {
	switch k.Type {
	case tea.KeyEsc:
		in.Clear()
	case tea.KeyUp, tea.KeyDown:
		if !l.Key(k, in) {
			in.Key(k)
		}
	case tea.KeyEnter:
		return l.Enter(in), true
	default:
		in.Key(k)
	}
	return "", false
}
