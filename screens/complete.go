package screens

import (
	"strings"
	"unicode/utf8"
)

// Matches are the candidates (whole lines) that start with typed, its
// spaces as the line keeps them: the ones with typed's own letters when
// some have them ("c" is curtain, "C" is Cy), else those equal to it
// ignoring case ("b" is Ben).
func Matches(typed string, candidates []string) []string {
	var match, exact []string
	low := strings.ToLower(typed)
	seen := map[string]bool{}
	for _, c := range candidates {
		if seen[c] || !strings.HasPrefix(strings.ToLower(c), low) {
			continue
		}
		seen[c] = true
		match = append(match, c)
		if strings.HasPrefix(c, typed) {
			exact = append(exact, c)
		}
	}
	if len(exact) > 0 {
		return exact
	}
	return match
}

// commonStart is the longest start every one of ms shares, ignoring
// case, with the letters of the first (cut at a character boundary).
func commonStart(ms []string) string {
	common := ms[0]
	for _, m := range ms[1:] {
		ra, rb := []rune(common), []rune(m)
		n := 0
		for n < len(ra) && n < len(rb) && strings.EqualFold(string(ra[n]), string(rb[n])) {
			n++
		}
		common = string(ra[:n])
	}
	return common
}

// completion is what repeated presses of Tab go through.
type completion struct {
	matches []string
	at      int // the match shown; -1: none yet
}

// complete is one press of Tab on line: the line it makes, and the
// completion repeated presses go on with (nil: nothing to offer). The
// first press completes as far as the matches agree, in their letters;
// one that cannot offers the matches, and the presses after it show
// each match in turn, round.
func complete(line string, candidates []string, c *completion) (string, *completion) {
	if c != nil {
		c.at = (c.at + 1) % len(c.matches)
		return c.matches[c.at], c
	}
	ms := Matches(line, candidates)
	if len(ms) == 0 {
		return line, nil
	}
	if common := commonStart(ms); utf8.RuneCountInString(common) > utf8.RuneCountInString(line) || common != line && strings.EqualFold(common, line) {
		line = common
		if len(ms) == 1 {
			return line, nil
		}
		return line, &completion{matches: ms, at: -1}
	}
	if len(ms) == 1 {
		return ms[0], nil
	}
	return line, &completion{matches: ms, at: -1}
}
