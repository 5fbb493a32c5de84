package screens

// History keeps the lines typed, for ↑ and ↓: the line being written is
// kept while earlier ones are recalled.
type History struct {
	lines []string
	at    int // the line shown: len(lines) for the one being written
	draft string
}

// maxHistory bounds the lines kept.
const maxHistory = 500

// Load sets the lines recalled, oldest first (a resumed game's lines),
// before any typed since.
func (h *History) Load(lines []string) {
	h.lines = nil
	for _, l := range lines {
		h.Add(l)
	}
}

// Len is the number of lines kept.
func (h *History) Len() int { return len(h.lines) }

// Add records a line typed and goes back to a new one.
func (h *History) Add(line string) {
	if line == "" {
		return
	}
	if n := len(h.lines); n == 0 || h.lines[n-1] != line {
		h.lines = append(h.lines, line)
	}
	if over := len(h.lines) - maxHistory; over > 0 {
		h.lines = h.lines[over:]
	}
	h.at, h.draft = len(h.lines), ""
}

// Back returns the line before the one shown (current is the line being
// written), or false at the oldest.
func (h *History) Back(current string) (string, bool) {
	if h.at == 0 {
		return "", false
	}
	if h.at >= len(h.lines) {
		h.at, h.draft = len(h.lines), current
	}
	h.at--
	return h.lines[h.at], true
}

// Forward returns the line after the one shown, the line being written
// last, or false when that is already shown.
func (h *History) Forward() (string, bool) {
	if h.at >= len(h.lines) {
		return "", false
	}
	h.at++
	if h.at == len(h.lines) {
		return h.draft, true
	}
	return h.lines[h.at], true
}

// Recalling reports whether an earlier line is shown.
func (h *History) Recalling() bool { return h.at < len(h.lines) }

// Reset goes back to the line being written.
func (h *History) Reset() { h.at, h.draft = len(h.lines), "" }
