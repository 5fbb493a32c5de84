package cmd

import "strings"

// yourMove is the prompt's title for the person named name, in lang:
// "Your move" for the default seat "You", else "Your move, Ann".
func yourMove(lang, name string) string {
	if strings.EqualFold(name, "you") {
		return tr(lang, "play.your-move", nil)
	}
	return tr(lang, "play.your-move-name", map[string]any{"Name": name})
}
