package makoto

import (
	"embed"
	"sync"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// The rule catalogue in Polish, French and Russian: locales/rules.LANG.yaml
// holds every rule's title and text under "RULE-ID.title" and
// "RULE-ID.text", and every option's help under "option.KEY.help". English
// is the source, in rules.go. The terms are the printed rulebooks' (see
// ../GLOSSARY.md); the sentences are the project's own.
//
//go:embed locales/*.yaml
var localeFiles embed.FS

var translations = sync.OnceValue(func() *i18n.Catalog {
	return i18n.MustLoad(localeFiles, "locales/rules.*.yaml")
})

// LocalizedRules returns the rule catalogue in lang ("pl", "fr", "ru"; any
// other code gives English). IDs and options are the same in every language.
func (rs *Ruleset) LocalizedRules(lang string) []engine.Rule {
	return engine.TranslateRules(rs.Rules(), lookupIn(lang))
}

// LocalizedOptions returns the options with their help in lang.
func (rs *Ruleset) LocalizedOptions(lang string) []engine.OptionSpec {
	return engine.TranslateOptions(rs.Options(), lookupIn(lang))
}

func lookupIn(lang string) func(id string) (string, bool) {
	return func(id string) (string, bool) { return translations().Lookup(lang, id) }
}

// The verdict reasons and effects (engine.RuleError and engine.Effect
// messages, "makoto.effect.*", "makoto.refuse.*", "makoto.word.*") in
// every language: locales/messages.LANG.yaml, English the source.
func init() {
	i18n.RegisterMessageFiles("makoto", localeFiles)
}
