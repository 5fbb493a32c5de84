// Package screens is the bubbletea kit every face of a game uses (the
// table screen, serve's seat screen): the table view that gives way on a
// small terminal in a stated order, the answer pane that scrolls, one
// input line with a shell line's keys, history and completion, the move
// list, key help that fits the width and tables that fit it too. Its
// words are its own catalogue (locales/messages.LANG.yaml).
package screens

import (
	"embed"

	"tabletop/engine/i18n"
)

//go:embed locales/*.yaml
var localeFiles embed.FS

func init() { i18n.RegisterMessageFiles("screens", localeFiles) }

// say returns the kit's message id in lang.
func say(lang, id string, args i18n.Args) string { return i18n.Say(lang, id, args) }
