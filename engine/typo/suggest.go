// Package typo finds the word a person most likely meant when what they
// typed or wrote is not one the tool knows: "did you mean ...?".
package typo

import (
	"strings"
	"unicode/utf8"
)

// Suggest returns the word of known closest to word when it is near enough
// to be a typo (case, one or two letters, swapped letters), else "".
func Suggest(word string, known []string) string {
	w := strings.ToLower(word)
	limit := 1
	if len(w) > 4 {
		limit = 2
	}
	n := utf8.RuneCountInString(w)
	best, bestD := "", 1<<30
	for _, k := range known {
		kl := strings.ToLower(k)
		if m := utf8.RuneCountInString(kl); m > n+limit || m < n-limit {
			// Its distance is at least the difference in length, past
			// limit: never suggested (and a long word is not compared
			// letter by letter with every known one).
			continue
		}
		d := editDistance(w, kl)
		if d < bestD {
			best, bestD = k, d
		}
	}
	if best == "" || bestD > limit || bestD >= len(w) {
		return ""
	}
	return best
}

// editDistance is the optimal string alignment distance between a and b:
// insertions, deletions, substitutions and swaps of neighbours cost 1.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
