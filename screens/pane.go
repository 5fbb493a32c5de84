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

// Key scrolls with PgUp and PgDn by a page of the rows rows of width the
// pane has, and reports whether it took k.
func (p *Pane) Key(k tea.KeyMsg, width, rows int) bool {
	page := max(1, rows-1)
	switch k.Type {
	case tea.KeyPgUp:
		p.scroll, p.follow = p.scrolled(width, rows)+page, false
	case tea.KeyPgDown:
		p.scroll, p.follow = max(0, p.scrolled(width, rows)-page), false
	default:
		return false
	}
	return true
}

// Bottom shows the newest rows again.
func (p *Pane) Bottom() { p.scroll, p.follow = 0, false }

// draw returns every block drawn at width; the rows are kept until the
// width or the blocks change.
func (p *Pane) draw(width int) []string {
	if p.rows != nil && p.width == width {
		return p.rows
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
	return p.rows
}

// scrolled is how many rows back from the newest the pane shows in rows
// rows of width.
func (p *Pane) scrolled(width, rows int) int {
	all := p.draw(width)
	scroll := p.scroll
	if p.follow {
		start := len(all)
		if p.mark < len(p.marks) {
			start = p.marks[p.mark]
		}
		scroll = len(all) - start - rows
	}
	return max(0, min(scroll, len(all)-rows))
}

// View is the pane in rows rows of width columns, filled with empty rows
// above the oldest.
func (p *Pane) View(width, rows int) []string {
	if rows <= 0 {
		return nil
	}
	all := p.draw(width)
	end := len(all) - p.scrolled(width, rows)
	win := all[max(0, end-rows):end]
	out := make([]string, 0, rows)
	for range rows - len(win) {
		out = append(out, "")
	}
	return append(out, win...)
}
