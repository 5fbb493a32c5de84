package engine

// LocalizedRuleset is implemented by a ruleset whose rule catalogue and
// option help exist in other languages than English. lang is a language
// code ("pl", "fr", "ru"; "en" or an unknown code gives the English
// source). Rule IDs, option keys, values and defaults never change with
// the language: only titles, texts and help do.
type LocalizedRuleset interface {
	LocalizedRules(lang string) []Rule
	LocalizedOptions(lang string) []OptionSpec
}

// RulesIn returns rs's rule catalogue in lang, in English when rs has no
// translations.
func RulesIn(rs Ruleset, lang string) []Rule {
	if l, ok := rs.(LocalizedRuleset); ok {
		return l.LocalizedRules(lang)
	}
	return rs.Rules()
}

// OptionsIn returns rs's options with their help in lang, in English when
// rs has no translations.
func OptionsIn(rs Ruleset, lang string) []OptionSpec {
	if l, ok := rs.(LocalizedRuleset); ok {
		return l.LocalizedOptions(lang)
	}
	return rs.Options()
}

// TranslateRules returns a copy of rules with each title and text that
// lookup has under "ID.title" and "ID.text"; what lookup lacks stays in
// English. It is how a ruleset builds LocalizedRules from its message
// catalogue.
func TranslateRules(rules []Rule, lookup func(id string) (string, bool)) []Rule {
	out := make([]Rule, len(rules))
	copy(out, rules)
	for i := range out {
		if s, ok := lookup(out[i].ID + ".title"); ok {
			out[i].Title = s
		}
		if s, ok := lookup(out[i].ID + ".text"); ok {
			out[i].Text = s
		}
	}
	return out
}

// TranslateOptions returns a copy of specs with each help that lookup has
// under "option.KEY.help"; what lookup lacks stays in English.
func TranslateOptions(specs []OptionSpec, lookup func(id string) (string, bool)) []OptionSpec {
	out := make([]OptionSpec, len(specs))
	copy(out, specs)
	for i := range out {
		if s, ok := lookup("option." + out[i].Key + ".help"); ok {
			out[i].Help = s
		}
	}
	return out
}
