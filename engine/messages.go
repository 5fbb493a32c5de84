package engine

import (
	"embed"

	"tabletop/engine/i18n"
)

// NewEffect builds an effect of rule from message msg of a registered
// catalogue and its placeholders.
func NewEffect(rule, msg string, args i18n.Args) Effect {
	return Effect{Rule: rule, Text: i18n.Phrase{ID: msg, Args: args}}
}

// Refuse builds a *RuleError of rule from message msg of a registered
// catalogue: Reason is the English, Msg and Args tell it in other
// languages.
func Refuse(rule, msg string, args i18n.Args) *RuleError {
	return &RuleError{Rule: rule, Reason: i18n.Say(i18n.English, msg, args), Msg: msg, Args: args}
}

// ReasonIn returns the reason in lang: Reason itself in English or when
// the error has no message.
func (e *RuleError) ReasonIn(lang string) string {
	if e.Msg == "" || lang == i18n.English || lang == "" {
		return e.Reason
	}
	return i18n.Say(lang, e.Msg, e.Args)
}

// The engine's own refusals (not your turn, game over) in every language:
// locales/messages.LANG.yaml, English the source.
//
//go:embed locales/*.yaml
var engineLocaleFiles embed.FS

func init() {
	i18n.RegisterMessageFiles("engine", engineLocaleFiles)
}
