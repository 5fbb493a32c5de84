package engine

import (
	"fmt"
	"regexp"
	"strings"
)

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

// TranslationIDs lists the message IDs a complete translation of rules
// and specs has: "ID.title" and "ID.text" per rule, "option.KEY.help" per
// option.
func TranslationIDs(rules []Rule, specs []OptionSpec) []string {
	ids := make([]string, 0, 2*len(rules)+len(specs))
	for _, r := range rules {
		ids = append(ids, r.ID+".title", r.ID+".text")
	}
	for _, s := range specs {
		ids = append(ids, "option."+s.Key+".help")
	}
	return ids
}

// CheckTranslation compares a translation of rules and specs with the
// English source, for a ruleset's tests: every rule's title and text and
// every option's help is there (lookup), no message is left over (have
// lists the translation's message IDs), no template placeholder slipped
// in, every number of the English text appears in the translation too,
// and every option value named in an English help is named in the
// translated one.
func CheckTranslation(rules []Rule, specs []OptionSpec, lookup func(id string) (string, bool), have []string) []error {
	var errs []error
	want := map[string]string{}
	for _, r := range rules {
		want[r.ID+".title"] = r.Title
		want[r.ID+".text"] = r.Text
	}
	values := map[string][]string{}
	for _, s := range specs {
		id := "option." + s.Key + ".help"
		want[id] = s.Help
		values[id] = s.Values
	}
	for _, id := range TranslationIDs(rules, specs) {
		s, ok := lookup(id)
		switch {
		case !ok:
			errs = append(errs, fmt.Errorf("%s is missing", id))
			continue
		case strings.TrimSpace(s) == "":
			errs = append(errs, fmt.Errorf("%s is empty", id))
		case strings.Contains(s, "{{"):
			errs = append(errs, fmt.Errorf("%s has a template placeholder", id))
		}
		if got, src := numbers(s), numbers(want[id]); !subset(src, got) {
			errs = append(errs, fmt.Errorf("%s has the numbers %v, English has %v", id, got, src))
		}
		for _, v := range values[id] {
			if namesWord(want[id], v) && !namesWord(s, v) {
				errs = append(errs, fmt.Errorf("%s does not name the value %q as English does", id, v))
			}
		}
	}
	for _, id := range have {
		if _, ok := want[id]; !ok {
			errs = append(errs, fmt.Errorf("%s names no rule or option", id))
		}
	}
	return errs
}

// namesWord reports whether s has word as a whole word (letters, digits
// and hyphens on neither side).
func namesWord(s, word string) bool {
	return regexp.MustCompile(`(^|[^\pL\pN-])` + regexp.QuoteMeta(word) + `($|[^\pL\pN-])`).MatchString(s)
}

// numbers returns the digit runs of s.
func numbers(s string) []string {
	var out []string
	start := -1
	for i, r := range s + " " {
		if r >= '0' && r <= '9' {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			out = append(out, s[start:i])
			start = -1
		}
	}
	return out
}

// subset reports whether every element of a is in b, counted with
// multiplicity.
func subset(a, b []string) bool {
	n := map[string]int{}
	for _, s := range b {
		n[s]++
	}
	for _, s := range a {
		if n[s] == 0 {
			return false
		}
		n[s]--
	}
	return true
}
