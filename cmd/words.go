package cmd

import "strings"

// yourMove is the prompt's title for the person named name: "Your move"
// for the default seat "You", else "Your move, Ann".
func yourMove(name string) string {
	if strings.EqualFold(name, "you") {
		return "Your move"
	}
	return "Your move, " + name
}
