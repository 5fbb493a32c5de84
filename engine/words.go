package engine

import (
	"sort"

	"tabletop/engine/i18n"
)

// ForPlayers is "for N players" told in every language, each with its own
// plural ("dla 2 graczy", "для 21 игрока"): the second count of a message
// whose {{.Count}} counts something else.
func ForPlayers(n int) i18n.Phrase {
	return i18n.Message("engine.word.for-players", i18n.Args{"Count": n})
}

// WithPlayers is "with N players" told in every language ("przy 4
// graczach", "à 4 joueurs"), as ForPlayers.
func WithPlayers(n int) i18n.Phrase {
	return i18n.Message("engine.word.with-players", i18n.Args{"Count": n})
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
