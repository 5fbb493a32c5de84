package engine

import (
	"fmt"
	"sort"
	"strings"
	"tabletop/engine/i18n"
)

// Count writes n with a noun in the right number: Count(1, "card") is
// "1 card", Count(3, "card") "3 cards". Nouns whose plural is not the
// singular plus "s" go through CountOf.
func Count(n int, noun string) string { return CountOf(n, noun, noun+"s") }

// CountOf is Count with an explicit plural: CountOf(2, "copy", "copies").
func CountOf(n int, one, many string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// ForPlayers is "for N players" told in every language, each with its own
// plural ("dla 2 graczy", "для 21 игрока"): the second count of a message
// whose {{.Count}} counts something else.
func ForPlayers(n int) i18n.Phrase {
	return i18n.Phrase{ID: "engine.word.for-players", Args: i18n.Args{"Count": n}}
}

// WithPlayers is "with N players" told in every language ("przy 4
// graczach", "à 4 joueurs"), as ForPlayers.
func WithPlayers(n int) i18n.Phrase {
	return i18n.Phrase{ID: "engine.word.with-players", Args: i18n.Args{"Count": n}}
}

// UnknownKey is the message for a key a file may not have: `unknown key
// "discrad" (did you mean "discard"?)` when a known key is a likely typo,
// else the keys that are allowed.
func UnknownKey(key string, known []string) string {
	if s := Suggest(key, known); s != "" {
		return fmt.Sprintf("unknown key %q (did you mean %q?)", key, s)
	}
	if len(known) == 0 {
		return fmt.Sprintf("unknown key %q", key)
	}
	return fmt.Sprintf("unknown key %q (known keys: %s)", key, strings.Join(known, ", "))
}

// Suggest returns the word of known closest to word when it is near enough
// to be a typo (case, one or two letters, swapped letters), else "".
func Suggest(word string, known []string) string {
	w := strings.ToLower(word)
	best, bestD := "", 1<<30
	for _, k := range known {
		d := editDistance(w, strings.ToLower(k))
		if d < bestD {
			best, bestD = k, d
		}
	}
	limit := 1
	if len(w) > 4 {
		limit = 2
	}
	if best == "" || bestD > limit || bestD >= len(w) {
		return ""
	}
	return best
}

// SortedKeys returns m's keys in order.
func SortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
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
