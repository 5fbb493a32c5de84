package screens

import tea "github.com/charmbracelet/bubbletea"

// Pane is the answers (or the events) so far, newest last, drawn in the
// rows a screen gives it: lines wrap to its width, tables are redrawn to
// fit it (FitTable), PgUp and PgDn scroll it. A newest answer that does
// not fit is shown from its start (Answer).
type Pane struct {
	// Indent starts the rows a long line wraps to.
	Indent string
	// Max bounds the lines kept (0: no bound); the oldest go first.
	Max int

	blocks []block
	lines  int  // the lines in blocks
	scroll int  // rows scrolled back from the newest
	mark   int  // the block where the newest answer starts
	follow bool // show the newest answer from its start

	width int      // the width rows were drawn for
	rows  []string // every block drawn at width
	marks []int    // the row each block starts at
}

// block is one line, or a table's lines.
type block struct {
	lines []string
	table bool
}

// Add keeps lines (a table's among them kept as one) and shows the newest.
func (p *Pane) Add(lines ...string) {
	for _, l := range lines {
		table := isTableLine(l)
		if n := len(p.blocks); table && n > 0 && p.blocks[n-1].table {
			p.blocks[n-1].lines = append(p.blocks[n-1].lines, l)
		} else {
			p.blocks = append(p.blocks, block{lines: []string{l}, table: table})
		}
		p.lines++
	}
	for p.Max > 0 && p.lines > p.Max && len(p.blocks) > 1 {
		p.lines -= len(p.blocks[0].lines)
		p.blocks = p.blocks[1:]
		p.mark = max(p.mark-1, 0)
	}
	p.rows = nil
	if !p.follow {
		p.scroll = 0
	}
}

// Answer adds an answer: it is shown from its start when it does not fit.
func (p *Pane) Answer(lines ...string) {
	p.mark, p.follow = len(p.blocks), true
	p.Add(lines...)
}

// Key scrolls with PgUp and PgDn by a page of rows, and reports whether
// it took k.
func (p *Pane) Key(k tea.KeyMsg, rows int) bool {
	page := max(1, rows-1)
	switch k.Type {
	case tea.KeyPgUp:
		p.follow = false
		p.scroll += page
	case tea.KeyPgDown:
		p.follow = false
		p.scroll = max(0, p.scroll-page)
	default:
		return false
	}
	return true
}

// Bottom shows the newest rows again.
func (p *Pane) Bottom() { p.scroll, p.follow = 0, false }

// draw draws every block at width, once per width and change.
func (p *Pane) draw(width int) {
	if p.rows != nil && p.width == width {
		return
	}
	p.width, p.rows, p.marks = width, []string{}, make([]int, len(p.blocks))
	for i, b := range p.blocks {
		p.marks[i] = len(p.rows)
		if b.table {
			p.rows = append(p.rows, FitTable(b.lines, width)...)
			continue
		}
		p.rows = append(p.rows, Wrap(b.lines[0], width, p.Indent)...)
	}
}

// View is the pane in rows rows of width columns, filled with empty rows
// above the oldest.
func (p *Pane) View(width, rows int) []string {
	if rows <= 0 {
		return nil
	}
	p.draw(width)
	all := p.rows
	if p.follow {
		start := len(all)
		if p.mark < len(p.marks) {
			start = p.marks[p.mark]
		}
		p.scroll = max(0, len(all)-start-rows)
	}
	p.scroll = max(0, min(p.scroll, len(all)-rows))
	end := len(all) - p.scroll
	win := all[max(0, end-rows):end]
	out := make([]string, 0, rows)
	for range rows - len(win) {
		out = append(out, "")
	}
	return append(out, win...)
}
