package serve

import (
	"embed"

	"tabletop/engine/i18n"
)

// The server's own words (a session's screen, the host's messages) in
// every language: locales/messages.LANG.yaml, English the source. The
// words of the game itself are package gamewords', as play prints them.
//
//go:embed locales/*.yaml
var localeFiles embed.FS

func init() { i18n.RegisterMessageFiles("serve", localeFiles) }

// say returns the server's message id in lang.
func say(lang, id string, args i18n.Args) string { return i18n.Say(lang, id, args) }
