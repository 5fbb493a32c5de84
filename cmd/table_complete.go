package cmd

import (
	"slices"
	"strings"

	"tabletop/engine"
	"tabletop/engine/tableplay"
	"tabletop/validator"
)

// tableCandidates lists the whole lines that may be typed now, for Tab:
// the protocol's words, each player's name, and the moves the player to
// move may declare (with and without their name), the shows of a round's
// end, and the moves out of turn (the Makoto lid) with their player's name.
func tableCandidates(sess *validator.Session) []string {
	st := sess.Status()
	players := sess.Players()
	out := []string{"undo", "status", "?", "quit"}
	for _, p := range players {
		out = append(out, p+": ")
	}
	switch st.WaitingFor {
	case tableplay.WaitMove:
		for _, m := range sess.Declarable() {
			out = append(out, m, st.ToMove+": "+m)
		}
		state := sess.Table().State()
		if am, ok := state.(engine.AnytimeMover); ok {
			for seat, p := range players {
				for _, m := range am.AnytimeMoves(seat, nil) {
					out = append(out, p+": "+state.MoveString(m))
				}
			}
		}
	case tableplay.WaitShows:
		for _, p := range players {
			out = append(out, p+": shows ")
		}
	case tableplay.WaitOver:
	default:
		out = append(out, st.StartWord+" ")
	}
	return out
}

// completeLine completes typed as far as the candidates that start with
// it agree, and returns the line and those candidates (none when nothing
// matches; one when the line is now complete). Case counts when some
// candidate starts with typed exactly ("c" is curtain, "C" is Cy), else it
// is ignored.
func completeLine(typed string, candidates []string) (string, []string) {
	var match, exact []string
	low := strings.ToLower(typed)
	for _, c := range candidates {
		if strings.HasPrefix(strings.ToLower(c), low) && !slices.Contains(match, c) {
			match = append(match, c)
			if strings.HasPrefix(c, typed) {
				exact = append(exact, c)
			}
		}
	}
	if len(exact) > 0 {
		match = exact
	}
	if len(match) == 0 {
		return typed, nil
	}
	common := match[0]
	for _, m := range match[1:] {
		common = commonPrefixFold(common, m)
	}
	if len(common) < len(typed) {
		return typed, match
	}
	// What was typed keeps its own letters; the rest comes from the candidates.
	return typed + common[len(typed):], match
}

// commonPrefixFold is the longest prefix of a and b equal ignoring case,
// as a has it (cut at a character boundary).
func commonPrefixFold(a, b string) string {
	ra, rb := []rune(a), []rune(b)
	n := 0
	for n < len(ra) && n < len(rb) && strings.EqualFold(string(ra[n]), string(rb[n])) {
		n++
	}
	return string(ra[:n])
}

// history keeps the lines typed, for ↑ and ↓: the line being written is
// kept while earlier ones are recalled.
type history struct {
	lines []string
	at    int // the line shown: len(lines) for the one being written
	draft string
}

// add records a line typed and goes back to a new one.
func (h *history) add(line string) {
	if n := len(h.lines); n == 0 || h.lines[n-1] != line {
		h.lines = append(h.lines, line)
	}
	h.at, h.draft = len(h.lines), ""
}

// back returns the line before the one shown (current is the line being
// written), or false at the oldest.
func (h *history) back(current string) (string, bool) {
	if h.at == 0 {
		return "", false
	}
	if h.at == len(h.lines) {
		h.draft = current
	}
	h.at--
	return h.lines[h.at], true
}

// forward returns the line after the one shown, the line being written
// last, or false when that is already shown.
func (h *history) forward() (string, bool) {
	if h.at >= len(h.lines) {
		return "", false
	}
	h.at++
	if h.at == len(h.lines) {
		return h.draft, true
	}
	return h.lines[h.at], true
}
