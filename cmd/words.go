package cmd

import "tabletop/host/gamewords"

// yourMove is the prompt's title for the person named name, in lang
// (gamewords.YourMove).
func yourMove(lang, name string) string { return gamewords.YourMove(lang, name) }
