package engine

import (
	"embed"

	"tabletop/engine/i18n"
)

// NewEffect builds an effect of rule from message msg of a registered
// catalogue and its placeholders.
func NewEffect(rule, msg string, args i18n.Args) Effect {
	return Effect{Rule: rule, Text: i18n.Message(msg, args)}
}

// Refuse builds a *RuleError of rule whose reason is message id of a
// registered catalogue with args.
func Refuse(rule, id string, args i18n.Args) *RuleError {
	return &RuleError{Rule: rule, Reason: i18n.Message(id, args)}
}

// The engine's own refusals (not your turn, game over) in every language:
// locales/messages.LANG.yaml, English the source.
//
//go:embed locales/*.yaml
var engineLocaleFiles embed.FS

func init() {
	i18n.RegisterMessageFiles("engine", engineLocaleFiles)
}
