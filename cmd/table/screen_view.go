package table

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"tabletop/screens"
)

// minLogRows is the least the answers get of a small terminal: the table
// at the top gives way first, its lines by rank (screens.FitView): the
// other lines, then the totals and the cards in hand, the top card or
// trick; the title (whose turn) stays.
const minLogRows = 3

// listRows is the most rows the hint's moves take.
const listRows = 5

// View draws the screen: exactly its height in rows, none wider than it.
func (m *screenModel) View() string {
	st := screens.Style{Colour: m.r.st.On}
	bottom := m.bottomRows(st)
	rows := m.height - 1 - len(bottom) // the rule under the table
	full := screens.FitView(m.table.lines, m.width, m.height, "    ")
	top := screens.FitView(m.table.lines, m.width, max(1, min(len(full), rows-minLogRows)), "    ")
	lines := make([]string, 0, m.height)
	lines = append(lines, top...)
	lines = append(lines, st.Dim(strings.Repeat("─", m.width)))
	lines = append(lines, m.pane.View(m.width, max(0, rows-len(top)))...)
	lines = append(lines, bottom...)
	if len(lines) > m.height {
		lines = lines[len(lines)-m.height:]
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, m.width, "")
	}
	return strings.Join(lines, "\n")
}

// paneRows is how many rows the answers get now.
func (m *screenModel) paneRows() int {
	rows := m.height - 1 - len(m.bottomRows(screens.Style{}))
	full := screens.FitView(m.table.lines, m.width, m.height, "    ")
	return max(0, rows-max(1, min(len(full), rows-minLogRows)))
}

// bottomRows are the rows under the answers: the hint's moves, a rule or
// what Tab offers, the input line and the keys that work now.
func (m *screenModel) bottomRows(st screens.Style) []string {
	lang := m.r.o.Lang
	rows := m.list.View(lang, st, m.width, min(listRows, max(1, m.height/4)))
	rule := st.Dim(strings.Repeat("─", m.width))
	if offered := m.input.OfferedView(lang, m.width); offered != "" {
		rule = st.Dim(offered)
	}
	rows = append(rows, rule, m.input.View(m.width))
	most := 2
	if m.height < 20 {
		most = 1
	}
	for _, h := range screens.Help(lang, m.keys(), keyDrops, m.width, most) {
		rows = append(rows, st.Dim(h))
	}
	return rows
}

// keyDrops is the order in which the keys' help gives way: quitting is
// the last to go.
var keyDrops = []string{screens.KeyScroll, screens.KeyRecall, screens.KeyRecallCtrl, screens.KeyComplete, screens.KeyChoose,
	screens.KeyDeclare, screens.KeyUndo, screens.KeyHint, screens.KeyQuit}

// keys are the keys that work now, in the order the help shows them.
func (m *screenModel) keys() []string {
	// With the hint's list shown, ↑↓ choose from it and Ctrl-P/N recall.
	keys, recall := []string{}, screens.KeyRecall
	if len(m.list.Items) > 0 {
		keys, recall = append(keys, screens.KeyChoose), screens.KeyRecallCtrl
	}
	keys = append(keys, screens.KeyDeclare, screens.KeyComplete, recall)
	if !m.table.over {
		keys = append(keys, screens.KeyHint)
	}
	return append(keys, screens.KeyUndo, screens.KeyQuit, screens.KeyScroll)
}
