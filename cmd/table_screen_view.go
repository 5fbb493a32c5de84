package cmd

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"tabletop/engine"
)

// minLogRows is the least the answers get of a small terminal: the table
// at the top gives way first.
const minLogRows = 3

// View draws the screen: exactly its height in rows, none wider than it.
func (m *tableScreen) View() string {
	top, bottom, rows := m.layout()
	lines := make([]string, 0, m.height)
	lines = append(lines, top...)
	lines = append(lines, m.r.st.Dim(strings.Repeat("─", m.width)))
	lines = append(lines, m.logWindow(rows)...)
	lines = append(lines, bottom...)
	return strings.Join(lines, "\n")
}

// layout returns the table's rows, the rows under the answers, and how
// many rows the answers get.
func (m *tableScreen) layout() (top, bottom []string, rows int) {
	top, totals := m.tableRows()
	bottom = m.inputRows()
	rows = m.height - len(top) - 1 - len(bottom)
	if rows < minLogRows {
		// The game's own lines give way first; the title and the totals stay.
		keep := max(1, m.height-1-len(bottom)-minLogRows)
		if keep > totals {
			top = append(top[:keep-totals:keep-totals], top[len(top)-totals:]...)
		} else {
			top = top[:min(len(top), keep)]
		}
		rows = max(0, m.height-len(top)-1-len(bottom))
	}
	return top, bottom, rows
}

// logRows is how many rows the answers get now.
func (m *tableScreen) logRows() int {
	_, _, rows := m.layout()
	return rows
}

// tableRows is the table as the status line shows it: round or game, who
// is to move, the game's own lines (piles, Curtain, hands, Mojo Time,
// out, lid) and the totals, in the last totals rows.
func (m *tableScreen) tableRows() (rows []string, totals int) {
	r, lang := m.r, m.r.o.Lang
	s := r.sess.Status()
	rs, _ := engine.Lookup(r.o.Journal.Game)
	title := waitingText(lang, s)
	if rs != nil {
		title = rs.Title() + " · " + title
	}
	out := wrapRow(r.st.Bold(title), m.width, "  ")
	for _, l := range s.Lines {
		out = append(out, wrapRow("  "+l.In(lang), m.width, "    ")...)
	}
	var tot []string
	for _, p := range r.o.Journal.Players {
		tot = append(tot, fmt.Sprintf("%s %d", p, s.Totals[p]))
	}
	last := wrapRow("  "+tr(lang, "table.totals", map[string]any{"Totals": strings.Join(tot, ", ")}), m.width, "    ")
	return append(out, last...), len(last)
}

// logWindow is the part of the answers that fits in rows: the newest
// last, or from its start when it does not fit, unless scrolled back.
func (m *tableScreen) logWindow(rows int) []string {
	var all []string
	markRow := 0
	for i, l := range m.log {
		if i == m.mark {
			markRow = len(all)
		}
		all = append(all, wrapRow(l, m.width, "     ")...)
	}
	if m.follow {
		m.scroll = max(0, len(all)-markRow-rows)
	}
	m.scroll = max(0, min(m.scroll, len(all)-rows))
	end := len(all) - m.scroll
	start := max(0, end-rows)
	win := all[start:end]
	for len(win) < rows {
		win = append(win, "")
	}
	return win
}

// inputRows are the rows under the answers: a rule, or what Tab offered,
// the input line and the keys.
func (m *tableScreen) inputRows() []string {
	st, lang := m.r.st, m.r.o.Lang
	rule := st.Dim(strings.Repeat("─", m.width))
	if len(m.offered) > 0 {
		choices := make([]string, len(m.offered))
		for i, c := range m.offered {
			choices[i] = strings.TrimSpace(c)
		}
		rule = st.Dim(ansi.Truncate(tr(lang, "table.screen.offered", map[string]any{"Choices": strings.Join(choices, " · ")}), m.width, "…"))
	}
	rows := []string{rule, ansi.Truncate(m.input.View(), m.width, "")}
	for _, h := range m.keyHelp() {
		rows = append(rows, st.Dim(h))
	}
	return rows
}

// helpKeys are the keys the help lists, in order, and the order in which
// they give way when they do not fit: quitting is the last to go.
var (
	helpKeys  = []string{"enter", "tab", "recall", "hint", "undo", "quit", "scroll"}
	helpDrops = []string{"scroll", "recall", "tab", "enter", "undo", "hint", "quit"}
)

// keyHelp lists the keys in at most two rows of the width (one below 20
// rows), leaving out those that do not fit.
func (m *tableScreen) keyHelp() []string {
	most := 2
	if m.height < 20 {
		most = 1
	}
	keys := slices.Clone(helpKeys)
	for _, drop := range helpDrops {
		if rows, ok := m.helpRows(keys, most); ok {
			return rows
		}
		keys = slices.DeleteFunc(keys, func(k string) bool { return k == drop })
	}
	return []string{""}
}

// helpRows lays out the keys' help in rows of the width, and reports
// whether they fit in most rows.
func (m *tableScreen) helpRows(keys []string, most int) ([]string, bool) {
	var rows []string
	row := ""
	for _, k := range keys {
		part := tr(m.r.o.Lang, "table.screen.key."+k, nil)
		switch {
		case row == "":
			row = part
		case ansi.StringWidth(row+" · "+part) <= m.width:
			row += " · " + part
		default:
			rows, row = append(rows, row), part
		}
	}
	rows = append(rows, row)
	fits := len(rows) <= most
	for _, r := range rows {
		fits = fits && ansi.StringWidth(r) <= m.width
	}
	return rows, fits
}

// wrapRow wraps one line to width, the rows after the first indented.
func wrapRow(line string, width int, indent string) []string {
	if width < 1 {
		return []string{""}
	}
	if ansi.StringWidth(line) <= width {
		return []string{line}
	}
	first := strings.SplitN(ansi.Wrap(line, width, ""), "\n", 2)
	rows := []string{first[0]}
	if len(first) == 1 {
		return rows
	}
	in := indent
	if len(in) >= width {
		in = ""
	}
	rest := strings.TrimLeft(strings.ReplaceAll(first[1], "\n", " "), " ")
	for _, l := range strings.Split(ansi.Wrap(rest, width-len(in), ""), "\n") {
		rows = append(rows, in+l)
	}
	return rows
}
